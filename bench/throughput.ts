/**
 * Issue 33, fast when busy: every request reaching the database (SEARCH_CACHE_MS=0), at 10,000,
 * 100,000 and 1,000,000 spaces (ten bookings each) on PostgreSQL, so the growth of each figure
 * shows. Per size: a fresh database, one server in its own process, autocannon with 50 connections
 * on the same 2 cores. `tsx throughput.ts` alone rewrites its section of bench/RESULTS.md;
 * BENCH_SIZES=10000,100000 picks the sizes, BENCH_SECONDS the seconds per request, BENCH_KEEP=1
 * keeps the generated databases (dataset.ts benchDatabase; each run's bookings stay in them, a few
 * thousand beside the ten a space). BENCH_REQUESTS=<words>[,<words>…] measures only the requests whose
 * name holds one of them, and prints without rewriting RESULTS.md (for working on one figure).
 * BENCH_HEAP=<MB> gives the server that old-generation limit (servers.ts).
 *
 * Bookings are checked after their run: every 201 is a booking of its own in the database (none
 * lost, none answered twice), and no two active bookings of a space overlap (the exclusion
 * constraint's word).
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { ADMIN_BOOKING_SORTS, ADMIN_SPACE_SORTS, ADMIN_USER_SORTS } from '@nafasi/shared/admin';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { takeEveryCheckpoint } from '../apps/server/src/modules/search/index.ts';
import { rowsOf } from '../apps/server/src/lib/rows.ts';
import { adminOrders } from '../apps/server/src/modules/admin/service.ts';
import { benchAccount, benchDatabase, BOOKINGS_PER_SPACE, USERS_PER_SPACE } from './dataset.ts';
import { peopleSearches, readCatalogue } from './people.ts';
import { rewriteSection } from './results.ts';
import { bookingLoad, FREE_WINDOWS, memoryOf, startBenchServer, TAIL_SEARCHES, TEXT_SEARCHES, warmAgain } from './servers.ts';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
/** BENCH_REQUESTS=<words>[,<words>…]: only the rows whose name holds one of them. */
const ONLY = process.env.BENCH_REQUESTS?.split(',').filter(Boolean);
/** The people booking at once in the bookings run. */
const GUESTS = 15;

/** The issue's goals: requests a second and the slowest 1 in 100, per kind of request. */
const GOALS = { search: { rps: 1000, p99: 150 }, bookings: { rps: 500, p99: Infinity }, admin: { rps: 500, p99: 100 } } as const;

interface Measured {
  rps: number;
  p50: number;
  p99: number;
}
interface Scenario {
  name: string;
  goal: keyof typeof GOALS;
  /** The paths asked in turn (GET), or a body maker for POST /api/bookings. */
  paths?: (size: Sizes) => string[];
  /** Requests as people make them (bench/people.ts): drawn at random, none repeated in a run. */
  people?: keyof ReturnType<typeof peopleSearches>;
  book?: true;
  admin?: true;
}
interface Sizes {
  spaces: number;
  bookings: number;
  users: number;
  ids: string[];
}

/** Every sort a table offers, both ways, at its first, second, middle and last page. */
const everyOrder = (path: string, sorts: readonly string[], total: number, extra = '') =>
  sorts.flatMap((sort) =>
    ['asc', 'desc'].flatMap((order) =>
      [0, 20, Math.floor(total / 2), Math.max(0, total - 20)].map((offset) => `${path}?sort=${sort}&order=${order}&offset=${offset}${extra}`),
    ),
  );

/** How many different requests of each kind people make in a run: more than any row asks in its warm-up and run. */
const PEOPLE_REQUESTS = 60_000;

const SCENARIOS: Scenario[] = [
  { name: 'as people ask: text search, 1–3 words, a quarter mistyped (random, none repeated)', goal: 'search', people: 'text' },
  {
    name: 'as people ask: free at a time, any half hour of 60 days, 1–4 h, with a category, amenities or guests (random, none repeated)',
    goal: 'search',
    people: 'freeAtATime',
  },
  { name: 'as people ask: text with a place, a price range and a sort, pages to 20 deep (random, none repeated)', goal: 'search', people: 'textPlacePrice' },
  { name: 'as people ask: browsing a category in a sort to any page Load more reaches (random, none repeated)', goal: 'search', people: 'browsing' },
  {
    name: 'repeated searches: text search with typo tolerance (10 searches in turn, 2 mistyped)',
    goal: 'search',
    paths: () => TEXT_SEARCHES.map((s) => `/api/spaces${s}`),
  },
  {
    name: 'repeated searches: text search, a long tail (600 searches of two words in turn, each ranked whole)',
    goal: 'search',
    paths: () => TAIL_SEARCHES.map((s) => `/api/spaces${s}`),
  },
  {
    name: 'repeated searches: free at a time with amenities and a category (10 windows in turn)',
    goal: 'search',
    paths: () => FREE_WINDOWS.map((w, i) => `/api/spaces?${w}&category=${['meeting-room', 'creative-studio', 'event-hall'][i % 3]}&amenities=wifi`),
  },
  {
    // The catalogue index keeps what a page shows of the spaces shown last: the two runs above ask the
    // same few pages again and again. Here each page is a price window of its own, in turn over every
    // price, so nearly every space shown is one not kept: its row is read from the database.
    name: 'repeated searches: a long tail of filters (4,000 price windows in turn: spaces not shown lately)',
    goal: 'search',
    paths: () => Array.from({ length: 4000 }, (_, k) => `/api/spaces?sort=price_asc&minPrice=${300 + 10 * k}&maxPrice=${309 + 10 * k}`),
  },
  { name: 'bookings created (POST /api/bookings by 15 people, random slots of 1,000 spaces)', goal: 'bookings', book: true },
  {
    name: 'admin spaces: every sort, both ways, first to last page',
    goal: 'admin',
    admin: true,
    paths: (s) => everyOrder('/api/admin/spaces', ADMIN_SPACE_SORTS, Math.round(s.spaces * 0.9)),
  },
  {
    name: 'admin spaces searched (4 words, every sort)',
    goal: 'admin',
    admin: true,
    paths: () => ['boardroom', 'westlands', 'nyali', 'studio'].flatMap((q) => ADMIN_SPACE_SORTS.map((sort) => `/api/admin/spaces?q=${q}&sort=${sort}`)),
  },
  {
    // The admin's table keeps what it shows of the spaces shown last, as the catalogue does: the
    // two runs above ask the same pages again and again. Here each page is another, in turn over
    // every sort, both ways, and pages spread through the table, so most rows shown are read.
    name: 'admin spaces: a long tail of pages (4,000 in turn, every sort: rows not shown lately)',
    goal: 'admin',
    admin: true,
    paths: (s) => {
      const pages = Math.max(1, Math.floor((s.spaces * 0.9) / 20));
      return Array.from({ length: 4000 }, (_, k) => {
        const sort = ADMIN_SPACE_SORTS[k % ADMIN_SPACE_SORTS.length]!;
        const order = Math.floor(k / ADMIN_SPACE_SORTS.length) % 2 ? 'asc' : 'desc';
        return `/api/admin/spaces?sort=${sort}&order=${order}&offset=${20 * ((k * 7919) % pages)}`;
      });
    },
  },
  {
    name: 'admin spaces searched: a long tail (4 words, every sort, their first 50 pages in turn)',
    goal: 'admin',
    admin: true,
    paths: () =>
      Array.from({ length: 50 }, (_, page) =>
        ['boardroom', 'westlands', 'nyali', 'studio'].flatMap((q) =>
          ADMIN_SPACE_SORTS.map((sort) => `/api/admin/spaces?q=${q}&sort=${sort}&offset=${20 * page}`),
        ),
      ).flat(),
  },
  {
    name: 'admin bookings: every sort, both ways, first to last page',
    goal: 'admin',
    admin: true,
    paths: (s) => everyOrder('/api/admin/bookings', ADMIN_BOOKING_SORTS, s.bookings),
  },
  {
    name: 'admin bookings searched (reference, space, guest; every sort)',
    goal: 'admin',
    admin: true,
    // A reference's beginning, a space's word, a guest's first name and every guest's address.
    paths: () =>
      ['NF-A1', 'boardroom', 'wanjiru', 'example.co.ke'].flatMap((q) => ADMIN_BOOKING_SORTS.map((sort) => `/api/admin/bookings?q=${q}&sort=${sort}`)),
  },
  {
    name: 'admin users: every sort, both ways, first to last page',
    goal: 'admin',
    admin: true,
    paths: (s) => everyOrder('/api/admin/users', ADMIN_USER_SORTS, s.users),
  },
  {
    name: 'admin users searched (a name, a surname, part of an address, every address; every sort)',
    goal: 'admin',
    admin: true,
    paths: () =>
      ['wanjiru', 'otieno', 'kamau.1', 'example.co.ke'].flatMap((q) =>
        ADMIN_USER_SORTS.flatMap((sort) => [0, 400].map((offset) => `/api/admin/users?q=${q}&sort=${sort}&offset=${offset}`)),
      ),
  },
  { name: 'admin stats', goal: 'admin', admin: true, paths: () => ['/api/admin/stats'] },
];

/**
 * Asks `paths` in turn for `seconds` from `from` on; answers how fast, and how far through the list
 * it came (`asked`), so a run after a warm-up goes on where the warm-up stopped.
 */
async function load(port: number, paths: string[], token: string | null, seconds: number, from = 0): Promise<Measured & { asked: number }> {
  let i = from;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }],
  });
  if (result.non2xx || result.errors) throw new Error(`${paths[0]}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, asked: i };
}

/** Of 200 of the requests (every so many), the share whose first page shows a space: how often people's searches find something. */
async function foundShare(port: number, paths: string[]): Promise<number> {
  const step = Math.max(1, Math.floor(paths.length / 200));
  let found = 0;
  let asked = 0;
  for (let i = 0; i < paths.length && asked < 200; i += step, asked++) {
    const body = (await (await fetch(`http://127.0.0.1:${port}${paths[i]}`)).json()) as { data: unknown[] };
    if (body.data.length > 0) found++;
  }
  return Math.round((100 * found) / asked);
}

/**
 * Ends what the last run left behind: requests whose clients are gone still hold the pool and the
 * database when the next run starts. Their queries are given two seconds, then cancelled as they
 * come (their answers have nobody to go to), until the database has been quiet for a second.
 */
async function settle(database: Database) {
  const busy = sql`from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`;
  // Quiet for a second in a row: the requests left waiting for a connection have run out too.
  for (let i = 0, quiet = 0; i < 600 && quiet < 5; i++) {
    const [row] = rowsOf<{ n: string }>(await database.db.execute(sql`select count(*) as n ${busy}`));
    quiet = Number(row!.n) === 0 ? quiet + 1 : 0;
    if (!quiet && i >= 10) await database.db.execute(sql`select pg_cancel_backend(pid) ${busy}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function measureThroughput(): Promise<string[]> {
  const results = new Map<string, Map<number, Measured & { note?: string }>>();
  /** Seconds from starting a server to its health check saying it serves, per size. */
  const ready = new Map<number, number>();
  /** Resident memory per size, the most sampled: while the searches ran (no admin's table read yet), and in all. */
  const memory = new Map<number, { searches: number; all: number }>();
  let port = 5800;
  for (const size of SIZES) {
    const fresh = await benchDatabase(size);
    const database = await openDatabase({ url: fresh.url, poolSize: 2 });
    try {
      await database.migrate();
      const t0 = performance.now();
      if (await fresh.generate(database)) {
        console.log(`throughput: ${size} spaces and ${size * BOOKINGS_PER_SPACE} bookings in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
      }
      const ids = rowsOf<{ id: string }>(await database.db.execute(sql`select id from spaces where status = 'approved' order by random() limit 1000`)).map(
        (r) => r.id,
      );
      const sizes: Sizes = { spaces: size, bookings: size * BOOKINGS_PER_SPACE, users: size * USERS_PER_SPACE, ids };
      // Seeded: every run (and every size) draws the same kinds of requests from its own catalogue.
      const people = peopleSearches(await readCatalogue(database), PEOPLE_REQUESTS, 62);
      // The admin tables' keyset checkpoints, taken before the server starts (its job would take them at start, during the first runs).
      const t1 = performance.now();
      if (await takeEveryCheckpoint(database.db, adminOrders(), new Date())) {
        console.log(`throughput: keyset checkpoints of ${size} spaces' admin tables in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
      }
      const forked = performance.now();
      const server = await startBenchServer('ours', ++port, fresh.url, { env: { SEARCH_CACHE_MS: '0' } });
      try {
        const base = `http://127.0.0.1:${port}`;
        // Ready to serve: its health check says so (503 "starting" until the catalogue is read).
        while ((await fetch(`${base}/api/health`)).status !== 200) await new Promise((r) => setTimeout(r, 100));
        ready.set(size, (performance.now() - forked) / 1000);
        console.log(`throughput: ${size} spaces: serving ${ready.get(size)!.toFixed(1)} s after the server was started`);
        // The first search waits for the catalogue index to be read (it starts reading at boot).
        await fetch(`${base}/api/spaces?limit=1`);
        // A rush is many people booking at once: each request is one of GUESTS accounts', in turn (sign-ups
        // from one address are limited to 20 an hour).
        const guests: string[] = [];
        for (let g = 0; g < GUESTS; g++)
          guests.push(await benchAccount(base, fresh.url, `bench-guest-${g}@example.co.ke`, 'Kilimanjaro-Load-47', `Bench Guest ${g}`));
        const admin = await benchAccount(base, fresh.url, 'bench-admin@example.co.ke', 'Kilimanjaro-Load-47', 'Bench Admin', 'admin');
        let adminRead = false;
        for (const scenario of SCENARIOS) {
          if (ONLY && !ONLY.some((words) => scenario.name.includes(words))) continue;
          const row = results.get(scenario.name) ?? new Map();
          results.set(scenario.name, row);
          if (scenario.book) {
            // A kept database starts each run as generated: the bookings of runs before are gone (each
            // guest's live holds, counted at every booking, would otherwise grow from run to run).
            await database.db.execute(sql`delete from bookings where user_id in (select id from users where email like 'bench-guest-%@example.co.ke')`);
            await bookingLoad(port, guests, ids, 1);
            await settle(database);
            const made = await bookingLoad(port, guests, ids, SECONDS);
            // Requests still in flight when the run stopped finish on the server: wait for them.
            await new Promise((r) => setTimeout(r, 2000));
            const stored = rowsOf<{ n: string }>(
              await database.db.execute(sql`select count(*) as n from bookings where id = any(${`{${made.made.join(',')}}`}::uuid[])`),
            )[0]!.n;
            if (Number(stored) !== made.made.length) throw new Error(`bookings: ${made.made.length} answered 201, ${stored} of them in the database`);
            const overlapping = rowsOf<{ n: string }>(
              await database.db.execute(sql`select count(*) as n from bookings a join bookings b on a.space_id = b.space_id and a.id < b.id
                and a.status in ('requested', 'pending', 'confirmed') and b.status in ('requested', 'pending', 'confirmed')
                and tstzrange(a.start_time, a.blocked_until) && tstzrange(b.start_time, b.blocked_until)
                where a.space_id = any(${`{${ids.join(',')}}`}::uuid[])`),
            )[0]!.n;
            if (new Set(made.made).size !== made.made.length) throw new Error('bookings: one booking answered twice');
            if (Number(overlapping) !== 0) throw new Error(`bookings: ${overlapping} overlapping pairs`);
            // The deletion above turned the bookings' epoch: the admin's bookings table is read anew
            // before the rows that measure it (the SQL would answer them meanwhile).
            await warmAgain(server);
            adminRead = true;
            row.set(size, {
              rps: made.created / SECONDS,
              p50: made.p50,
              p99: made.p99,
              note: `${made.created} made, ${made.refused} refused as taken, none lost or doubled`,
            });
            continue;
          }
          // The admin's tables are read at an admin's first page (its first requests the SQL's meanwhile): before the admin rows.
          if (scenario.admin && !adminRead) {
            await warmAgain(server);
            adminRead = true;
          }
          const paths = scenario.people ? people[scenario.people] : scenario.paths!(sizes);
          const token = scenario.admin ? admin : null;
          // People's requests go on from where the warm-up stopped: none is asked twice.
          const warm = await load(port, paths, token, 2);
          await settle(database);
          const measured = await load(port, paths, token, SECONDS, scenario.people ? warm.asked : 0);
          const repeated = scenario.people && measured.asked > paths.length;
          const notes = [
            ...(scenario.people ? [`${await foundShare(port, paths)} % of them find something`] : []),
            ...(repeated ? [`${paths.length} different requests, some asked twice`] : []),
          ];
          row.set(size, { ...measured, note: notes.join('; ') || undefined });
          const { most } = await memoryOf(server);
          const held = memory.get(size) ?? { searches: 0, all: 0 };
          memory.set(size, { searches: adminRead ? held.searches : Math.max(held.searches, most), all: Math.max(held.all, most) });
          if (repeated) console.warn(`throughput ${size}: ${scenario.name}: ran past ${paths.length} different requests`);
          await settle(database);
          console.log(`throughput ${size}: ${scenario.name}: ${row.get(size)!.rps.toFixed(0)} req/s, p99 ${row.get(size)!.p99} ms`);
        }
      } finally {
        server.kill('SIGTERM');
      }
    } finally {
      await database.close();
      await fresh.drop();
    }
  }

  const head = SIZES.map((s) => `${s.toLocaleString('en')} spaces: req/s | p50 / p99 ms`).join(' | ');
  const out = [
    `## Fast when busy: every request to the database, at ${new Intl.ListFormat('en').format(SIZES.map((s) => s.toLocaleString('en')))} spaces`,
    '',
    `Issue 33. PostgreSQL, ${BOOKINGS_PER_SPACE} bookings per space, SEARCH_CACHE_MS=0, autocannon ${CONNECTIONS} connections, ${SECONDS} s each after a 2 s warm-up; server, database and load generator on the same 2 cores.`,
    'Goals, set by the issue at 100,000 spaces (the other sizes show how each figure grows): searches ≥ 1,000 req/s with p99 ≤ 150 ms; bookings ≥ 500/s, none lost or doubled; admin tables and stats ≥ 500 req/s with p99 ≤ 100 ms.',
    "The issue's own figures before, at 100,000 spaces: text search 90 req/s (p50 567 ms), free at a time 67–79 req/s (p50 590–780 ms, without amenities or a category), bookings 98/s, the admin's newest-first spaces 23 req/s (10 connections), admin stats 3 req/s.",
    'Before the catalogue index (this bench, 2026-11-26, 10,000 / 100,000 spaces): text search 376 / 155 req/s (p99 354 / 504 ms), free at a time with amenities and a category 66 / 12 req/s (p99 853 / 5,427 ms).',
    '',
    `| request | ${head} | goal met at |`,
    `|---|${SIZES.map(() => '---|---').join('|')}|---|`,
  ];
  for (const scenario of SCENARIOS) {
    const row = results.get(scenario.name);
    if (!row) continue;
    const cells = SIZES.map((s) => {
      const m = row.get(s)!;
      return `${m.rps.toFixed(0)} | ${m.p50} / ${m.p99}`;
    });
    const goal = GOALS[scenario.goal];
    // The sizes at which the row meets its goal (the issue sets them at 100,000 spaces; the others show the curve).
    const met = SIZES.filter((s) => row.get(s)!.rps >= goal.rps && row.get(s)!.p99 <= goal.p99);
    out.push(`| ${scenario.name} | ${cells.join(' | ')} | ${met.length ? met.map((s) => s.toLocaleString('en')).join(' · ') : 'none'} |`);
  }
  const booked = results.get(SCENARIOS.find((x) => x.book)!.name);
  if (booked) out.push('', `Bookings: ${SIZES.map((s) => `${s.toLocaleString('en')}: ${booked.get(s)!.note}`).join('; ')}.`);
  out.push(
    '',
    `Ready to serve (the health check 200), from starting the server: ${SIZES.map((s) => `${s.toLocaleString('en')}: ${ready.get(s)?.toFixed(1) ?? '—'} s`).join('; ')}.`,
  );
  const mb = (bytes: number | undefined) => (bytes ? `${Math.round(bytes / 1_048_576).toLocaleString('en')} MB` : '—');
  out.push(
    '',
    `Resident memory of the server, the most sampled (every 0.1 s) while the rows ran: ${SIZES.map(
      (s) => `${s.toLocaleString('en')}: ${mb(memory.get(s)?.searches)} under the searches (the admin's tables not read), ${mb(memory.get(s)?.all)} in all`,
    ).join('; ')}.`,
  );
  for (const scenario of SCENARIOS.filter((x) => x.people)) {
    const row = results.get(scenario.name);
    if (row) out.push('', `${scenario.name}: ${SIZES.map((s) => `${s.toLocaleString('en')}: ${row.get(s)!.note ?? '—'}`).join('; ')}.`);
  }
  out.push('');
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lines = await measureThroughput();
  console.log(lines.join('\n'));
  if (!ONLY) rewriteSection('Fast when busy', lines, 'Bookings: ');
}
