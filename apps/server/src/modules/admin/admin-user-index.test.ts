import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER_SORTS, type AdminUserQuery } from '@nafasi/shared/admin';
import { ROLES } from '@nafasi/shared/roles';
import { as, createTestApp, dbKind, signUp, type TestContext } from '../../test/harness.ts';
import { samePage } from '../../test/same-page.ts';
import { localStorage } from '../../lib/storage.ts';
import { rowsOf } from '../../lib/rows.ts';
import { searchCountCap } from '../search/index.ts';
import { listingsService } from '../listings/service.ts';
import { spacesService } from '../spaces/service.ts';
import { adminUserIndex } from './admin-user-index.ts';
import { adminService } from './service.ts';

/**
 * Issue 33: the admin's users table answered from memory (admin-user-index.ts) gives what its SQL
 * gives, on either database: the same people in the same order, each whole, and the same total up
 * to the same cap, for every sort both ways, every role, searches by name and address that match
 * many, few, none and characters LIKE treats as wildcards, at pages near the start, deep and past
 * the end; and after changes written elsewhere (someone new, a name, a role, an address, a
 * booking, a deletion), at once.
 */
let t: TestContext;
const MANY = 1_500;
let held: ReturnType<typeof adminUserIndex>;
let admin: ReturnType<typeof adminService>;
/** Names with accents, an emoji, LIKE's wildcards, none at all (the address's first part shows) and an empty one. */
const NAMES = ['Wanjiru Ëlla', 'ÉBÈNE Otieno', '50% Achieng', 'under_score Kamau', 'Zawadi 😀', null, '', 'Ä Mwangi', 'otieno brian'];
const ROLE_OF = ['user', 'user', 'owner', 'user', 'admin', 'user', 'owner'];

beforeAll(async () => {
  t = await createTestApp({ ADMIN_USERS_IN_MEMORY: '0' }, { periodicJobs: false });
  const db = t.database.db;
  // Many people in one statement: names, roles, counts of bookings and a second's sign-ups shared
  // by ten repeat (ties in every sort); one in eleven without a profile.
  await db.execute(sql`insert into users (email, created_at, bookings_count)
    select 'p' || (i % 97) || '.' || i || (array['@example.co.ke', '@mail.co.ke', '@x_y.com'])[1 + i % 3],
      timestamptz '2026-01-01 00:00:00+03' + (i / 10) * interval '1 second', (i * 7) % 23
    from generate_series(1, ${MANY}) i`);
  await db.execute(sql`insert into profiles (user_id, full_name, role)
    select id, (array[${sql.join(
      NAMES.map((x) => sql`${x}`),
      sql`, `,
    )}]::text[])[1 + n % ${NAMES.length}] || case when n % 5 = 0 then '' else ' ' || (n % 31) end,
      (array[${sql.join(
        ROLE_OF.map((x) => sql`${x}`),
        sql`, `,
      )}])[1 + n % ${ROLE_OF.length}]
    from (select id, row_number() over (order by email) as n from users) u where n % 11 <> 0`);
  admin = adminService(
    db,
    listingsService(db, localStorage(t.config.dataDir)),
    () => {},
    spacesService(db).index,
    (held = adminUserIndex(db, { most: 1_000_000, loadBatch: 400 })),
  );
  await held.warm();
}, 120_000);
afterAll(() => t?.close());

/** Both ways give the same page; `inMemory` says which way the first went (the table held, or not). */
async function bothAgree(query: Partial<AdminUserQuery>, inMemory = true) {
  const full: AdminUserQuery = { sort: 'joined', order: 'desc', limit: 20, offset: 0, ...query };
  expect(held.held, 'held in memory').toBe(inMemory);
  return samePage(JSON.stringify(query), await admin.users(full), await admin.usersBySql(full));
}

const people = async () => rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from users`))[0]?.n ?? 0;

describe(`the admin's users table in memory (${dbKind})`, () => {
  it('reads everyone, in batches', async () => {
    expect(held.size).toBe(MANY);
    expect(await people()).toBe(MANY);
  });

  it('gives every sort, both ways, for every role, at the first, a deep and the last pages and past the end, as the SQL does', async () => {
    for (const sort of ADMIN_USER_SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        for (const role of [undefined, ...ROLES]) {
          const n = (await admin.usersBySql({ sort, order, role, limit: 1, offset: 0 })).page.total;
          for (const offset of [0, 20, Math.floor(n / 2) + 3, Math.max(0, n - 7), n + 13]) await bothAgree({ sort, order, role, offset });
        }
      }
    }
  }, 120_000);

  it('searches names and addresses as the SQL does: many matches, few, none, wildcards, upper case, accents, in every sort and role', async () => {
    const searches = ['example.co.ke', 'otieno', 'OTIENO', 'ébène', 'ëlla', '😀', '50%', '_', 'x_y', '%', 'p13.', 'p4', 'nobody-wrote-this', 'kamau 1'];
    for (const q of searches) {
      for (const sort of ADMIN_USER_SORTS) {
        for (const order of ['asc', 'desc'] as const) {
          await bothAgree({ q, sort, order });
          await bothAgree({ q, sort, order, role: 'owner' });
        }
      }
      // Short pages: more match than the page needs.
      await bothAgree({ q, sort: 'name', order: 'asc', limit: 3, offset: 2 });
    }
  }, 120_000);

  it('counts a common word to the cap and gives pages past it, as the SQL does', async () => {
    const cap = searchCountCap(0, 20);
    const first = await bothAgree({ q: '.co', sort: 'bookings', order: 'asc' });
    expect(first.page).toMatchObject({ total: cap, capped: true });
    for (const offset of [cap - 10, cap + 5, MANY - 20, MANY + 1]) await bothAgree({ q: '.co', sort: 'name', order: 'desc', offset });
  }, 60_000);

  it('shows changes written elsewhere on the next page: someone new, a name, a role, an address, a booking', async () => {
    const db = t.database.db;
    const newcomer = await signUp(t, { name: 'Nyambura Kifaru', email: 'nyambura@example.co.ke' });
    expect((await bothAgree({ q: 'kifaru' })).data.map((u) => u.email)).toEqual(['nyambura@example.co.ke']);
    expect((await bothAgree({ sort: 'joined', order: 'desc' })).data[0]?.id).toBe(newcomer.user.id);
    // Searched before the changes too: the blocks' counts of a search read whole are dropped with a change.
    for (const q of ['zawadi', 'kifaru', 'simba']) for (const sort of ['bookings', 'name'] as const) await bothAgree({ q, sort });
    await db.execute(sql`update profiles set full_name = 'Simba Zawadi' where user_id = ${newcomer.user.id}`);
    expect((await bothAgree({ q: 'simba', sort: 'name' })).data.map((u) => u.name)).toEqual(['Simba Zawadi']);
    await db.execute(sql`update profiles set role = 'owner' where user_id = ${newcomer.user.id}`);
    expect((await bothAgree({ role: 'owner', sort: 'joined', order: 'desc' })).data[0]?.id).toBe(newcomer.user.id);
    await db.execute(sql`update users set email = 'simba@mail.co.ke' where id = ${newcomer.user.id}`);
    expect((await bothAgree({ q: 'simba@' })).data.map((u) => u.id)).toEqual([newcomer.user.id]);
    await bothAgree({ q: 'nyambura' });
    // A booking made counts on its guest (migration 0044's trigger), and so moves them in the bookings sort.
    await db.execute(sql`insert into bookings (reference, invoice_id, space_id, user_id, start_time, end_time, blocked_until, subtotal_cents, tax_cents, total_cents, status, payment_status)
      select 'NF-USERS01', 'INV-USERS01', id, ${newcomer.user.id}, timestamptz '2035-01-01 10:00+03', timestamptz '2035-01-01 11:00+03', timestamptz '2035-01-01 11:00+03', 500, 50, 550, 'cancelled', 'pending'
      from spaces limit 1`);
    for (const q of ['zawadi', 'kifaru', 'simba', undefined]) for (const sort of ['bookings', 'name'] as const) await bothAgree({ q, sort, order: 'asc' });
    expect(held.size).toBe(MANY + 1);
  }, 60_000);

  it('keeps up with writers racing its reads, in rounds: once they are done, every page is the SQL’s', async () => {
    const db = t.database.db;
    for (let round = 0; round < 5; round++) {
      const writes = Array.from({ length: 12 }, (_, i) =>
        i % 3 === 0
          ? db.execute(sql`with u as (insert into users (email) values (${`racer-${round}-${i}@example.co.ke`}) returning id)
              insert into profiles (user_id, full_name) select id, ${`Racer ${round} ${i}`} from u`)
          : i % 3 === 1
            ? db.execute(sql`update profiles set full_name = ${`Racer renamed ${round} ${i}`}, role = ${ROLES[(round + i) % 3]!}
                where user_id = (select id from users order by email offset ${round * 12 + i} limit 1)`)
            : db.execute(
                sql`update users set bookings_count = bookings_count + ${i} where id = (select id from users order by email desc offset ${round * 12 + i} limit 1)`,
              ),
      );
      const reads = Array.from({ length: 6 }, (_, i) =>
        admin.users({ sort: ADMIN_USER_SORTS[i % ADMIN_USER_SORTS.length]!, order: 'desc', limit: 20, offset: 0, q: i % 2 ? 'racer' : undefined }),
      );
      await Promise.all([...writes, ...reads]);
      for (const sort of ADMIN_USER_SORTS) {
        await bothAgree({ sort, order: 'desc' });
        await bothAgree({ sort, order: 'asc', role: 'owner', offset: 100 });
        await bothAgree({ sort, q: 'racer' });
      }
    }
    expect(held.size).toBe(MANY + 1 + 5 * 4);
  }, 60_000);

  it('reads the table anew after a deletion, the SQL answering meanwhile', async () => {
    const db = t.database.db;
    // A statement that deletes nobody leaves the table as it is.
    await db.execute(sql`delete from users where email = 'nobody@nowhere.example'`);
    await bothAgree({ sort: 'name', order: 'desc' });
    expect(held.held).toBe(true);
    await db.execute(sql`delete from users where email like 'racer-%'`);
    // The deletion turns the people's epoch: this page is the SQL's, and the table is read again.
    const page = await admin.users({ q: 'racer-', sort: 'joined', order: 'desc', limit: 20, offset: 0 });
    expect(page.data).toEqual([]);
    expect(held.held).toBe(false);
    await held.warm();
    expect(held.size).toBe(MANY + 1);
    await bothAgree({ sort: 'joined', order: 'desc' });
    await bothAgree({ q: 'racer' });
  }, 60_000);

  it('leaves a table of more people than it may hold to the SQL', async () => {
    const db = t.database.db;
    const small = adminUserIndex(db, { most: MANY - 1 });
    await small.warm();
    expect(small.held).toBe(false);
    const bySql = adminService(db, listingsService(db, localStorage(t.config.dataDir)), () => {}, spacesService(db).index, small);
    const query: AdminUserQuery = { sort: 'name', order: 'asc', limit: 20, offset: 40, q: 'otieno' };
    expect(await bySql.users(query)).toEqual(await admin.usersBySql(query));
    expect(small.held).toBe(false);
  });

  it('leaves the table to the SQL when the heap has no room for it, and says why', async () => {
    const said: string[] = [];
    const log = { info: (_: object, message: string) => said.push(message), error: (_: object, message: string) => said.push(message) };
    const cramped = adminUserIndex(t.database.db, { most: 1_000_000, room: () => 0, log });
    await cramped.warm();
    expect(cramped.held).toBe(false);
    expect(said).toEqual(["the admin's users table is left to the database: the heap has no room for it (--max-old-space-size)"]);
    const bySql = adminService(
      t.database.db,
      listingsService(t.database.db, localStorage(t.config.dataDir)),
      () => {},
      spacesService(t.database.db).index,
      cramped,
    );
    const query: AdminUserQuery = { sort: 'joined', order: 'desc', limit: 20, offset: 20, q: 'otieno' };
    expect(await bySql.users(query)).toEqual(await admin.usersBySql(query));
  });

  it('answers the admin only, by the route', async () => {
    const boss = await signUp(t, { role: 'admin' });
    const guest = await signUp(t);
    expect((await as(t, guest).get('/api/admin/users?q=otieno')).statusCode).toBe(403);
    const res = await as(t, boss).get('/api/admin/users?q=otieno&sort=bookings&order=asc');
    expect(res.statusCode).toBe(200);
    // This app answers by SQL (ADMIN_USERS_IN_MEMORY=0): the same page as the table held here.
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(await admin.users({ q: 'otieno', sort: 'bookings', order: 'asc', limit: 20, offset: 0 }))));
  });
});
