import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookFreshSpace, c2bSettled, createListeningTestApp, signUp, type TestContext } from '../../test/harness.ts';
import { SIMULATOR_PHONES } from './simulator.ts';
import { payouts, refunds } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { REFUND_REASONS, TILL_CLAIM_DAYS, refundReasonText } from '@nafasi/shared/payments';

/** A shop paid through a Buy Goods till (MPESA_TILL) instead of a paybill. */
let t: TestContext;
beforeAll(async () => {
  t = await createListeningTestApp({ MPESA_SHORTCODE: '600100', MPESA_TILL: '5123456' });
});
afterAll(() => t?.close());

type Person = Awaited<ReturnType<typeof signUp>>;
let n = 0;
const sim = () => t.app.mpesaSimulator!;
const booking = (guest: Person) => bookFreshSpace(t, guest, { hourlyRate: 1000, daysAhead: 20 + ++n });
const bookingOf = async (guest: Person, id: string) => (await t.app.inject({ url: `/api/bookings/${id}`, headers: guest.auth })).json().data;
const claim = (guest: Person, id: string, code: string) =>
  t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/mpesa-code`, headers: guest.auth, payload: { code } });

describe('a Buy Goods till', () => {
  it('tells guests to pay the till, and that its payments are matched by their code', async () => {
    const info = (await t.app.inject({ url: '/api/payments/mpesa' })).json().data;
    expect(info.manual).toEqual({ kind: 'till', number: '5123456' });
  });

  it('pushes as Buy Goods to the till under the store number, and the payment confirms the booking', async () => {
    const guest = await signUp(t);
    const b = await booking(guest);
    const started = await t.app.inject({ method: 'POST', url: `/api/bookings/${b.id}/mpesa`, headers: guest.auth, payload: { phone: SIMULATOR_PHONES.paid } });
    expect(started.statusCode, started.body).toBe(201);
    expect(sim().requestFor(b.reference)).toMatchObject({ transactionType: 'CustomerBuyGoodsOnline', partyB: '5123456' });
    await expect.poll(async () => (await bookingOf(guest, b.id)).status, { timeout: 5000 }).toBe('confirmed');
  });

  it('keeps a till payment (it names no booking) until its guest claims its code; the amount must be the booking’s', async () => {
    const guest = await signUp(t);
    const b = await booking(guest);
    // 1 h at KSH 1,000 plus 10% tax: KSH 1,100.
    const short = await sim().payBill(1000, '254712345678', null);
    const transId = await sim().payBill(1100, '254712345678', null);
    await Promise.all([c2bSettled(t, short), c2bSettled(t, transId)]);
    expect((await bookingOf(guest, b.id)).status).toBe('pending');
    // Short money does not pay it; the right payment, claimed by its code, does.
    expect((await claim(guest, b.id, short)).json().data).toMatchObject({ status: 'pending' });
    expect((await claim(guest, b.id, transId)).json().data).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', mpesaCode: transId });
    // The same till payment cannot pay a second booking.
    const other = await booking(guest);
    const again = await claim(guest, other.id, transId);
    expect(again.statusCode, again.body).toBe(409);
    expect((await bookingOf(guest, other.id)).status).toBe('pending');
  });

  it('owes back till money nobody claims within a week, to the number it came from', async () => {
    const transId = await sim().payBill(450, '254722000777', null);
    await c2bSettled(t, transId);
    expect(await t.app.jobs.refundUnclaimedTill(new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(await t.app.jobs.refundUnclaimedTill(new Date(Date.now() + (TILL_CLAIM_DAYS * 24 + 1) * 3_600_000))).toBeGreaterThanOrEqual(1);
    const [owed] = await t.database.db.select().from(refunds).where(eq(refunds.c2bTransId, transId));
    expect(owed).toMatchObject({
      kind: 'unmatched',
      amountCents: 45_000,
      phone: '254722000777',
      status: 'due',
      reason: refundReasonText(REFUND_REASONS.unclaimedTill(TILL_CLAIM_DAYS)),
    });
    // Once owed back, its code pays no booking.
    const guest = await signUp(t);
    const b = await booking(guest);
    expect((await claim(guest, b.id, transId)).json().data?.status ?? 'refused').not.toBe('confirmed');
  });

  it('returns unclaimed till money from a number Daraja masked by reversing its transaction, once', async () => {
    // Daraja's C2B reports mask the payer's number: nothing to send a B2C to; a reversal finds them.
    const transId = await sim().payBill(600, '2547 ***** 126', null);
    await c2bSettled(t, transId);
    await t.app.jobs.refundUnclaimedTill(new Date(Date.now() + (TILL_CLAIM_DAYS * 24 + 1) * 3_600_000));
    const [owed] = await t.database.db.select().from(refunds).where(eq(refunds.c2bTransId, transId));
    expect(owed).toMatchObject({ kind: 'unmatched', amountCents: 60_000, status: 'due' });
    const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.refundId, owed!.id));
    expect(payout).toMatchObject({ toKind: 'reversal', accountReference: transId, amount: 600 });
    await t.app.jobs.sendPayouts(new Date(Date.now() + 1000));
    await expect.poll(async () => (await t.database.db.select().from(refunds).where(eq(refunds.id, owed!.id)))[0]?.status, { timeout: 5000 }).toBe('sent');
    const [reversal] = sim().transfersTo('2547 ***** 126');
    expect(reversal).toMatchObject({ kind: 'reversal', reverses: transId, amount: 600, resultCode: 0 });
    const [sent] = await t.database.db.select().from(refunds).where(eq(refunds.id, owed!.id));
    expect(sent!.reference).toBe(reversal!.transactionId);
    // Daraja reverses a transaction once: sent again (an admin's mistake), it is refused in the result.
    await t.database.db.update(payouts).set({ status: 'queued', nextAttemptAt: new Date() }).where(eq(payouts.id, payout!.id));
    await t.app.jobs.sendPayouts(new Date(Date.now() + 2000));
    await expect
      .poll(
        () =>
          sim()
            .transfersTo('2547 ***** 126')
            .map((x) => x.resultCode),
        { timeout: 5000 },
      )
      .toEqual([0, -1]);
  });
});
