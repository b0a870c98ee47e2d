import { REFUND_REASONS } from '@nafasi/shared/payments';
import { m } from '@nafasi/shared/i18n';
import { problemCode, problemWords } from '@nafasi/shared/problems';
import { readFileSync } from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import { PAYOUT_ACCOUNT_KIND_LABELS, PAYOUT_ACCOUNT_MESSAGES, PAYOUT_ADMIN_MESSAGES } from '@nafasi/shared/payments';
import { inLocale } from '../../lib/locale.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { c2bTransactions, payoutItems, payouts, refunds } from '../../db/schema.ts';
import { as, bookFreshSpace, createListeningTestApp, insertBooking, insertSpace, signUp, type TestContext } from '../../test/harness.ts';
import { startMailbox } from '../../test/mailbox.ts';
import { bookings, spaces } from '../../db/schema.ts';
import { PAYOUT_BACKOFF_S, PAYOUT_MAX_ATTEMPTS, PAYOUT_MAX_CHECKS, PAYOUT_STALE_S, PAYOUT_ANSWER_WAIT_S, PAYOUT_UNKNOWN } from './payouts.ts';
import { DARAJA_HOOKS } from './paths.ts';
import { sharedSecret } from '../../lib/secrets.ts';
import { ledgerEntries } from '../../db/schema.ts';
import { oweRefund } from './refunds.ts';
import { SIMULATOR_CERTIFICATE_PATH, SIMULATOR_PAYEES, SIMULATOR_PHONES } from './simulator.ts';
import { darajaClient, securityCredential } from './daraja.ts';

/*
 * Refunds go back by themselves (issue 29): B2C from the shortcode to the number the money came
 * from, believed only once Transaction Status says so, never sent twice whatever stops midway.
 */
let t: TestContext;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
  // Every job runs when a test calls it: the 15 s one would otherwise send a payout between a test's steps.
  t = await createListeningTestApp({ BOOKING_MAX_HOLDS: '100', SMTP_URL: mailbox.url }, { periodicJobs: false });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

type Person = Awaited<ReturnType<typeof signUp>>;
let n = 0;
const sim = () => t.app.mpesaSimulator!;
const db = () => t.database.db;
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
/** Daraja as the product's own client speaks to it: what a sender that died had already sent. */
function direct() {
  const config = t.config.mpesa;
  return darajaClient({
    ...config,
    baseUrl: sim().url,
    initiator: {
      name: config.initiator!.name,
      securityCredential: securityCredential(config.initiator!.password, readFileSync(SIMULATOR_CERTIFICATE_PATH, 'utf8')),
    },
  });
}

/** A booking paid by STK from `phone` (a 1 h booking at KSH 1,000: KSH 1,100 with tax). */
async function paidBooking(guest: Person, phone: string = SIMULATOR_PHONES.paid) {
  const booking = await bookFreshSpace(t, guest, { hourlyRate: 1000, daysAhead: 30 + ++n });
  const pushed = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/mpesa`, headers: guest.auth, payload: { phone } });
  expect(pushed.statusCode, pushed.body).toBe(201);
  // A phone whose callback never comes is settled by the server's own query.
  if (phone === SIMULATOR_PHONES.silent) {
    await expect.poll(() => sim().requestFor(booking.reference)?.resultCode ?? null).not.toBeNull();
    await t.app.jobs.queryPayments(later(120));
  }
  await expect.poll(async () => (await bookingOf(guest, booking.id)).paymentStatus, { timeout: 5000 }).toBe('paid');
  return booking;
}
const bookingOf = async (guest: Person, id: string) => (await t.app.inject({ url: `/api/bookings/${id}`, headers: guest.auth })).json().data;
const cancel = (guest: Person, id: string) => t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: guest.auth });
const payoutOf = async (refundId: string) => (await db().select().from(payouts).where(eq(payouts.refundId, refundId)))[0];
const refundOf = async (bookingId: string) => (await db().select().from(refunds).where(eq(refunds.bookingId, bookingId)))[0]!;
const refundOf2 = async (id: string) => (await db().select().from(refunds).where(eq(refunds.id, id)))[0];

describe('a refund goes back by itself', () => {
  it('after a cancellation: B2C to the number that paid, believed after Transaction Status, the refund sent with the M-Pesa receipt', async () => {
    const guest = await signUp(t);
    const b = await paidBooking(guest);
    const before = sim().transfersTo(SIMULATOR_PHONES.paid).length;
    expect((await cancel(guest, b.id)).statusCode).toBe(200);
    const refund = await refundOf(b.id);
    expect(await payoutOf(refund.id)).toMatchObject({ phone: SIMULATOR_PHONES.paid, amount: 1100 });
    await t.app.jobs.sendPayouts(later(1));
    await expect.poll(async () => (await refundOf(b.id)).status, { timeout: 5000 }).toBe('sent');
    const transfers = sim().transfersTo(SIMULATOR_PHONES.paid).slice(before);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ amount: 1100, resultCode: 0 });
    expect(await refundOf(b.id)).toMatchObject({ status: 'sent', reference: transfers[0]!.transactionId });
    expect(await payoutOf(refund.id)).toMatchObject({ status: 'sent', receipt: transfers[0]!.transactionId, attempts: 1 });
    // The guest sees it returned.
    expect((await bookingOf(guest, b.id)).refund).toMatchObject({ status: 'sent', reference: transfers[0]!.transactionId });
  });

  it('when the B2C result never comes: asked about once overdue, and sent', async () => {
    const guest = await signUp(t);
    const b = await paidBooking(guest, SIMULATOR_PHONES.silent);
    await cancel(guest, b.id);
    const refund = await refundOf(b.id);
    await t.app.jobs.sendPayouts(later(1));
    await expect.poll(async () => (await payoutOf(refund.id))?.status).toBe('awaiting');
    // Daraja has finished the transfer; its result is the one that is lost.
    await expect.poll(() => sim().transfersTo(SIMULATOR_PAYEES.resultLost).at(-1)?.resultCode ?? null).not.toBeNull();
    expect((await refundOf(b.id)).status).toBe('due');
    await t.app.jobs.checkPayouts(later(PAYOUT_ANSWER_WAIT_S + 5));
    await expect.poll(async () => (await refundOf(b.id)).status, { timeout: 5000 }).toBe('sent');
    expect(
      sim()
        .transfersTo(SIMULATOR_PAYEES.resultLost)
        .filter((x) => x.amount === 1100),
    ).toHaveLength(1);
  });
});

describe('nothing is paid twice', () => {
  async function queued(phone: string, amountCents = 50_000) {
    const transId = `U${String(Date.now()).slice(-6)}${String(++n).padStart(3, '0')}`;
    await db()
      .insert(c2bTransactions)
      .values({ transId, amount: amountCents / 100, billRef: 'NF-NOSUCH', msisdn: phone });
    const refund = await db().transaction((tx) =>
      oweRefund(tx, { kind: 'unmatched', c2bTransId: transId, amountCents, phone, reason: REFUND_REASONS.noBooking('NF-NOSUCH') }),
    );
    return { ...(await payoutOf(refund!.id))!, refundId: refund!.id };
  }

  it('a sender that stopped after claiming, before sending: asked about, M-Pesa knows nothing of it, sent once', async () => {
    const payout = await queued('254722000101');
    // The claim was written, then the process died: the row says sending, nothing left.
    await db()
      .update(payouts)
      .set({ status: 'sending', attempts: 1, originatorId: `${payout.id}-1`, updatedAt: new Date(Date.now() - (PAYOUT_STALE_S + 5) * 1000) })
      .where(eq(payouts.id, payout.id));
    await t.app.jobs.checkPayouts();
    // One answer that M-Pesa has no such transaction is not enough to send money again (issue 57):
    await expect.poll(async () => (await payoutOf(payout.refundId))?.absentAt, { timeout: 5000 }).toBeInstanceOf(Date);
    expect((await payoutOf(payout.refundId))?.status).toBe('checking');
    // a later query, asked once an answer is overdue, agrees: it goes again.
    await t.app.jobs.checkPayouts(later(PAYOUT_ANSWER_WAIT_S + 5));
    await expect.poll(async () => (await payoutOf(payout.refundId))?.status, { timeout: 5000 }).toBe('queued');
    expect(sim().transfersTo('254722000101')).toHaveLength(0);
    await t.app.jobs.sendPayouts(later(PAYOUT_BACKOFF_S[0] + 1));
    await expect.poll(async () => (await payoutOf(payout.refundId))?.status, { timeout: 5000 }).toBe('sent');
    expect(sim().transfersTo('254722000101')).toHaveLength(1);
    expect((await payoutOf(payout.refundId))?.attempts).toBe(2);
  });

  it('a sender that stopped after sending, before recording: asked about, M-Pesa says it went, recorded, not sent again', async () => {
    const payout = await queued('254722000102');
    await db()
      .update(payouts)
      .set({ status: 'sending', attempts: 1, originatorId: `${payout.id}-1`, updatedAt: new Date(Date.now() - (PAYOUT_STALE_S + 5) * 1000) })
      .where(eq(payouts.id, payout.id));
    // What the dead sender had sent: Daraja took it.
    await direct().b2cPayment({
      originatorConversationId: `${payout.id}-1`,
      amount: payout.amount,
      phone: payout.phone,
      remarks: 'Nafasi refund',
      occasion: payout.refundId,
      resultUrl: 'https://results.invalid/lost',
      queueTimeOutUrl: 'https://results.invalid/lost',
    });
    // Daraja has finished it (its result went to an address nobody reads).
    await expect.poll(() => sim().transfersTo(payout.phone).at(-1)?.resultCode ?? null).not.toBeNull();
    await t.app.jobs.checkPayouts();
    await expect.poll(async () => (await payoutOf(payout.refundId))?.status, { timeout: 5000 }).toBe('sent');
    await t.app.jobs.sendPayouts(later(3600));
    expect(sim().transfersTo('254722000102')).toHaveLength(1);
  });

  it('two senders at once never send one payout twice, in rounds', async () => {
    for (let round = 0; round < 4; round++) {
      const phones = [0, 1, 2].map((i) => `2547220002${round}${i}`);
      const made = await Promise.all(phones.map((p) => queued(p)));
      await Promise.all([t.app.jobs.sendPayouts(later(1)), t.app.jobs.sendPayouts(later(1)), t.app.jobs.sendPayouts(later(1))]);
      for (const [i, phone] of phones.entries()) {
        await expect.poll(async () => (await payoutOf(made[i]!.refundId))?.status, { timeout: 5000 }).toBe('sent');
        expect(sim().transfersTo(phone), `round ${round}, ${phone}`).toHaveLength(1);
      }
    }
  });

  it('a payout M-Pesa keeps refusing is tried again with backoff, then held for an admin, who may then record it by hand', async () => {
    const payout = await queued(SIMULATOR_PAYEES.underfunded);
    let at = Date.now();
    for (let attempt = 1; attempt <= PAYOUT_MAX_ATTEMPTS; attempt++) {
      at += (PAYOUT_BACKOFF_S[Math.min(attempt - 2, PAYOUT_BACKOFF_S.length - 1)] ?? 0) * 1000 + 1000;
      await t.app.jobs.sendPayouts(new Date(at));
      const expected = attempt === PAYOUT_MAX_ATTEMPTS ? 'held' : 'queued';
      await expect.poll(async () => (await payoutOf(payout.refundId))?.status, { timeout: 5000 }).toBe(expected);
    }
    const held = (await payoutOf(payout.refundId))!;
    // Kept as what M-Pesa said, worded when read: in English here, in Kiswahili for a Kiswahili reader.
    expect(held.attempts).toBe(PAYOUT_MAX_ATTEMPTS);
    expect(problemWords(held.lastError)).toBe('M-Pesa said: “Failed”');
    expect(
      sim()
        .transfersTo(SIMULATOR_PAYEES.underfunded)
        .filter((x) => x.amount === 500),
    ).toHaveLength(PAYOUT_MAX_ATTEMPTS);
    const admin = await signUp(t, { role: 'admin' });
    const listed = (await t.app.inject({ url: '/api/admin/refunds', headers: admin.auth })).json().data.find((r: { id: string }) => r.id === payout.refundId);
    expect(listed.payout).toMatchObject({ status: 'held', attempts: PAYOUT_MAX_ATTEMPTS, lastError: 'M-Pesa said: “Failed”' });
    const inSwahili = (await t.app.inject({ url: '/api/admin/refunds', headers: { ...admin.auth, 'accept-language': 'sw' } })).json().data;
    expect(inSwahili.find((r: { id: string }) => r.id === payout.refundId).payout.lastError).toBe('M-Pesa ilisema: “Failed”');
    const byHand = await t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${payout.refundId}/sent`,
      headers: admin.auth,
      payload: { reference: 'QAB1234567' },
    });
    expect(byHand.statusCode, byHand.body).toBe(200);
  });

  it('an admin cannot record by hand a refund M-Pesa is sending', async () => {
    const payout = await queued('254722000103');
    const admin = await signUp(t, { role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${payout.refundId}/sent`,
      headers: admin.auth,
      payload: { reference: 'QAB1234568' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('refund_in_flight');
  });

  it('never sends money again on one forged "does not exist", even with the secret and the question’s id, in rounds (issue 57)', async () => {
    const secret = await sharedSecret(db(), 'daraja-results');
    const status = (body: object) => t.app.inject({ method: 'POST', url: DARAJA_HOOKS.statusResult(secret), payload: body });
    for (let round = 0; round < 3; round++) {
      const phone = `25472200090${round}`;
      const payout = await queued(phone);
      // The sender died after Daraja took the payout: the money left, our record says "sending".
      await db()
        .update(payouts)
        .set({ status: 'sending', attempts: 1, originatorId: `${payout.id}-1`, updatedAt: new Date(Date.now() - (PAYOUT_STALE_S + 5) * 1000) })
        .where(eq(payouts.id, payout.id));
      await direct().b2cPayment({
        originatorConversationId: `${payout.id}-1`,
        amount: payout.amount,
        phone,
        remarks: 'Nafasi refund',
        occasion: payout.refundId,
        resultUrl: 'https://results.invalid/lost',
        queueTimeOutUrl: 'https://results.invalid/lost',
      });
      // An attacker who read the logs (the secret) says M-Pesa has no such transaction, naming the
      // attempt every way the payout could be found by: an answer to no question asked is not read.
      const forged = (conversationId: string) => ({
        Result: {
          ResultType: 0,
          ResultCode: 2032,
          ResultDesc: 'The transaction does not exist.',
          OriginatorConversationID: `${payout.id}-1`,
          ConversationID: conversationId,
          ResultParameters: { ResultParameter: [{ Key: 'OriginatorConversationID', Value: `${payout.id}-1` }] },
          ReferenceData: { ReferenceItem: { Key: 'Occasion', Value: `${payout.id}-1` } },
        },
      });
      expect((await status(forged('AG_20261202_forged'))).statusCode).toBe(200);
      expect((await payoutOf(payout.refundId))?.absentAt).toBeNull();
      // The check job asks; before M-Pesa's answer comes, the attacker (who even learnt the
      // question's id) answers first, twice: one answer is one answer.
      await db()
        .update(payouts)
        .set({ statusQueryId: `AG_20261202_asked${round}`, status: 'checking' })
        .where(eq(payouts.id, payout.id));
      for (let i = 0; i < 2; i++) expect((await status(forged(`AG_20261202_asked${round}`))).statusCode).toBe(200);
      expect(await payoutOf(payout.refundId)).toMatchObject({ status: 'checking', statusQueryId: null });
      // The next question, asked later, gets M-Pesa's own answer: it was sent. Nothing goes twice.
      await t.app.jobs.checkPayouts(later(PAYOUT_ANSWER_WAIT_S + 5));
      await expect.poll(async () => (await payoutOf(payout.refundId))?.status, { timeout: 5000 }).toBe('sent');
      await t.app.jobs.sendPayouts(later(3600));
      expect(sim().transfersTo(phone), `round ${round}`).toHaveLength(1);
    }
  });

  it('does not believe a forged "Completed" for a payout that never left (issue 57)', async () => {
    const secret = await sharedSecret(db(), 'daraja-results');
    const payout = await queued('254722000910');
    await db()
      .update(payouts)
      .set({ status: 'checking', attempts: 1, originatorId: `${payout.id}-1`, statusQueryId: 'AG_20261202_real' })
      .where(eq(payouts.id, payout.id));
    const res = await t.app.inject({
      method: 'POST',
      url: DARAJA_HOOKS.statusResult(secret),
      payload: {
        Result: {
          ResultCode: 0,
          ConversationID: 'AG_20261202_guess',
          ResultParameters: {
            ResultParameter: [
              { Key: 'TransactionStatus', Value: 'Completed' },
              { Key: 'ReceiptNo', Value: 'TFORGED001' },
              { Key: 'Amount', Value: payout.amount },
              { Key: 'OriginatorConversationID', Value: `${payout.id}-1` },
            ],
          },
          ReferenceData: { ReferenceItem: { Key: 'Occasion', Value: `${payout.id}-1` } },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await payoutOf(payout.refundId)).toMatchObject({ status: 'checking', receipt: null });
    expect((await refundOf2(payout.refundId))?.status).toBe('due');
  });

  it('answers 200, never 500, to results holding null, a NUL or a list where an item goes (issue 57)', async () => {
    const secret = await sharedSecret(db(), 'daraja-results');
    for (const parameters of [null, [null], [null, { Key: 'Amount', Value: 1 }], 'word', [[1, 2]], [{ Key: 'ReceiptNo', Value: 'T\u0000' }]]) {
      for (const path of [DARAJA_HOOKS.statusResult(secret), DARAJA_HOOKS.b2cResult(secret)]) {
        const res = await t.app.inject({
          method: 'POST',
          url: path,
          payload: { Result: { ResultCode: 0, ConversationID: 'AG_x', OriginatorConversationID: 'x', ResultParameters: { ResultParameter: parameters } } },
        });
        // A NUL is refused before anything reads it (lib/errors.ts); the rest is read and found to say nothing.
        const nul = JSON.stringify(parameters).includes('\\u0000');
        expect(res.statusCode, `${path} ${JSON.stringify(parameters)}`).toBe(nul ? 400 : 200);
      }
    }
  });

  it('refuses results at a made-up address', async () => {
    for (const path of ['/api/hooks/b2c/0123456789abcdef0123456789abcdef/result', '/api/hooks/status/0123456789abcdef0123456789abcdef/result']) {
      const res = await t.app.inject({ method: 'POST', url: path, payload: { Result: { ResultCode: 0 } } });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('hosts are paid by themselves', () => {
  /** A paid, confirmed booking of the host's space that ended `hoursAgo` ago, of KSH `subtotal` before tax. */
  async function finished(host: Person, guest: Person, hoursAgo: number, subtotal: number) {
    const space = await insertSpace(t.database, { hourlyRate: subtotal });
    await db().update(spaces).set({ ownerId: host.user.id }).where(eq(spaces.id, space.id));
    const end = new Date(Date.now() - hoursAgo * 3_600_000);
    const b = await insertBooking(t.database, {
      spaceId: space.id,
      userId: guest.user.id,
      startTime: new Date(end.getTime() - 3_600_000),
      endTime: end,
      status: 'confirmed',
    });
    await db()
      .update(bookings)
      .set({ subtotalCents: subtotal * 100, taxCents: subtotal * 10, totalCents: subtotal * 110 })
      .where(eq(bookings.id, b.id));
    return b.id;
  }
  const earnings = async (host: Person) =>
    (await as(t, host).get('/api/owner/earnings')).json().data.rows as { bookingId: string; payoutStatus: string; payoutReceipt: string | null }[];

  it('a host says where to be paid only with the password and an M-Pesa number, and is mailed of the change', async () => {
    const host = await signUp(t, { role: 'owner' });
    expect((await as(t, host).get('/api/owner/payout-account')).json().data).toBeNull();
    const wrong = await as(t, host).put('/api/owner/payout-account', { kind: 'mpesa', number: '0722 000 301', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('password');
    const airtel = await as(t, host).put('/api/owner/payout-account', { kind: 'mpesa', number: '0733 000 301', password: host.password });
    expect(airtel.statusCode).toBe(400);
    expect(airtel.json()).toMatchObject({ field: 'number', message: PAYOUT_ACCOUNT_MESSAGES.badNumber });
    const saved = await as(t, host).put('/api/owner/payout-account', { kind: 'mpesa', number: '0722 000 301', password: host.password });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ kind: 'mpesa', number: '254722000301' });
    const mail = await mailbox.find(host.email, 'Where your Nafasi payouts go changed');
    expect(mail.text.replace(/\s+/g, ' ')).toContain('Your Nafasi payouts now go to: M-Pesa number ending in 301.');
    // A host who reads Kiswahili is told in Kiswahili, whatever language the change was asked in.
    const mwenyeji = await signUp(t, { role: 'owner' });
    expect((await as(t, mwenyeji).put('/api/auth/user', { locale: 'sw' })).statusCode).toBe(200);
    await as(t, mwenyeji).put('/api/owner/payout-account', { kind: 'mpesa', number: '0722 000 303', password: mwenyeji.password });
    const barua = await mailbox.find(mwenyeji.email, 'Malipo yako ya Nafasi yanapoenda yamebadilishwa');
    expect(barua.text.replace(/\s+/g, ' ')).toContain(
      `Malipo yako ya Nafasi sasa yanaenda: ${inLocale('sw', () => PAYOUT_ACCOUNT_KIND_LABELS.mpesa)} inayoishia 303.`,
    );
    expect(barua.text).not.toContain('Your Nafasi payouts');
    // A guest has no payout account to set.
    const guest = await signUp(t);
    expect((await as(t, guest).put('/api/owner/payout-account', { kind: 'mpesa', number: '0722 000 301', password: guest.password })).statusCode).toBe(403);
  });

  it('pays each host the day’s finished bookings in one payout, a while after they end, and says so in the earnings', async () => {
    const host = await signUp(t, { role: 'owner' });
    const guest = await signUp(t);
    // Ended 30 h and 26 h ago: due (the delay is 24 h); ended 2 h ago: not yet; in the future: after the booking.
    const [a, b, c] = [await finished(host, guest, 30, 1000), await finished(host, guest, 26, 2000), await finished(host, guest, 2, 500)];
    // No payout number yet: owed, nothing sent.
    expect((await earnings(host)).find((r) => r.bookingId === a)?.payoutStatus).toBe('owed');
    expect(await t.app.jobs.scheduleHostPayouts()).toBe(0);
    await as(t, host).put('/api/owner/payout-account', { kind: 'mpesa', number: '0722 000 302', password: host.password });
    expect(await t.app.jobs.scheduleHostPayouts()).toBe(2);
    const items = await db()
      .select()
      .from(payoutItems)
      .where(inArray(payoutItems.bookingId, [a, b, c]));
    expect(items.map((i) => i.bookingId).sort()).toEqual([a, b].sort());
    expect(new Set(items.map((i) => i.payoutId)).size).toBe(1);
    // Run again (another instance, the next minute): nothing is scheduled twice.
    expect(await t.app.jobs.scheduleHostPayouts()).toBe(0);
    const byStatus = Object.fromEntries((await earnings(host)).map((r) => [r.bookingId, r.payoutStatus]));
    expect(byStatus).toMatchObject({ [a]: 'scheduled', [b]: 'scheduled', [c]: 'scheduled' });
    await t.app.jobs.sendPayouts(later(1));
    // KSH 1,000 + 2,000 before tax, less the 10% fee: one payout of KSH 2,700.
    await expect.poll(async () => (await earnings(host)).find((r) => r.bookingId === a)?.payoutStatus, { timeout: 5000 }).toBe('sent');
    const transfers = sim().transfersTo('254722000302');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ amount: 2700, resultCode: 0 });
    const rows = await earnings(host);
    expect(rows.find((r) => r.bookingId === b)).toMatchObject({ payoutStatus: 'sent', payoutReceipt: transfers[0]!.transactionId });
    expect(rows.find((r) => r.bookingId === c)?.payoutStatus).toBe('scheduled');
    // The third comes due the same day (as if it had ended 25 h ago), but the day's payout has left:
    // it waits for tomorrow's.
    await db()
      .update(bookings)
      .set({
        startTime: new Date(Date.now() - 26 * 3_600_000),
        endTime: new Date(Date.now() - 25 * 3_600_000),
        blockedUntil: new Date(Date.now() - 25 * 3_600_000),
      })
      .where(eq(bookings.id, c));
    expect(await t.app.jobs.scheduleHostPayouts()).toBe(0);
    expect(await t.app.jobs.scheduleHostPayouts(later(24 * 3600))).toBe(1);
  });

  it('does not pay a host for a booking they marked paid themselves (the guest paid them directly)', async () => {
    const host = await signUp(t, { role: 'owner' });
    const guest = await signUp(t);
    await as(t, host).put('/api/owner/payout-account', { kind: 'mpesa', number: '0722 000 303', password: host.password });
    const direct = await finished(host, guest, 30, 1000);
    await db().update(bookings).set({ confirmedBy: host.user.id }).where(eq(bookings.id, direct));
    expect(await t.app.jobs.scheduleHostPayouts()).toBe(0);
    expect((await earnings(host)).find((r) => r.bookingId === direct)?.payoutStatus).toBe('direct');
  });

  it('never schedules a booking for two payouts when two instances schedule at once, in rounds', async () => {
    for (let round = 0; round < 3; round++) {
      const host = await signUp(t, { role: 'owner' });
      const guest = await signUp(t);
      await as(t, host).put('/api/owner/payout-account', { kind: 'mpesa', number: `0722 000 4${round}0`, password: host.password });
      const ids = [await finished(host, guest, 30, 1000), await finished(host, guest, 40, 1000)];
      const counts = await Promise.all([t.app.jobs.scheduleHostPayouts(), t.app.jobs.scheduleHostPayouts(), t.app.jobs.scheduleHostPayouts()]);
      expect(
        counts.reduce((x, y) => x + y, 0),
        `round ${round}`,
      ).toBe(2);
      const items = await db().select().from(payoutItems).where(inArray(payoutItems.bookingId, ids));
      expect(new Set(items.map((i) => i.payoutId)).size).toBe(1);
    }
  });

  it('pays a host’s paybill (with its account number) or till by B2B, and refuses a business number or account Daraja would', async () => {
    const guest = await signUp(t);
    const paybill = await signUp(t, { role: 'owner' });
    const put = (host: Person, body: object) => as(t, host).put('/api/owner/payout-account', { ...body, password: host.password });
    expect((await put(paybill, { kind: 'paybill', number: '12', account: 'HOST-1' })).json()).toMatchObject({
      field: 'number',
      message: PAYOUT_ACCOUNT_MESSAGES.badBusinessNumber,
    });
    expect((await put(paybill, { kind: 'paybill', number: '600123', account: 'FOURTEEN-CHARS' })).json()).toMatchObject({
      field: 'account',
      message: PAYOUT_ACCOUNT_MESSAGES.badAccount,
    });
    expect((await put(paybill, { kind: 'paybill', number: '600123' })).statusCode).toBe(400);
    expect((await put(paybill, { kind: 'till', number: '600123', account: 'HOST-1' })).statusCode).toBe(400);
    expect((await put(paybill, { kind: 'bank', number: '600123' })).statusCode).toBe(400);
    // Nafasi's own shortcode, where guests pay, is no host's paybill or till (issue 57): payouts there would never reach the host.
    for (const own of [
      { kind: 'paybill', number: t.config.mpesa.shortcode, account: 'HOST-1' },
      { kind: 'till', number: t.config.mpesa.shortcode },
    ]) {
      const refused = await put(paybill, own);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'number', message: PAYOUT_ACCOUNT_MESSAGES.ownNumber });
    }
    const saved = await put(paybill, { kind: 'paybill', number: '600 123', account: 'HOST-1' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ kind: 'paybill', number: '600123', account: 'HOST-1' });
    const mail = await mailbox.find(paybill.email, 'Where your Nafasi payouts go changed');
    expect(mail.text).toContain('Paybill ending in 123');

    const till = await signUp(t, { role: 'owner' });
    expect((await put(till, { kind: 'till', number: '54321' })).json().data).toMatchObject({ kind: 'till', number: '54321', account: null });

    const [a, b] = [await finished(paybill, guest, 30, 1000), await finished(till, guest, 30, 2000)];
    expect(await t.app.jobs.scheduleHostPayouts()).toBeGreaterThanOrEqual(2);
    await t.app.jobs.sendPayouts(later(1));
    await expect.poll(async () => (await earnings(paybill)).find((r) => r.bookingId === a)?.payoutStatus, { timeout: 5000 }).toBe('sent');
    await expect.poll(async () => (await earnings(till)).find((r) => r.bookingId === b)?.payoutStatus, { timeout: 5000 }).toBe('sent');
    const [toPaybill] = sim().transfersTo('600123');
    const [toTill] = sim().transfersTo('54321');
    expect(toPaybill).toMatchObject({ kind: 'b2b', amount: 900, accountReference: 'HOST-1', resultCode: 0 });
    expect(toTill).toMatchObject({ kind: 'b2b', amount: 1800, accountReference: '54321', resultCode: 0 });
    expect((await earnings(paybill)).find((r) => r.bookingId === a)?.payoutReceipt).toBe(toPaybill!.transactionId);
    // B2B's id is Daraja's: kept for the status query, beside our own attempt id.
    const [row] = await db().select().from(payouts).where(eq(payouts.hostId, paybill.user.id));
    expect(row).toMatchObject({ toKind: 'paybill', accountReference: 'HOST-1', remoteId: toPaybill!.originatorConversationId, status: 'sent' });
    expect(row!.originatorId).toBe(`${row!.id}-1`);
  });

  /** A host paid to a paybill whose payout is claimed and, as a sender that then died, sent straight to Daraja. */
  async function b2bSentByADeadSender(number: string, resultUrl: (attempt: string) => string) {
    const host = await signUp(t, { role: 'owner' });
    const guest = await signUp(t);
    await as(t, host).put('/api/owner/payout-account', { kind: 'paybill', number, account: 'ACC-9', password: host.password });
    await finished(host, guest, 30, 1000);
    await t.app.jobs.scheduleHostPayouts();
    const [queuedRow] = await db().select().from(payouts).where(eq(payouts.hostId, host.user.id));
    const attempt = `${queuedRow!.id}-1`;
    await db()
      .update(payouts)
      .set({ status: 'sending', attempts: 1, originatorId: attempt, updatedAt: new Date(Date.now() - (PAYOUT_STALE_S + 5) * 1000) })
      .where(eq(payouts.id, queuedRow!.id));
    const url = resultUrl(attempt);
    await direct().b2bPayment({
      to: 'paybill',
      number,
      accountReference: 'ACC-9',
      amount: 900,
      remarks: 'Nafasi host payout',
      resultUrl: url,
      queueTimeOutUrl: url,
    });
    return { host, id: queuedRow!.id };
  }
  const payoutById = async (id: string) => (await db().select().from(payouts).where(eq(payouts.id, id)))[0]!;

  it('B2B sent by a sender that died before recording Daraja’s answer: its result comes to the attempt’s own address, is asked about, and is paid once', async () => {
    const secret = await sharedSecret(db(), 'daraja-results');
    const { id } = await b2bSentByADeadSender('600124', (attempt) => `${t.config.mpesa.callbackBaseUrl}${DARAJA_HOOKS.attemptResult(secret, attempt)}`);
    await expect.poll(async () => (await payoutById(id)).status, { timeout: 5000 }).toBe('sent');
    expect((await payoutById(id)).remoteId).toBe(sim().transfersTo('600124')[0]!.originatorConversationId);
    await t.app.jobs.checkPayouts(later(PAYOUT_ANSWER_WAIT_S + 5));
    await t.app.jobs.sendPayouts(later(3600));
    expect(sim().transfersTo('600124')).toHaveLength(1);
  });

  it('B2B whose answer and result were both lost is never sent again by itself: held for an admin, who sends it again only after reading the statement, or records it sent by hand', async () => {
    const admin = await signUp(t, { role: 'admin' });
    const { host, id } = await b2bSentByADeadSender('600125', () => 'https://results.invalid/lost');
    for (let check = 1; check <= PAYOUT_MAX_CHECKS + 1; check++) await t.app.jobs.checkPayouts(later(check * (PAYOUT_ANSWER_WAIT_S + 5)));
    expect(await payoutById(id)).toMatchObject({ status: 'held', lastError: PAYOUT_UNKNOWN });
    await t.app.jobs.sendPayouts(later(24 * 3600));
    expect(sim().transfersTo('600125')).toHaveLength(1);
    expect((await earnings(host))[0]?.payoutStatus).toBe('failed');

    // The admin sees it, with why.
    expect((await as(t, host).get('/api/admin/payouts/held')).statusCode).toBe(403);
    const held = (await as(t, admin).get('/api/admin/payouts/held')).json().data as { id: string; to: string; outcomeUnknown: boolean; amount: number }[];
    expect(held.find((h) => h.id === id)).toMatchObject({ to: 'Paybill 600125, account ACC-9', outcomeUnknown: true, amount: 900 });
    // Sending again needs the statement read: M-Pesa may have paid it.
    const blind = await as(t, admin).post(`/api/admin/payouts/${id}/retry`, {});
    expect(blind.statusCode).toBe(409);
    expect(blind.json().message).toBe(PAYOUT_ADMIN_MESSAGES.unknownOutcome);
    expect((await as(t, host).post(`/api/admin/payouts/${id}/retry`, { statementChecked: true })).statusCode).toBe(403);

    // Recorded sent by hand instead: the host sees it sent with that code, the ledger pays their account.
    expect((await as(t, admin).post(`/api/admin/payouts/${id}/sent`, { reference: 'nope' })).statusCode).toBe(400);
    const recorded = await as(t, admin).post(`/api/admin/payouts/${id}/sent`, { reference: 'tkh1234567' });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().data.status).toBe('manual');
    expect((await earnings(host))[0]).toMatchObject({ payoutStatus: 'sent', payoutReceipt: 'TKH1234567' });
    const moved = await db()
      .select({ account: ledgerEntries.account, cents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.payoutId, id), eq(ledgerEntries.mpesaRef, 'TKH1234567')));
    expect(moved.sort((x, y) => x.account.localeCompare(y.account))).toEqual([
      { account: 'host', cents: 90_000 },
      { account: 'mpesa', cents: -90_000 },
    ]);
    // Once: neither recorded again nor sent again.
    expect((await as(t, admin).post(`/api/admin/payouts/${id}/sent`, { reference: 'TKH1234568' })).statusCode).toBe(409);
    expect((await as(t, admin).post(`/api/admin/payouts/${id}/retry`, { statementChecked: true })).statusCode).toBe(409);
    expect((await as(t, admin).post(`/api/admin/payouts/00000000-0000-4000-8000-000000000000/retry`, {})).statusCode).toBe(404);
  });

  it('an admin sends a payout M-Pesa refused again: it starts over and goes', async () => {
    const admin = await signUp(t, { role: 'admin' });
    const host = await signUp(t, { role: 'owner' });
    const guest = await signUp(t);
    await as(t, host).put('/api/owner/payout-account', { kind: 'paybill', number: '600126', account: 'ACC-1', password: host.password });
    await finished(host, guest, 30, 1000);
    await t.app.jobs.scheduleHostPayouts();
    const [row] = await db().select().from(payouts).where(eq(payouts.hostId, host.user.id));
    await db()
      .update(payouts)
      .set({ status: 'held', attempts: PAYOUT_MAX_ATTEMPTS, lastError: problemCode({ key: 'mpesa_said', values: { said: 'Failed' } }) })
      .where(eq(payouts.id, row!.id));
    const retried = await as(t, admin).post(`/api/admin/payouts/${row!.id}/retry`, {});
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data.status).toBe('queued');
    expect((await payoutById(row!.id)).lastError).toBeNull();
    // The log says where it went again in its reader's words.
    const said = async (language: string) =>
      (
        (await as(t, admin).get('/api/admin/audit?limit=50', undefined, { 'accept-language': language })).json().data as {
          action: string;
          targetId: string;
          summary: string;
        }[]
      )
        .filter((a) => a.action === 'payout.retried' && a.targetId === host.user.id)
        .map((a) => a.summary);
    expect(await said('en')).toEqual(['Sent a payout of KSH 900 to Paybill 600126, account ACC-1 again']);
    expect(await said('sw')).toEqual([
      m.audit_payout_retried({ amount: '900', destination: m.payout_to_paybill({ number: '600126', account: 'ACC-1' }, { locale: 'sw' }) }, { locale: 'sw' }),
    ]);
    await t.app.jobs.sendPayouts(later(1));
    await expect.poll(async () => (await payoutById(row!.id)).status, { timeout: 5000 }).toBe('sent');
    expect(sim().transfersTo('600126')).toHaveLength(1);
  });
});
