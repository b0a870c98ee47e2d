import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { validateXML } from 'xmllint-wasm';
import { m } from '@nafasi/shared/i18n';
import { REFUND_REASONS, refundReasonText, type BankCredit, type BankStatement, type Refund } from '@nafasi/shared/payments';
import { formatKsh } from '@nafasi/shared/money';
import { bookFreshSpace, createTestApp, signUp, type TestContext } from '../../test/harness.ts';
import { bankCredits, ledgerEntries, payouts, refunds } from '../../db/schema.ts';
import { amountToCents, bookingReferences, readStatement } from './bank-statements.ts';
import { camt053, mt940, type FixtureEntry } from './fixtures/bank-statements.ts';

/*
 * Bank transfers (docs/PAYMENTS.md "Bank transfers"): statements as Kenyan banks write them (camt.053
 * validated against ISO's schema, MT940 with balances that add up), each credit matched to the
 * bookings it names (whole, short, over, several in one transfer), held for an admin when it names
 * none, counted once across statements, and the ledger still balancing to the shilling.
 */

const XSD = (version: '02' | '08') => readFileSync(path.join(import.meta.dirname, `fixtures/iso20022/camt.053.001.${version}.xsd`), 'utf8');
async function schemaErrors(xml: string, version: '02' | '08') {
  const result = await validateXML({
    xml: [{ fileName: 'statement.xml', contents: xml }],
    schema: [{ fileName: `camt.053.001.${version}.xsd`, contents: XSD(version) }],
  });
  return result.errors.map((e) => e.rawMessage);
}

const day = '2026-12-04';
/** A day of Nafasi's account with every kind of line a bank writes. */
const everyKind = (refs: { whole: string; short: string; over: string; first: string; second: string }): FixtureEntry[] => [
  {
    amount: 396_000,
    bankRef: 'FT26338AB1C2',
    bookedOn: day,
    payer: 'ACME KENYA LIMITED',
    payerAccount: '1100223344',
    narrative: `${refs.whole} HALL BOOKING`,
    via: 'PESALINK',
  },
  { amount: 100_000, bankRef: 'FT26338AB1C3', bookedOn: day, payer: 'JANE WANJIKU', narrative: `PAYMENT ${refs.short.replace('-', '')} DEPOSIT`, via: 'EFT' },
  { amount: 400_000, bankRef: 'FT26338AB1C4', bookedOn: day, payer: 'SAFARI EVENTS LTD', narrative: `Ref ${refs.over.toLowerCase()}`, via: 'RTGS' },
  {
    amount: 5_432,
    bankRef: 'FT26338AB1C5',
    bookedOn: day,
    payer: 'KILIMANI TRADERS',
    narrative: `INVOICES ${refs.first} AND ${refs.second}`,
    via: 'PESALINK',
  },
  { amount: 12_000, bankRef: 'FT26338AB1C6', bookedOn: day, payer: 'UNKNOWN PAYER', narrative: 'SCHOOL FEES TERM 1', via: 'EFT' },
  { amount: 1_000, currency: 'USD', bankRef: 'FT26338AB1C7', bookedOn: day, payer: 'GLOBAL CORP', narrative: `${refs.whole} USD`, via: 'RTGS' },
  { amount: 250, direction: 'debit', bankRef: 'CHG26338001', bookedOn: day, narrative: 'MONTHLY LEDGER FEE', via: 'CHARGE' },
  { amount: 7_000, direction: 'debit', reversal: true, bankRef: 'RV26338001', bookedOn: day, narrative: 'REVERSAL OF FT26337ZZ9', via: 'EFT' },
  { amount: 9_999, bankRef: 'PD26338001', bookedOn: day, status: 'PDNG', payer: 'LATE PAYER', narrative: `${refs.whole} PENDING`, via: 'EFT' },
];

describe('reading statements', () => {
  const refs = { whole: 'NF-ABCDEF', short: 'NF-GHJKLM', over: 'NF-NPQRST', first: 'NF-UVWXYZ', second: 'NF-234567' };

  it.each(['02', '08'] as const)('reads a Kenyan bank’s camt.053.001.%s, valid by ISO’s schema, line by line', async (version) => {
    const entries = [
      ...everyKind(refs),
      {
        amount: 3_000,
        bankRef: 'BATCH26338',
        bookedOn: day,
        narrative: 'BULK CREDIT',
        batch: [
          { amount: 1_000, narrative: 'NF-ABCDEF PART', payer: 'ONE LTD', bankRef: 'BATCH26338-1' },
          { amount: 2_000, narrative: 'NF-GHJKLM PART', payer: 'TWO LTD', bankRef: 'BATCH26338-2' },
        ],
      },
    ];
    const xml = camt053({ version, day, entries });
    expect(await schemaErrors(xml, version)).toEqual([]);
    const [statement] = readStatement(xml);
    expect(statement).toMatchObject({ format: 'camt053', account: '0100012345678', statementRef: `0100012345678-${day}` });
    const lines = statement!.lines;
    // A batch entry is read as its transfers.
    expect(lines).toHaveLength(entries.length + 1);
    expect(lines[0]).toEqual({
      bankRef: 'FT26338AB1C2',
      bookedOn: day,
      amountCents: 396_000_00,
      direction: 'credit',
      currency: 'KES',
      reversal: false,
      booked: true,
      payer: 'ACME KENYA LIMITED',
      payerAccount: '1100223344',
      text: 'NF-ABCDEF HALL BOOKING PESALINK NF-ABCDEF HALL BOOKING',
    });
    expect(lines.map((l) => [l.bankRef, l.amountCents, l.direction, l.currency, l.reversal, l.booked])).toEqual([
      ['FT26338AB1C2', 396_000_00, 'credit', 'KES', false, true],
      ['FT26338AB1C3', 100_000_00, 'credit', 'KES', false, true],
      ['FT26338AB1C4', 400_000_00, 'credit', 'KES', false, true],
      ['FT26338AB1C5', 5_432_00, 'credit', 'KES', false, true],
      ['FT26338AB1C6', 12_000_00, 'credit', 'KES', false, true],
      ['FT26338AB1C7', 1_000_00, 'credit', 'USD', false, true],
      ['CHG26338001', 250_00, 'debit', 'KES', false, true],
      ['RV26338001', 7_000_00, 'debit', 'KES', true, true],
      ['PD26338001', 9_999_00, 'credit', 'KES', false, false],
      ['BATCH26338-1', 1_000_00, 'credit', 'KES', false, true],
      ['BATCH26338-2', 2_000_00, 'credit', 'KES', false, true],
    ]);
    expect(lines.map((l) => bookingReferences(l.text))).toEqual([
      ['NF-ABCDEF'],
      ['NF-GHJKLM'],
      ['NF-NPQRST'],
      ['NF-UVWXYZ', 'NF-234567'],
      [],
      ['NF-ABCDEF'],
      [],
      [],
      ['NF-ABCDEF'],
      ['NF-ABCDEF'],
      ['NF-GHJKLM'],
    ]);
  });

  it('reads the same day as MT940, with balances that add up (the reader checks them)', () => {
    const [statement] = readStatement(mt940({ day, entries: everyKind(refs) }));
    expect(statement).toMatchObject({ format: 'mt940', account: '0100012345678' });
    // The pending entry is not on an MT940 (a statement of booked money).
    expect(statement!.lines.map((l) => [l.bankRef, l.amountCents, l.direction, l.currency, l.reversal, l.bookedOn])).toEqual([
      ['FT26338AB1C2', 396_000_00, 'credit', 'KES', false, day],
      ['FT26338AB1C3', 100_000_00, 'credit', 'KES', false, day],
      ['FT26338AB1C4', 400_000_00, 'credit', 'KES', false, day],
      ['FT26338AB1C5', 5_432_00, 'credit', 'KES', false, day],
      ['FT26338AB1C6', 12_000_00, 'credit', 'KES', false, day],
      // (An MT940 statement is in one currency: the statement's.)
      ['FT26338AB1C7', 1_000_00, 'credit', 'KES', false, day],
      ['CHG26338001', 250_00, 'debit', 'KES', false, day],
      ['RV26338001', 7_000_00, 'debit', 'KES', true, day],
    ]);
    expect(statement!.lines[0]).toMatchObject({ payer: 'ACME KENYA LIMITED', text: 'PESALINK NF-ABCDEF HALL BOOKING /ORDP/ACME KENYA LIMITED' });
    expect(bookingReferences(statement!.lines[3]!.text)).toEqual(['NF-UVWXYZ', 'NF-234567']);
  });

  it.each([
    ['a CSV export', 'Date,Amount,Narrative\n2026-12-04,1000,NF-ABCDEF\n', 'camt.053 / MT940'],
    [
      'XML that is not a statement',
      '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.02"><BkToCstmrAcctRpt/></Document>',
      'camt.053',
    ],
    ['broken XML', '<?xml version="1.0"?><Document><BkToCstmrStmt>', 'XML'],
    ['a document type that declares entities', '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]><Document/>', 'DOCTYPE'],
    [
      'an entry without its amount',
      camt053({ day, entries: [{ amount: 1, bankRef: 'X1', bookedOn: day, narrative: 'x' }] }).replace('<Amt Ccy="KES">1.00</Amt><CdtDbtInd>', '<CdtDbtInd>'),
      'Stmt 1, Ntry 1',
    ],
    [
      'an MT940 whose balances do not add up',
      mt940({ day, entries: [{ amount: 10, bankRef: 'X1', bookedOn: day, narrative: 'x' }] }).replace(':62F:C', ':62F:D'),
      'MT940',
    ],
  ])('refuses %s, saying why', (_what, content, why) => {
    expect(() => readStatement(content)).toThrow(m.bank_statement_unreadable({ why }).split('(')[0]);
    try {
      readStatement(content);
    } catch (err) {
      expect((err as Error).message).toContain(why);
      expect((err as { statusCode?: number }).statusCode).toBe(400);
    }
  });

  it.each([
    ['400000.00', 40_000_000],
    ['400000,', 40_000_000],
    ['12,5', 1_250],
    ['0.01', 1],
    ['1.234', null],
    ['-5', null],
    ['', null],
  ])('reads the amount %s as %s cents', (text, cents) => expect(amountToCents(text)).toBe(cents));
});

let t: TestContext;
const dropFolder = mkdtempSync(path.join(tmpdir(), 'nafasi-bank-'));
beforeAll(async () => {
  t = await createTestApp({ BOOKING_MAX_HOLDS: '100', BANK_STATEMENTS_DIR: dropFolder });
});
afterAll(() => t?.close());

type Person = Awaited<ReturnType<typeof signUp>>;
let n = 0;
const hall = (guest: Person, hourlyRate: number) => bookFreshSpace(t, guest, { hourlyRate, daysAhead: 10 + ++n, endTime: '11:00', category: 'event-hall' });
const bookingOf = async (guest: Person, id: string) => (await t.app.inject({ url: `/api/bookings/${id}`, headers: guest.auth })).json().data;
const load = (admin: Person, fileName: string, content: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/bank-statements', headers: admin.auth, payload: { fileName, content } });

describe('bank transfers matched by themselves', () => {
  it('pays the bookings each credit names: whole, short (the rest owed), over (owed back by bank), several in one; holds the rest for an admin', async () => {
    const guest = await signUp(t);
    const admin = await signUp(t, { role: 'admin' });
    // KSh 396,000 halls (2 h at 180,000 and the flat 10 %), and two rooms of KSh 2,716.
    const [whole, short, over] = [await hall(guest, 180_000), await hall(guest, 180_000), await hall(guest, 180_000)];
    const [first, second] = [await hall(guest, 1_234.5), await hall(guest, 1_234.5)];
    const refs = { whole: whole.reference, short: short.reference, over: over.reference, first: first.reference, second: second.reference };
    const content = camt053({ day, entries: everyKind(refs) });

    // Only admins load statements.
    expect((await load(guest, 'stmt.xml', content)).statusCode).toBe(403);
    const res = await load(admin, `STMT-${day}.xml`, content);
    expect(res.statusCode, res.body).toBe(201);
    const [statement] = res.json().data as BankStatement[];
    expect(statement!.lines.map((l) => [l.bankRef, l.outcome, l.bookings])).toEqual([
      ['FT26338AB1C2', 'matched', [whole.reference]],
      ['FT26338AB1C3', 'part', [short.reference]],
      ['FT26338AB1C4', 'over', [over.reference]],
      ['FT26338AB1C5', 'matched', [first.reference, second.reference]],
      ['FT26338AB1C6', 'held', []],
      ['FT26338AB1C7', 'held', []],
      ['CHG26338001', 'debit', []],
      ['RV26338001', 'reversal', []],
      ['PD26338001', 'pending', []],
    ]);

    expect(await bookingOf(guest, whole.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paidSoFar: { amount: 396_000, parts: 1 } });
    // Short: a part; the booking stays held for the rest.
    expect(await bookingOf(guest, short.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending', paidSoFar: { amount: 100_000, parts: 1 } });
    // Over: paid, and the excess owed back by bank (never sent to an M-Pesa number).
    expect(await bookingOf(guest, over.id)).toMatchObject({ status: 'confirmed', paidSoFar: { amount: 396_000 } });
    const [excess] = await t.database.db.select().from(refunds).where(eq(refunds.bookingId, over.id));
    expect(excess).toMatchObject({
      kind: 'overpaid',
      amountCents: 4_000_00,
      reason: refundReasonText(REFUND_REASONS.over(formatKsh(400_000), formatKsh(396_000))),
    });
    expect(await t.database.db.select().from(payouts).where(eq(payouts.refundId, excess!.id))).toEqual([]);
    // An admin sends it back by bank and records the bank's reference: it leaves the ledger's bank account, not M-Pesa's.
    const listedExcess = ((await t.app.inject({ url: '/api/admin/refunds', headers: admin.auth })).json().data as Refund[]).find((r) => r.id === excess!.id);
    expect(listedExcess).toMatchObject({ via: 'bank', status: 'due' });
    const sentBack = await t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${excess!.id}/sent`,
      headers: admin.auth,
      payload: { reference: 'ft26340rfnd01' },
    });
    expect(sentBack.json().data).toMatchObject({ status: 'sent', reference: 'FT26340RFND01', via: 'bank' });
    const out = await t.database.db
      .select({ account: ledgerEntries.account, cents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.refundId, excess!.id), eq(ledgerEntries.memo, 'refund sent')));
    expect(out.sort((a, b) => a.account.localeCompare(b.account))).toEqual([
      { account: 'bank', cents: -4_000_00 },
      { account: 'refunds', cents: 4_000_00 },
    ]);
    // One transfer, two bookings: each paid whole (2,716 + 2,716 = 5,432).
    expect(await bookingOf(guest, first.id)).toMatchObject({ status: 'confirmed' });
    expect(await bookingOf(guest, second.id)).toMatchObject({ status: 'confirmed' });

    // Held credits wait for an admin, with why.
    const held = (await t.app.inject({ url: '/api/admin/bank-credits?status=held', headers: admin.auth })).json().data as BankCredit[];
    const unknown = held.find((c) => c.bankRef === 'FT26338AB1C6')!;
    expect(unknown).toMatchObject({ amount: 12_000, status: 'held', note: m.bank_held_no_reference() });
    expect(held.find((c) => c.bankRef === 'FT26338AB1C7')).toMatchObject({ currency: 'USD', note: m.bank_held_currency({ currency: 'USD' }) });

    // The same file again adds nothing; another statement showing a credit already read counts it once.
    expect((await load(admin, `STMT-${day}.xml`, content)).statusCode).toBe(409);
    const next = await load(admin, 'STMT-next.xml', camt053({ day, statementId: 'NEXT-1', entries: everyKind(refs).slice(0, 1) }));
    expect((next.json().data as BankStatement[])[0]!.lines[0]).toMatchObject({ bankRef: 'FT26338AB1C2', outcome: 'seen' });
    expect(await bookingOf(guest, whole.id)).toMatchObject({ paidSoFar: { amount: 396_000, parts: 1 } });

    // The admin matches the unknown credit to a booking by hand; a wrong or settled one is refused.
    const room = await hall(guest, 1_234.5);
    const assign = (id: string, reference: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/bank-credits/${id}/assign`, headers: admin.auth, payload: { reference } });
    expect((await assign(unknown.id, 'not a reference')).statusCode).toBe(400);
    expect((await assign(unknown.id, whole.reference)).json()).toMatchObject({
      code: 'booking_not_payable',
      message: m.bank_booking_not_payable({ reference: whole.reference }),
    });
    const matched = await assign(unknown.id, room.reference);
    expect(matched.json().data).toMatchObject({ status: 'over', bookings: [room.reference] });
    expect(await bookingOf(guest, room.id)).toMatchObject({ status: 'confirmed' });
    expect((await assign(unknown.id, room.reference)).json()).toMatchObject({ code: 'credit_settled' });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/bank-credits/${unknown.id}/assign`, headers: guest.auth, payload: { reference: room.reference } }))
        .statusCode,
    ).toBe(403);

    // The ledger: every bank shilling received once (KES only), less the excess sent back by bank, and
    // the books balance; the only difference is that transfer back, which no statement has shown yet.
    const [bank] = await t.database.db
      .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.account, 'bank'));
    expect(Number(bank!.cents)).toBe((396_000 + 100_000 + 400_000 + 5_432 + 12_000 - 4_000) * 100);
    const recon = (await t.app.inject({ url: '/api/admin/reconciliation', headers: admin.auth })).json().data;
    expect(recon.total).toBe(0);
    expect(recon.differences.filter((d: { ref: string }) => d.ref.startsWith('bank:'))).toEqual([
      { ref: 'bank:FT26340RFND01', what: expect.any(String), reported: 0, ledger: -4_000 },
    ]);
    expect(recon.balances.find((b: { account: string }) => b.account === 'bank')).toEqual({ account: 'bank', amount: 909_432 });
  });

  it('pays from an MT940 statement as from camt.053, and releasing a short booking owes its bank part back by bank', async () => {
    const guest = await signUp(t);
    const admin = await signUp(t, { role: 'admin' });
    const b = await hall(guest, 180_000);
    const res = await load(
      admin,
      'stmt.sta',
      mt940({
        day: '2026-12-05',
        entries: [{ amount: 150_000, bankRef: 'FT26339MT01', bookedOn: '2026-12-05', payer: 'ACME', narrative: `${b.reference} deposit` }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json().data as BankStatement[])[0]!.lines[0]).toMatchObject({ outcome: 'part', bookings: [b.reference] });
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/bookings/${b.id}/cancel`, headers: guest.auth });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', paidSoFar: { amount: 0 } });
    const [back] = await t.database.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.bookingId, b.id)));
    expect(back).toMatchObject({ kind: 'unused_payment', amountCents: 150_000_00, phone: null, reason: refundReasonText(REFUND_REASONS.partsReleased) });
    expect(back!.bankCreditId).toBe((await t.database.db.select().from(bankCredits).where(eq(bankCredits.bankRef, 'FT26339MT01')))[0]!.id);
    expect(await t.database.db.select().from(payouts).where(eq(payouts.refundId, back!.id))).toEqual([]);
  });

  it('owes the refund of a cancelled booking a transfer paid by bank, by an admin: never sent out of M-Pesa', async () => {
    const guest = await signUp(t);
    const admin = await signUp(t, { role: 'admin' });
    const b = await hall(guest, 1_234.5);
    const res = await load(
      admin,
      'stmt-cancel.xml',
      camt053({ day, statementId: 'CANCEL-1', entries: [{ amount: 2_716, bankRef: 'FT26338CANC1', bookedOn: day, payer: 'ACME', narrative: b.reference }] }),
    );
    expect((res.json().data as BankStatement[])[0]!.lines[0]).toMatchObject({ outcome: 'matched' });
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/bookings/${b.id}/cancel`, headers: guest.auth });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', refund: { status: 'due', amount: 2_716 } });
    const [owed] = await t.database.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.bookingId, b.id), eq(refunds.kind, 'cancellation')));
    expect(await t.database.db.select().from(payouts).where(eq(payouts.refundId, owed!.id))).toEqual([]);
  });

  it('refuses what is not a statement with a sentence, and changes nothing', async () => {
    const admin = await signUp(t, { role: 'admin' });
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(bankCredits);
    const res = await load(admin, 'export.csv', 'Date,Amount\n2026-12-04,100\n');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'content', message: m.bank_statement_unreadable({ why: 'camt.053 / MT940' }) });
    expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(bankCredits)).toEqual(before);
  });
});

describe('the import job', () => {
  it('loads each statement a bank drops in BANK_STATEMENTS_DIR once, and leaves one it cannot read for an admin', async () => {
    const guest = await signUp(t);
    const b = await hall(guest, 1_234.5);
    writeFileSync(
      path.join(dropFolder, 'STMT-20261206.xml'),
      camt053({
        day: '2026-12-06',
        statementId: 'DROP-1',
        entries: [{ amount: 2_716, bankRef: 'FT26340DROP1', bookedOn: '2026-12-06', payer: 'ACME', narrative: b.reference }],
      }),
    );
    writeFileSync(path.join(dropFolder, 'broken.xml'), '<Document>');
    expect(await t.app.jobs.importBankStatements()).toBe(1);
    expect(await bookingOf(guest, b.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    // Loaded once; the broken file is not tried again and again.
    expect(await t.app.jobs.importBankStatements()).toBe(0);
    const [row] = await t.database.db.select().from(bankCredits).where(eq(bankCredits.bankRef, 'FT26340DROP1'));
    expect(row).toMatchObject({ status: 'matched', payer: 'ACME' });
  });
});
