import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_BOOKING_SORTS, ADMIN_SPACE_SORTS } from '@nafasi/shared/admin';
import { generateSpacesSql } from '../../seed/generate.ts';
import { as, createTestApp, explain, signUp, type TestContext } from '../../test/harness.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, bookings } from '../../db/schema.ts';
import { adminBookingOrder, adminBookingSearch } from '../bookings/service.ts';
import { adminSpaceOrder, adminSpaceSearch } from '../admin/service.ts';
import { FROM_EITHER_END, SEARCH_COUNT_STEP, SEARCH_STEPS, tablePage, walkedWithin } from './keyset-table.ts';

/**
 * The admin's tables read a page past the middle backwards from the end (issue 33: the last page
 * as cheap as the first). Every page must still be the page the whole order gives: every sort,
 * both ways, near the start, around the middle, near and past the end, with ties on every column
 * but the id (generated spaces share titles, rates and places; bookings share amounts and times).
 */
let t: TestContext;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  // The bookings' SQL is what these tests ask of the route (the table in memory has its own: admin-booking-index.test.ts).
  t = await createTestApp({ ADMIN_BOOKINGS_IN_MEMORY: '0' }, { periodicJobs: false });
  admin = await signUp(t, { role: 'admin' });
  await t.database.db.execute(generateSpacesSql(3 * FROM_EITHER_END));
  // Bookings of the generated history kind (no news, no mail): amounts and times repeat.
  await t.database.db.execute(sql`alter table bookings disable trigger bookings_events`);
  await t.database.db.execute(sql`
    with s as (select id, row_number() over (order by id) - 1 as n from spaces where status = 'approved'),
         c as (select count(*) as total from s),
         u as (select id from users order by created_at limit 1)
    insert into bookings (reference, invoice_id, space_id, user_id, start_time, end_time, blocked_until, subtotal_cents, tax_cents, total_cents, status, payment_status)
    select 'NF-T' || g, 'INV-T' || g, s.id, u.id, at, at + interval '2 hours', at + interval '2 hours', 100000 * (1 + g % 5), 10000 * (1 + g % 5), 110000 * (1 + g % 5),
      (array['confirmed', 'cancelled', 'declined'])[1 + g % 3], (array['paid', 'pending', 'pending'])[1 + g % 3]
    from generate_series(0, ${3 * FROM_EITHER_END - 1}) g, c, u
    join s on true
    cross join lateral (select timestamptz '2030-01-01 08:00+03' + (g / 7) * interval '1 day' + (g % 3) * interval '3 hours' as at) w
    where s.n = g % c.total`);
  await t.database.db.execute(sql`alter table bookings enable trigger bookings_events`);
  // The audit log, four entries a minute (ties on the time: the id orders them).
  await t.database.db.execute(sql`
    insert into audit_log (actor_name, action, target_type, summary, created_at)
    select 'Admin', 'space.approve', 'space', 'Approved space ' || g, timestamptz '2030-01-01 08:00+03' + (g / 4) * interval '1 minute'
    from generate_series(0, ${3 * FROM_EITHER_END - 1}) g`);
}, 120_000);
afterAll(() => t?.close());

const COLUMNS = {
  spaces: { created: 'created_at', title: 'title', category: 'category', location: 'location', rate: 'hourly_rate_cents', capacity: 'capacity' },
  bookings: { created: 'created_at', start: 'start_time', amount: 'total_cents', status: 'status' },
} as const;

/**
 * Every sort of `table`, both ways: each page asked for (at the offsets `offsets` gives for the
 * number of rows) is exactly that slice of the whole order of the rows `where` selects, and the
 * total is exact. `q` searches the table (its rows are those `where` selects).
 */
async function expectEveryPage(table: keyof typeof COLUMNS, sorts: readonly string[], where: string, offsets: (n: number) => number[], q?: string) {
  for (const sort of sorts) {
    for (const order of ['asc', 'desc'] as const) {
      const column = (COLUMNS[table] as Record<string, string>)[sort]!;
      const all = rowsOf<{ id: string }>(
        await t.database.db.execute(sql.raw(`select id from ${table} where ${where} order by ${column} ${order}, id ${order}`)),
      ).map((r) => r.id);
      for (const offset of offsets(all.length)) {
        const res = await as(t, admin).get(`/api/admin/${table}?${q ? `q=${q}&` : ''}sort=${sort}&order=${order}&limit=20&offset=${offset}`);
        expect(res.statusCode).toBe(200);
        const body = res.json<{ data: { id: string }[]; page: { total: number; capped?: boolean } }>();
        expect(body.page, `${table} ${sort} ${order}`).toEqual({ total: all.length, limit: 20, offset });
        expect(
          body.data.map((r) => r.id),
          `${table} ${sort} ${order} at ${offset}`,
        ).toEqual(all.slice(offset, offset + 20));
      }
    }
  }
}

describe('admin tables paged from either end', () => {
  for (const [table, sorts, where] of [
    ['spaces', ADMIN_SPACE_SORTS, `status <> 'deleted'`],
    ['bookings', ADMIN_BOOKING_SORTS, 'true'],
  ] as const) {
    it(`gives every page of ${table} as the whole order does, every sort both ways`, async () => {
      const [{ n }] = rowsOf<{ n: number }>(await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`))) as [{ n: number }];
      expect(n, table).toBeGreaterThan(2 * FROM_EITHER_END);
      await expectEveryPage(table, sorts, where, EITHER_END_OFFSETS);
    }, 120_000);
  }
});

/** Each page of the audit log asked for is that slice of the whole log, newest first, and its total exact. */
async function expectAuditPages(offsets: (n: number) => number[]) {
  const all = rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from audit_log order by created_at desc, id desc`)).map((r) => r.id);
  for (const offset of offsets(all.length)) {
    const res = await as(t, admin).get(`/api/admin/audit?limit=20&offset=${offset}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: { id: string }[]; page: { total: number } }>();
    expect(body.page, `audit at ${offset}`).toEqual({ total: all.length, limit: 20, offset });
    expect(
      body.data.map((r) => r.id),
      `audit at ${offset}`,
    ).toEqual(all.slice(offset, offset + 20));
  }
}
const EITHER_END_OFFSETS = (n: number) => [0, 20, FROM_EITHER_END + 1, Math.floor(n / 2) - 10, Math.floor(n / 2) + 1, n - 35, n - 20, n - 7, n - 1, n, n + 13];

describe('the audit log paged from either end', () => {
  it('gives every page as the whole log does, newest first', async () => {
    await expectAuditPages((n) => {
      expect(n).toBeGreaterThan(2 * FROM_EITHER_END);
      return EITHER_END_OFFSETS(n);
    });
  });

  it('reads a page by its index either way, sorting nothing (the log only grows)', async () => {
    for (const direction of [desc, asc]) {
      const plan = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return explain(tx, tx.select({ id: auditLog.id }).from(auditLog).orderBy(direction(auditLog.createdAt), direction(auditLog.id)).limit(20));
      });
      expect(plan).toMatch(/Index Only Scan.* using audit_log_created_id_idx/);
      expect(plan).not.toMatch(/Sort/);
    }
  });
});

describe('a search with few matches', () => {
  for (const [table, sorts, q, where] of [
    ['spaces', ADMIN_SPACE_SORTS, '1', `status <> 'deleted' and (title like '%1%' or location like '%1%' or owner_name like '%1%')`],
    ['bookings', ADMIN_BOOKING_SORTS, 'NF-T1', `search_text like '%nf-t1%'`],
  ] as const) {
    it(`sorts what ${table} a search finds as the whole order does, every sort both ways, every page`, async () => {
      const [{ n }] = rowsOf<{ n: number }>(await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`))) as [{ n: number }];
      expect(n, table).toBeGreaterThan(40);
      expect(n, table).toBeLessThan(SEARCH_COUNT_STEP);
      await expectEveryPage(table, sorts, where, (n) => [0, 20, n - 20, n - 3], q);
    }, 120_000);
  }

  it('gives their page in the statement that counts them, and none in one statement too', async () => {
    for (const [q, like] of [
      ['nf-t1', '%nf-t1%'],
      ['no such guest', '%no such guest%'],
    ] as const) {
      const all = rowsOf<{ id: string }>(
        await t.database.db.execute(sql`select id from bookings where search_text like ${like} order by start_time desc, id desc`),
      );
      for (const offset of [0, 20]) {
        const { found, statements } = await searchedBookings('start', sql`${bookings.searchText} like ${like}`, 'desc', offset);
        expect(found, `${q} at ${offset}`).toMatchObject({ total: all.length, capped: false });
        expect(found.rows.map((r) => r.id)).toEqual(all.slice(offset, offset + 20).map((r) => r.id));
        // A page past the last match (offset 20 of none) is counted again: it cannot tell none from past the end.
        expect(statements, `${q} at ${offset}`).toBe(offset > 0 && all.length === 0 ? 2 : 1);
      }
    }
  });
});

/** The database, counting the statements sent through it (each query a builder prepares). */
function counting(db: Db): Db & { statements: number } {
  const counted = Object.assign(Object.create(db) as Db, { statements: 0 });
  const session = (db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
  Object.defineProperty(counted, 'session', {
    value: Object.assign(Object.create(session) as object, {
      prepareQuery: (...args: unknown[]) => {
        counted.statements++;
        return session.prepareQuery(...args);
      },
    }),
  });
  return counted;
}

/** A page of 20 of the bookings `search` matches, in a sort of the admin's table, and how many statements it took. */
async function searchedBookings(sort: (typeof ADMIN_BOOKING_SORTS)[number], search: SQL, order: 'asc' | 'desc', offset: number, steps?: typeof SEARCH_STEPS) {
  const db = counting(t.database.db);
  const found = await tablePage(
    db,
    { ...adminBookingOrder(sort), search },
    { order, limit: 20, offset },
    (page, sorted, total, ctes) =>
      db
        .with(...ctes)
        .select({ id: bookings.id, total })
        .from(bookings)
        .where(page)
        .orderBy(...sorted),
    steps && { search: steps },
  );
  return { found, statements: db.statements };
}

/**
 * `n` cancelled bookings of the first account, references NF-<letter>1… (their own), two hours
 * apart from `from`, of one space, without news (the generated history's way).
 */
async function insertCancelled(letter: string, n: number, from: string) {
  await t.database.db.execute(sql`alter table bookings disable trigger bookings_events`);
  await t.database.db.execute(sql`
    with s as (select id from spaces where status = 'approved' order by id limit 1),
         u as (select id from users order by created_at limit 1)
    insert into bookings (reference, invoice_id, space_id, user_id, start_time, end_time, blocked_until, subtotal_cents, tax_cents, total_cents, status, payment_status)
    select 'NF-' || ${letter} || g, 'INV-' || ${letter} || g, s.id, u.id, at, at + interval '1 hour', at + interval '1 hour', 100000, 10000, 110000, 'cancelled', 'pending'
    from generate_series(1, ${n}::int) g, s, u
    cross join lateral (select ${from}::timestamptz + g * interval '2 hours' as at) w`);
  await t.database.db.execute(sql`alter table bookings enable trigger bookings_events`);
}

describe('a search that matches more than a thousand', () => {
  it('counts to the next thousand past the page and says "more than"; the pages stay those of the whole order', async () => {
    // 1,300 bookings in all, every one the same guest's (the first account's address matches them all).
    const more = SEARCH_COUNT_STEP + 300 - 3 * FROM_EITHER_END;
    await insertCancelled('C', more, '2031-01-01 08:00+03');
    const all = rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from bookings order by start_time desc, id desc`)).map((r) => r.id);
    expect(all).toHaveLength(SEARCH_COUNT_STEP + 300);
    const q = encodeURIComponent(admin.email);
    const at = async (offset: number) =>
      (await as(t, admin).get(`/api/admin/bookings?q=${q}&sort=start&order=desc&limit=20&offset=${offset}`)).json<{
        data: { id: string }[];
        page: { total: number; capped?: boolean };
      }>();
    const first = await at(0);
    expect(first.page).toMatchObject({ total: SEARCH_COUNT_STEP, capped: true });
    expect(first.data.map((b) => b.id)).toEqual(all.slice(0, 20));
    // Past the first thousand the count reaches the next one: here the whole, exactly.
    const later = await at(SEARCH_COUNT_STEP - 10);
    expect(later.page.total).toBe(SEARCH_COUNT_STEP + 300);
    expect(later.page.capped).toBeUndefined();
    expect(later.data.map((b) => b.id)).toEqual(all.slice(SEARCH_COUNT_STEP - 10, SEARCH_COUNT_STEP + 10));
    // Unsearched, the total is the triggers' count: exact at any size.
    expect((await as(t, admin).get('/api/admin/bookings?limit=1')).json().page).toEqual({ total: SEARCH_COUNT_STEP + 300, limit: 1, offset: 0 });
  }, 60_000);
});

describe('a search walking a sort', () => {
  it('reads each sort of the spaces and the bookings from its index alone: the search text is in the index, no row is read to test it', async () => {
    const orders = [
      ...ADMIN_SPACE_SORTS.map((sort) => ({ name: `spaces by ${sort}`, order: adminSpaceOrder(sort), search: adminSpaceSearch('studio') })),
      ...ADMIN_BOOKING_SORTS.map((sort) => ({ name: `bookings by ${sort}`, order: adminBookingOrder(sort), search: adminBookingSearch('studio') })),
    ];
    for (const { name, order, search } of orders) {
      for (const ascending of [true, false]) {
        // The table here is small enough to read whole and sort: the walk's own way is asked for.
        const plan = await t.database.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          await tx.execute(sql`set local enable_bitmapscan = off`);
          const walk = walkedWithin(tx, order, search, ascending, SEARCH_STEPS.pages, 20, 0);
          return explain(
            tx,
            tx
              .select({ one: sql`1` })
              .from(order.table)
              .where(walk),
          );
        });
        const walked = plan.split('\n').filter((line) => /Scan.* on (spaces|bookings) /.test(line) && !line.includes('_pkey'));
        expect(walked, `${name} ${ascending ? 'up' : 'down'}:\n${plan}`).toHaveLength(1);
        expect(walked[0], `${name} ${ascending ? 'up' : 'down'}:\n${plan}`).toMatch(/Index Only Scan.* using (spaces_admin_\w+_idx|bookings_\w+_idx)/);
      }
    }
  });
});

describe('a search whose many matches sit together far along the order', () => {
  it('finds its pages by a short walk, else by sorting the matches ahead of the counted one that would end the page, else by the whole walk: each the page of the whole order', async () => {
    // 1,200 bookings after every other one in time, each with a reference no other has.
    await insertCancelled('Z', 1200, '2035-01-01 08:00+03');
    const matching = sql`${bookings.searchText} like '%nf-z%'`;
    for (const sort of ADMIN_BOOKING_SORTS) {
      const column = COLUMNS.bookings[sort];
      for (const order of ['asc', 'desc'] as const) {
        const all = rowsOf<{ id: string }>(
          await t.database.db.execute(sql.raw(`select id from bookings where search_text like '%nf-z%' order by ${column} ${order}, id ${order}`)),
        ).map((r) => r.id);
        expect(all).toHaveLength(1200);
        // How many statements a page took tells which way it was found: the first counts the
        // matches (more than the thousand: its page is not the page), then each step in turn until
        // one gives the page; a walk that saw some of it but not all ends the steps; the whole walk
        // after them. A later page skips the walks. In time, going down the matches come first (a
        // walk of 100 sees the first 100); going up they start after the 1,300 others. The counted matches are the first 1,001 inserted (the earliest):
        // going up, those ahead of the one that ends the page are the page and the pages before it;
        // going down, they are the 199 later than any counted and those of the counted.
        const seen = (offset: number, walk: number) => Math.max(0, Math.min(20, walk - (order === 'desc' ? 0 : 1300) - offset));
        const ahead = (offset: number) => (order === 'asc' ? offset + 20 : 199 + offset + 20);
        const statements = (steps: typeof SEARCH_STEPS, offset: number) => {
          let n = 1;
          for (const step of steps.steps) {
            if ('walk' in step) {
              if (offset + 20 > steps.pages) continue;
              n++;
              if (seen(offset, step.walk) === 20) return n;
              if (seen(offset, step.walk) > 0) return n + 1;
              continue;
            }
            n++;
            if (ahead(offset) <= step.sort) return n;
          }
          return n + 1;
        };
        for (const steps of [
          SEARCH_STEPS,
          { steps: [{ walk: 100 }], pages: 200 },
          { steps: [{ walk: 100 }, { sort: 100 }], pages: 200 },
          { steps: [{ walk: 100 }, { sort: 100 }, { walk: 1500 }, { sort: 2000 }], pages: 200 },
          { steps: [{ walk: 100 }, { sort: 500 }], pages: 10 },
        ]) {
          for (const offset of [0, 20, 90, 180, 500, 960]) {
            const { found, statements: taken } = await searchedBookings(sort, matching, order, offset, steps);
            const what = `${sort} ${order} at ${offset}, ${JSON.stringify(steps)}`;
            expect(found, what).toMatchObject({ total: SEARCH_COUNT_STEP, capped: true });
            expect(
              found.rows.map((r) => r.id),
              what,
            ).toEqual(all.slice(offset, offset + 20));
            // (In time: the other sorts interleave the matches with the others.)
            if (sort === 'start') expect(taken, what).toBe(statements(steps, offset));
          }
        }
      }
    }
  }, 120_000);
});

describe('pages walked from keyset checkpoints', () => {
  const EVERY = 7;
  const take = (now: Date, limits: { every?: number; minAgeMs?: number; maxAgeMs?: number; changed?: number } = {}) =>
    t.app.jobs.takeCheckpoints(now, { every: EVERY, ...limits });
  const marked = async (name: string) =>
    rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from rank_marks where name = ${name}`))[0]?.n ?? 0;
  const deep = (n: number) => [FROM_EITHER_END + 1, FROM_EITHER_END + 9, Math.floor(n / 3) + 5, Math.floor(n / 2) - 10, n - FROM_EITHER_END - 30];
  /** Every sort of the spaces and of the bookings, and the audit log's one. */
  const SETS = ADMIN_SPACE_SORTS.length + ADMIN_BOOKING_SORTS.length + 1;

  it('marks every seventh row of each sort and gives every deep page as the whole order does, both ways', async () => {
    const now = new Date('2030-06-01T09:00:00+03:00');
    const analyzed = async () =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select coalesce(analyze_count, 0)::int as n from pg_stat_user_tables where relname = 'rank_marks'`),
      )[0]?.n ?? 0;
    const before = await analyzed();
    expect(await take(now)).toBe(SETS);
    // Replaced wholesale, the marks' statistics are taken anew (else the planner reads every mark before a page).
    if (t.database.kind === 'postgres') expect(await analyzed()).toBeGreaterThan(before);
    // Taken just now, and the tables unchanged: not again.
    expect(await take(new Date(now.getTime() + 60_000))).toBe(0);
    for (const [table, sorts, where] of [
      ['spaces', ADMIN_SPACE_SORTS, `status <> 'deleted'`],
      ['bookings', ADMIN_BOOKING_SORTS, 'true'],
    ] as const) {
      const [{ n }] = rowsOf<{ n: number }>(await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`))) as [{ n: number }];
      for (const sort of sorts) expect(await marked(`${table}:${sort}`), `${table}:${sort}`).toBe(Math.ceil(n / EVERY));
      await expectEveryPage(table, sorts, where, deep);
    }
    const [{ n }] = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from audit_log`)) as [{ n: number }];
    expect(await marked('audit:created')).toBe(Math.ceil(n / EVERY));
    await expectAuditPages(deep);
  }, 120_000);

  it('drifts by the rows added before a mark since it was taken, and is exact again once the marks are taken again', async () => {
    const before = rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from bookings order by start_time, id`)).map((r) => r.id);
    const offset = Math.floor(before.length / 2);
    const page = async () =>
      (await as(t, admin).get(`/api/admin/bookings?sort=start&order=asc&limit=20&offset=${offset}`)).json<{ data: { id: string }[] }>().data.map((b) => b.id);
    expect(await page()).toEqual(before.slice(offset, offset + 20));
    // Three bookings earlier than any: the marks' places are three short of where their rows stand now.
    await insertCancelled('E', 3, '2020-01-01 08:00+03');
    const after = rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from bookings order by start_time, id`)).map((r) => r.id);
    expect(after.slice(3)).toEqual(before);
    expect(await page()).toEqual(after.slice(offset + 3, offset + 23));
    // Three of more than two thousand is less than the share that makes the marks due before the hour.
    const now = new Date('2030-06-01T09:10:00+03:00');
    expect(await take(now)).toBe(0);
    expect(await take(now, { changed: 0 })).toBe(ADMIN_BOOKING_SORTS.length);
    expect(await page()).toEqual(after.slice(offset, offset + 20));
    // An hour after, every set is due.
    expect(await take(new Date(now.getTime() + 3_600_000))).toBe(SETS);
  }, 120_000);

  it('takes each due set once when instances take them at the same moment, round after round', async () => {
    for (let round = 0; round < 3; round++) {
      // Two hours on each round: every set is due, and three jobs reach for them together.
      const now = new Date(Date.UTC(2031, 0, 1, 2 * round));
      const taken = await Promise.all([take(now), take(now), take(now)]);
      expect(
        taken.reduce((a, b) => a + b, 0),
        `round ${round}`,
      ).toBe(SETS);
      const [{ n }] = rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from rank_mark_sets where taken_at = ${now.toISOString()}::timestamptz`),
      ) as [{ n: number }];
      expect(n).toBe(SETS);
      await expectEveryPage('bookings', ['start'], 'true', (n) => [Math.floor(n / 2)]);
    }
  }, 120_000);

  it('passes over a mark whose row is gone or sorts elsewhere now, for the one before it', async () => {
    const ordered = async () => rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from bookings order by total_cents, id`)).map((r) => r.id);
    await take(new Date('2030-06-01T12:00:00+03:00'), { maxAgeMs: 0 });
    const all = await ordered();
    const at = EVERY * Math.floor(all.length / 2 / EVERY);
    const mark = all[at]!;
    const [{ id: markId }] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from rank_marks where name = 'bookings:amount' and at = ${at}`),
    ) as [{ id: string }];
    expect(markId).toBe(mark);
    const page = async (offset: number) =>
      (await as(t, admin).get(`/api/admin/bookings?sort=amount&order=asc&limit=20&offset=${offset}`)).json<{ data: { id: string }[] }>().data.map((b) => b.id);
    // Its amount changed: it sorts last now, and the page from its old place is read from the mark before.
    await t.database.db.execute(sql`update bookings set total_cents = 999999999 where id = ${mark}`);
    const moved = await ordered();
    expect(moved.at(-1)).toBe(mark);
    expect(await page(at + 1)).toEqual(moved.slice(at + 1, at + 21));
    // Gone: likewise.
    await t.database.db.execute(sql`delete from bookings where id = ${mark}`);
    const gone = await ordered();
    expect(await page(at + 2)).toEqual(gone.slice(at + 2, at + 22));
  }, 120_000);
});
