import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { centsToKsh } from '@nafasi/shared/money';
import { m } from '@nafasi/shared/i18n';
import type { Reconciliation } from '@nafasi/shared/payments';
import { legacyTerms, moneySplit, type TaxTerms } from '@nafasi/shared/tax';
import { bookings, ledgerEntries, spaces } from '../../db/schema.ts';
import { rowsOf } from '../../lib/rows.ts';
import { creditBooking, invoicePaidBooking } from '../etims/documents.ts';

/*
 * The ledger (issue 29): every shilling that arrives or leaves is a double-entry movement, written in
 * the transaction of the change that causes it. Amounts are cents, a debit positive and a credit
 * negative; each movement's entries sum to zero, so the whole ledger does.
 *
 * | account | holds | normal balance |
 * |---|---|---|
 * | mpesa | the money in Nafasi's M-Pesa (shortcode) | debit |
 * | bank | the money in Nafasi's bank account (transfers, Pesalink: bank.ts) | debit |
 * | unapplied | money received that pays no booking yet (till money waiting for its code) | credit |
 * | host | a host's shares of paid bookings not yet paid out (per host) | credit |
 * | fees | Nafasi's fee, and the cents a whole-shilling M-Pesa payment rounded up | credit |
 * | tax | the specification's flat "tax" collected with bookings (TAX_MODEL=flat, and bookings before terms) | credit |
 * | vat | VAT Nafasi owes KRA: on its fee, and on bookings it sells (docs/TAX.md) | credit |
 * | withholding | withholding tax deducted from hosts' payouts, owed to KRA (docs/TAX.md) | credit |
 * | refunds | money owed back to guests and payers | credit |
 *
 * VAT a host charges as seller (TAX_MODEL=marketplace) is part of their share: theirs to account for.
 */
export const LEDGER_ACCOUNTS = ['mpesa', 'bank', 'unapplied', 'host', 'fees', 'tax', 'vat', 'withholding', 'refunds'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** The memos of what a booking's payment was applied to, and of what part refunds gave back of it. */
const APPLYING = ['booking paid', 'part refunded'] as const;

export interface Entry {
  account: LedgerAccount;
  cents: number;
  hostId?: string | null;
}

export interface Movement {
  /** What happened, in words (the reconciliation page shows it). */
  memo: string;
  bookingId?: string | null;
  refundId?: string | null;
  payoutId?: string | null;
  /** The M-Pesa receipt or transaction it records, when M-Pesa reported one. */
  mpesaRef?: string | null;
  entries: Entry[];
}

type Writer = Pick<Db, 'insert'>;

/** Writes one movement in the caller's transaction. A movement that does not balance is a bug: it throws, and the change rolls back. */
export async function post(tx: Writer, movement: Movement) {
  const entries = movement.entries.filter((e) => e.cents !== 0);
  const sum = entries.reduce((total, e) => total + e.cents, 0);
  if (sum !== 0 || !Number.isSafeInteger(sum)) throw new Error(`Ledger movement "${movement.memo}" does not balance (${sum} cents)`);
  if (!entries.length) return;
  const txn = randomUUID();
  await tx.insert(ledgerEntries).values(
    entries.map((e) => ({
      txn,
      account: e.account,
      hostId: e.hostId ?? null,
      amountCents: e.cents,
      memo: movement.memo,
      bookingId: movement.bookingId ?? null,
      refundId: movement.refundId ?? null,
      payoutId: movement.payoutId ?? null,
      mpesaRef: movement.mpesaRef ?? null,
    })),
  );
}

/** What the ledger needs of a booking to apply a payment to it. */
export async function bookingForLedger(tx: Pick<Db, 'select'>, bookingId: string) {
  const [row] = await tx
    .select({
      id: bookings.id,
      hostId: spaces.ownerId,
      subtotalCents: bookings.subtotalCents,
      taxCents: bookings.taxCents,
      totalCents: bookings.totalCents,
      taxTerms: bookings.taxTerms,
    })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/**
 * A host's shares of their bookings as the ledger applied them, in cents (bookings paid through
 * Nafasi): `now`, less what refunds of part gave back; `kept`, the share of the booking they left
 * standing (1 without any).
 */
export async function hostShares(db: Pick<Db, 'select'>, hostId: string, bookingIds: string[]) {
  if (!bookingIds.length) return new Map<string, { now: number; kept: number }>();
  const rows = await db
    .select({
      bookingId: ledgerEntries.bookingId,
      cents: sql<string>`sum(${ledgerEntries.amountCents})`,
      paid: sql<string>`sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.memo} = 'booking paid')`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.account, 'host'),
        eq(ledgerEntries.hostId, hostId),
        inArray(ledgerEntries.memo, [...APPLYING]),
        inArray(ledgerEntries.bookingId, bookingIds),
      ),
    )
    .groupBy(ledgerEntries.bookingId);
  return new Map(
    rows.flatMap((r) => (r.bookingId ? [[r.bookingId, { now: -Number(r.cents), kept: Number(r.paid) ? Number(r.cents) / Number(r.paid) : 1 }] as const] : [])),
  );
}

/**
 * What a host is owed now: their account's balance (credited with each booking's share, debited by
 * each payout sent and by what they owe back), in cents.
 */
export async function hostOwed(db: Pick<Db, 'select'>, hostId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, 'host'), eq(ledgerEntries.hostId, hostId)));
  return -Number(row?.cents ?? 0);
}

/**
 * What a guest has spent, in cents: what their payments applied to their bookings (M-Pesa's whole
 * shillings), less the refunds of cancellations and of parts owed them, as the ledger has it; and the bookings they
 * paid their host directly (never applied here), at their total.
 */
export async function guestSpent(db: Pick<Db, 'execute'>, userId: string): Promise<number> {
  const [row] = rowsOf<{ cents: string | number | null }>(
    await db.execute(sql`
      select coalesce((
        select sum(e.amount_cents) from ${ledgerEntries} e join ${bookings} b on b.id = e.booking_id
        where b.user_id = ${userId}
          and ((e.memo = 'booking paid' and e.account = 'unapplied') or (e.memo in ('booking cancelled', 'part refunded') and e.account = 'refunds'))
      ), 0) + coalesce((
        select sum(b.total_cents) from ${bookings} b join ${spaces} s on s.id = b.space_id
        where b.user_id = ${userId} and b.payment_status = 'paid' and b.confirmed_by is not null and b.confirmed_by = s.owner_id
      ), 0) as cents`),
  );
  return Number(row?.cents ?? 0);
}

/**
 * Money arrived in Nafasi's M-Pesa (a push paid, a paybill or till payment reported), or in its bank
 * account (`into: 'bank'`: a credit of a bank statement, named `bank:<the bank's reference>`).
 */
export const received = (tx: Writer, cents: number, mpesaRef: string, memo: string, bookingId?: string | null, into: 'mpesa' | 'bank' = 'mpesa') =>
  post(tx, {
    memo,
    mpesaRef,
    bookingId,
    entries: [
      { account: into, cents },
      { account: 'unapplied', cents: -cents },
    ],
  });

/**
 * Received money pays a booking, split as its terms say (tax.ts moneySplit; docs/TAX.md): the host's
 * share (the amount before tax less Nafasi's fee and the VAT on it, plus the VAT the host charged as
 * seller), the fee and the cents M-Pesa's whole shillings rounded up, the VAT Nafasi owes KRA, and
 * the specification's flat tax where that is the model. A booking made before terms were kept pays
 * the flat 10 % and the fee as configured (`feePercent`).
 */
export async function applied(
  tx: Pick<Db, 'insert' | 'select' | 'execute'>,
  booking: { id: string; hostId: string | null; subtotalCents: number; taxCents: number; totalCents: number; taxTerms: TaxTerms | null },
  paidCents: number,
  feePercent: number,
  mpesaRef?: string | null,
  /** quiet: the sample data's history, whose invoices are no news to their customers. */
  options: { quiet?: boolean } = {},
) {
  const split = moneySplit(booking.subtotalCents, booking.taxTerms ?? legacyTerms(feePercent));
  const rounding = paidCents - booking.totalCents;
  // The split's tax is the booking's tax (both from the same terms); what the booking says it charged is what is accounted.
  const flatTax = booking.taxTerms ? split.flatTaxCents : booking.taxCents;
  await post(tx, {
    memo: 'booking paid',
    bookingId: booking.id,
    mpesaRef,
    entries: [
      { account: 'unapplied', cents: paidCents },
      // A space without a host (an admin's listing): its share is Nafasi's.
      booking.hostId ? { account: 'host', hostId: booking.hostId, cents: -split.hostShareCents } : { account: 'fees', cents: -split.hostShareCents },
      { account: 'fees', cents: -(split.feeCents + rounding) },
      { account: 'vat', cents: -split.nafasiVatCents },
      { account: 'tax', cents: -flatTax },
    ],
  });
  // The invoices KRA must see of it (a sale Nafasi made, the fee it charged), in the same transaction.
  await invoicePaidBooking(tx, booking, { tellCustomer: !options.quiet });
}

/** Money that pays nothing is owed back (a refund of a payment, or of the part above a booking's amount). */
export const owedBack = (tx: Writer, cents: number, refundId: string, bookingId: string | null) =>
  post(tx, {
    memo: 'refund owed',
    refundId,
    bookingId,
    entries: [
      { account: 'unapplied', cents },
      { account: 'refunds', cents: -cents },
    ],
  });

/**
 * What a booking's payment is applied to now, per account (host, fees, VAT, tax) as magnitudes in
 * cents: what it paid, less what part refunds gave back; and what it paid in all (`paid`).
 */
async function standing(tx: Pick<Db, 'select'>, bookingId: string) {
  const rows = await tx
    .select({ memo: ledgerEntries.memo, account: ledgerEntries.account, hostId: ledgerEntries.hostId, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.bookingId, bookingId), inArray(ledgerEntries.memo, [...APPLYING])))
    .groupBy(ledgerEntries.memo, ledgerEntries.account, ledgerEntries.hostId);
  const applied = new Map<string, { account: LedgerAccount; hostId: string | null; paid: number; now: number }>();
  let paid = 0;
  for (const row of rows) {
    const cents = Number(row.cents);
    if (row.account === 'unapplied') {
      if (row.memo === 'booking paid') paid += cents;
      continue;
    }
    if (row.account === 'refunds') continue;
    const key = `${row.account}:${row.hostId ?? ''}`;
    const at = applied.get(key) ?? { account: row.account as LedgerAccount, hostId: row.hostId, paid: 0, now: 0 };
    if (row.memo === 'booking paid') at.paid -= cents;
    at.now -= cents;
    applied.set(key, at);
  }
  return { paid, applied: [...applied.values()] };
}

/**
 * A paid booking is cancelled within the policy: what its payment is still applied to (what part
 * refunds left of it) is undone and owed back instead. A booking whose host was paid directly (they
 * marked it paid) had nothing applied here: the host owes it back through Nafasi (their account is
 * debited).
 */
export async function cancelled(
  tx: Pick<Db, 'insert' | 'select' | 'execute'>,
  bookingId: string,
  refundId: string,
  refundCents: number,
  hostId: string | null,
) {
  const { applied } = await standing(tx, bookingId);
  const undo = applied.map((a) => ({ account: a.account, hostId: a.hostId, cents: a.now }));
  const undone = undo.reduce((total, e) => total + e.cents, 0);
  // What undoes a sale at KRA: a credit note of what is left of each invoice of the booking.
  await creditBooking(tx, bookingId, refundId, 'whole');
  return post(tx, {
    memo: 'booking cancelled',
    bookingId,
    refundId,
    entries: [
      ...undo,
      // What was not applied here (a host paid directly), or the difference, the host owes (Nafasi,
      // for a space without a host).
      ...(refundCents !== undone
        ? [hostId ? { account: 'host' as const, hostId, cents: refundCents - undone } : { account: 'fees' as const, cents: refundCents - undone }]
        : []),
      { account: 'refunds', cents: -refundCents },
    ],
  });
}

/** What a booking paid through Nafasi, and what of it part refunds have given back, in cents (0, 0: nothing applied here). */
export async function refundable(tx: Pick<Db, 'select'>, bookingId: string) {
  const { paid, applied } = await standing(tx, bookingId);
  return { paidCents: paid, refundedCents: applied.reduce((total, a) => total + a.paid - a.now, 0) };
}

/**
 * Part of a paid booking is given back (an admin's refund of part: docs/PAYMENTS.md): each account
 * the payment was applied to gives back the same share of it, the refunds so far taken together
 * (the share of all of them, less what the earlier ones gave), so parts that add up to the whole
 * undo it exactly. The VAT given back is the tax of the credit notes KRA gets for the part of each
 * invoice (so the VAT account stays the invoices less the credit notes); the host's share (Nafasi's
 * fee, for a space without a host) takes the cents of rounding.
 */
export async function partlyRefunded(tx: Pick<Db, 'insert' | 'select' | 'execute'>, bookingId: string, refundId: string, cents: number) {
  const { paid, applied } = await standing(tx, bookingId);
  const before = applied.reduce((total, a) => total + a.paid - a.now, 0);
  const after = before + cents;
  if (cents <= 0 || after > paid)
    throw new Error(`A part refund of ${cents} cents does not fit what booking ${bookingId} paid (${paid}, ${before} given back)`);
  const vat = await creditBooking(tx, bookingId, refundId, { of: after, in: paid });
  const entries: Entry[] = applied.map((a) => {
    const target = after === paid ? a.paid : Math.round((a.paid * after) / paid);
    return { account: a.account, hostId: a.hostId, cents: a.account === 'vat' && vat !== null ? vat : target - (a.paid - a.now) };
  });
  const rest = cents - entries.reduce((total, e) => total + e.cents, 0);
  const taker = entries.find((e) => e.account === 'host') ?? entries.find((e) => e.account === 'fees');
  if (taker) taker.cents += rest;
  else entries.push({ account: 'fees', cents: rest });
  return post(tx, { memo: 'part refunded', bookingId, refundId, entries: [...entries, { account: 'refunds', cents: -cents }] });
}

/**
 * A refund left Nafasi's M-Pesa (B2C, or by hand by an admin), or its bank account (`from: 'bank'`:
 * a transfer back of money that came by bank, named `bank:<the bank's reference>`).
 */
export const refundSent = (tx: Writer, cents: number, refundId: string, ref: string, payoutId?: string | null, from: 'mpesa' | 'bank' = 'mpesa') =>
  post(tx, {
    memo: 'refund sent',
    refundId,
    payoutId,
    mpesaRef: from === 'bank' ? `bank:${ref}` : ref,
    entries: [
      { account: 'refunds', cents },
      { account: from, cents: -cents },
    ],
  });

/**
 * A host's payout left: the withholding deducted from it (its bookings' `withheld_cents`) moves from
 * the host's account to what Nafasi owes KRA, in the same transaction as the payout itself.
 */
export const withheld = (tx: Writer, cents: number, hostId: string, payoutId: string) =>
  post(tx, {
    memo: 'withholding on payout',
    payoutId,
    entries: [
      { account: 'host', hostId, cents },
      { account: 'withholding', cents: -cents },
    ],
  });

/**
 * Nafasi paid KRA what it owed of VAT or withholding (an admin recorded it with KRA's reference):
 * out of the tax account, out of the money Nafasi holds. The reconciliation shows it under `kra:`.
 */
export const taxRemitted = (tx: Writer, account: 'vat' | 'withholding', cents: number, reference: string) =>
  post(tx, {
    memo: 'tax remitted',
    mpesaRef: `kra:${reference}`,
    entries: [
      { account, cents },
      { account: 'mpesa', cents: -cents },
    ],
  });

/** A host's payout left Nafasi's M-Pesa. */
export const hostPaid = (tx: Writer, cents: number, hostId: string, payoutId: string, mpesaRef: string) =>
  post(tx, {
    memo: 'host payout sent',
    payoutId,
    mpesaRef,
    entries: [
      { account: 'host', hostId, cents },
      { account: 'mpesa', cents: -cents },
    ],
  });

/** What a movement or a Daraja report is, in the reader's words (the ledger's memos are its own, in English). */
const MOVEMENT_NAMES: Record<string, () => string> = {
  'M-Pesa push paid': m.recon_push_paid,
  'paybill payment': m.recon_paybill_payment,
  'till payment': m.recon_till_payment,
  'refund sent': m.recon_refund_sent,
  'host payout sent': m.recon_host_payout_sent,
  'booking paid': m.recon_booking_paid,
  'booking cancelled': m.recon_booking_cancelled,
  'part refunded': m.recon_part_refunded,
  'refund owed': m.recon_refund_owed,
  'payment confirmed by an admin': m.recon_admin_confirmed,
  'tax remitted': m.recon_paid_to_kra,
  'withholding on payout': m.recon_withholding,
  'bank transfer': m.recon_bank_transfer,
};
const movementName = (memo: string) => MOVEMENT_NAMES[memo]?.() ?? memo;

/**
 * The ledger against Daraja (the admin's reconciliation page): balances per account, and each M-Pesa
 * transaction whose money in the ledger's M-Pesa account differs from what Daraja reported for it.
 */
export async function reconcile(db: Db): Promise<Reconciliation> {
  const balances = await db
    .select({ account: ledgerEntries.account, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.account);
  const cents = new Map(balances.map((b) => [b.account, Number(b.cents)]));
  const differences = rowsOf<{ ref: string; what: string; reported: string; ledger: string }>(
    await db.execute(sql`
      with reported as (
        select coalesce(receipt, 'push:' || id::text) as ref, 'M-Pesa push paid' as what, amount * 100 as cents from mpesa_payments where status = 'paid'
        union all
        select trans_id, case when bill_ref = '' then 'till payment' else 'paybill payment' end, amount * 100 from c2b_transactions
        where verified_at is not null
        union all
        select receipt, case when kind = 'refund' then 'refund sent' else 'host payout sent' end, -amount * 100 from payouts where status = 'sent'
        union all
        select 'bank:' || bank_ref, 'bank transfer', amount_cents from bank_credits where currency = 'KES'
      ), reported_by_ref as (
        select ref, min(what) as what, sum(cents) as cents from reported group by ref
      ), booked as (
        select mpesa_ref as ref, min(memo) as what, sum(amount_cents) as cents from ledger_entries
        where account in ('mpesa', 'bank') group by mpesa_ref
      )
      select coalesce(r.ref, b.ref, '(none)') as ref, coalesce(r.what, b.what) as what,
        coalesce(r.cents, 0) as reported, coalesce(b.cents, 0) as ledger
      from reported_by_ref r full outer join booked b on b.ref = r.ref
      where coalesce(r.cents, 0) <> coalesce(b.cents, 0)
      order by 1 limit 500`),
  );
  return {
    balances: LEDGER_ACCOUNTS.map((account) => ({ account, amount: centsToKsh(cents.get(account) ?? 0) })),
    total: centsToKsh([...cents.values()].reduce((a, b) => a + b, 0)),
    differences: differences.map((d) => ({
      ref: d.ref,
      what: d.ref.startsWith('admin:') ? m.recon_admin_confirmed() : d.ref.startsWith('kra:') ? m.recon_paid_to_kra() : movementName(d.what),
      reported: centsToKsh(Number(d.reported)),
      ledger: centsToKsh(Number(d.ledger)),
    })),
    checkedAt: new Date().toISOString(),
  };
}
