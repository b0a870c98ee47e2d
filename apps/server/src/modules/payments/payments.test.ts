import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MPESA_MESSAGES, REFUND_REASONS, refundReasonText, normaliseKenyanPhone, otherNetworkOf, safaricomPhone, type Refund } from '@nafasi/shared/payments';
import { darajaUrlProblem } from './daraja.ts';
import { m as messages } from '@nafasi/shared/i18n';
import { formatKsh } from '@nafasi/shared/money';
import { nairobiDate } from '@nafasi/shared/time';
import { c2bSettled, createListeningTestApp, insertSpace, signUp, type TestContext } from '../../test/harness.ts';
import { bookingsService } from '../bookings/service.ts';
import { SIMULATOR_PHONES } from './simulator.ts';
import { QUERY_GIVE_UP_H } from './service.ts';
import { eq } from 'drizzle-orm';
import { c2bTransactions, mpesaPayments, refunds } from '../../db/schema.ts';
import { sharedSecret } from '../../lib/secrets.ts';

let t: TestContext;
beforeAll(async () => {
  // Daraja (the simulator) calls back over HTTP, so the product listens where the callbacks go.
  t = await createListeningTestApp({ BOOKING_MAX_HOLDS: '100' });
});
afterAll(() => t?.close());

type Person = Awaited<ReturnType<typeof signUp>>;
let n = 0;
const sim = () => t.app.mpesaSimulator!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function booking(guest: Person, hourlyRate = 1234.5) {
  const space = await insertSpace(t.database, { hourlyRate });
  const date = nairobiDate(new Date(Date.now() + (10 + ++n) * 86_400_000));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: guest.auth,
    payload: { spaceId: space.id, date, startTime: '09:00', endTime: '11:00' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; reference: string; invoice: { total: number } };
}
const pay = (guest: Person, bookingId: string, phone: string) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/mpesa`, headers: guest.auth, payload: { phone } });
const payment = async (guest: Person, id: string) => (await t.app.inject({ url: `/api/payments/mpesa/${id}`, headers: guest.auth })).json().data;
const bookingOf = async (guest: Person, id: string) => (await t.app.inject({ url: `/api/bookings/${id}`, headers: guest.auth })).json().data;
async function settled(guest: Person, id: string) {
  for (let i = 0; i < 50; i++) {
    const p = await payment(guest, id);
    if (p.status !== 'pending') return p;
    await sleep(100);
  }
  throw new Error('payment still pending');
}

describe('phone numbers', () => {
  it.each([
    ['0712 345 678', '254712345678'],
    ['0112-345-678', '254112345678'],
    ['+254 712 345 678', '254712345678'],
    ['254112345678', '254112345678'],
    ['0812345678', null],
    ['12345', null],
    ['+255712345678', null],
  ])('%s → %s', (input, expected) => expect(normaliseKenyanPhone(input)).toBe(expected));

  it.each([
    ['0733 123 456', 'Airtel'],
    ['+254 100 123 456', 'Airtel'],
    ['0771 234 567', 'Telkom'],
    ['0765 432 100', 'Equitel'],
  ])('refuses %s (%s, no M-Pesa) before anything is sent, with the form’s sentence', async (phone, network) => {
    expect(otherNetworkOf(normaliseKenyanPhone(phone)!)).toBe(network);
    expect(safaricomPhone(phone)).toBeNull();
    const guest = await signUp(t);
    const b = await booking(guest);
    const res = await pay(guest, b.id, phone);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'phone', message: MPESA_MESSAGES.badPhone });
    expect(sim().requestFor(b.reference)).toBeUndefined();
  });

  it.each(['0712 345 678', '0110 123 456', '0797 000 111', '0708 374 149'])('takes %s, a Safaricom number', (phone) =>
    expect(safaricomPhone(phone)).not.toBeNull(),
  );

  it('refuses a number that is not Kenyan with a sentence', async () => {
    const guest = await signUp(t);
    const b = await booking(guest);
    const res = await pay(guest, b.id, '+1 555 0100');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'phone', message: MPESA_MESSAGES.badPhone });
  });
});

describe('STK push', () => {
  it('pays a booking: the push, Daraja’s callback confirmed by its query, the booking confirmed with the receipt', async () => {
    const guest = await signUp(t);
    const b = await booking(guest);
    const started = await pay(guest, b.id, '0708 374 149');
    expect(started.statusCode, started.body).toBe(201);
    // 2 h at KSH 1,234.50 plus 10% tax is KSH 2,715.90: M-Pesa charges whole shillings, rounded up.
    expect(started.json().data).toMatchObject({ status: 'pending', phone: SIMULATOR_PHONES.paid, amount: 2716, receipt: null });
    const done = await settled(guest, started.json().data.id);
    expect(done).toMatchObject({ status: 'paid', message: null, receipt: expect.stringMatching(/^S[0-9A-F]{9}$/) });
    // What Daraja was given: a Pay Bill push to the shortcode, a reference and description within its
    // limits, and a callback URL it takes (https or the product's own origin, no refused word).
    const sent = sim().requestFor(b.reference)!;
    expect(sent).toMatchObject({ transactionType: 'CustomerPayBillOnline', partyB: '174379', reference: b.reference });
    expect(sent.callbackUrl).toMatch(/\/api\/hooks\/stk\/[0-9a-f]{32}$/);
    expect(darajaUrlProblem(sent.callbackUrl.replace(/^http:/, 'https:'))).toBeNull();
    expect(await bookingOf(guest, b.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', mpesaCode: done.receipt, holdExpiresAt: null });
    // Someone else cannot see the payment; a paid booking cannot be paid again.
    const other = await signUp(t);
    expect((await t.app.inject({ url: `/api/payments/mpesa/${done.id}`, headers: other.auth })).statusCode).toBe(404);
    expect((await pay(guest, b.id, SIMULATOR_PHONES.paid)).json().message).toBe(MPESA_MESSAGES.notPayable);
  });

  it.each([
    ['insufficient', 1, 'Your M-Pesa balance is too low'],
    ['busy', 1001, 'busy with another transaction or locked'],
    ['expired', 1019, 'expired before it was answered'],
    ['cancelled', 1032, 'You cancelled the payment'],
    ['timeout', 1037, 'Your phone did not answer in time'],
    ['wrongPin', 2001, 'The M-Pesa PIN was wrong'],
    ['unknown', 9999, messages.mpesa_result_unknown()],
    // A result Daraja gives as a word: the callback and the query read it, never a 500 (issue 57).
    ['noOperator', -1, messages.mpesa_result_unknown()],
  ] as const)('tells the guest why in a sentence when the phone says %s (%i), and lets them try again', async (outcome, code, words) => {
    const guest = await signUp(t);
    const b = await booking(guest);
    const failed = await settled(guest, (await pay(guest, b.id, SIMULATOR_PHONES[outcome])).json().data.id);
    expect(failed).toMatchObject({ status: 'failed', message: MPESA_MESSAGES.result(code), receipt: null });
    expect(failed.message).toContain(words);
    expect(await bookingOf(guest, b.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect((await settled(guest, (await pay(guest, b.id, SIMULATOR_PHONES.paid)).json().data.id)).status).toBe('paid');
  });

  it('does not believe a callback whose amount differs from the booking’s', async () => {
    const guest = await signUp(t);
    const b = await booking(guest);
    const done = await settled(guest, (await pay(guest, b.id, SIMULATOR_PHONES.wrongAmount)).json().data.id);
    expect(done.status).toBe('failed');
    expect(await bookingOf(guest, b.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('asks Daraja itself when no callback comes within a minute', async () => {
    const guest = await signUp(t);
    const b = await booking(guest);
    const id = (await pay(guest, b.id, SIMULATOR_PHONES.silent)).json().data.id;
    // The phone has answered and Daraja sends no callback: the product has heard nothing.
    await expect.poll(() => sim().requestFor(b.reference)?.resultCode ?? null).not.toBeNull();
    expect((await payment(guest, id)).status).toBe('pending');
    expect(await t.app.jobs.queryPayments(new Date())).toBe(0);
    expect(await t.app.jobs.queryPayments(new Date(Date.now() + 61_000))).toBeGreaterThanOrEqual(1);
    expect((await payment(guest, id)).status).toBe('paid');
    expect((await bookingOf(guest, b.id)).status).toBe('confirmed');
  });

  it('changes nothing twice for duplicate callbacks, and ignores forged ones', async () => {
    const guest = await signUp(t);
    const b = await booking(guest);
    const id = (await pay(guest, b.id, SIMULATOR_PHONES.paid)).json().data.id;
    const first = await settled(guest, id);
    const delivered = sim().callbacks.find((c) => JSON.stringify(c.body).includes(first.receipt))!;
    const replays = await Promise.all(
      Array.from({ length: 5 }, () =>
        fetch(delivered.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(delivered.body) }),
      ),
    );
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await payment(guest, id)).toEqual(first);
    // A made-up callback to a made-up address is acknowledged and changes nothing.
    const other = await booking(guest);
    const waiting = (await pay(guest, other.id, '0722 000 111')).json().data.id;
    const forged = {
      Body: {
        stkCallback: {
          CheckoutRequestID: 'ws_CO_forged',
          ResultCode: 0,
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: 2716 },
              { Name: 'MpesaReceiptNumber', Value: 'SFORGED123' },
            ],
          },
        },
      },
    };
    const res = await fetch(`${t.config.mpesa.callbackBaseUrl}/api/hooks/stk/${randomBytes(16).toString('hex')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(forged),
    });
    expect(res.status).toBe(200);
    expect((await payment(guest, waiting)).status).toBe('pending');
    // Even at the right address, a "paid" callback Daraja's query does not confirm is not believed.
    const realUrl = sim().requestFor(other.reference)!.callbackUrl;
    const checkout = sim().requestFor(other.reference)!.checkoutRequestId;
    await fetch(realUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Body: { stkCallback: { ...forged.Body.stkCallback, CheckoutRequestID: checkout } } }),
    });
    expect((await payment(guest, waiting)).status).toBe('pending');
    expect((await bookingOf(guest, other.id)).status).toBe('pending');
  });

  it('lets one M-Pesa receipt pay one booking only', async () => {
    const guest = await signUp(t);
    const [a, b] = [await booking(guest), await booking(guest)];
    const paidA = await settled(guest, (await pay(guest, a.id, SIMULATOR_PHONES.paid)).json().data.id);
    const idB = (await pay(guest, b.id, '0722 123 456')).json().data.id;
    sim().enterPin(sim().requestFor(b.reference)!.checkoutRequestId, paidA.receipt);
    // The product has read Daraja's callback naming a receipt it already took.
    await expect.poll(() => sim().requestFor(b.reference)?.delivered ?? false).toBe(true);
    expect((await payment(guest, idB)).status).toBe('pending');
    expect((await bookingOf(guest, b.id)).status).toBe('pending');
  });

  it('releases a booking whose hold ends before any payment is verified', async () => {
    const guest = await signUp(t);
    const b = await booking(guest);
    const id = (await pay(guest, b.id, '0744 555 666')).json().data.id;
    await bookingsService(t.database.db, { holdHours: 24, maxHolds: 3 }).expireHolds(new Date(Date.now() + 25 * 3_600_000));
    expect((await bookingOf(guest, b.id)).status).toBe('cancelled');
    // The phone answers afterwards: the money is recorded, the released booking stays released.
    sim().enterPin(sim().requestFor(b.reference)!.checkoutRequestId);
    expect((await settled(guest, id)).status).toBe('paid');
    expect(await bookingOf(guest, b.id)).toMatchObject({ status: 'cancelled', refund: { status: 'due', amount: 2716 } });
    expect((await pay(guest, b.id, SIMULATOR_PHONES.paid)).statusCode).toBe(409);
  });
});

describe('one push at a time', () => {
  it('sends one push per booking while one is on the phone, however many are asked for at once, in rounds (issue 26)', async () => {
    const guest = await signUp(t);
    for (let round = 0; round < 5; round++) {
      const b = await booking(guest);
      // A phone that waits for its PIN: the push stays in flight.
      const answers = await Promise.all(Array.from({ length: 4 }, () => pay(guest, b.id, '254711000111')));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
      const refused = answers.find((a) => a.statusCode === 409)!;
      expect(refused.json()).toMatchObject({ code: 'push_in_flight', message: MPESA_MESSAGES.pushInFlight });
      const rows = await t.database.db.select().from(mpesaPayments).where(eq(mpesaPayments.bookingId, b.id));
      expect(rows).toHaveLength(1);
    }
  });

  it('lets a new push go once the last one has an answer', async () => {
    const guest = await signUp(t);
    const b = await booking(guest);
    const cancelled = (await pay(guest, b.id, SIMULATOR_PHONES.cancelled)).json().data;
    expect((await settled(guest, cancelled.id)).status).toBe('failed');
    const again = await pay(guest, b.id, SIMULATOR_PHONES.paid);
    expect(again.statusCode).toBe(201);
    expect((await settled(guest, again.json().data.id)).status).toBe('paid');
  });
});

describe('a payment nobody answers', () => {
  it('is asked about for a bounded time, then set aside for an admin and no longer queried (issue 26)', async () => {
    const guest = await signUp(t);
    const b = await booking(guest);
    // A phone that never answers: Daraja's query keeps saying the request is being processed.
    const started = (await pay(guest, b.id, '254711000333')).json().data;
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await t.database.db
      .update(mpesaPayments)
      .set({ createdAt: hoursAgo(QUERY_GIVE_UP_H - 1) })
      .where(eq(mpesaPayments.id, started.id));
    await t.app.jobs.queryPayments();
    expect((await payment(guest, started.id)).status).toBe('pending');
    await t.database.db
      .update(mpesaPayments)
      .set({ createdAt: hoursAgo(QUERY_GIVE_UP_H + 1), checkedAt: null })
      .where(eq(mpesaPayments.id, started.id));
    await t.app.jobs.queryPayments();
    const [row] = await t.database.db.select().from(mpesaPayments).where(eq(mpesaPayments.id, started.id));
    expect(row).toMatchObject({ status: 'failed', resultDesc: MPESA_MESSAGES.unresolved });
    // Set aside: the next rounds leave it alone.
    const checkedAt = row!.checkedAt;
    await t.app.jobs.queryPayments();
    expect((await t.database.db.select().from(mpesaPayments).where(eq(mpesaPayments.id, started.id)))[0]?.checkedAt).toEqual(checkedAt);
  });
});

describe('the simulator’s phone, on the product’s own origin (issue 65)', () => {
  it('shows a waiting push at /mpesa-simulator and takes Enter PIN there, so a phone on the network can pay', async () => {
    const guest = await signUp(t);
    const b = await booking(guest);
    const pushed = (await pay(guest, b.id, '254711000999')).json().data;
    const page = await t.app.inject({ url: '/mpesa-simulator?lang=sw' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="sw-KE">');
    expect(page.body).toContain(b.reference);
    const checkout = sim().requestFor(b.reference)!.checkoutRequestId;
    // Its forms post to the same origin, never to the simulator's own 127.0.0.1 address.
    expect(page.body).toContain(`action="/mpesa-simulator/${checkout}/pin?lang=sw"`);
    expect(page.body).not.toContain('127.0.0.1');
    const tapped = await t.app.inject({
      method: 'POST',
      url: `/mpesa-simulator/${checkout}/pin?lang=sw`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(tapped.statusCode).toBe(303);
    expect(tapped.headers.location).toBe('/mpesa-simulator?lang=sw');
    expect((await settled(guest, pushed.id)).status).toBe('paid');
    expect((await t.app.inject({ url: '/mpesa-simulator' })).body).not.toContain(b.reference);
  });
});

describe('paybill (C2B)', () => {
  it('confirms a booking when Daraja reports a paybill payment with its reference as the account, once', async () => {
    const guest = await signUp(t);
    const b = await booking(guest);
    const transId = await sim().payBill(2716, '254712345678', b.reference.toLowerCase());
    await c2bSettled(t, transId);
    expect(await bookingOf(guest, b.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', mpesaCode: transId });
    // A short payment, or one for more than the booking, is refused at validation, before money moves (issue 26).
    const other = await booking(guest);
    await expect(sim().payBill(10, '254712345678', other.reference)).rejects.toThrow('paybill refused: C2B00013');
    await expect(sim().payBill(2717, '254712345678', other.reference)).rejects.toThrow('paybill refused: C2B00013');
    expect((await bookingOf(guest, other.id)).status).toBe('pending');
    // An account that is no payable booking is refused at validation, as is one already paid.
    await expect(sim().payBill(100, '254712345678', 'NF-NOSUCH')).rejects.toThrow('paybill refused: C2B00012');
    await expect(sim().payBill(2716, '254712345678', b.reference)).rejects.toThrow('paybill refused: C2B00012');
  });

  it('treats a typed code as a claim: it pays only when it names a reported payment for that booking', async () => {
    const guest = await signUp(t);
    const b = await booking(guest);
    const claim = await t.app.inject({ method: 'PUT', url: `/api/bookings/${b.id}/mpesa-code`, headers: guest.auth, payload: { code: 'QZX1234567' } });
    expect(claim.json().data).toMatchObject({ status: 'pending', mpesaCode: 'QZX1234567' });
    // A real paybill payment for another booking cannot be claimed here.
    const other = await booking(guest);
    const elsewhere = await sim()
      .payBill(2716, '254712345678', 'NF-NOTTHIS')
      .catch(() => null);
    expect(elsewhere).toBeNull();
    const paidForOther = await sim().payBill(2716, '254712345678', other.reference);
    await c2bSettled(t, paidForOther);
    const wrong = await t.app.inject({ method: 'PUT', url: `/api/bookings/${b.id}/mpesa-code`, headers: guest.auth, payload: { code: paidForOther } });
    expect(wrong.statusCode).toBe(409);
    // Its own payment, reported before the guest types its code, confirms it at once.
    const third = await booking(guest);
    const transId = await sim().payBill(2716, '254712345678', `${third.reference} `);
    await c2bSettled(t, transId);
    expect((await bookingOf(guest, third.id)).status).toBe('confirmed');
    expect((await bookingOf(guest, third.id)).mpesaCode).toBe(transId);
  });

  it('answers a malformed report with 400 or ignores it, never 500: null, a list, an oversized or odd amount (issue 26)', async () => {
    const secret = await sharedSecret(t.database.db, 'daraja-c2b');
    for (const step of ['validation', 'confirmation']) {
      const post = (payload: unknown) =>
        t.app.inject({
          method: 'POST',
          url: `/api/hooks/c2b/${secret}/${step}`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
      for (const payload of [null, [], 'report', 7]) {
        const res = await post(payload);
        expect(res.statusCode, `${step} ${JSON.stringify(payload)}`).toBe(400);
        expect(res.json().message).toBe('An M-Pesa report is a JSON object.');
      }
      for (const amount of ['1e30', '99999999999999999999', '-5', 'NaN', '12.5', {}]) {
        const res = await post({ TransID: 'SODDAMOUNT', TransAmount: amount, BillRefNumber: 'NF-ANY', MSISDN: '254712345678' });
        expect(res.statusCode, `${step} ${JSON.stringify(amount)}`).toBe(200);
      }
    }
    const [kept] = await t.database.db.select().from(c2bTransactions).where(eq(c2bTransactions.transId, 'SODDAMOUNT'));
    expect(kept).toBeUndefined();
  });

  it('refuses a forged report at a made-up address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/hooks/c2b/not-the-secret/confirmation',
      payload: { TransID: 'SFORGED001', TransAmount: '99999', BillRefNumber: 'NF-ANY' },
    });
    expect(res.statusCode).toBe(404);
  });
});

/**
 * A paybill payment as it comes when validation is not in the way (a shortcode without external
 * validation): reported, confirmed by Transaction Status, settled. The same `transId` again is
 * Daraja reporting it again.
 */
async function confirmation(transId: string, amount: number, billRef: string, msisdn = '254712345678') {
  await sim().payBill(amount, msisdn, billRef, { validation: false, transId });
  await c2bSettled(t, transId);
}
const refundsOf = (where: { bookingId?: string; c2bTransId?: string; mpesaPaymentId?: string }) =>
  t.database.db
    .select()
    .from(refunds)
    .where(
      where.bookingId
        ? eq(refunds.bookingId, where.bookingId)
        : where.c2bTransId
          ? eq(refunds.c2bTransId, where.c2bTransId)
          : eq(refunds.mpesaPaymentId, where.mpesaPaymentId!),
    );
const transIds = () => `R${randomBytes(5).toString('hex').toUpperCase().slice(0, 9)}`;

describe('every shilling is the booking’s or owed back (issue 26)', () => {
  it('owes back paybill money that matches nothing, each payment once: no booking, short, over, already paid', async () => {
    const guest = await signUp(t);
    // An account that is no booking: owed back to the number it came from.
    const stray = transIds();
    await confirmation(stray, 500, 'NF-NOSUCH', '254722000111');
    await confirmation(stray, 500, 'NF-NOSUCH', '254722000111');
    expect(await refundsOf({ c2bTransId: stray })).toEqual([
      expect.objectContaining({
        kind: 'unmatched',
        bookingId: null,
        amountCents: 50_000,
        phone: '254722000111',
        status: 'due',
        reason: refundReasonText(REFUND_REASONS.noBooking('NF-NOSUCH')),
      }),
    ]);
    // Short: the booking stays unpaid and the money is owed back; the guest's typed code of it pays nothing.
    const b = await booking(guest);
    const short = transIds();
    // (Daraja masks the payer's number in C2B reports now: this one cannot go back by itself.)
    await confirmation(short, 100, b.reference, '2547 ***** 678');
    expect(await refundsOf({ c2bTransId: short })).toEqual([
      expect.objectContaining({
        kind: 'unmatched',
        bookingId: b.id,
        amountCents: 10_000,
        reason: refundReasonText(REFUND_REASONS.short(formatKsh(100), formatKsh(2716))),
      }),
    ]);
    const typed = await t.app.inject({ method: 'PUT', url: `/api/bookings/${b.id}/mpesa-code`, headers: guest.auth, payload: { code: short } });
    expect(typed.json().data).toMatchObject({ status: 'pending', mpesaCode: short });
    // A mistyped code does not block the real payment's match (issue 26.3).
    const full = transIds();
    await confirmation(full, 2716, b.reference);
    expect(await bookingOf(guest, b.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', mpesaCode: full });
    // Paid again for the booking already paid: owed back whole.
    const twice = transIds();
    await confirmation(twice, 2716, b.reference);
    expect((await refundsOf({ c2bTransId: twice }))[0]).toMatchObject({
      kind: 'unmatched',
      amountCents: 271_600,
      reason: refundReasonText(REFUND_REASONS.paidTwice),
    });
    // Over: the booking is paid and the difference owed back.
    const c = await booking(guest);
    const over = transIds();
    await confirmation(over, 3000, c.reference, '2547 ***** 999');
    expect((await bookingOf(guest, c.id)).status).toBe('confirmed');
    expect(await refundsOf({ c2bTransId: over })).toEqual([
      expect.objectContaining({
        kind: 'overpaid',
        bookingId: c.id,
        amountCents: 28_400,
        reason: refundReasonText(REFUND_REASONS.over(formatKsh(3000), formatKsh(2716))),
      }),
    ]);
    // The guest reads every refund of a booking as one; the first paid booking's are 100 + 2716 owed.
    // (One of them may have gone back already, by the 15 s job: the latest sent one's receipt shows.)
    expect((await bookingOf(guest, b.id)).refund).toMatchObject({ status: expect.stringMatching(/^(due|sent)$/), amount: 2816 });
    // An admin sees each, with where the money came from, and completes the one with no booking.
    const admin = await signUp(t, { role: 'admin' });
    const listed = (await t.app.inject({ url: '/api/admin/refunds', headers: admin.auth })).json().data as Refund[];
    const strayRefund = listed.find((r) => r.paidWith === stray)!;
    // (Due, or sent already if the 15 s job has paid it back by B2C: the job runs on its own clock.)
    expect(strayRefund).toMatchObject({ kind: 'unmatched', booking: null, phone: '254722000111', amount: 500 });
    expect(strayRefund.status).toMatch(/^(due|sent)$/);
    expect(
      listed
        .filter((r) => r.booking?.id === b.id)
        .map((r) => r.paidWith)
        .sort(),
    ).toEqual([short, twice].sort());
    // Money from a known number goes back by itself (B2C, payouts.test.ts): not by hand. (Where it
    // stands depends on whether the 15 s job has run yet: any state but held.)
    expect(strayRefund.payout?.status).toMatch(/^(queued|sending|awaiting|checking|sent)$/);
    const byHand = (id: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/refunds/${id}/sent`, headers: admin.auth, payload: { reference: 'RFS0000001' } });
    expect((await byHand(strayRefund.id)).statusCode).toBe(409);
    // Money from a number M-Pesa masked that paid nothing (the short payment) goes back whole by
    // reversing its transaction (payouts.ts, till.test.ts).
    const shortRefund = listed.find((r) => r.paidWith === short)!;
    expect(shortRefund.payout?.status).toMatch(/^(queued|sending|awaiting|checking|sent)$/);
    expect((await byHand(shortRefund.id)).statusCode).toBe(409);
    // Part of a payment from a masked number (the amount above a booking's) has neither: an admin
    // sends it and records it.
    const overRefund = listed.find((r) => r.paidWith === over)!;
    expect(overRefund).toMatchObject({ payout: null, via: 'mpesa' });
    // M-Pesa money is named by its M-Pesa code: a bank's reference is refused, and nothing is recorded.
    const bankShaped = await t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${overRefund.id}/sent`,
      headers: admin.auth,
      payload: { reference: 'FT26340RFND01' },
    });
    expect(bankShaped.statusCode).toBe(400);
    expect(bankShaped.json()).toMatchObject({ field: 'reference' });
    expect((await byHand(overRefund.id)).json().data).toMatchObject({ status: 'sent', reference: 'RFS0000001' });
  });

  it('owes back a push paid for a booking the paybill paid first, and the host still earns the booking', async () => {
    const guest = await signUp(t);
    const b = await booking(guest);
    // The phone waits for its PIN while the guest pays by paybill too.
    const pushed = (await pay(guest, b.id, '254711000222')).json().data;
    await c2bSettled(t, await sim().payBill(2716, '254712345678', b.reference));
    expect((await bookingOf(guest, b.id)).status).toBe('confirmed');
    sim().enterPin(sim().requestFor(b.reference)!.checkoutRequestId);
    expect((await settled(guest, pushed.id)).status).toBe('paid');
    expect(await refundsOf({ mpesaPaymentId: pushed.id })).toEqual([
      expect.objectContaining({
        kind: 'unused_payment',
        bookingId: b.id,
        amountCents: 271_600,
        phone: '254711000222',
        reason: refundReasonText(REFUND_REASONS.paidTwice),
      }),
    ]);
    expect(await bookingOf(guest, b.id)).toMatchObject({ status: 'confirmed', refund: { status: 'due', amount: 2716 } });
  });

  it('accounts for every shilling when a push and the paybill pay one booking at once, in rounds', async () => {
    const guest = await signUp(t);
    for (let round = 0; round < 6; round++) {
      const b = await booking(guest);
      const pushed = (await pay(guest, b.id, '254711000444')).json().data;
      const transId = transIds();
      const checkout = sim().requestFor(b.reference)!.checkoutRequestId;
      await Promise.all([confirmation(transId, 2716, b.reference), Promise.resolve().then(() => sim().enterPin(checkout))]);
      expect((await settled(guest, pushed.id)).status).toBe('paid');
      // Two payments of 2716 arrived: one pays the booking, the other is owed back, never both or neither.
      const owed = await refundsOf({ bookingId: b.id });
      expect((await bookingOf(guest, b.id)).paymentStatus, `round ${round}`).toBe('paid');
      expect(
        owed.map((r) => r.amountCents),
        `round ${round}`,
      ).toEqual([271_600]);
      const [c2b] = await t.database.db.select().from(c2bTransactions).where(eq(c2bTransactions.transId, transId));
      expect(Boolean(c2b!.matchedBookingId) !== Boolean(c2b!.refundedAt), `round ${round}`).toBe(true);
    }
  });
});
