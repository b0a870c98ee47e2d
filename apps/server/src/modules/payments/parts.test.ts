import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MPESA_LIMITS, MPESA_MESSAGES, REFUND_REASONS, nextPart, refundReasonText, type Refund } from '@nafasi/shared/payments';
import { formatKsh } from '@nafasi/shared/money';
import { addDays, nairobiDate, nairobiInstant } from '@nafasi/shared/time';
import { bookFreshSpace, c2bSettled, createListeningTestApp, signUp, type TestContext } from '../../test/harness.ts';
import { manualClock } from '../../lib/clock.ts';
import { bookingsService } from '../bookings/service.ts';
import { c2bTransactions, ledgerEntries, paymentParts, refunds } from '../../db/schema.ts';

/*
 * A booking above M-Pesa's limit per payment, paid in parts (docs/PAYMENTS.md "Paying in parts"):
 * pushes of at most MPESA_MAX_PER_PUSH_KES, a payer's day within MPESA_MAX_PER_PAYER_DAY_KES
 * (counted in Nairobi by the app's clock), paybill parts, the parts returned when the booking is
 * released, and every shilling the booking's or owed back when parts settle at once.
 */

// The app's clock stands at 23:40 in Nairobi tomorrow: the payer's day turns at midnight when the test says.
const tomorrow = addDays(nairobiDate(new Date()), 1);
const clock = manualClock(nairobiInstant(tomorrow, '23:40').getTime());

let t: TestContext;
beforeAll(async () => {
  t = await createListeningTestApp({ BOOKING_MAX_HOLDS: '100' }, { clock });
});
afterAll(() => t?.close());

type Person = Awaited<ReturnType<typeof signUp>>;
let n = 0;
const sim = () => t.app.mpesaSimulator!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A number of the simulator's that waits for its PIN (the test enters it). */
const phone = () => `25471${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

/** A hall of `hourlyRate` booked by `guest` for two hours, days ahead. */
const hall = (guest: Person, hourlyRate: number) => bookFreshSpace(t, guest, { hourlyRate, daysAhead: 10 + ++n, endTime: '11:00', category: 'event-hall' });
const push = (guest: Person, bookingId: string, number: string) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/mpesa`, headers: guest.auth, payload: { phone: number } });
const paymentOf = async (guest: Person, id: string) => (await t.app.inject({ url: `/api/payments/mpesa/${id}`, headers: guest.auth })).json().data;
const bookingOf = async (guest: Person, id: string) => (await t.app.inject({ url: `/api/bookings/${id}`, headers: guest.auth })).json().data;

/** Pushes a part from `number`, answers it on the phone, and waits until it is settled. */
async function payPart(guest: Person, b: { id: string; reference: string }, number: string) {
  const res = await push(guest, b.id, number);
  expect(res.statusCode, res.body).toBe(201);
  const started = res.json().data;
  sim().enterPin(sim().requestFor(b.reference)!.checkoutRequestId);
  for (let i = 0; i < 100; i++) {
    const p = await paymentOf(guest, started.id);
    if (p.status !== 'pending') return { started, settled: p };
    await sleep(50);
  }
  throw new Error('part still pending');
}

/**
 * The ledger's balance of one account for a booking, in cents: its movements, and the money of its
 * paybill parts (a paybill payment is received before it is known whose it is).
 */
async function ledgerOf(bookingId: string, account: 'unapplied' | 'refunds' | 'host') {
  const [row] = await t.database.db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.account, account),
        sql`(${ledgerEntries.bookingId} = ${bookingId} or ${ledgerEntries.mpesaRef} in (select ${paymentParts.c2bTransId} from ${paymentParts} where ${paymentParts.bookingId} = ${bookingId}))`,
      ),
    );
  return Number(row!.cents);
}
/** The minute job that frees holds whose time ran out, run as at `now`. */
const expireHolds = (now: Date) => bookingsService(t.database.db, { holdHours: 24, maxHolds: 100 }).expireHolds(now);

describe('the next part', () => {
  it.each([
    // due, paid so far, parts so far, payer's day left → amount, number, of
    [2_716, 0, 0, Infinity, { amount: 2_716, number: 1, of: 1 }],
    [396_000, 0, 0, Infinity, { amount: 150_000, number: 1, of: 3 }],
    [396_000, 150_000, 1, Infinity, { amount: 150_000, number: 2, of: 3 }],
    [396_000, 300_000, 2, Infinity, { amount: 96_000, number: 3, of: 3 }],
    // A payer with 50,000 left today: a smaller part, and one more to come after it.
    [396_000, 300_000, 2, 50_000, { amount: 50_000, number: 3, of: 4 }],
    [150_000, 0, 0, Infinity, { amount: 150_000, number: 1, of: 1 }],
    [150_001, 0, 0, Infinity, { amount: 150_000, number: 1, of: 2 }],
  ])('owed %i, %i paid in %i part(s), payer has %s left today', (due, paid, parts, left, expected) =>
    expect(nextPart(due, { shillings: paid, parts }, MPESA_LIMITS, left)).toMatchObject({ ...expected, stage: 'whole' }),
  );
  it('is nothing once paid, or when the payer has nothing left today', () => {
    expect(nextPart(396_000, { shillings: 396_000, parts: 3 }, MPESA_LIMITS)).toBeNull();
    expect(nextPart(396_000, { shillings: 0, parts: 0 }, MPESA_LIMITS, 0)).toBeNull();
  });
});

describe('a booking above M-Pesa’s limit, paid in parts', () => {
  it('says the limits, pays a KSh 396,000 hall in three pushes (“part 2 of 3”), holds it meanwhile and confirms it with the whole applied once', async () => {
    expect((await t.app.inject({ url: '/api/payments/mpesa' })).json().data.limits).toEqual(MPESA_LIMITS);
    const guest = await signUp(t);
    // 2 h at KSh 180,000 and the flat 10 %: KSh 396,000.
    const b = await hall(guest, 180_000);
    expect(b.invoice.total).toBe(396_000);
    const payer = phone();

    const first = await payPart(guest, b, payer);
    expect(first.started).toMatchObject({ amount: 150_000, part: { number: 1, of: 3 }, left: 396_000 });
    expect(first.settled).toMatchObject({ status: 'paid', part: { number: 1, of: 3 }, left: 246_000 });
    const held = await bookingOf(guest, b.id);
    expect(held).toMatchObject({ status: 'pending', paymentStatus: 'pending', paidSoFar: { amount: 150_000, parts: 1 } });
    // Held while the rest comes: at least to the end of the next day in Nairobi (never past its start).
    expect(new Date(held.holdExpiresAt).getTime()).toBeGreaterThan(new Date(b.holdExpiresAt!).getTime());
    expect(new Date(held.holdExpiresAt).getTime()).toBeGreaterThanOrEqual(nairobiInstant(addDays(nairobiDate(new Date()), 2), '00:00').getTime());
    // Nothing is applied yet: the money waits for the rest.
    expect(await ledgerOf(b.id, 'unapplied')).toBe(-150_000_00);
    expect(await ledgerOf(b.id, 'host')).toBe(0);

    const second = await payPart(guest, b, payer);
    expect(second.settled).toMatchObject({ status: 'paid', amount: 150_000, part: { number: 2, of: 3 }, left: 96_000 });
    const third = await payPart(guest, b, payer);
    expect(third.settled).toMatchObject({ status: 'paid', amount: 96_000, part: { number: 3, of: 3 }, left: 0 });
    expect(await bookingOf(guest, b.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      mpesaCode: third.settled.receipt,
      holdExpiresAt: null,
      paidSoFar: { amount: 396_000, parts: 3 },
    });
    // The whole applied once: nothing waits, the host's share and the fee are the booking's.
    expect(await ledgerOf(b.id, 'unapplied')).toBe(0);
    const applied = await t.database.db
      .select({ cents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, b.id), eq(ledgerEntries.memo, 'booking paid'), eq(ledgerEntries.account, 'unapplied')));
    expect(applied).toEqual([{ cents: 396_000_00 }]);
    // Paid: no more parts.
    expect((await push(guest, b.id, payer)).json().message).toBe(MPESA_MESSAGES.notPayable);
  });

  it('keeps a payer within M-Pesa’s daily limit, lets a colleague’s number pay a part, and lets the first number pay again after midnight in Nairobi', async () => {
    const guest = await signUp(t);
    // 2 h at KSh 300,000 and the flat 10 %: KSh 660,000, above what one number pays in a day.
    const b = await hall(guest, 300_000);
    const mine = phone();
    for (const amount of [150_000, 150_000, 150_000]) expect((await payPart(guest, b, mine)).settled).toMatchObject({ status: 'paid', amount });
    // 450,000 paid today from this number: the next part is what is left of its day.
    const fourth = await payPart(guest, b, mine);
    // (Then 150,000 and 10,000 more: six parts in all.)
    expect(fourth.started).toMatchObject({ amount: 50_000, part: { number: 4, of: 6 } });
    const refused = await push(guest, b.id, mine);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'payer_day_limit',
      field: 'phone',
      message: MPESA_MESSAGES.payerDayLimit(formatKsh(MPESA_LIMITS.perPayerDay)),
    });
    // A colleague's number pays a part.
    const colleague = phone();
    const fifth = await payPart(guest, b, colleague);
    expect(fifth.settled).toMatchObject({ status: 'paid', amount: 150_000, part: { number: 5, of: 6 }, left: 10_000 });
    // Midnight passes in Nairobi: the first number's day starts again, and it pays the rest.
    clock.advance(30 * 60_000);
    const last = await payPart(guest, b, mine);
    expect(last.settled).toMatchObject({ status: 'paid', amount: 10_000, part: { number: 6, of: 6 }, left: 0 });
    expect(await bookingOf(guest, b.id)).toMatchObject({ status: 'confirmed', paidSoFar: { amount: 660_000, parts: 6 } });
    const parts = await t.database.db
      .select({ payer: paymentParts.payer, cents: paymentParts.amountCents })
      .from(paymentParts)
      .where(eq(paymentParts.bookingId, b.id));
    expect(parts.filter((p) => p.payer === colleague)).toEqual([{ payer: colleague, cents: 150_000_00 }]);
    // The clock back where the other tests expect it: 23:40 tomorrow was not reached by the real time.
    clock.advance(-30 * 60_000);
  });

  it('returns each part to its payer when the hold is released before the booking is paid whole', async () => {
    const guest = await signUp(t);
    const b = await hall(guest, 180_000);
    const [a, c] = [phone(), phone()];
    const one = await payPart(guest, b, a);
    const two = await payPart(guest, b, c);
    // Nobody pays the rest: the hold runs out (the minute job, as at 90 days on).
    await expireHolds(new Date(Date.now() + 90 * 86_400_000));
    expect(await bookingOf(guest, b.id)).toMatchObject({ status: 'cancelled', paidSoFar: { amount: 0, parts: 0 } });
    const owed = await t.database.db.select().from(refunds).where(eq(refunds.bookingId, b.id));
    expect(
      owed.map((r) => ({ kind: r.kind, cents: r.amountCents, phone: r.phone, reason: r.reason })).sort((x, y) => x.phone!.localeCompare(y.phone!)),
    ).toEqual(
      [
        { kind: 'unused_payment', cents: 150_000_00, phone: a, reason: refundReasonText(REFUND_REASONS.partsReleased) },
        { kind: 'unused_payment', cents: 150_000_00, phone: c, reason: refundReasonText(REFUND_REASONS.partsReleased) },
      ].sort((x, y) => x.phone.localeCompare(y.phone)),
    );
    expect(owed.map((r) => r.mpesaPaymentId).sort()).toEqual([one.started.id, two.started.id].sort());
    // In the ledger: nothing of it waits unapplied, all of it is owed back; the host earns nothing.
    expect(await ledgerOf(b.id, 'unapplied')).toBe(0);
    expect(await ledgerOf(b.id, 'refunds')).toBe(-300_000_00);
    expect(await ledgerOf(b.id, 'host')).toBe(0);
    // Returned once: another run of the job changes nothing.
    await expireHolds(new Date(Date.now() + 91 * 86_400_000));
    expect(await t.database.db.select().from(refunds).where(eq(refunds.bookingId, b.id))).toHaveLength(2);
    // The guest sees it as one refund.
    expect((await bookingOf(guest, b.id)).refund).toMatchObject({ amount: 300_000 });
  });

  it('returns a part when the guest cancels the hold', async () => {
    const guest = await signUp(t);
    const b = await hall(guest, 180_000);
    const payer = phone();
    const part = await payPart(guest, b, payer);
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/bookings/${b.id}/cancel`, headers: guest.auth });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', paidSoFar: { amount: 0, parts: 0 }, refund: { amount: 150_000 } });
    expect(await t.database.db.select({ payment: refunds.mpesaPaymentId, phone: refunds.phone }).from(refunds).where(eq(refunds.bookingId, b.id))).toEqual([
      { payment: part.started.id, phone: payer },
    ]);
    expect(await ledgerOf(b.id, 'unapplied')).toBe(0);
    expect(await ledgerOf(b.id, 'refunds')).toBe(-150_000_00);
  });

  it('takes paybill parts within the limit for a booking above it, and refuses at validation what cannot be a part', async () => {
    const guest = await signUp(t);
    const b = await hall(guest, 180_000);
    // Daraja asks first: a part above one payment's limit is refused on the phone.
    const payer = '254722000333';
    await expect(sim().payBill(200_000, payer, b.reference)).rejects.toThrow('C2B00013');
    const partOne = await sim().payBill(120_000, payer, b.reference);
    await c2bSettled(t, partOne);
    expect(await bookingOf(guest, b.id)).toMatchObject({ status: 'pending', paidSoFar: { amount: 120_000, parts: 1 } });
    // What is left fits one payment: now only exactly that is a payment of it.
    const pushed = await payPart(guest, b, phone());
    expect(pushed.settled).toMatchObject({ amount: 150_000, part: { number: 2, of: 3 }, left: 126_000 });
    await expect(sim().payBill(100_000, payer, b.reference)).rejects.toThrow('C2B00013');
    const rest = await sim().payBill(126_000, payer, b.reference);
    await c2bSettled(t, rest);
    expect(await bookingOf(guest, b.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      mpesaCode: rest,
      paidSoFar: { amount: 396_000, parts: 3 },
    });
    expect(await ledgerOf(b.id, 'unapplied')).toBe(0);
  });
});

describe('parts settling at once', () => {
  it('settles again paybill money M-Pesa confirmed whose settling stopped midway: a part of its booking, not lost', async () => {
    const guest = await signUp(t);
    const b = await hall(guest, 180_000);
    // Confirmed money that neither paid nor was owed back (as a crash between the two leaves it).
    const transId = `R${randomBytes(5).toString('hex').toUpperCase().slice(0, 9)}`;
    await t.database.db
      .insert(c2bTransactions)
      .values({ transId, amount: 100_000, billRef: b.reference, msisdn: '254722000666', verifiedAt: new Date(Date.now() - 120_000) });
    const txn = randomUUID();
    await t.database.db.insert(ledgerEntries).values([
      { txn, account: 'mpesa', amountCents: 100_000_00, memo: 'paybill payment', mpesaRef: transId },
      { txn, account: 'unapplied', amountCents: -100_000_00, memo: 'paybill payment', mpesaRef: transId },
    ]);
    expect(await t.app.jobs.settleLeftOverC2b(new Date())).toBeGreaterThanOrEqual(1);
    expect(await bookingOf(guest, b.id)).toMatchObject({ status: 'pending', paidSoFar: { amount: 100_000, parts: 1 } });
    // Settled once: the next run leaves it.
    await t.app.jobs.settleLeftOverC2b(new Date());
    expect(await bookingOf(guest, b.id)).toMatchObject({ paidSoFar: { amount: 100_000, parts: 1 } });
  });

  it('counts every shilling once when a push and two paybill parts settle together: the booking’s, or owed back (5 rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const guest = await signUp(t);
      // KSh 396,000: a push of 150,000 and two paybill parts of 150,000 bring 450,000, 54,000 more than owed.
      const b = await hall(guest, 180_000);
      const res = await push(guest, b.id, phone());
      expect(res.statusCode, res.body).toBe(201);
      const paymentId = res.json().data.id as string;
      const trans = () => `R${randomBytes(5).toString('hex').toUpperCase().slice(0, 9)}`;
      const [x, y] = [trans(), trans()];
      await Promise.all([
        // (As a shortcode without validation takes them: whichever comes last is more than is left.)
        sim().payBill(150_000, '254722000444', b.reference, { transId: x, validation: false }),
        sim().payBill(150_000, '254722000555', b.reference, { transId: y, validation: false }),
        Promise.resolve(sim().enterPin(sim().requestFor(b.reference)!.checkoutRequestId)),
      ]);
      await Promise.all([c2bSettled(t, x), c2bSettled(t, y)]);
      for (let i = 0; i < 100 && (await paymentOf(guest, paymentId)).status === 'pending'; i++) await sleep(50);
      const booking = await bookingOf(guest, b.id);
      expect(
        booking,
        JSON.stringify({ payment: await paymentOf(guest, paymentId), refunds: await t.database.db.select().from(refunds).where(eq(refunds.bookingId, b.id)) }),
      ).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paidSoFar: { amount: 396_000 } });
      // 450,000 came: 396,000 applied, the rest owed back, nothing left waiting.
      expect(await ledgerOf(b.id, 'unapplied')).toBe(0);
      const owed = (await t.database.db.select({ cents: refunds.amountCents }).from(refunds).where(eq(refunds.bookingId, b.id))).reduce(
        (s, r) => s + r.cents,
        0,
      );
      expect(owed).toBe(54_000_00);
      // Each payment is a part: the last counts what was left, and what it brought above that goes back.
      const parts = await t.database.db.select({ cents: paymentParts.amountCents }).from(paymentParts).where(eq(paymentParts.bookingId, b.id));
      expect(parts.map((p) => p.cents).sort()).toEqual([150_000_00, 150_000_00, 96_000_00]);
      // The admin's refunds list shows each with its reason.
      const admin = await signUp(t, { role: 'admin' });
      const listed = (await t.app.inject({ url: '/api/admin/refunds', headers: admin.auth })).json().data as Refund[];
      expect(listed.filter((r) => r.booking?.id === b.id).reduce((s, r) => s + r.amount, 0)).toBe(54_000);
    }
  });
});
