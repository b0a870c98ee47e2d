import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_BOOKING_SORTS, type AdminBookingQuery } from '@nafasi/shared/admin';
import { BOOKING_STATUSES } from '@nafasi/shared/bookings';
import { as, createTestApp, dbKind, signUp, type TestContext } from '../../test/harness.ts';
import { samePage } from '../../test/same-page.ts';
import { generateSpacesSql } from '../../seed/generate.ts';
import { rowsOf } from '../../lib/rows.ts';
import { searchCountCap } from '../search/index.ts';
import { adminBookingIndex } from './admin-booking-index.ts';
import { bookingsService } from './service.ts';

/**
 * Issue 33: the admin's bookings table answered from memory (admin-booking-index.ts) gives what
 * its SQL gives, on either database: the same bookings in the same order, each whole, and the same
 * total up to the same cap, for every sort both ways, every state, searches that match many, few,
 * none and characters LIKE treats as wildcards, at pages near the start, deep and past the end;
 * and after changes written elsewhere (a new booking, a state, a space renamed, a guest's name, a
 * deletion), at once.
 */
let t: TestContext;
const MANY = 2_400;
const index = () => adminBookingIndex(t.database.db, { most: 1_000_000, loadBatch: 500 });
let held: ReturnType<typeof adminBookingIndex>;
let service: ReturnType<typeof bookingsService>;
const TITLES = ['Ébène loft', 'ebony Room', '50% off hall', 'under_score studio', 'Émoji 😀 room', 'Ä hall'];

beforeAll(async () => {
  t = await createTestApp({ ADMIN_BOOKINGS_IN_MEMORY: '0' }, { periodicJobs: false });
  const db = t.database.db;
  await signUp(t, { name: 'Wanjiru Ëlla', email: 'wanjiru@example.co.ke' });
  await signUp(t, { name: 'Otieno Brian', email: 'otieno@example.co.ke' });
  await signUp(t, { name: 'Achieng', email: 'achieng.bookings@example.co.ke' });
  await db.execute(generateSpacesSql(60));
  // Some spaces with accents, an emoji and LIKE's wildcards in their titles (each booking's search text carries it).
  await db.execute(sql`update spaces s set title = (array[${sql.join(
    TITLES.map((x) => sql`${x}`),
    sql`, `,
  )}])[1 + n % ${TITLES.length}] || ' ' || n
    from (select id, row_number() over (order by id) as n from spaces) o where o.id = s.id and o.n % 4 = 0`);
  // Bookings of the generated history kind (no news, no mail): amounts, times, creations and states repeat.
  await db.execute(sql`alter table bookings disable trigger bookings_events`);
  await db.execute(sql`
    with s as (select id, row_number() over (order by id) - 1 as n from spaces where status = 'approved'),
         c as (select count(*) as total from s),
         u as (select id, row_number() over (order by created_at) - 1 as n from users)
    insert into bookings (reference, invoice_id, space_id, user_id, start_time, end_time, blocked_until, subtotal_cents, tax_cents, total_cents, status, payment_status, created_at)
    select 'NF-' || upper(substr(md5(g::text), 1, 8)), 'INV-X' || g, s.id, u.id, at, at + interval '2 hours', at + interval '2 hours',
      100000 * (1 + g % 5), 10000 * (1 + g % 5), 110000 * (1 + g % 5),
      (array['confirmed', 'cancelled', 'declined', 'requested', 'pending'])[1 + g % 5], (array['paid', 'pending', 'pending', 'pending', 'pending'])[1 + g % 5],
      timestamptz '2030-01-01 00:00:00+03' + (g / 10) * interval '1 second'
    from generate_series(0, ${MANY - 1}) g, c
    join s on true
    join u on true
    cross join lateral (select timestamptz '2030-06-01 08:00+03' + (g / 7) * interval '1 day' + (g % 3) * interval '3 hours' as at) w
    where s.n = g % c.total and u.n = g % 3`);
  await db.execute(sql`alter table bookings enable trigger bookings_events`);
  held = index();
  service = bookingsService(db, { holdHours: 1, maxHolds: 10, adminIndex: held });
  await held.warm();
}, 120_000);
afterAll(() => t?.close());

/** Both ways give the same page; `inMemory` says which way the first went (the table held, or not). */
async function bothAgree(query: Partial<AdminBookingQuery>, inMemory = true) {
  const full: AdminBookingQuery = { sort: 'created', order: 'desc', limit: 20, offset: 0, ...query };
  expect(held.held, 'held in memory').toBe(inMemory);
  return samePage(JSON.stringify(query), await service.listAll(full), await service.listAllBySql(full));
}

const count = async () => rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from bookings`))[0]?.n ?? 0;

describe(`the admin's bookings table in memory (${dbKind})`, () => {
  it('reads every booking, in batches', async () => {
    expect(held.size).toBe(MANY);
    expect(await count()).toBe(MANY);
  });

  it('gives every sort, both ways, in every state, at the first, a deep and the last pages and past the end, as the SQL does', async () => {
    for (const sort of ADMIN_BOOKING_SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        for (const status of [undefined, ...BOOKING_STATUSES]) {
          const n = status ? MANY / 5 : MANY;
          for (const offset of [0, 20, Math.floor(n / 2) + 3, n - 7, n + 13]) await bothAgree({ sort, order, status, offset });
        }
      }
    }
  }, 120_000);

  it('searches as the SQL does: many matches, few, none, wildcards, upper case, accents, a reference, in every sort and state', async () => {
    const [ref] = rowsOf<{ reference: string }>(await t.database.db.execute(sql`select reference from bookings order by reference limit 1`));
    const searches = [
      'example.co.ke',
      'otieno',
      'OTIENO',
      'ébène',
      'ÉBÈNE',
      'ëlla',
      '😀',
      '50%',
      '_',
      'under_score',
      '%',
      'hall',
      'nf-',
      ref!.reference,
      'nobody-wrote-this',
    ];
    for (const q of searches) {
      for (const sort of ADMIN_BOOKING_SORTS) {
        for (const order of ['asc', 'desc'] as const) {
          await bothAgree({ q, sort, order });
          await bothAgree({ q, sort, order, status: 'cancelled' });
        }
      }
    }
  }, 120_000);

  it('finds a reference and its first letters by the references, and anything else that holds them once a text does', async () => {
    const [row] = rowsOf<{ reference: string }>(await t.database.db.execute(sql`select reference from bookings order by reference offset 7 limit 1`));
    const reference = row!.reference.toLowerCase();
    const head = reference.slice(0, 5);
    const asked = async () => {
      for (const q of [reference, reference.toUpperCase(), head, reference.slice(0, 7), `${reference}x`]) {
        for (const sort of ADMIN_BOOKING_SORTS) {
          for (const order of ['asc', 'desc'] as const) {
            await bothAgree({ q, sort, order });
            await bothAgree({ q, sort, order, status: 'confirmed' });
          }
        }
      }
      // Short pages: more match than the page needs, and the first in order are picked among them.
      for (const sort of ADMIN_BOOKING_SORTS) for (const order of ['asc', 'desc'] as const) await bothAgree({ q: head, sort, order, limit: 2, offset: 1 });
      await bothAgree({ q: head, sort: 'start', order: 'asc', offset: 3 });
    };
    await asked();
    // A booking of the bucket asked changes (its amount, its state, its start) after the bucket's sorts were made: they are made anew.
    const [top] = (await bothAgree({ q: head, sort: 'amount', order: 'desc' })).data;
    const moved = sql`update bookings b set total_cents = 1, status = 'declined', start_time = b.start_time - interval '10 years'
      from bookings was where b.id = was.id and b.reference = ${top!.reference}
      returning was.total_cents::text as total, was.status, was.start_time::text as start`;
    const [was] = rowsOf<{ total: string; status: string; start: string }>(await t.database.db.execute(moved));
    expect((await bothAgree({ q: head, sort: 'amount', order: 'asc' })).data[0]?.reference).toBe(top!.reference);
    expect((await bothAgree({ q: head, sort: 'start', order: 'asc', status: 'declined' })).data[0]?.reference).toBe(top!.reference);
    // And back as it was (the tests after count the states).
    await t.database.db.execute(
      sql`update bookings set total_cents = ${was!.total}::bigint, status = ${was!.status}, start_time = ${was!.start}::timestamptz where reference = ${top!.reference}`,
    );
    await asked();
    expect((await bothAgree({ q: reference })).data.map((b) => b.reference.toLowerCase())).toEqual([reference]);
    // A space whose title holds the same letters ("Conf-" + two): its bookings match too, wherever their references begin.
    const title = `Conf-${head.slice(3).toUpperCase()} Hall`;
    await t.database.db.execute(
      sql`update spaces set title = ${title} where id = (select space_id from bookings where reference not ilike ${`${head}%`} order by reference limit 1)`,
    );
    const found = await bothAgree({ q: head, sort: 'amount', order: 'asc' });
    expect(found.data.some((b) => b.spaceName === title)).toBe(true);
    expect(found.data.some((b) => b.reference.toLowerCase().startsWith(head))).toBe(true);
    await asked();
    await t.database.db.execute(sql`update spaces set title = 'Renamed again' where title = ${title}`);
    await asked();
  }, 120_000);

  it('counts a common word to the cap and gives pages past it, as the SQL does', async () => {
    const cap = searchCountCap(0, 20);
    const first = await bothAgree({ q: 'example.co.ke', sort: 'start', order: 'asc' });
    expect(first.page).toMatchObject({ total: cap, capped: true });
    for (const offset of [cap - 10, cap + 5, MANY - 20, MANY + 1]) await bothAgree({ q: 'example.co.ke', sort: 'amount', order: 'desc', offset });
  }, 60_000);

  it('shows changes written elsewhere on the next page: a new booking, a state, a space renamed, a guest renamed', async () => {
    const db = t.database.db;
    await db.execute(sql`insert into bookings (reference, invoice_id, space_id, user_id, start_time, end_time, blocked_until, subtotal_cents, tax_cents, total_cents, status, payment_status)
      select 'NF-NEWONE1', 'INV-NEWONE1', (select id from spaces where status = 'approved' order by id limit 1), (select id from users order by created_at limit 1),
        timestamptz '2035-01-01 10:00+03', timestamptz '2035-01-01 11:00+03', timestamptz '2035-01-01 11:00+03', 500, 50, 550, 'cancelled', 'pending'`);
    expect((await bothAgree({ q: 'nf-newone1' })).data.map((b) => b.reference)).toEqual(['NF-NEWONE1']);
    expect((await bothAgree({ sort: 'start', order: 'desc' })).data[0]?.reference).toBe('NF-NEWONE1');
    await db.execute(sql`update bookings set status = 'declined' where reference = 'NF-NEWONE1'`);
    expect((await bothAgree({ status: 'declined', sort: 'start', order: 'desc' })).data[0]?.reference).toBe('NF-NEWONE1');
    // A space renamed: its bookings' search text changes with it (migration 0045's triggers stamp them).
    await db.execute(sql`update spaces set title = 'Kifaru Boardroom' where id = (select space_id from bookings where reference = 'NF-NEWONE1')`);
    const renamed = await bothAgree({ q: 'kifaru', sort: 'start', order: 'asc' });
    expect(renamed.data.length).toBeGreaterThan(1);
    expect(renamed.data.every((b) => b.spaceName === 'Kifaru Boardroom')).toBe(true);
    // Searched before the rename too: the blocks' counts of a search read whole are dropped with the change.
    for (const q of ['zawadi', 'brian']) for (const sort of ['amount', 'created'] as const) await bothAgree({ q, sort });
    await db.execute(sql`update profiles set full_name = 'Nyambura Zawadi' where user_id = (select id from users where email = 'otieno@example.co.ke')`);
    for (const q of ['zawadi', 'brian']) for (const sort of ['amount', 'created'] as const) await bothAgree({ q, sort });
    expect((await bothAgree({ q: 'zawadi', sort: 'amount' })).page.total).toBe(MANY / 3);
    await bothAgree({ q: 'otieno', sort: 'amount' });
    expect(held.size).toBe(MANY + 1);
  }, 60_000);

  it('keeps up with writers racing its reads, in rounds: once they are done, every page is the SQL’s', async () => {
    const db = t.database.db;
    for (let round = 0; round < 5; round++) {
      const writes = Array.from({ length: 12 }, (_, i) =>
        i % 3 === 0
          ? db.execute(sql`insert into bookings (reference, invoice_id, space_id, user_id, start_time, end_time, blocked_until, subtotal_cents, tax_cents, total_cents, status, payment_status)
              select ${`NF-R${round}X${i}`}, ${`INV-R${round}X${i}`}, (select id from spaces where status = 'approved' order by id limit 1), (select id from users order by created_at limit 1),
                timestamptz '2036-01-01 10:00+03' + ${round * 100 + i} * interval '1 day', timestamptz '2036-01-01 11:00+03' + ${round * 100 + i} * interval '1 day',
                timestamptz '2036-01-01 11:00+03' + ${round * 100 + i} * interval '1 day', ${i * 7}, 0, ${i * 7}, 'cancelled', 'pending'`)
          : db.execute(sql`update bookings set status = ${BOOKING_STATUSES[(round + i) % 2 ? 1 : 3]}, total_cents = total_cents + 1
              where id = (select id from bookings where status in ('cancelled', 'declined') order by reference offset ${round * 12 + i} limit 1)`),
      );
      const reads = Array.from({ length: 6 }, (_, i) =>
        service.listAll({ sort: ADMIN_BOOKING_SORTS[i % 4]!, order: 'desc', limit: 20, offset: 0, q: i % 2 ? 'nf-r' : undefined }),
      );
      await Promise.all([...writes, ...reads]);
      for (const sort of ADMIN_BOOKING_SORTS) {
        await bothAgree({ sort, order: 'desc' });
        await bothAgree({ sort, order: 'asc', status: 'declined', offset: 100 });
        await bothAgree({ sort, q: 'nf-r' });
      }
    }
    expect(held.size).toBe(MANY + 1 + 5 * 4);
    // Their deletion turns the epoch: the next page is the SQL's, and the table is read again.
    await t.database.db.execute(sql`delete from bookings where reference like 'NF-R%'`);
    await service.listAll({ sort: 'created', order: 'desc', limit: 20, offset: 0 });
    await held.warm();
    expect(held.held).toBe(true);
  }, 60_000);

  it('reads the table anew after a deletion, the SQL answering meanwhile', async () => {
    const db = t.database.db;
    // A statement that deletes none (a cascade from someone without bookings) leaves the table as it is.
    await db.execute(sql`delete from bookings where reference = 'NF-NOBODY'`);
    await bothAgree({ sort: 'start', order: 'desc' });
    expect(held.held).toBe(true);
    await db.execute(sql`delete from bookings where reference = 'NF-NEWONE1'`);
    // The deletion turns the bookings' epoch: this page is the SQL's, and the table is read again.
    const page = await service.listAll({ sort: 'start', order: 'desc', limit: 20, offset: 0 });
    expect(page.data.map((b) => b.reference)).not.toContain('NF-NEWONE1');
    expect(held.held).toBe(false);
    await held.warm();
    expect(held.size).toBe(MANY);
    await bothAgree({ sort: 'start', order: 'desc' });
    await bothAgree({ q: 'nf-newone1' });
  }, 60_000);

  it('is read where an admin asks a page, and forgotten when none was asked lately', async () => {
    let now = Date.parse('2030-01-01T09:00:00+03:00');
    const idleMs = 30 * 60_000;
    const lazy = adminBookingIndex(t.database.db, { most: 1_000_000, clock: () => now });
    const byLazy = bookingsService(t.database.db, { holdHours: 1, maxHolds: 10, adminIndex: lazy });
    const query: AdminBookingQuery = { sort: 'start', order: 'asc', limit: 20, offset: 60, q: 'room' };
    // Nothing is read until a page is asked; that first page is the SQL's, and starts the read.
    expect(lazy.held).toBe(false);
    expect(await byLazy.listAll(query)).toEqual(await service.listAllBySql(query));
    await lazy.warm();
    expect(lazy.size).toBe(held.size);
    // A page asked within the idle time keeps it; an idle time with none forgets it, memory and all.
    now += idleMs - 1;
    expect(lazy.forgetIdle(idleMs)).toBe(false);
    expect(await byLazy.listAll(query)).toEqual(await service.listAllBySql(query));
    now += idleMs - 1;
    expect(lazy.forgetIdle(idleMs)).toBe(false);
    expect(lazy.forgetIdle(0, now + 10 * idleMs), '0: kept once read').toBe(false);
    now += 1;
    expect(lazy.forgetIdle(idleMs)).toBe(true);
    expect([lazy.held, lazy.size]).toEqual([false, 0]);
    // A booking written while it was forgotten is in it when it is read again at the next page asked.
    const [guest] = rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from users order by created_at limit 1`));
    await t.database.db.execute(sql`alter table bookings disable trigger bookings_events`);
    await t.database.db
      .execute(sql`insert into bookings (reference, invoice_id, space_id, user_id, start_time, end_time, blocked_until, subtotal_cents, tax_cents, total_cents, status, payment_status)
      select 'NF-IDLEBACK', 'INV-IDLEBACK', id, ${guest!.id}, timestamptz '2031-02-01 10:00+03', timestamptz '2031-02-01 12:00+03', timestamptz '2031-02-01 12:00+03', 100000, 16000, 116000, 'confirmed', 'paid'
      from spaces where status = 'approved' order by id limit 1`);
    await t.database.db.execute(sql`alter table bookings enable trigger bookings_events`);
    const mine: AdminBookingQuery = { sort: 'created', order: 'desc', limit: 20, offset: 0, q: 'nf-idleback' };
    expect((await byLazy.listAll(mine)).data.map((b) => b.reference)).toEqual(['NF-IDLEBACK']);
    await lazy.warm();
    expect(lazy.held).toBe(true);
    expect(await byLazy.listAll(mine)).toEqual(await service.listAllBySql(mine));
    expect(await byLazy.listAll(query)).toEqual(await service.listAllBySql(query));
    // Gone again, and the table of the tests after this one read anew without it.
    await t.database.db.execute(sql`delete from bookings where reference = 'NF-IDLEBACK'`);
    await service.listAll(mine);
    await held.warm();
    expect(held.size).toBe(MANY);
  });

  it('leaves a table of more bookings than it may hold to the SQL', async () => {
    const small = adminBookingIndex(t.database.db, { most: MANY - 1 });
    await small.warm();
    expect(small.held).toBe(false);
    const bySql = bookingsService(t.database.db, { holdHours: 1, maxHolds: 10, adminIndex: small });
    const query: AdminBookingQuery = { sort: 'amount', order: 'asc', limit: 20, offset: 40, q: 'hall' };
    expect(await bySql.listAll(query)).toEqual(await service.listAllBySql(query));
    expect(small.held).toBe(false);
  });

  it('leaves the table to the SQL when the heap has no room for it, and says why', async () => {
    const said: string[] = [];
    const log = { info: (_: object, message: string) => said.push(message), error: (_: object, message: string) => said.push(message) };
    const cramped = adminBookingIndex(t.database.db, { most: 1_000_000, room: () => 0, log });
    await cramped.warm();
    expect(cramped.held).toBe(false);
    expect(said).toEqual(["the admin's bookings table is left to the database: the heap has no room for it (--max-old-space-size)"]);
    const bySql = bookingsService(t.database.db, { holdHours: 1, maxHolds: 10, adminIndex: cramped });
    const query: AdminBookingQuery = { sort: 'start', order: 'desc', limit: 20, offset: 20, q: 'hall' };
    expect(await bySql.listAll(query)).toEqual(await service.listAllBySql(query));
    // With room for it twice over, the same table is read.
    const roomy = adminBookingIndex(t.database.db, { most: 1_000_000, room: () => 2 ** 40 });
    await roomy.warm();
    expect(roomy.held).toBe(true);
  });

  it('answers the admin only, by the route', async () => {
    const admin = await signUp(t, { role: 'admin' });
    const guest = await signUp(t);
    expect((await as(t, guest).get('/api/admin/bookings?q=hall')).statusCode).toBe(403);
    const res = await as(t, admin).get('/api/admin/bookings?q=hall&sort=amount&order=asc');
    expect(res.statusCode).toBe(200);
    // This app answers by SQL (ADMIN_BOOKINGS_IN_MEMORY=0): the same page as the table held here.
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(await service.listAll({ q: 'hall', sort: 'amount', order: 'asc', limit: 20, offset: 0 }))));
    // A row is what the table shows: the booking, its guest, space and money, not the space's rules.
    const [row] = res.json().data;
    expect(row).toMatchObject({ reference: expect.stringMatching(/^NF-/), spaceName: expect.any(String), userName: expect.any(String) });
    expect(row).not.toHaveProperty('spaceSchedule');
  });
});
