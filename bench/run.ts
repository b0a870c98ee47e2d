/**
 * `npm run bench`: measures what the issues ask to be measured and writes bench/RESULTS.md.
 * Needs a PostgreSQL server: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one.
 */
import { measurePages } from './page-load.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measureRenderedPages } from './ssr-pages.ts';
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { SpaceListQuerySchema } from '@nafasi/shared/spaces';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { benchAccount, generateBookings, generateSpaces } from './dataset.ts';
import { benchDay, bookingLoad, FREE_WINDOWS, startBenchServer, TEXT_SEARCHES } from './servers.ts';
import { spacesService } from '../apps/server/src/modules/spaces/service.ts';
import { freshPostgresDatabase } from '../apps/server/src/test/harness.ts';
import type { BareSql } from './bare-server.ts';
import { homePageJavaScript } from './bundle-size.ts';
import { chatFanout } from './chat-fanout.ts';
import { measureAvailability } from './availability.ts';
import { measurePayouts } from './payouts.ts';
import { measureEtims } from './etims.ts';
import { measureThroughput } from './throughput.ts';
import { startBalancer } from '../e2e/support/balancer.ts';

const SPACES = Number(process.env.BENCH_SPACES ?? 100_000);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
/** BENCH_ONLY=catalogue stops after the catalogue under load (a quick run while working on search); BENCH_ONLY=cluster measures only the balancer's curve. */
const ONLY = process.env.BENCH_ONLY;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const lines: string[] = [];
const log = (line = '') => {
  console.log(line);
  lines.push(line);
};

// 1. What the home page downloads.
const bundle = homePageJavaScript();
log('## Home page JavaScript (production build, gzip -9)');
log();
log('| file | gzipped |');
log('|---|---|');
for (const f of bundle.files) log(`| ${f.file} | ${kb(f.gzip)} |`);
log(`| **total** | **${kb(bundle.totalGzip)}** (budget 120 KB: ${bundle.totalGzip <= 120 * 1024 ? 'within' : 'OVER'}) |`);
log();
// Issue 31: /sw loads the same files (each compiled message carries its English and Kiswahili).
log(`The Kiswahili home page (/sw) loads the same files: ${kb(bundle.totalGzip)} in both languages.`);
log();

// 2. The catalogue under load, ours against a bare node:http handler running the same SQL.
const fresh = await freshPostgresDatabase();
const database = await openDatabase({ url: fresh.url, poolSize: 2 });
await database.migrate();
const t = performance.now();
await generateSpaces(database, SPACES);
console.log(`generated ${SPACES} spaces in ${((performance.now() - t) / 1000).toFixed(1)} s`);
const idRows = (await database.db.execute(sql`select id from spaces where status = 'approved' order by random() limit 1000`)) as unknown as {
  rows: { id: string }[];
};
const ids = idRows.rows.map((r) => r.id);

// A million bookings (issue 16): about eleven per approved space.
{
  const t0 = performance.now();
  await generateBookings(database, BOOKINGS);
  console.log(`generated ${BOOKINGS} bookings in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

const service = spacesService(database.db);
const FREE_SEARCHES = FREE_WINDOWS.map((w) => `?${w}`);
const scenarios = [
  { name: 'GET /api/spaces?q=… (text search, 10 searches in turn, 2 with typos)', path: '/api/spaces', searches: TEXT_SEARCHES },
  { name: 'GET /api/spaces?date=…&start=…&end=… (free at a time, 10 windows in turn)', path: '/api/spaces', searches: FREE_SEARCHES },
  {
    name: 'GET /api/spaces?category=event-hall&minPrice=5000&maxPrice=20000',
    path: '/api/spaces',
    searches: ['?category=event-hall&minPrice=5000&maxPrice=20000'],
  },
  { name: 'GET /api/spaces/:id (1,000 ids in turn)', path: '/api/spaces/:id', searches: [] as string[] },
];
/** Fills a statement's placeholders (Drizzle Placeholder objects) from values, in order. */
function fill(statement: { sql: string; params: unknown[] }, values: Record<string, unknown>, name?: string) {
  const params = statement.params.map((param) => {
    const placeholder = (param as { name?: string }).name;
    return placeholder !== undefined && placeholder in values ? values[placeholder] : param;
  });
  return { sql: statement.sql, params, ...(name ? { name } : {}) };
}
let statementNumber = 0;
const listStatement = async (search: string) => {
  const query = SpaceListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
  if (query.q) {
    // Ours runs text search as one-off statements with bound values; so does the baseline.
    const { rows, total } = service.listQueries(query, (await service.textQuery(query.q)) || null);
    return { rows: fill(rows.toSQL(), {}), total: fill(total.toSQL(), {}) };
  }
  const { rows, total, values } = service.preparedSql.list(query);
  const n = ++statementNumber;
  return { rows: fill(rows, values, `bare_rows_${n}`), total: fill(total, values, `bare_total_${n}`) };
};
const byIdSql = fill(service.preparedSql.publicById(), {}, 'bare_by_id');
const bareSql: BareSql = {
  lists: Object.fromEntries(await Promise.all(scenarios.flatMap((s) => s.searches).map(async (search) => [search, await listStatement(search)] as const))),
  byId: { ...byIdSql, idIndex: byIdSql.params.findIndex((p) => (p as { name?: string }).name === 'id') },
  images: fill(service.preparedSql.images(), {}, 'bare_images'),
};
await database.close();
const sqlFile = path.join(os.tmpdir(), `nafasi-bench-sql-${process.pid}.json`);
writeFileSync(sqlFile, JSON.stringify(bareSql));

const startServer = (kind: 'ours' | 'bare', port: number, env: Record<string, string> = {}) => startBenchServer(kind, port, fresh.url, { sqlFile, env });

async function load(at: number | string, scenario: (typeof scenarios)[number], seconds: number) {
  let i = 0;
  const { searches } = scenario;
  const result = await autocannon({
    url: typeof at === 'number' ? `http://127.0.0.1:${at}` : at,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          path: searches.length ? scenario.path + searches[i++ % searches.length] : `/api/spaces/${ids[i++ % ids.length]}`,
        }),
      },
    ],
  });
  if (result.non2xx || result.errors) throw new Error(`${scenario.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

log(`## Catalogue under load: ${SPACES.toLocaleString('en')} spaces on PostgreSQL, autocannon ${CONNECTIONS} connections, ${DURATION} s each`);
log();
log(
  `${BOOKINGS.toLocaleString('en')} confirmed bookings across the approved spaces. "ours" keeps answers for SEARCH_CACHE_MS (10 s, forgotten on any change);`,
);
log('"ours, every request to the database" runs with SEARCH_CACHE_MS=0; "bare" is a node:http handler running the same SQL through pg.');
log();
log('| request | ours req/s | ours p50 / p99 ms | ours, every request to the database: req/s | p50 / p99 ms | bare req/s | bare p50 / p99 ms |');
log('|---|---|---|---|---|---|---|');
let port = 5600;
type Measured = Awaited<ReturnType<typeof load>>;
const runs = [
  { label: 'ours', kind: 'ours', env: { SEARCH_CACHE_MS: '10000' } },
  { label: 'uncached', kind: 'ours', env: { SEARCH_CACHE_MS: '0' } },
  { label: 'bare', kind: 'bare', env: {} },
] as const;
for (const scenario of ONLY === 'cluster' ? [] : scenarios) {
  const results: Record<string, Measured> = {};
  for (const run of runs) {
    const server = await startServer(run.kind, ++port, run.env);
    await load(port, scenario, 2); // warm up: JIT, connection pools, database cache
    results[run.label] = await load(port, scenario, DURATION);
    server.kill('SIGTERM');
  }
  const cell = (m: Measured | undefined) => (m ? `${m.rps.toFixed(0)} | ${m.p50} / ${m.p99}` : '– | –');
  log(`| ${scenario.name} | ${cell(results.ours)} | ${cell(results.uncached)} | ${cell(results.bare)} |`);
}
log();
if (ONLY === 'catalogue') process.exit(0);

// Many machines (issue 18): the catalogue through HAProxy (the shipped deploy/haproxy.cfg, TLS) in
// front of one, two and three instances, all on this machine's cores beside PostgreSQL and autocannon.
{
  log(`## Through the balancer: one, two and three instances (${os.cpus().length} cores shared by all)`);
  log();
  log(
    'HAProxy terminates TLS and spreads requests (leastconn) over the instances. "kept" answers from each instance\'s memory for SEARCH_CACHE_MS (10 s); "database" sends every request to PostgreSQL (SEARCH_CACHE_MS=0). "direct" is one instance without the balancer, over plain HTTP.',
  );
  log();
  log(`| request | direct req/s | p50 / p99 ms | ${[1, 2, 3].map((n) => `${n} behind HAProxy: req/s | p50 / p99 ms`).join(' | ')} |`);
  log(`|---|---|---|${[1, 2, 3].map(() => '---|---').join('|')}|`);
  const curves = [
    { label: 'kept', cache: '10000', scenarios: [scenarios[2]!, scenarios[1]!, scenarios[3]!] },
    { label: 'database', cache: '0', scenarios: [scenarios[2]!, scenarios[1]!] },
  ];
  for (const curve of curves) {
    const rows = new Map<string, string[]>(curve.scenarios.map((s) => [s.name, []]));
    const measure = async (at: number | string) => {
      for (const scenario of curve.scenarios) {
        await load(at, scenario, 2);
        const m = await load(at, scenario, DURATION);
        rows.get(scenario.name)!.push(`${m.rps.toFixed(0)} | ${m.p50} / ${m.p99}`);
      }
    };
    const env = { SEARCH_CACHE_MS: curve.cache };
    const one = await startServer('ours', ++port, env);
    await measure(port);
    one.kill('SIGTERM');
    const instances: { child: ChildProcess; port: number }[] = [];
    for (let n = 1; n <= 3; n++) {
      instances.push({ port: ++port, child: await startServer('ours', port, env) });
      const balancer = await startBalancer(instances.map((i) => `127.0.0.1:${i.port}`));
      await measure(balancer.url);
      await balancer.stop();
    }
    for (const i of instances) i.child.kill('SIGTERM');
    for (const [name, cells] of rows) log(`| ${curve.label}: ${name} | ${cells.join(' | ')} |`);
  }
  log();
}
if (ONLY === 'cluster') process.exit(0);

// Server-rendered pages (issue 12).
{
  const server = await startServer('ours', ++port);
  for (const line of await measureRenderedPages(port, ids, { spaces: SPACES, seconds: DURATION, connections: CONNECTIONS })) log(line);
  server.kill('SIGTERM');
}

// 3. Bookings: created per second across 1,000 spaces, and availability of a space with 10,000 bookings.
const busy = ids[0]!;
{
  const db = await openDatabase({ url: fresh.url, poolSize: 1 });
  // Ten thousand one-hour confirmed bookings of one space, fourteen a day from 07:00 Nairobi time,
  // starting a year ago, so the week ahead is fully booked like the rest.
  await db.db.execute(sql`insert into users (email) values ('bench-history@example.co.ke')`);
  // Its history replaces the generated bookings it had (they would overlap), again without events.
  await db.db.execute(sql`delete from bookings where space_id = ${busy}::uuid`);
  await db.db.execute(sql`alter table bookings disable trigger bookings_events`);
  await db.db.execute(sql`
    insert into bookings (reference, invoice_id, space_id, user_id, start_time, end_time, blocked_until, subtotal_cents, tax_cents, total_cents, status, payment_status)
    select 'NF-H' || g, 'INV-H' || g, ${busy}::uuid, (select id from users where email = 'bench-history@example.co.ke'),
           s, s + interval '1 hour', s + interval '1 hour', 100000, 10000, 110000, 'confirmed', 'paid'
    from generate_series(0, 9999) g,
         lateral (select (date_trunc('day', now() at time zone 'Africa/Nairobi') - interval '365 days'
                          + (g / 14) * interval '1 day' + (7 + g % 14) * interval '1 hour') at time zone 'Africa/Nairobi' as s) t`);
  await db.db.execute(sql`alter table bookings enable trigger bookings_events`);
  await db.db.execute(sql`analyze bookings`);
  await db.close();
}
const bookingServer = await startServer('ours', ++port);
const account = (email: string, password: string, fullName: string) => benchAccount(`http://127.0.0.1:${port}`, fresh.url, email, password, fullName);
const token = await account('bench-booker@example.co.ke', 'Kilimanjaro-Load-47', 'Bench Booker');
let created = 0;
let refused = 0;
// The busiest space (ids[0]) keeps its history: the others take the new bookings.
const bookingRun = async (seconds: number) => {
  const made = await bookingLoad(port, [token], ids.slice(1), seconds, CONNECTIONS);
  created = made.created;
  refused = made.refused;
  return { rps: created / seconds, p50: made.p50, p99: made.p99 };
};
await bookingRun(2);
const made = await bookingRun(DURATION);
const availabilityQuery = `?from=${benchDay(1)}&to=${benchDay(7)}`;
const availabilityLoad = async (seconds: number) => {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/spaces/${busy}/availability${availabilityQuery}`,
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.non2xx || result.errors) throw new Error(`availability: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
};
await availabilityLoad(2);
const availability = await availabilityLoad(DURATION);

// Bookings paid through M-Pesa (the product's Daraja simulator, which answers after 300 ms): STK
// pushes sent 10 at a time, each settled by its callback and Daraja's query, until all are paid.
const PAY_COUNT = Math.min(500, created);
const paying = await (async () => {
  const db = await openDatabase({ url: fresh.url, poolSize: 1 });
  const rows = (await db.db.execute(
    sql`select b.id from bookings b join users u on u.id = b.user_id where u.email = 'bench-booker@example.co.ke' and b.status = 'pending' limit ${PAY_COUNT}`,
  )) as unknown as { rows: { id: string }[] };
  const queue = rows.rows.map((r) => r.id);
  const started = performance.now();
  let refusedPushes = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let id = queue.pop(); id; id = queue.pop()) {
        const res = await fetch(`http://127.0.0.1:${port}/api/bookings/${id}/mpesa`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ phone: '0708374149' }),
        });
        if (res.status !== 201) refusedPushes++;
        await res.arrayBuffer();
      }
    }),
  );
  const deadline = Date.now() + 120_000;
  let paid = 0;
  while (Date.now() < deadline) {
    const counted = (await db.db.execute(sql`select count(*)::int as n from mpesa_payments where status = 'paid'`)) as unknown as { rows: { n: number }[] };
    paid = counted.rows[0]!.n;
    if (paid + refusedPushes >= rows.rows.length) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  await db.close();
  return { count: rows.rows.length, paid, refusedPushes, seconds };
})();

// The admin panel's tables over the whole catalogue (promote the bench account; roles are read per request).
{
  const db = await openDatabase({ url: fresh.url, poolSize: 1 });
  await db.db.execute(sql`update profiles set role = 'admin' where user_id = (select id from users where email = 'bench-booker@example.co.ke')`);
  await db.close();
}
const adminScenarios = [
  { name: 'GET /api/admin/spaces (newest first, page 1)', path: '/api/admin/spaces' },
  { name: 'GET /api/admin/spaces?q=boardroom (search)', path: '/api/admin/spaces?q=boardroom' },
  { name: 'GET /api/admin/spaces?sort=rate&order=asc&offset=5000', path: '/api/admin/spaces?sort=rate&order=asc&offset=5000' },
  { name: 'GET /api/admin/stats', path: '/api/admin/stats' },
];
const adminResults: { name: string; rps: number; p50: number; p99: number }[] = [];
for (const scenario of adminScenarios) {
  const run = async (seconds: number) => {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${scenario.path}`,
      connections: 10,
      duration: seconds,
      headers: { authorization: `Bearer ${token}` },
    });
    if (result.non2xx || result.errors) throw new Error(`${scenario.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return { name: scenario.name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
  };
  await run(1);
  adminResults.push(await run(Math.max(3, Math.round(DURATION / 2))));
}
// A space's community chat with many people in it: the realtime fan-out.
const CHAT_CLIENTS = Number(process.env.BENCH_CHAT_CLIENTS ?? 500);
const senderTokens: string[] = [];
for (let n = 0; n < 10; n++) {
  senderTokens.push(await account(`bench-talker-${n}@example.co.ke`, 'Tsavo-Chatter-47', `Talker ${n}`));
}
const fanout = await chatFanout({
  baseUrl: `http://127.0.0.1:${port}`,
  roomId: ids[0]!,
  listenerToken: token,
  senderTokens,
  clients: CHAT_CLIENTS,
  seconds: DURATION,
});
bookingServer.kill('SIGTERM');
log(`## Bookings on PostgreSQL, autocannon ${CONNECTIONS} connections, ${DURATION} s each`);
log();
log('| request | req/s | p50 / p99 ms | notes |');
log('|---|---|---|---|');
log(
  `| POST /api/bookings, random slots of 1,000 spaces | ${made.rps.toFixed(0)} bookings/s | ${made.p50} / ${made.p99} | ${created.toLocaleString('en')} created, ${refused} refused as taken (409), no other status |`,
);
log(
  `| GET /api/spaces/:id/availability, a week of a space with 10,000 bookings | ${availability.rps.toFixed(0)} | ${availability.p50} / ${availability.p99} | 98 booked slots in the answer |`,
);
log(
  `| POST /api/bookings/:id/mpesa → callback → query → confirmed (simulator, 10 at a time) | ${(paying.paid / paying.seconds).toFixed(0)} bookings paid/s | — | ${paying.paid} of ${paying.count} paid in ${paying.seconds.toFixed(1)} s, ${paying.refusedPushes} pushes refused |`,
);
log();
log(`## Chat fan-out: ${fanout.clients} WebSocket clients in one room, ${fanout.senders} people talking twice a second, ${DURATION} s`);
log();
log('| messages sent | deliveries (of expected) | deliveries/s | send → screen p50 / p99 / max ms | all clients joined in |');
log('|---|---|---|---|---|');
log(
  `| ${fanout.sent} | ${fanout.delivered.toLocaleString('en')} of ${fanout.expected.toLocaleString('en')} | ${fanout.deliveriesPerSecond.toFixed(0)} | ${fanout.p50} / ${fanout.p99} / ${fanout.max} | ${fanout.joinSeconds.toFixed(1)} s |`,
);
log();
log(`## Admin panel tables: ${SPACES.toLocaleString('en')} spaces, autocannon 10 connections`);
log();
log('| request | req/s | p50 / p99 ms |');
log('|---|---|---|');
for (const r of adminResults) log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} / ${r.p99} |`);
log();
await fresh.drop();
// The same product as a phone in Kenya loads it (issue 12).
for (const line of await measurePages()) log(line);
// Lighthouse's own mobile audit of the same pages (issue 32).
for (const line of await measureLighthouse()) log(line);
// What the hosts' rules cost an availability answer (issue 15).
for (const line of measureAvailability()) log(line);
// Money out by B2C (issue 29).
for (const line of await measurePayouts()) log(line);
// Invoices and credit notes signed through KRA's eTIMS stand-in (issue 58).
for (const line of await measureEtims()) log(line);
// Fast when busy (issue 33): every request to the database at 10,000, 100,000 and 1,000,000 spaces.
for (const line of await measureThroughput()) log(line);

const header = [
  '# Benchmark results',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}.`,
  'Load generator and server share the machine; each server runs in its own process.',
  '',
];
writeFileSync(path.join(import.meta.dirname, 'RESULTS.md'), [...header, ...lines].join('\n'));
console.log('wrote bench/RESULTS.md');
