import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { c2bTransactions, ledgerEntries } from '../../db/schema.ts';
import { sharedSecret } from '../../lib/secrets.ts';
import { bookFreshSpace, c2bSettled, createListeningTestApp, signUp, type TestContext } from '../../test/harness.ts';
import { SAFARICOM_CALLBACK_ADDRESSES } from '../../config.ts';
import { DARAJA_HOOKS } from './paths.ts';
import { C2B_ASK_AGAIN_S, C2B_MAX_CHECKS } from './service.ts';
import { SIMULATOR_PHONES } from './simulator.ts';

/*
 * Daraja's hooks under attack (issue 57): their secrets never reach a log, they answer only
 * Safaricom's addresses where that is set, and a report nobody at M-Pesa made is never money.
 */
const lines: string[] = [];
let t: TestContext;
beforeAll(async () => {
  const log = new PassThrough();
  log.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  t = await createListeningTestApp({ LOG_LEVEL: 'info', BOOKING_MAX_HOLDS: '100' }, { logStream: log });
});
afterAll(() => t?.close());

let n = 0;
const booking = async () => {
  const guest = await signUp(t);
  return { guest, ...(await bookFreshSpace(t, guest, { hourlyRate: 1000, daysAhead: 12 + ++n })) };
};
const statusOf = async (guest: { auth: Record<string, string> }, id: string) =>
  (await t.app.inject({ url: `/api/bookings/${id}`, headers: guest.auth })).json().data.paymentStatus as string;

describe('Daraja’s secrets stay out of the logs', () => {
  it('logs each hook by its route, never the secret or token in its path, whoever calls and whatever it answers', async () => {
    const c2bSecret = await sharedSecret(t.database.db, 'daraja-c2b');
    const resultsSecret = await sharedSecret(t.database.db, 'daraja-results');
    // A paybill payment (validation, confirmation, a status query and its answer), a push with its
    // callback at its own token, a mistyped and a made-up hook address, a GET of a hook.
    const paid = await booking();
    await c2bSettled(t, await t.app.mpesaSimulator!.payBill(1100, '254712345678', paid.reference));
    const pushed = await booking();
    await t.app.inject({ method: 'POST', url: `/api/bookings/${pushed.id}/mpesa`, headers: pushed.guest.auth, payload: { phone: SIMULATOR_PHONES.paid } });
    await expect.poll(() => statusOf(pushed.guest, pushed.id), { timeout: 5000 }).toBe('paid');
    await t.app.inject({ method: 'GET', url: DARAJA_HOOKS.c2bConfirmation(c2bSecret) });
    await t.app.inject({ method: 'POST', url: `${DARAJA_HOOKS.statusResult(resultsSecret)}?again=${resultsSecret}`, payload: {} });
    await t.app.inject({ method: 'POST', url: `/api/hooks/c2b/${c2bSecret}x/confirmation`, payload: {} });
    const tokens = t.app.mpesaSimulator!.callbacks.map((c) => new URL(c.url).pathname.split('/').pop() ?? '');
    expect(tokens.length).toBeGreaterThan(0);
    const written = lines.join('\n');
    expect(written).toContain('/api/hooks/c2b/:secret/confirmation');
    expect(written).toContain('/api/hooks/stk/:token');
    for (const secret of [c2bSecret, resultsSecret, ...tokens]) expect(written).not.toContain(secret);
  });

  it('never writes a single-use link’s token or a search’s words into the access log', async () => {
    await t.app.inject({ method: 'GET', url: '/api/spaces?q=private%20words%20kilimani' });
    await t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { token: 'a'.repeat(64) } });
    await t.app.inject({ method: 'GET', url: `/reset-password/${'b'.repeat(40)}?token=${'c'.repeat(40)}` });
    const written = lines.join('\n');
    expect(written).not.toMatch(/private%20words|kilimani/);
    expect(written).not.toContain('b'.repeat(40));
    expect(written).not.toContain('c'.repeat(40));
  });
});

const reportOf = async (transId: string) => (await t.database.db.select().from(c2bTransactions).where(eq(c2bTransactions.transId, transId)))[0];

describe('M-Pesa money is what M-Pesa confirms', () => {
  it('never confirms a booking on a report M-Pesa never made, in rounds: asked about, then set aside, never in the ledger', async () => {
    const secret = await sharedSecret(t.database.db, 'daraja-c2b');
    for (let round = 0; round < 3; round++) {
      const b = await booking();
      const transId = `SFAKE${String(round).padStart(5, '0')}`;
      const res = await t.app.inject({
        method: 'POST',
        url: DARAJA_HOOKS.c2bConfirmation(secret),
        payload: { TransID: transId, TransAmount: '1100.00', BillRefNumber: b.reference, MSISDN: '254712345678', TransTime: '20261202093000' },
      });
      expect(res.statusCode).toBe(200);
      for (let asked = 1; asked <= C2B_MAX_CHECKS + 1; asked++) {
        await t.app.jobs.confirmC2bReports(new Date(Date.now() + asked * (C2B_ASK_AGAIN_S + 1) * 1000));
        // M-Pesa's answer has come: it clears the question it answers.
        await expect.poll(async () => (await reportOf(transId))?.statusQueryId ?? null).toBeNull();
      }
      const kept = await reportOf(transId);
      expect(kept, `round ${round}`).toMatchObject({ verifiedAt: null, matchedBookingId: null, refundedAt: null });
      expect(kept?.unconfirmedAt).toBeInstanceOf(Date);
      expect(await statusOf(b.guest, b.id)).toBe('pending');
      expect(await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.mpesaRef, transId))).toEqual([]);
      // Its code typed by the guest pays nothing either.
      const typed = await t.app.inject({ method: 'PUT', url: `/api/bookings/${b.id}/mpesa-code`, headers: b.guest.auth, payload: { code: transId } });
      expect(typed.json().data?.status ?? 'refused').not.toBe('confirmed');
    }
  });

  it('confirms a real paybill payment once M-Pesa’s answer agrees, with the receipt and the ledger', async () => {
    const b = await booking();
    const transId = await t.app.mpesaSimulator!.payBill(1100, '254712345678', b.reference);
    const settled = await c2bSettled(t, transId);
    expect(settled).toMatchObject({ matchedBookingId: b.id, statusQueryId: null });
    expect(await statusOf(b.guest, b.id)).toBe('paid');
    const entries = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.mpesaRef, transId));
    expect(entries.length).toBeGreaterThan(0);
  });
});

describe('Daraja’s callbacks only from Safaricom, where that is set (MPESA_CALLBACK_SOURCES)', () => {
  let guarded: TestContext;
  beforeAll(async () => {
    guarded = await createListeningTestApp({ MPESA_CALLBACK_SOURCES: 'safaricom,10.20.0.0/16' });
  });
  afterAll(() => guarded?.close());

  it('refuses a callback from any other address before reading it, and takes one from Safaricom’s and the listed network', async () => {
    const secret = await sharedSecret(guarded.database.db, 'daraja-c2b');
    const report = (transId: string) => ({ TransID: transId, TransAmount: '100', BillRefNumber: 'NF-NOSUCH', MSISDN: '254712345678' });
    const post = (remoteAddress: string, transId: string) =>
      guarded.app.inject({ method: 'POST', url: DARAJA_HOOKS.c2bConfirmation(secret), remoteAddress, payload: report(transId) });
    for (const [address, status] of [
      ['203.0.113.9', 403],
      ['127.0.0.1', 403],
      ['::ffff:203.0.113.9', 403],
      ['2001:db8::1', 403],
      [SAFARICOM_CALLBACK_ADDRESSES[0], 200],
      [`::ffff:${SAFARICOM_CALLBACK_ADDRESSES[3]}`, 200],
      ['10.20.4.5', 200],
    ] as const) {
      const transId = `SSRC${address.replace(/\W/g, '').slice(-6).toUpperCase().padStart(6, '0')}`;
      const res = await post(address, transId);
      expect(res.statusCode, address).toBe(status);
      const [kept] = await guarded.database.db.select().from(c2bTransactions).where(eq(c2bTransactions.transId, transId));
      expect(Boolean(kept), address).toBe(status === 200);
    }
    // Everything else the product serves answers anyone.
    expect((await guarded.app.inject({ url: '/api/payments/mpesa', remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
  });
});
