import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@nafasi/shared/i18n';
import { nairobiDate, nairobiMonth } from '@nafasi/shared/time';
import { parse as parseCsv } from 'csv-parse/sync';
import { pdfText } from '../../test/pdf-text.ts';
import { englishLines, peoplesNames } from '../../test/english.ts';
import { bookings, ledgerEntries, payouts } from '../../db/schema.ts';
import { as, createListeningTestApp, createTestApp, insertSpace, signUp, type TestContext } from '../../test/harness.ts';
import { applied, bookingForLedger, received } from './ledger.ts';

/*
 * Who sells a booking and the tax that follows (docs/TAX.md): the terms a booking is sold with come
 * from the settings and the seller's registration when it is made, and stay with it.
 */

type Who = Awaited<ReturnType<typeof signUp>>;
let day = 30;
const book = async (t: TestContext, guest: Who, spaceId: string) => {
  const res = await as(t, guest).post('/api/bookings', {
    spaceId,
    date: nairobiDate(new Date(Date.now() + day++ * 86_400_000)),
    startTime: '09:00',
    endTime: '11:00',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; reference: string; invoice: { subtotal: number; tax: number; total: number; terms: Record<string, unknown> } };
};
const hostedSpace = async (t: TestContext, host: Who, hourlyRate = 2500) => {
  const space = await insertSpace(t.database, { hourlyRate });
  await t.database.db.execute(sql`update spaces set owner_id = ${host.user.id} where id = ${space.id}`);
  return space;
};

describe('tax details', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ TAX_MODEL: 'marketplace' });
  });
  afterAll(() => t?.close());

  it('keeps a KRA PIN of the right form, in capitals; a VAT-registered seller must give one; only for oneself', async () => {
    const host = await signUp(t, { role: 'owner' });
    expect((await as(t, host).get('/api/account/tax')).json().data).toEqual({
      kraPin: null,
      vatRegistered: false,
      invoiceName: null,
      updatedAt: null,
      model: 'marketplace',
      vatRatePercent: 16,
    });
    for (const kraPin of ['P05123456X', 'P0512345678X', '1051234567X', 'P051234567', 'P05123 4567X', 'PIN P051234567X']) {
      const res = await as(t, host).put('/api/account/tax', { kraPin });
      expect(res.statusCode, kraPin).toBe(400);
      expect(res.json()).toMatchObject({ field: 'kraPin', message: expect.stringContaining(m.tax_pin_format()) });
    }
    const noPin = await as(t, host).put('/api/account/tax', { vatRegistered: true });
    expect(noPin.statusCode).toBe(400);
    expect(noPin.json()).toMatchObject({ field: 'kraPin', message: expect.stringContaining(m.tax_pin_needed_for_vat()) });
    expect((await as(t, host).put('/api/account/tax', { kraPin: 'P051234567X', vatRegistered: 'yes' })).statusCode).toBe(400);
    expect((await as(t, host).put('/api/account/tax', { kraPin: 'P051234567X', role: 'admin' })).statusCode).toBe(400);
    // Nothing was half-written by the refusals.
    expect((await as(t, host).get('/api/account/tax')).json().data.kraPin).toBeNull();

    const saved = await as(t, host).put('/api/account/tax', { kraPin: ' p051234567x ', vatRegistered: true, invoiceName: '  Kariuki Spaces Ltd ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ kraPin: 'P051234567X', vatRegistered: true, invoiceName: 'Kariuki Spaces Ltd' });
    expect((await as(t, host).get('/api/account/tax')).json().data).toMatchObject({ kraPin: 'P051234567X', vatRegistered: true });
    // An empty PIN clears it, which a registered seller may not do.
    expect((await as(t, host).put('/api/account/tax', { kraPin: '', vatRegistered: true })).statusCode).toBe(400);
    expect((await as(t, host).put('/api/account/tax', { kraPin: '', vatRegistered: false, invoiceName: '' })).json().data).toMatchObject({
      kraPin: null,
      invoiceName: null,
    });
    expect((await as(t, null).get('/api/account/tax')).statusCode).toBe(401);
    expect((await as(t, null).put('/api/account/tax', { kraPin: 'P051234567X' })).statusCode).toBe(401);
  });
});

describe('the marketplace model: the host sells, Nafasi collects for them', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ TAX_MODEL: 'marketplace', BOOKING_MAX_HOLDS: '50' });
  });
  afterAll(() => t?.close());

  it('charges VAT only where the host is VAT-registered, says so in words, and a booking keeps the terms it was made with', async () => {
    const host = await signUp(t, { role: 'owner' });
    const guest = await signUp(t, { name: 'Wanjiru Guest' });
    const space = await hostedSpace(t, host);
    // Not registered: no VAT, and the booking screen is told why.
    expect((await as(t, null).get(`/api/spaces/${space.id}/tax`)).json().data).toEqual({ kind: 'none', rateBp: 0, seller: 'host' });
    const before = await book(t, guest, space.id);
    expect(before.invoice).toMatchObject({ subtotal: 5000, tax: 0, total: 5000 });
    expect(before.invoice.terms).toMatchObject({ kind: 'none', seller: 'host', sellerPin: null });

    expect((await as(t, host).put('/api/account/tax', { kraPin: 'P051234567X', vatRegistered: true })).statusCode).toBe(200);
    expect((await as(t, null).get(`/api/spaces/${space.id}/tax`)).json().data).toEqual({ kind: 'vat', rateBp: 1600, seller: 'host' });
    const after = await book(t, guest, space.id);
    expect(after.invoice).toMatchObject({ subtotal: 5000, tax: 800, total: 5800 });
    expect(after.invoice.terms).toMatchObject({ kind: 'vat', rateBp: 1600, seller: 'host', sellerPin: 'P051234567X', buyerName: null, buyerPin: null });

    // The booking made before keeps its terms and amounts, on every read.
    const again = (await as(t, guest).get(`/api/bookings/${before.id}`)).json().data;
    expect(again.invoice).toMatchObject({ tax: 0, total: 5000, terms: { kind: 'none' } });
    // A host who stops being registered changes only what is booked next.
    await as(t, host).put('/api/account/tax', { kraPin: 'P051234567X', vatRegistered: false });
    expect((await as(t, guest).get(`/api/bookings/${after.id}`)).json().data.invoice).toMatchObject({ tax: 800, terms: { kind: 'vat' } });
  });

  it('names a company and its PIN on the invoices of the guest who gave them', async () => {
    const host = await signUp(t, { role: 'owner' });
    const guest = await signUp(t, { name: 'Otieno Booker' });
    const space = await hostedSpace(t, host);
    await as(t, guest).put('/api/account/tax', { kraPin: 'P052222222Q', invoiceName: 'Acme Kenya Ltd' });
    const made = await book(t, guest, space.id);
    expect(made.invoice.terms).toMatchObject({ buyerName: 'Acme Kenya Ltd', buyerPin: 'P052222222Q' });
    // A PIN without a company name names the person.
    const person = await signUp(t, { name: 'Akinyi Solo' });
    await as(t, person).put('/api/account/tax', { kraPin: 'A001234567B' });
    expect((await book(t, person, space.id)).invoice.terms).toMatchObject({ buyerName: 'Akinyi Solo', buyerPin: 'A001234567B' });
  });

  it("sells Nafasi's own listings as Nafasi, without VAT while it is not registered; the quote of a hidden space is not found", async () => {
    const guest = await signUp(t);
    const own = await insertSpace(t.database, { hourlyRate: 1000 });
    expect((await as(t, null).get(`/api/spaces/${own.id}/tax`)).json().data).toEqual({ kind: 'none', rateBp: 0, seller: 'nafasi' });
    expect((await book(t, guest, own.id)).invoice).toMatchObject({ subtotal: 2000, tax: 0, total: 2000, terms: { seller: 'nafasi', kind: 'none' } });
    const pending = await insertSpace(t.database, { status: 'pending' });
    expect((await as(t, null).get(`/api/spaces/${pending.id}/tax`)).statusCode).toBe(404);
    expect((await as(t, null).get('/api/spaces/not-an-id/tax')).statusCode).toBe(400);
  });
});

describe('Nafasi VAT-registered, and the ledger', () => {
  let t: TestContext;
  beforeAll(async () => {
    // These tests read a month of what the ledger took in: begun within two minutes of a Nairobi
    // month's end (CI runs at any hour), they wait for the next month, so all of it falls in one.
    const left = nairobiMonth(nairobiDate().slice(0, 7)).to.getTime() - Date.now();
    if (left < 120_000) await new Promise((r) => setTimeout(r, left + 1000));
    t = await createTestApp({ TAX_MODEL: 'marketplace', NAFASI_VAT_REGISTERED: 'true', NAFASI_KRA_PIN: 'P051111111N', BOOKING_MAX_HOLDS: '50' });
  }, 180_000);
  afterAll(() => t?.close());

  it("splits a paid booking into the host's share with their VAT, Nafasi's fee and the VAT on it, and earnings say the same", async () => {
    const host = await signUp(t, { role: 'owner' });
    const guest = await signUp(t);
    await as(t, host).put('/api/account/tax', { kraPin: 'P051234567X', vatRegistered: true });
    const space = await hostedSpace(t, host, 2750.5);
    const made = await book(t, guest, space.id);
    // 2 h at 2,750.50: 5,501.00; VAT 880.16; total 6,381.16, paid as 6,382 (M-Pesa's whole shillings).
    expect(made.invoice).toMatchObject({ subtotal: 5501, tax: 880.16, total: 6381.16 });
    await t.database.db.transaction(async (tx) => {
      await received(tx, 638_200, 'TAXTEST001', 'paybill payment', made.id);
      await applied(tx, (await bookingForLedger(tx, made.id))!, 638_200, 10, 'TAXTEST001');
      await tx.update(bookings).set({ paymentStatus: 'paid', status: 'confirmed', paidAt: new Date() }).where(eq(bookings.id, made.id));
    });
    const entries = await t.database.db
      .select({ account: ledgerEntries.account, cents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memo, 'booking paid'));
    const by = Object.fromEntries(entries.map((e) => [e.account, e.cents]));
    // Fee 550.10 and VAT on it 88.02; the host's share 5,501 − 550.10 − 88.02 + 880.16 = 5,743.04.
    expect(by).toEqual({ unapplied: 638_200, host: -574_304, fees: -(55_010 + 84), vat: -8_802 });
    expect(entries.reduce((a, e) => a + e.cents, 0)).toBe(0);
    const earnings = (await as(t, host).get('/api/owner/earnings')).json().data;
    expect(earnings.rows[0]).toMatchObject({ subtotal: 5501, vat: 880.16, fee: 550.1, feeVat: 88.02, payout: 5743.04 });
    expect(earnings.totals).toMatchObject({ subtotal: 5501, vat: 880.16, fee: 550.1, feeVat: 88.02, payout: 5743.04, owed: 5743.04 });
  });

  it('shows admins what is owed to KRA by month, and records payments to KRA: never more than owed, each reference once', async () => {
    const admin = await signUp(t, { role: 'admin' });
    const host = await signUp(t, { role: 'owner' });
    // The month the VAT above was taken in, as the ledger wrote it (Nairobi's calendar).
    const [taken] = await t.database.db.select({ at: ledgerEntries.createdAt }).from(ledgerEntries).where(eq(ledgerEntries.account, 'vat'));
    const month = nairobiDate(taken!.at).slice(0, 7);
    const read = async () => (await as(t, admin).get(`/api/admin/tax?month=${month}`)).json().data;
    expect((await read()).kinds).toEqual([
      { kind: 'vat', collected: 88.02, remitted: 0, owed: 88.02 },
      { kind: 'withholding', collected: 0, remitted: 0, owed: 0 },
    ]);
    const pay = (body: object, who = admin) => as(t, who).post('/api/admin/tax/remittances', body);
    const guest = await signUp(t);
    const paidBooking = async (space: { id: string }, code: string) => {
      const made = await book(t, guest, space.id);
      const cents = Math.ceil(made.invoice.total) * 100;
      await t.database.db.transaction(async (tx) => {
        await received(tx, cents, code, 'paybill payment', made.id);
        await applied(tx, (await bookingForLedger(tx, made.id))!, cents, 10, code);
      });
    };
    const tooMuch = await pay({ kind: 'vat', month, amount: 100, reference: 'KRA202612000001' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ field: 'amount', message: expect.stringContaining('KSH 88.02') });
    for (const [body, field] of [
      [{ kind: 'income', month, amount: 10, reference: 'KRA1' }, 'kind'],
      [{ kind: 'vat', month: '2026-13', amount: 10, reference: 'KRA1' }, 'month'],
      [{ kind: 'vat', month, amount: 1.234, reference: 'KRA1' }, 'amount'],
      [{ kind: 'vat', month, amount: -5, reference: 'KRA1' }, 'amount'],
      [{ kind: 'vat', month, amount: 10, reference: '  ' }, 'reference'],
    ] as const) {
      const res = await pay(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    expect((await pay({ kind: 'vat', month, amount: 10, reference: 'KRA1' }, host)).statusCode).toBe(403);
    expect((await as(t, host).get(`/api/admin/tax?month=${month}`)).statusCode).toBe(403);

    const paid = await pay({ kind: 'vat', month, amount: 50, reference: ' kra202612000001 ' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({ kind: 'vat', month, amount: 50, reference: 'KRA202612000001' });
    expect((await pay({ kind: 'vat', month, amount: 1, reference: 'KRA202612000001' })).json()).toMatchObject({ field: 'reference' });
    const after = await read();
    expect(after.kinds[0]).toEqual({ kind: 'vat', collected: 88.02, remitted: 50, owed: 38.02 });
    expect(after.remittances).toHaveLength(1);
    // What is owed, and no more: two admins paying it at once record it once, round after round
    // (each round the rest of the month's VAT, then nothing).
    for (let round = 0; round < 3; round++) {
      const owedNow = (await read()).kinds[0].owed as number;
      expect(owedNow, `round ${round}`).toBeGreaterThan(0);
      const both = await Promise.all([
        pay({ kind: 'vat', month, amount: owedNow, reference: `KRA2026120001${round}A` }),
        pay({ kind: 'vat', month, amount: owedNow, reference: `KRA2026120001${round}B` }),
      ]);
      expect(both.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([201, 409]);
      expect((await read()).kinds[0].owed, `round ${round}`).toBe(0);
      // Another paid booking this month: VAT on Nafasi's fee owed for the next round.
      if (round < 2) await paidBooking(await hostedSpace(t, host, 1000), `TAXROUND${round}`);
    }
    // The ledger: out of VAT, out of the money Nafasi holds, balanced; the reconciliation names it.
    const [vat] = await t.database.db
      .select({ n: sql<string>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.account, 'vat'));
    expect(Number(vat!.n)).toBe(0);
    const reconciliation = (await as(t, admin).get('/api/admin/reconciliation')).json().data;
    expect(reconciliation.total).toBe(0);
    expect(reconciliation.differences).toContainEqual(
      expect.objectContaining({ ref: 'kra:KRA202612000001', what: 'paid to KRA (VAT or withholding), recorded by an admin', ledger: -50 }),
    );
    const logged = (await as(t, admin).get('/api/admin/audit')).json().data;
    expect(JSON.stringify(logged)).toContain('Recorded a payment to KRA of KSH 50 (vat');
  });

  it('refuses to start registered for VAT without a PIN to print', async () => {
    await expect(createTestApp({ NAFASI_VAT_REGISTERED: 'true' })).rejects.toThrow(/NAFASI_KRA_PIN/);
    await expect(createTestApp({ NAFASI_KRA_PIN: 'NOT-A-PIN' })).rejects.toThrow(/NAFASI_KRA_PIN must be a KRA PIN/);
    await expect(createTestApp({ TAX_MODEL: 'whatever' })).rejects.toThrow(/TAX_MODEL/);
  });
});

describe('the seller model, and the flat rate', () => {
  it('under TAX_MODEL=seller Nafasi sells every booking; under flat every booking carries the flat rate, kept as tax', async () => {
    const seller = await createTestApp({ TAX_MODEL: 'seller', NAFASI_VAT_REGISTERED: 'true', NAFASI_KRA_PIN: 'P051111111N' });
    try {
      const host = await signUp(seller, { role: 'owner' });
      const guest = await signUp(seller);
      const space = await hostedSpace(seller, host, 1000);
      expect((await book(seller, guest, space.id)).invoice).toMatchObject({
        subtotal: 2000,
        tax: 320,
        total: 2320,
        terms: { kind: 'vat', seller: 'nafasi', sellerPin: 'P051111111N' },
      });
    } finally {
      await seller.close();
    }
    const flat = await createTestApp({ TAX_MODEL: 'flat', FLAT_TAX_PERCENT: '10' });
    try {
      const guest = await signUp(flat);
      const space = await insertSpace(flat.database, { hourlyRate: 1000 });
      expect((await as(flat, null).get(`/api/spaces/${space.id}/tax`)).json().data).toEqual({ kind: 'flat', rateBp: 1000, seller: 'nafasi' });
      expect((await book(flat, guest, space.id)).invoice).toMatchObject({ subtotal: 2000, tax: 200, total: 2200, terms: { kind: 'flat', rateBp: 1000 } });
    } finally {
      await flat.close();
    }
  });
});

describe('withholding on payouts', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createListeningTestApp({ TAX_MODEL: 'marketplace', PAYOUT_WITHHOLDING_PERCENT: '5', BOOKING_MAX_HOLDS: '50' });
  });
  afterAll(() => t?.close());

  it('deducts 5 % of the sale for KRA, waits for the host’s PIN, and the statement and the ledger say the same', async () => {
    const host = await signUp(t, { role: 'owner', name: 'Mwangi Host' });
    const guest = await signUp(t);
    expect((await as(t, host).put('/api/owner/payout-account', { kind: 'mpesa', number: '0722 000 444', password: host.password })).statusCode).toBe(200);
    const space = await hostedSpace(t, host, 2500);
    const made = await book(t, guest, space.id);
    // 2 h at 2,500, no VAT (the host is not registered): 5,000 paid, the host's share 4,500 after the 10 % fee.
    await t.database.db.transaction(async (tx) => {
      await received(tx, 500_000, 'WHTTEST001', 'paybill payment', made.id);
      await applied(tx, (await bookingForLedger(tx, made.id))!, 500_000, 10, 'WHTTEST001');
      await tx.update(bookings).set({ paymentStatus: 'paid', status: 'confirmed', paidAt: new Date() }).where(eq(bookings.id, made.id));
    });
    const yearOn = new Date(Date.now() + 400 * 86_400_000);

    // No PIN yet: told so, and nothing is sent.
    const waiting = (await as(t, host).get('/api/owner/earnings')).json().data;
    expect(waiting).toMatchObject({ withholdingPercent: 5, needsPin: true });
    expect(await t.app.jobs.scheduleHostPayouts(yearOn)).toBe(0);
    expect(waiting.rows[0]).toMatchObject({ subtotal: 5000, fee: 500, withholding: 250, payout: 4250 });

    await as(t, host).put('/api/account/tax', { kraPin: 'A009876543Z' });
    expect((await as(t, host).get('/api/owner/earnings')).json().data.needsPin).toBe(false);
    expect(await t.app.jobs.scheduleHostPayouts(yearOn)).toBe(1);
    const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.hostId, host.user.id));
    expect(payout!.amount).toBe(4250);
    await t.app.jobs.sendPayouts(yearOn);
    await expect.poll(async () => (await t.database.db.select().from(payouts).where(eq(payouts.id, payout!.id)))[0]?.status, { timeout: 15_000 }).toBe('sent');

    // The ledger: 250 owed to KRA, nothing left owed to the host, every movement balanced.
    const sumOf = async (account: 'withholding' | 'host') =>
      Number(
        (
          await t.database.db
            .select({ n: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
            .from(ledgerEntries)
            .where(account === 'host' ? eq(ledgerEntries.hostId, host.user.id) : eq(ledgerEntries.account, account))
        )[0]?.n,
      );
    expect(await sumOf('withholding')).toBe(-25_000);
    expect(await sumOf('host')).toBe(0);
    const paidOut = (await as(t, host).get('/api/owner/earnings')).json().data;
    expect(paidOut.rows[0]).toMatchObject({ withholding: 250, payout: 4250, payoutStatus: 'sent' });
    expect(paidOut.totals).toMatchObject({ withholding: 250, payout: 4250, owed: 0, sent: 4250 });
    // The earnings CSV says the same as the screen.
    const earningsCsv: string[][] = parseCsv((await as(t, host).get('/api/owner/earnings.csv')).body);
    expect(earningsCsv[0]?.slice(4, 10)).toEqual([
      'Amount before tax (KSH)',
      'VAT charged (KSH)',
      'Nafasi fee (KSH)',
      'VAT on the fee (KSH)',
      'Withholding (KSH)',
      'Payout (KSH)',
    ]);
    expect(earningsCsv.find((r) => r[0] === made.reference)?.slice(4, 10)).toEqual(['5000.00', '0.00', '500.00', '0.00', '250.00', '4250.00']);

    // The month's statement, read back by a CSV parser.
    const [sentRow] = await t.database.db.select().from(payouts).where(eq(payouts.id, payout!.id));
    const month = nairobiDate(sentRow!.sentAt!).slice(0, 7);
    const csv = await as(t, host).get(`/api/owner/withholding.csv?month=${month}`);
    expect(csv.statusCode).toBe(200);
    const table: string[][] = parseCsv(csv.body);
    expect(table.slice(0, 4).map((r) => r.slice(0, 2))).toEqual([
      ['Withholding statement', month],
      ['Payee', 'Mwangi Host'],
      ['Payee KRA PIN', 'A009876543Z'],
      ['Withholding rate', '5%'],
    ]);
    expect(table.find((r) => r[2] === made.reference)).toEqual([
      nairobiDate(sentRow!.sentAt!),
      sentRow!.receipt,
      made.reference,
      '5000.00',
      '250.00',
      '4250.00',
    ]);
    expect(table.at(-1)).toEqual(['Total', '', '', '5000.00', '250.00', '4250.00']);
    // The same statement as a PDF, read back by an independent reader (pdf.js): the payee and their
    // PIN, the withholder, the booking's line and the totals.
    const pdf = await as(t, host).get(`/api/owner/withholding.pdf?month=${month}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="nafasi-withholding-${month}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Withholding statement ${month}`);
    expect(text).toContain('Payee: Mwangi Host');
    expect(text).toContain('Payee KRA PIN: A009876543Z');
    expect(text).toContain('Withholding rate: 5%');
    expect(text).toContain(`${nairobiDate(sentRow!.sentAt!)} ${sentRow!.receipt} ${made.reference} 5000.00 250.00 4250.00`);
    expect(text).toContain('Total 5000.00 250.00 4250.00');
    expect((await as(t, guest).get(`/api/owner/withholding.pdf?month=${month}`)).statusCode).toBe(403);
    expect((await as(t, host).get('/api/owner/withholding.pdf?month=2026-13')).json()).toMatchObject({ field: 'month' });
    // In Kiswahili the earnings, the statement and its PDF hold no English but what people wrote
    // (names, the space's title) and codes (issue 63); the same check reads the English ones as English.
    const people = [...(await peoplesNames(t.database.db)), space.title];
    const english = async (language: string) => {
      const headers = { 'accept-language': language };
      const read = [
        (await as(t, host).get('/api/owner/earnings.csv', undefined, headers)).body,
        (await as(t, host).get(`/api/owner/withholding.csv?month=${month}`, undefined, headers)).body,
        await pdfText((await as(t, host).get(`/api/owner/withholding.pdf?month=${month}`, undefined, headers)).rawPayload),
      ];
      return read.flatMap((text) => englishLines(text, people));
    };
    expect(await english('sw-KE')).toEqual([]);
    expect((await english('en-KE')).length).toBeGreaterThan(10);
    // Another month holds nothing; a month of the wrong form is refused; only hosts ask.
    const other: string[][] = parseCsv((await as(t, host).get('/api/owner/withholding.csv?month=2020-01')).body);
    expect(other.at(-1)).toEqual(['Total', '', '', '0.00', '0.00', '0.00']);
    for (const bad of ['2026-13', '2026-1', 'december', ''])
      expect((await as(t, host).get(`/api/owner/withholding.csv?month=${bad}`)).json(), bad).toMatchObject({ field: 'month' });
    expect((await as(t, guest).get(`/api/owner/withholding.csv?month=${month}`)).statusCode).toBe(403);
  });
});
