import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_SCHEDULE, depositTerms, type DepositRule } from '@nafasi/shared/schedule';
import { REFUND_REASONS, refundReasonText } from '@nafasi/shared/payments';
import { addDays, nairobiDate, nairobiInstant } from '@nafasi/shared/time';
import { createListeningTestApp, insertSpace, signUp, type TestContext } from '../../test/harness.ts';
import { bookingsService } from '../bookings/service.ts';
import { bookings, events, ledgerEntries, refunds } from '../../db/schema.ts';
import { BALANCE_REMINDER_HOURS } from '../notifications/service.ts';

/*
 * Deposit and balance (docs/PAYMENTS.md "Deposit and balance"): a host's rule holds a booking for a
 * deposit and asks the balance by a day before it; the guest sees both before booking; the deposit
 * holds the slot (not counted as an unpaid hold), a reminder goes before the balance falls due, the
 * balance confirms the booking, and an unpaid balance releases it with the deposit refunded.
 */

const rule: DepositRule = { percent: 30, amount: null, balanceDays: 7 };

describe('the terms a rule gives', () => {
  // The booking's day is what counts: the hour it is made at, or starts at, moves nothing.
  const start = (time: string) => nairobiInstant('2027-03-20', time);
  const dueBy = nairobiInstant('2027-03-14', '00:00');
  it.each(['00:00', '00:30', '09:00', '12:00', '23:30', '23:59'])('asks the balance by the end of the day a week before, for a booking made at %s', (hour) => {
    const now = nairobiInstant('2027-03-01', hour);
    for (const time of ['07:00', '09:00', '21:30'])
      expect(depositTerms(rule, 396_000_00, start(time), now)).toEqual({ depositCents: 118_800_00, balanceDueAt: dueBy });
  });
  it('asks for the whole when the balance would fall due within a day of booking, or the deposit would be the whole', () => {
    expect(depositTerms(rule, 396_000_00, start('09:00'), new Date(dueBy.getTime() - 24 * 3_600_000))).not.toBeNull();
    expect(depositTerms(rule, 396_000_00, start('09:00'), new Date(dueBy.getTime() - 24 * 3_600_000 + 1))).toBeNull();
    expect(depositTerms({ percent: null, amount: 500_000, balanceDays: 7 }, 396_000_00, start('09:00'), nairobiInstant('2027-03-01', '10:00'))).toBeNull();
    expect(depositTerms(null, 396_000_00, start('09:00'), nairobiInstant('2027-03-01', '10:00'))).toBeNull();
  });
  it('rounds a share up to whole shillings, and takes a fixed sum as it is', () => {
    const now = nairobiInstant('2027-03-01', '10:00');
    expect(depositTerms({ percent: 30, amount: null, balanceDays: 7 }, 2_715_90, start('09:00'), now)?.depositCents).toBe(815_00);
    expect(depositTerms({ percent: null, amount: 50_000, balanceDays: 3 }, 396_000_00, start('09:00'), now)).toEqual({
      depositCents: 50_000_00,
      balanceDueAt: nairobiInstant('2027-03-18', '00:00'),
    });
  });
});

let t: TestContext;
beforeAll(async () => {
  // One unpaid hold per guest: a hold its deposit pays is no unpaid hold.
  t = await createListeningTestApp({ BOOKING_MAX_HOLDS: '1' });
});
afterAll(() => t?.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const sim = () => t.app.mpesaSimulator!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let n = 0;
async function hall(guest: Person, depositRule: DepositRule | null = rule) {
  const space = await insertSpace(t.database, { hourlyRate: 180_000, category: 'event-hall', schedule: { ...DEFAULT_SCHEDULE, deposit: depositRule } });
  const date = nairobiDate(new Date(Date.now() + (20 + ++n) * 86_400_000));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: guest.auth,
    payload: { spaceId: space.id, date, startTime: '09:00', endTime: '11:00' },
  });
  return res;
}
const bookingOf = async (guest: Person, id: string) => (await t.app.inject({ url: `/api/bookings/${id}`, headers: guest.auth })).json().data;
async function pay(guest: Person, b: { id: string; reference: string }, phone = '254711223344') {
  const res = await t.app.inject({ method: 'POST', url: `/api/bookings/${b.id}/mpesa`, headers: guest.auth, payload: { phone } });
  expect(res.statusCode, res.body).toBe(201);
  sim().enterPin(sim().requestFor(b.reference)!.checkoutRequestId);
  for (let i = 0; i < 100; i++) {
    const p = (await t.app.inject({ url: `/api/payments/mpesa/${res.json().data.id}`, headers: guest.auth })).json().data;
    if (p.status !== 'pending') return { started: res.json().data, settled: p };
    await sleep(50);
  }
  throw new Error('payment still pending');
}

describe('a deposit holds a booking, the balance confirms it', () => {
  it('books with the terms, takes the deposit, holds the slot to the balance’s date, reminds once, and confirms on the balance', async () => {
    const guest = await signUp(t);
    const made = await hall(guest);
    expect(made.statusCode, made.body).toBe(201);
    const b = made.json().data;
    const start = new Date(b.startTime);
    const balanceDueAt = nairobiInstant(addDays(nairobiDate(start), -6), '00:00');
    expect(b.paymentTerms).toEqual({ deposit: 118_800, balanceDueAt: balanceDueAt.toISOString() });

    // The first push asks for the deposit alone ("part 1 of 3": the deposit, then the balance in two).
    const deposit = await pay(guest, b);
    expect(deposit.started).toMatchObject({ amount: 118_800, stage: 'deposit', part: { number: 1, of: 3 } });
    expect(deposit.settled).toMatchObject({ status: 'paid', left: 277_200 });
    const held = await bookingOf(guest, b.id);
    expect(held).toMatchObject({ status: 'pending', paymentStatus: 'pending', paidSoFar: { amount: 118_800 }, holdExpiresAt: balanceDueAt.toISOString() });

    // Held by its deposit, it is no unpaid hold: the guest (allowed one) may hold another.
    const other = await hall(guest, null);
    expect(other.statusCode, other.body).toBe(201);
    expect((await hall(guest, null)).json()).toMatchObject({ code: 'too_many_holds' });

    // The reminder: once, within BALANCE_REMINDER_HOURS of the date, to the guest.
    const soon = new Date(balanceDueAt.getTime() - (BALANCE_REMINDER_HOURS - 1) * 3_600_000);
    await t.app.jobs.scheduleNotifications(new Date(balanceDueAt.getTime() - (BALANCE_REMINDER_HOURS + 1) * 3_600_000));
    await t.app.jobs.scheduleNotifications(soon);
    await t.app.jobs.scheduleNotifications(new Date(soon.getTime() + 3_600_000));
    const reminders = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.bookingId, b.id), eq(events.kind, 'balance_due')));
    expect(reminders).toHaveLength(1);
    await t.app.jobs.deliver();
    const bell = (await t.app.inject({ url: '/api/notifications', headers: guest.auth })).json().data as { kind: string; title: string; body: string }[];
    const told = bell.find((x) => x.kind === 'balance_due')!;
    expect(told.title).toMatch(/^Balance due for /);
    expect(told.body).toContain('KSH 277,200.00 is due by');

    // The balance, in two parts within M-Pesa's limit: confirmed, the whole applied once.
    expect((await pay(guest, b)).started).toMatchObject({ amount: 150_000, stage: 'balance', part: { number: 2, of: 3 } });
    expect((await pay(guest, b)).settled).toMatchObject({ amount: 127_200, stage: 'balance', left: 0 });
    expect(await bookingOf(guest, b.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paidSoFar: { amount: 396_000, parts: 3 } });
    const applied = await t.database.db
      .select({ cents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, b.id), eq(ledgerEntries.memo, 'booking paid'), eq(ledgerEntries.account, 'unapplied')));
    expect(applied).toEqual([{ cents: 396_000_00 }]);
  });

  it('releases a booking whose balance did not come by its date, and refunds the deposit, as the policy says', async () => {
    const guest = await signUp(t);
    const b = (await hall(guest)).json().data;
    // (Another number: the first test's has paid most of what M-Pesa allows it today.)
    expect((await pay(guest, b, '254711223355')).settled).toMatchObject({ amount: 118_800, status: 'paid' });
    const due = new Date(b.paymentTerms.balanceDueAt);
    const expire = (at: Date) => bookingsService(t.database.db, { holdHours: 24, maxHolds: 1 }).expireHolds(at);
    // A minute before: still held.
    await expire(new Date(due.getTime() - 60_000));
    expect(await bookingOf(guest, b.id)).toMatchObject({ status: 'pending' });
    await expire(new Date(due.getTime() + 60_000));
    expect(await bookingOf(guest, b.id)).toMatchObject({ status: 'cancelled', paidSoFar: { amount: 0 }, refund: { amount: 118_800 } });
    const [back] = await t.database.db.select().from(refunds).where(eq(refunds.bookingId, b.id));
    expect(back).toMatchObject({ kind: 'unused_payment', amountCents: 118_800_00, reason: refundReasonText(REFUND_REASONS.partsReleased) });
    // Nothing of it waits in the ledger: all owed back.
    const [waiting] = await t.database.db
      .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, b.id), eq(ledgerEntries.account, 'unapplied')));
    expect(Number(waiting!.cents)).toBe(0);
  });

  it('keeps the terms a booking was made with when the host changes the rule, and refuses a rule that is both a share and a sum', async () => {
    const guest = await signUp(t);
    const b = (await hall(guest)).json().data;
    const [row] = await t.database.db.select({ spaceId: bookings.spaceId }).from(bookings).where(eq(bookings.id, b.id));
    await t.database.db.execute(sql`update spaces set schedule = jsonb_set(schedule, '{deposit}', 'null'::jsonb) where id = ${row!.spaceId}`);
    expect((await bookingOf(guest, b.id)).paymentTerms).toEqual(b.paymentTerms);
    const { ScheduleSchema } = await import('@nafasi/shared/schedule');
    const both = ScheduleSchema.safeParse({ ...DEFAULT_SCHEDULE, deposit: { percent: 30, amount: 5_000, balanceDays: 7 } });
    expect(both.success).toBe(false);
    expect(ScheduleSchema.safeParse({ ...DEFAULT_SCHEDULE, deposit: { percent: 95, amount: null, balanceDays: 7 } }).success).toBe(false);
    expect(ScheduleSchema.safeParse({ ...DEFAULT_SCHEDULE, deposit: { percent: 30, amount: null, balanceDays: 0 } }).success).toBe(false);
  });
});
