import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { REFUND_REASONS, mpesaAmount, type RefundReason } from '@nafasi/shared/payments';
import { addDays, nairobiDate, nairobiInstant } from '@nafasi/shared/time';
import type { Db } from '../../db/client.ts';
import { bookings, mpesaPayments, paymentParts } from '../../db/schema.ts';
import { holdUntil, transition } from '../reservations/lifecycle.ts';
import { applied, bookingForLedger } from './ledger.ts';
import { oweRefund } from './refunds.ts';

/*
 * A booking paid in parts (docs/PAYMENTS.md "Paying in parts"). M-Pesa moves at most
 * MPESA_MAX_PER_PUSH_KES in one payment and MPESA_MAX_PER_PAYER_DAY_KES per customer a day: a hall
 * above that is paid in several payments, from one number over days or from several numbers. Each
 * payment counted toward a booking is a part (payment_parts); the booking stays held while they come,
 * and is confirmed, with the sum applied in the ledger once, when they reach its amount. A booking
 * released before that returns each part to its payer. A booking paid in one payment has one part.
 */

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** What a booking has received toward its amount and in how many payments, parts returned left out. */
export async function paidSoFar(tx: Pick<Db, 'select'>, bookingId: string): Promise<{ cents: number; parts: number }> {
  const [row] = await tx
    .select({ cents: sql<string>`coalesce(sum(${paymentParts.amountCents}), 0)`, parts: sql<number>`count(*)::int` })
    .from(paymentParts)
    .where(and(eq(paymentParts.bookingId, bookingId), isNull(paymentParts.returnedAt)));
  return { cents: Number(row?.cents ?? 0), parts: Number(row?.parts ?? 0) };
}

/** What a held booking still owes, in cents: its amount in whole shillings less its parts. */
export async function owedCents(tx: Pick<Db, 'select'>, booking: { id: string; totalCents: number }): Promise<number> {
  return mpesaAmount(booking.totalCents) * 100 - (await paidSoFar(tx, booking.id)).cents;
}

/**
 * What one number has been asked to pay through Nafasi in today's Nairobi day, in shillings: pushes
 * paid or still waiting for the phone (M-Pesa's limit per customer per day counts from midnight).
 */
export async function payerToday(tx: Pick<Db, 'select'>, phone: string, now: Date): Promise<number> {
  const midnight = nairobiInstant(nairobiDate(now), '00:00');
  const [row] = await tx
    .select({ shillings: sql<string>`coalesce(sum(${mpesaPayments.amount}), 0)` })
    .from(mpesaPayments)
    .where(
      and(
        eq(mpesaPayments.phone, phone),
        sql`${mpesaPayments.status} in ('pending', 'paid')`,
        sql`${mpesaPayments.createdAt} >= ${midnight.toISOString()}::timestamptz`,
      ),
    );
  return Number(row?.shillings ?? 0);
}

/**
 * How long a booking with a part paid stays held: with its deposit paid, until its balance falls
 * due; else to the end of the next Nairobi day (a payer at their daily limit pays the rest after
 * midnight), never past its start (nor, with a deposit, past the balance's date), never shorter
 * than it was.
 */
export function partHold(current: Date | null, start: Date, now: Date, terms: { depositPaid: boolean; balanceDueAt: Date } | null = null): Date {
  if (terms?.depositPaid) return current && current > terms.balanceDueAt ? current : terms.balanceDueAt;
  const nextDayEnds = nairobiInstant(addDays(nairobiDate(now), 2), '00:00');
  const until = new Date(Math.min(nextDayEnds.getTime(), start.getTime(), terms?.balanceDueAt.getTime() ?? Infinity));
  return current && current > until ? current : until;
}

export type Counted =
  /** The booking was not waiting for money: the caller owes the payment back. */
  | { outcome: 'not_payable'; paymentStatus: 'pending' | 'paid' | null }
  /** A part: the booking stays held (longer), `leftCents` still to come. */
  | { outcome: 'part'; leftCents: number }
  /** The booking is paid whole and confirmed; `overCents` came above its amount (owed back by the caller). */
  | { outcome: 'whole'; overCents: number };

/**
 * Counts a verified payment toward a held booking, under the booking's row lock (parts settling at
 * once are counted one after the other): a part, or the last part that pays it whole (confirmed,
 * and the whole amount applied in the ledger in this transaction). The money is already in the
 * ledger as received (unapplied).
 */
export async function countPayment(
  tx: Tx,
  payment: {
    bookingId: string;
    source: { mpesaPaymentId: string } | { c2bTransId: string } | { bankCreditId: string };
    cents: number;
    payer: string | null;
    /** The M-Pesa receipt (a paybill payment's transaction id), when M-Pesa gave one. */
    receipt?: string;
    /** What the ledger names the money by. */
    ledgerRef: string;
    feePercent: number;
  },
  now: Date,
): Promise<Counted> {
  const [booking] = await tx
    .select({
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      totalCents: bookings.totalCents,
      startTime: bookings.startTime,
      holdExpiresAt: bookings.holdExpiresAt,
      paymentTerms: bookings.paymentTerms,
    })
    .from(bookings)
    .where(eq(bookings.id, payment.bookingId))
    .for('update');
  if (!booking || booking.status !== 'pending' || booking.paymentStatus !== 'pending')
    return { outcome: 'not_payable', paymentStatus: booking?.paymentStatus ?? null };
  const so = await paidSoFar(tx, payment.bookingId);
  const dueCents = mpesaAmount(booking.totalCents) * 100;
  // A part counts what it paid toward the booking: a last part that brought more than was left counts what was left.
  const counted = Math.min(payment.cents, dueCents - so.cents);
  await tx.insert(paymentParts).values({ bookingId: payment.bookingId, ...payment.source, amountCents: counted, payer: payment.payer, paidAt: now });
  const received = so.cents + payment.cents;
  if (received < dueCents) {
    const terms = booking.paymentTerms
      ? { depositPaid: received >= booking.paymentTerms.depositCents, balanceDueAt: new Date(booking.paymentTerms.balanceDueAt) }
      : null;
    await holdUntil(tx, payment.bookingId, partHold(booking.holdExpiresAt, booking.startTime, now, terms), now);
    return { outcome: 'part', leftCents: dueCents - received };
  }
  await transition(
    tx,
    'pay',
    { id: payment.bookingId },
    { now, set: { paidAt: now, holdExpiresAt: null, ...(payment.receipt ? { mpesaCode: payment.receipt, mpesaSubmittedAt: now } : {}) } },
  );
  const forLedger = await bookingForLedger(tx, payment.bookingId);
  if (forLedger) await applied(tx, forLedger, dueCents, payment.feePercent, payment.ledgerRef);
  return { outcome: 'whole', overCents: received - dueCents };
}

/**
 * Returns the parts of bookings that will not be paid whole (released, run out, cancelled, their
 * space withdrawn, or paid to their host directly): each is owed back to the number it came from,
 * as a refund of that payment, in the caller's transaction. Returned once.
 */
export async function returnParts(tx: Tx, bookingIds: string[], now: Date, reason: RefundReason = REFUND_REASONS.partsReleased): Promise<number> {
  if (!bookingIds.length) return 0;
  const parts = await tx
    .update(paymentParts)
    .set({ returnedAt: now })
    .where(and(inArray(paymentParts.bookingId, bookingIds), isNull(paymentParts.returnedAt)))
    .returning();
  for (const part of parts) {
    await oweRefund(tx, {
      kind: 'unused_payment',
      bookingId: part.bookingId,
      mpesaPaymentId: part.mpesaPaymentId,
      c2bTransId: part.c2bTransId,
      bankCreditId: part.bankCreditId,
      amountCents: part.amountCents,
      // A bank part's payer is a name on a statement, not a number to send to.
      phone: part.bankCreditId ? null : part.payer,
      reason,
    });
  }
  return parts.length;
}
