import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@nafasi/shared/i18n';
import { formatKsh } from '@nafasi/shared/money';
import { nairobiDate } from '@nafasi/shared/time';
import type { Refund } from '@nafasi/shared/payments';
import { etimsDocuments, ledgerEntries, payouts, refunds } from '../../db/schema.ts';
import { as, createListeningTestApp, insertSpace, signUp, type TestContext } from '../../test/harness.ts';
import { startMailbox } from '../../test/mailbox.ts';
import { bookedAt, paidByPush } from '../../test/paid-bookings.ts';
import { SIMULATOR_PHONES } from './simulator.ts';

/*
 * Refunds of part (docs/PAYMENTS.md "Refunds of part"): an admin gives back part of a paid booking
 * that stands; the guest is owed it (sent back by M-Pesa), every account the payment was applied to
 * gives back the same share, KRA gets a credit note of that share of each invoice (signed by the
 * stand-in), and a cancellation later returns only what is left. Bad requests change nothing.
 */

type Who = Awaited<ReturnType<typeof signUp>>;
let t: TestContext;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let admin: Who;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createListeningTestApp(
    {
      ETIMS_ENV: 'simulator',
      TAX_MODEL: 'marketplace',
      NAFASI_VAT_REGISTERED: 'true',
      NAFASI_KRA_PIN: 'P051111111N',
      BOOKING_MAX_HOLDS: '100',
      SMTP_URL: mailbox.url,
    },
    { periodicJobs: false },
  );
  admin = await signUp(t, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
let day = 40;
/** A booking of two hours, paid by M-Pesa on the Daraja simulator's phone that pays at once. */
const paidBooking = (guest: Who, spaceId: string) => paidByPush(t, guest, spaceId, nairobiDate(new Date(Date.now() + day++ * 86_400_000)));
const hostedSpace = async (host: Who, hourlyRate: number) => {
  const space = await insertSpace(t.database, { hourlyRate });
  await t.database.db.execute(sql`update spaces set owner_id = ${host.user.id} where id = ${space.id}`);
  return space;
};
const refundPart = (bookingId: string, body: object, who: Who = admin) => as(t, who).post(`/api/admin/bookings/${bookingId}/refunds`, body);
/** Each account's balance of a booking's movements, in cents (the host's under `host`). */
async function accountsOf(bookingId: string) {
  const rows = await t.database.db
    .select({ account: ledgerEntries.account, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, bookingId))
    .groupBy(ledgerEntries.account);
  return Object.fromEntries(rows.map((r) => [r.account, Number(r.cents)]));
}
async function wholeLedger() {
  const [row] = await t.database.db.select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` }).from(ledgerEntries);
  return Number(row!.cents);
}
const docsOf = (bookingId: string) => t.database.db.select().from(etimsDocuments).where(eq(etimsDocuments.bookingId, bookingId)).orderBy(etimsDocuments.invcNo);

describe('refunds of part', () => {
  it('gives back part of a sale Nafasi made: the guest is owed it by M-Pesa, the ledger gives back that share, KRA signs a credit note of it; a cancellation returns the rest', async () => {
    const guest = await signUp(t, { name: 'Akinyi Otieno' });
    const own = await insertSpace(t.database, { hourlyRate: 2500, title: 'Nafasi Studio' });
    const booking = await paidBooking(guest, own.id);
    expect(booking.invoice).toMatchObject({ subtotal: 5000, tax: 800, total: 5800 });
    await t.app.jobs.sendEtims(later(1));

    const told = mailbox.next(guest.email, m.notify_part_refund_title({ amount: formatKsh(1000) }));
    const done = await refundPart(booking.id, { amount: 1000, reason: 'The projector did not work' });
    expect(done.statusCode, done.body).toBe(201);
    const refund = done.json().data as Refund;
    expect(refund).toMatchObject({
      kind: 'partial',
      status: 'due',
      amount: 1000,
      reason: 'Part refunded by Nafasi: The projector did not work',
      via: 'mpesa',
      booking: { id: booking.id, reference: booking.reference },
    });
    // It goes back by itself to the number that paid (B2C).
    const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.refundId, refund.id));
    expect(payout).toMatchObject({ kind: 'refund', amount: 1000, phone: SIMULATOR_PHONES.paid });
    expect((await told).parsed.text).toContain('The projector did not work');

    // The ledger: the share 1,000 / 5,800 of the fee and VAT given back; the guest is owed 1,000.
    const after = await accountsOf(booking.id);
    expect(after.refunds).toBe(-100_000);
    // KRA: a credit note of 1,000 of the 5,800 invoice, its tax that of its amount (1,000 × 16 / 116).
    const docs = await docsOf(booking.id);
    expect(docs.map((d) => [d.receiptType, d.totalCents, d.taxCents])).toEqual([
      ['S', 580_000, 80_000],
      ['R', 100_000, 13_793],
    ]);
    expect(docs[1]!.originalId).toBe(docs[0]!.id);
    expect(after.vat).toBe(-(80_000 - 13_793));
    await t.app.jobs.sendEtims(later(2));
    const signed = (await as(t, guest).get(`/api/bookings/${booking.id}/tax-invoices`)).json().data;
    expect(signed[1]).toMatchObject({ receiptType: 'R', status: 'signed', total: 1000, tax: 137.93, original: { number: docs[0]!.invcNo } });
    const atKra = t.app.etimsSimulator!.signed().find((r) => r.rcptSign === signed[1].signature)!;
    expect(atKra).toMatchObject({ rcptTyCd: 'R', orgInvcNo: docs[0]!.invcNo, totAmt: 100_000, totTaxAmt: 13_793 });

    // What the guest sees: the booking stands, with its refund; what they spent is the rest.
    const seen = (await as(t, guest).get(`/api/bookings/${booking.id}`)).json().data;
    expect(seen).toMatchObject({ status: 'confirmed', refund: { status: 'due', amount: 1000 } });
    expect((await as(t, guest).get('/api/bookings/spent')).json().data.spent).toBe(4800);

    // A second part, then the cancellation: it returns only what is left, and everything is undone.
    expect((await refundPart(booking.id, { amount: 1500, reason: 'Air conditioning off for an hour' })).statusCode).toBe(201);
    expect((await as(t, guest).post(`/api/bookings/${booking.id}/cancel`)).statusCode).toBe(200);
    const [cancellation] = await t.database.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.bookingId, booking.id), eq(refunds.kind, 'cancellation')));
    expect(cancellation?.amountCents).toBe(580_000 - 100_000 - 150_000);
    const undone = await accountsOf(booking.id);
    expect({ fees: undone.fees ?? 0, vat: undone.vat ?? 0, unapplied: undone.unapplied ?? 0 }).toEqual({ fees: 0, vat: 0, unapplied: 0 });
    expect(undone.refunds).toBe(-580_000);
    // Each invoice is credited exactly: its amount and its tax, over three notes.
    const notes = (await docsOf(booking.id)).filter((d) => d.receiptType === 'R');
    expect(notes).toHaveLength(3);
    expect(notes.reduce((a, d) => a + d.totalCents, 0)).toBe(580_000);
    expect(notes.reduce((a, d) => a + d.taxCents, 0)).toBe(80_000);
    await t.app.jobs.sendEtims(later(3));
    expect((await docsOf(booking.id)).every((d) => d.status === 'signed')).toBe(true);
    expect(await wholeLedger()).toBe(0);
  });

  it("gives back the host's share and Nafasi's fee in proportion, credits the fee invoice, and the host's earnings show what is left", async () => {
    const host = await signUp(t, { role: 'owner' });
    const guest = await signUp(t);
    const space = await hostedSpace(host, 1000);
    const booking = await paidBooking(guest, space.id);
    const paid = await accountsOf(booking.id);
    const hostPaid = -paid.host!;
    const told = mailbox.next(host.email, m.notify_host_part_refund_title({ amount: formatKsh(500), space: space.title }));
    expect((await refundPart(booking.id, { amount: 500, reason: 'Started 30 minutes late' })).statusCode).toBe(201);
    expect((await told).parsed.text).toContain('Started 30 minutes late');
    const after = await accountsOf(booking.id);
    // A quarter of 2,000 given back: a quarter of the host's share, of the fee and of its VAT.
    expect(-after.host!).toBe(Math.round(hostPaid * 0.75));
    const [fee, credit] = await docsOf(booking.id);
    expect(fee).toMatchObject({ kind: 'fee', receiptType: 'S' });
    expect(credit).toMatchObject({ kind: 'fee', receiptType: 'R', originalId: fee!.id, totalCents: Math.round(fee!.totalCents / 4) });
    expect(credit!.taxCents).toBe(Math.round((credit!.totalCents * 16) / 116));
    expect(after.vat).toBe(-(fee!.taxCents - credit!.taxCents));
    const earnings = (await as(t, host).get('/api/owner/earnings')).json().data;
    const row = earnings.rows.find((r: { bookingId: string }) => r.bookingId === booking.id);
    expect(row).toMatchObject({ subtotal: 1500, payout: -after.host! / 100 });
    expect(await wholeLedger()).toBe(0);
  });

  it('refuses what is not an admin, not paid through Nafasi, more than is left, or not whole shillings; nothing is written', async () => {
    const guest = await signUp(t);
    const space = await insertSpace(t.database, { hourlyRate: 1000 });
    const booking = await paidBooking(guest, space.id);
    const before = await t.database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));

    expect((await refundPart(booking.id, { amount: 100, reason: 'Because' }, guest)).statusCode).toBe(403);
    expect((await as(t, null).post(`/api/admin/bookings/${booking.id}/refunds`, { amount: 100, reason: 'Because' })).statusCode).toBe(401);
    expect((await refundPart('00000000-0000-4000-8000-000000000000', { amount: 100, reason: 'Because' })).statusCode).toBe(404);
    expect((await refundPart('not-an-id', { amount: 100, reason: 'Because' })).statusCode).toBe(400);
    const cents = await refundPart(booking.id, { amount: 100.5, reason: 'Because' });
    expect(cents.statusCode).toBe(400);
    expect(cents.json().message).toContain(m.refund_part_whole());
    for (const body of [
      { amount: 0, reason: 'Because' },
      { amount: -5, reason: 'Because' },
      { amount: 100 },
      { amount: 100, reason: 'x' },
      { amount: 100, reason: 'Because', extra: 1 },
      { amount: 100, reason: 'Two\nlines' },
    ])
      expect((await refundPart(booking.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    // 2 h at 1,000 with Nafasi's VAT: 2,320 paid.
    expect(booking.invoice.total).toBe(2320);
    const tooMuch = await refundPart(booking.id, { amount: 2321, reason: 'Because' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'refund_too_much', message: m.refund_part_too_much({ amount: formatKsh(2320) }) });

    // Not paid yet; cancelled already.
    const unpaid = await bookedAt(t, guest, space.id, nairobiDate(new Date(Date.now() + day++ * 86_400_000)), { hours: 1 });
    expect((await refundPart(unpaid.id, { amount: 100, reason: 'Because' })).json().code).toBe('not_refundable');
    const cancelled = await paidBooking(guest, space.id);
    await as(t, guest).post(`/api/bookings/${cancelled.id}/cancel`);
    expect((await refundPart(cancelled.id, { amount: 100, reason: 'Because' })).statusCode).toBe(409);

    expect(await t.database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id))).toEqual(before);
    // The whole may be given back in parts, no more.
    expect((await refundPart(booking.id, { amount: 2000, reason: 'Room unusable' })).statusCode).toBe(201);
    expect((await refundPart(booking.id, { amount: 320, reason: 'Room unusable' })).statusCode).toBe(201);
    expect((await refundPart(booking.id, { amount: 1, reason: 'Because' })).statusCode).toBe(409);
    expect(await wholeLedger()).toBe(0);
  });

  it('two admins at once never give back more than was paid (in rounds)', async () => {
    const other = await signUp(t, { role: 'admin' });
    const guest = await signUp(t);
    const space = await insertSpace(t.database, { hourlyRate: 1000 });
    for (let round = 0; round < 6; round++) {
      const booking = await paidBooking(guest, space.id);
      const answers = await Promise.all([
        refundPart(booking.id, { amount: 1300, reason: 'Complaint, first admin' }),
        refundPart(booking.id, { amount: 1300, reason: 'Complaint, second admin' }, other),
        as(t, guest).post(`/api/bookings/${booking.id}/cancel`),
      ]);
      const given = await t.database.db
        .select({ cents: sql<string>`sum(${refunds.amountCents})` })
        .from(refunds)
        .where(eq(refunds.bookingId, booking.id));
      // 2 h at 1,000 with VAT: 2,320 paid.
      expect(Number(given[0]!.cents)).toBeLessThanOrEqual(232_000);
      // At most one of the two parts fits; whichever came first, the cancellation returns the rest.
      expect(answers.slice(0, 2).filter((a) => a.statusCode === 201).length).toBeLessThanOrEqual(1);
      expect(answers[2].statusCode).toBe(200);
      expect(Number(given[0]!.cents)).toBe(232_000);
      expect(await wholeLedger()).toBe(0);
    }
  });
});
