import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_SPACE_FILTERS } from '@nafasi/shared/admin';
import { BOOKING_STATUSES } from '@nafasi/shared/bookings';
import { centsToKsh } from '@nafasi/shared/money';
import { spaces } from '../../db/schema.ts';
import { as, createListeningTestApp, dbKind, insertSpace, signUp, type TestContext } from '../../test/harness.ts';
import { paidBookingWriters } from '../../test/paid-bookings.ts';
import { rowsOf } from '../../lib/rows.ts';

/**
 * Issue 33: the admin's figures and table totals come from counts the tables' triggers keep
 * (migration 0037), not from counting a million bookings per call. They must equal a count of the
 * rows whatever happens at once: bookings made and paid by several writers, spaces added one by
 * one and a hundred at a time, moved between states and deleted, people signing up. In rounds.
 */
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** The figures and totals as a count of the rows says they are. */
async function counted(t: TestContext) {
  const [row] = rowsOf<Record<string, string | number>>(
    await t.database.db.execute(sql`select
      (select count(*) from spaces where status <> 'deleted') as spaces,
      (select count(*) from spaces where status = 'pending') as "pendingSpaces",
      (select count(*) from bookings) as bookings,
      (select coalesce(sum(amount_cents), 0) from ledger_entries
        where (memo = 'booking paid' and account = 'unapplied') or (memo = 'booking cancelled' and account = 'refunds')) as "revenueCents",
      (select count(*) from users) as users,
      (select count(*) from owner_upgrade_requests where status = 'pending') as "pendingUpgrades",
      (select count(*) from audit_log) as audit`),
  );
  const n = (key: string) => Number(row![key]);
  const byStatus = async (table: 'spaces' | 'bookings') =>
    Object.fromEntries(
      rowsOf<{ status: string; n: string }>(await t.database.db.execute(sql`select status, count(*) as n from ${sql.identifier(table)} group by status`)).map(
        (r) => [r.status, Number(r.n)],
      ),
    ) as Record<string, number>;
  return {
    stats: {
      spaces: n('spaces'),
      pendingSpaces: n('pendingSpaces'),
      bookings: n('bookings'),
      revenue: centsToKsh(n('revenueCents')),
      users: n('users'),
      pendingUpgrades: n('pendingUpgrades'),
    },
    audit: n('audit'),
    spaces: await byStatus('spaces'),
    bookings: await byStatus('bookings'),
  };
}

/** What the admin panel shows: its figures and each table's total, unfiltered and by state. */
async function shown(t: TestContext, admin: { auth: Record<string, string> }) {
  const get = async (url: string) => {
    const res = await as(t, admin).get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const total = async (url: string) => (await get(url)).page.total as number;
  return {
    stats: (await get('/api/admin/stats')).data,
    audit: await total('/api/admin/audit?limit=1'),
    users: await total('/api/admin/users?limit=1'),
    spacesAll: await total('/api/admin/spaces?limit=1'),
    spaces: Object.fromEntries(await Promise.all(ADMIN_SPACE_FILTERS.map(async (s) => [s, await total(`/api/admin/spaces?limit=1&status=${s}`)]))),
    bookingsAll: await total('/api/admin/bookings?limit=1'),
    bookings: Object.fromEntries(await Promise.all(BOOKING_STATUSES.map(async (s) => [s, await total(`/api/admin/bookings?limit=1&status=${s}`)]))),
  };
}

describe(`the admin's counts kept by triggers (${dbKind})`, () => {
  it('equal a count of the rows while bookings are made and paid, spaces come, change state and go, and people sign up, all at once, in rounds', async () => {
    const t = await createListeningTestApp({ BOOKING_MAX_HOLDS: '100000' });
    cleanups.push(() => t.close());
    const admin = await signUp(t, { role: 'admin' });
    const load = await paidBookingWriters(t);

    for (let round = 1; round <= 3; round++) {
      load.start(4);
      await Promise.all([
        // Bookings: made and paid by four writers.
        load.until(round * 12),
        // Spaces one at a time: listed, approved through the panel (an audited change), paused, deleted.
        (async () => {
          for (let i = 0; i < 4; i++) {
            const space = await insertSpace(t.database, { status: 'pending' });
            const approved = await as(t, admin).post(`/api/admin/spaces/${space.id}/decision`, { decision: 'approve' });
            expect(approved.statusCode, approved.body).toBe(200);
            if (i % 2)
              await t.database.db
                .update(spaces)
                .set({ status: i === 3 ? 'deleted' : 'paused' })
                .where(eq(spaces.id, space.id));
          }
        })(),
        // A hundred at once (one statement: the triggers count its rows in one pass), half of them then deleted in one.
        (async () => {
          const made = await Promise.all(Array.from({ length: 10 }, () => insertSpace(t.database, { status: 'pending' })));
          const ids = made.map((s) => s.id);
          await t.database.db.execute(sql`insert into spaces (title, description, location, hourly_rate_cents, capacity, category, status)
            select 'Bulk ' || g, 'Many at once.', 'Nairobi', 100000, 4, 'meeting-room', (array['pending','approved','rejected'])[1 + g % 3]
            from generate_series(1, 90) g`);
          await t.database.db
            .update(spaces)
            .set({ status: 'deleted' })
            .where(inArray(spaces.id, ids.slice(0, 5)));
        })(),
        // People signing up.
        (async () => {
          for (let i = 0; i < 3; i++) await signUp(t);
        })(),
      ]);
      await load.stop();
      // A booking cancelled and one deleted outright (a refund, a removed account's bookings).
      const [first, second] = load.acknowledged.slice(-2);
      await t.database.db.execute(sql`update bookings set status = 'cancelled' where id = ${first!.id}`);
      await t.database.db.execute(sql`delete from bookings where id = ${second!.id}`);

      const truth = await counted(t);
      const panel = await shown(t, admin);
      expect(panel.stats, `round ${round}`).toEqual(truth.stats);
      expect(panel.audit).toBe(truth.audit);
      expect(panel.users).toBe(truth.stats.users);
      expect(panel.spacesAll).toBe(truth.stats.spaces);
      for (const s of ADMIN_SPACE_FILTERS) expect(panel.spaces[s], `spaces ${s}`).toBe(truth.spaces[s] ?? 0);
      expect(panel.bookingsAll).toBe(truth.stats.bookings);
      for (const s of BOOKING_STATUSES) expect(panel.bookings[s], `bookings ${s}`).toBe(truth.bookings[s] ?? 0);
      expect(truth.stats.bookings).toBeGreaterThanOrEqual(round * 12 - 1);
      // Each person's bookings, as the users table shows and sorts them (kept per person, migration 0044).
      const perPerson = Object.fromEntries(
        rowsOf<{ user_id: string; n: string }>(await t.database.db.execute(sql`select user_id, count(*) as n from bookings group by user_id`)).map((r) => [
          r.user_id,
          Number(r.n),
        ]),
      );
      const listed = (await as(t, admin).get('/api/admin/users?sort=bookings&order=desc&limit=100')).json().data as { id: string; bookings: number }[];
      expect(Object.fromEntries(listed.filter((u) => u.bookings > 0).map((u) => [u.id, u.bookings])), `round ${round}`).toEqual(perPerson);
      expect(listed.map((u) => u.bookings)).toEqual([...listed.map((u) => u.bookings)].sort((a, b) => b - a));
    }

    // Counted again from the rows (the migration's start, and a repair): the same figures, and the
    // triggers go on from there. Emptying a table takes its counts with it.
    await t.database.db.execute(sql`update tallies set n = n + 1000`);
    await t.database.db.execute(sql`select nafasi_tally_recount()`);
    expect((await shown(t, admin)).stats).toEqual((await counted(t)).stats);
    await t.database.db.execute(sql`truncate owner_upgrade_requests`);
    expect((await shown(t, admin)).stats.pendingUpgrades).toBe(0);
  }, 120_000);
});
