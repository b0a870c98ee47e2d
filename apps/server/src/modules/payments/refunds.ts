import { problemWords } from '@nafasi/shared/problems';
import { emailName } from '@nafasi/shared/auth';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { centsToKsh, formatKsh } from '@nafasi/shared/money';
import {
  REFUND_MESSAGES,
  REFUND_REASONS,
  refundReasonText,
  type PartRefundInput,
  type PayoutProgress,
  type Refund,
  type RefundReason,
} from '@nafasi/shared/payments';
import type { Db } from '../../db/client.ts';
import { bookings, c2bTransactions, mpesaPayments, payouts, profiles, refunds, spaces, users } from '../../db/schema.ts';
import { PAYOUT_UNKNOWN, backByBank, queuePayout } from './payouts.ts';
import { bookingForLedger, cancelled, owedBack, partlyRefunded, reconcile, refundSent, refundable } from './ledger.ts';
import type { AuthUser } from '../../lib/access.ts';
import { audit } from '../../lib/audit.ts';
import { inLocale } from '../../lib/locale.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { BOOKING_MESSAGES, MPESA_CODE_PATTERN } from '@nafasi/shared/bookings';
import { m } from '@nafasi/shared/i18n';

type Writer = Pick<Db, 'insert' | 'select' | 'execute'>;
/** A refund to record: why as a code (written down in English as well, for the record). */
type RefundValues = Omit<typeof refunds.$inferInsert, 'reason' | 'reasonKey'> & { reason: RefundReason };

/**
 * Records money owed back, in the caller's transaction (with the change that makes it owed), and
 * its payout when M-Pesa can send it back by itself (payouts.ts). A payment is returned once: a
 * second call for the same payment, or a second cancellation refund of one booking, records nothing.
 */
export async function oweRefund(tx: Writer, values: RefundValues) {
  const row = { ...values, reason: inLocale('en', () => refundReasonText(values.reason)), reasonKey: values.reason };
  const [owed] = await tx.insert(refunds).values(row).onConflictDoNothing().returning();
  if (!owed) return owed;
  // In the ledger: a cancellation undoes what the booking's payment is still applied to, a refund of
  // part gives back that share of it; any other refund returns money that paid nothing.
  if (owed.kind === 'cancellation' && owed.bookingId) {
    const booking = await bookingForLedger(tx, owed.bookingId);
    await cancelled(tx, owed.bookingId, owed.id, owed.amountCents, booking?.hostId ?? null);
  } else if (owed.kind === 'partial' && owed.bookingId) await partlyRefunded(tx, owed.bookingId, owed.id, owed.amountCents);
  else await owedBack(tx, owed.amountCents, owed.id, owed.bookingId);
  await queuePayout(tx, owed);
  return owed;
}

const refundColumns = {
  refund: refunds,
  bookingReference: bookings.reference,
  spaceName: spaces.title,
  guestName: profiles.fullName,
  guestEmail: users.email,
  receipt: mpesaPayments.receipt,
  payout: { id: payouts.id, status: payouts.status, attempts: payouts.attempts, lastError: payouts.lastError },
  byBank: backByBank,
};

type RefundRow = {
  refund: typeof refunds.$inferSelect;
  bookingReference: string | null;
  spaceName: string | null;
  guestName: string | null;
  guestEmail: string | null;
  receipt: string | null;
  payout: { id: string; status: PayoutProgress; attempts: number; lastError: string | null } | null;
  byBank: boolean;
};

const toRefund = ({ refund: r, bookingReference, spaceName, guestName, guestEmail, receipt, payout, byBank }: RefundRow): Refund => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  amount: centsToKsh(r.amountCents),
  reason: r.reasonKey ? refundReasonText(r.reasonKey) : r.reason,
  phone: r.phone,
  paidWith: r.c2bTransId ?? receipt,
  reference: r.reference,
  via: byBank ? 'bank' : 'mpesa',
  booking:
    r.bookingId && bookingReference
      ? { id: r.bookingId, reference: bookingReference, spaceName: spaceName ?? '', guestName: guestName ?? emailName(guestEmail ?? '') }
      : null,
  payout: payout
    ? {
        id: payout.id,
        status: payout.status,
        attempts: payout.attempts,
        lastError: problemWords(payout.lastError),
        outcomeUnknown: payout.lastError === PAYOUT_UNKNOWN,
      }
    : null,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});

/** The admin's side of refunds: what is owed (oldest first), then the latest sent; recording one sent. */
export function refundsService(db: Db) {
  const rows = () =>
    db
      .select(refundColumns)
      .from(refunds)
      .leftJoin(bookings, eq(bookings.id, refunds.bookingId))
      .leftJoin(spaces, eq(spaces.id, bookings.spaceId))
      .leftJoin(users, eq(users.id, bookings.userId))
      .leftJoin(profiles, eq(profiles.userId, bookings.userId))
      .leftJoin(mpesaPayments, eq(mpesaPayments.id, refunds.mpesaPaymentId))
      .leftJoin(payouts, eq(payouts.refundId, refunds.id));

  return {
    /** The ledger against Daraja's records (ledger.ts). */
    reconcile: () => reconcile(db),

    async list(): Promise<Refund[]> {
      const found = await rows()
        .orderBy(desc(sql`${refunds.status} = 'due'`), sql`case when ${refunds.status} = 'due' then ${refunds.createdAt} end asc`, desc(refunds.sentAt))
        .limit(200);
      return found.map(toRefund);
    },

    /**
     * An admin refunds part of a paid booking that stands (the room was not as promised): owed to
     * the guest with why, sent back as the booking was paid (by M-Pesa to the number that paid, by
     * bank when a transfer paid it), given back in the ledger in proportion, with KRA's credit notes
     * of that share of the invoices (docs/PAYMENTS.md "Refunds of part"). The booking's row is the
     * lock: two admins at once, or a cancellation at the same time, never give back more than it paid.
     */
    async refundPart(admin: AuthUser, bookingId: string, input: PartRefundInput): Promise<Refund> {
      const id = await db.transaction(async (tx) => {
        const [booking] = await tx
          .select({ status: bookings.status, paymentStatus: bookings.paymentStatus, reference: bookings.reference })
          .from(bookings)
          .where(eq(bookings.id, bookingId))
          .for('update');
        if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
        const { paidCents, refundedCents } = await refundable(tx, bookingId);
        // Money Nafasi holds of a booking that stands: not one the host was paid directly, nor a cancelled one.
        if (booking.status !== 'confirmed' || booking.paymentStatus !== 'paid' || paidCents <= 0)
          throw new AppError(409, 'not_refundable', REFUND_MESSAGES.partNotPaid);
        const left = paidCents - refundedCents;
        if (input.amount * 100 > left)
          throw new AppError(409, 'refund_too_much', REFUND_MESSAGES.partTooMuch({ amount: formatKsh(centsToKsh(left)) }), 'amount');
        const owed = await oweRefund(tx, {
          kind: 'partial',
          bookingId,
          amountCents: input.amount * 100,
          reason: REFUND_REASONS.partRefunded(input.reason),
        });
        if (!owed) throw new Error('A refund of part was not recorded');
        await audit(tx, admin, {
          action: 'refund.part',
          targetType: 'booking',
          targetId: bookingId,
          said: { key: 'audit_refund_part', values: { amount: formatKsh(input.amount), reference: booking.reference, reason: input.reason } },
        });
        return owed.id;
      });
      const [row] = await rows().where(eq(refunds.id, id));
      if (!row) throw notFound(REFUND_MESSAGES.notFound);
      return toRefund(row);
    },

    /**
     * An admin records that a refund was sent, with the M-Pesa transaction that returned it (one
     * M-Pesa could not send: held, or no number to send to; never one it is sending), or the bank's
     * reference of the transfer that returned money that came by bank: it leaves the ledger's bank
     * account, not M-Pesa's.
     */
    async markSent(admin: AuthUser, id: string, reference: string): Promise<Refund> {
      await db.transaction(async (tx) => {
        const [which] = await tx.select({ byBank: backByBank }).from(refunds).where(eq(refunds.id, id));
        // An M-Pesa refund is named by its M-Pesa code (ten letters and digits).
        if (which && !which.byBank && !MPESA_CODE_PATTERN.test(reference)) throw badRequest(m.booking_refund_code(), 'reference');
        const [payout] = await tx.select({ status: payouts.status }).from(payouts).where(eq(payouts.refundId, id)).for('update');
        if (payout && payout.status !== 'held') throw new AppError(409, 'refund_in_flight', REFUND_MESSAGES.beingSent);
        const [sent] = await tx
          .update(refunds)
          .set({ status: 'sent', reference, sentAt: new Date(), sentBy: admin.id })
          .where(and(eq(refunds.id, id), eq(refunds.status, 'due')))
          .returning({ amountCents: refunds.amountCents, bookingId: refunds.bookingId });
        if (!sent) {
          const [exists] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.id, id));
          if (!exists) throw notFound(REFUND_MESSAGES.notFound);
          throw new AppError(409, 'no_refund_due', REFUND_MESSAGES.alreadySent);
        }
        await refundSent(tx, sent.amountCents, id, reference, null, which?.byBank ? 'bank' : 'mpesa');
        // Its held payout is done with: sent by hand, not by M-Pesa's API (reconciliation tells them apart).
        await tx
          .update(payouts)
          .set({ status: 'manual', updatedAt: new Date() })
          .where(and(eq(payouts.refundId, id), eq(payouts.status, 'held')));
        await audit(tx, admin, {
          action: 'refund.sent',
          targetType: sent.bookingId ? 'booking' : 'refund',
          targetId: sent.bookingId ?? id,
          said: { key: 'audit_refund_sent', values: { amount: formatKsh(centsToKsh(sent.amountCents)), reference } },
        });
      });
      const [row] = await rows().where(eq(refunds.id, id));
      if (!row) throw notFound(REFUND_MESSAGES.notFound);
      return toRefund(row);
    },
  };
}

type PaybillBooking = { id: string; totalCents: number; status: string; paymentStatus: string };

/** Paybill money is owed back at most once, and only while it paid no booking (its row is the lock). */
export async function refundUnmatchedC2b(
  db: Db,
  transId: string,
  reason: (paid: { amount: number; billRef: string; booking?: PaybillBooking }) => RefundReason,
) {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(c2bTransactions)
      .set({ refundedAt: new Date() })
      .where(and(eq(c2bTransactions.transId, transId), isNull(c2bTransactions.matchedBookingId), isNull(c2bTransactions.refundedAt)))
      .returning();
    if (!taken) return undefined;
    const [booking] = await tx
      .select({ id: bookings.id, totalCents: bookings.totalCents, status: bookings.status, paymentStatus: bookings.paymentStatus })
      .from(bookings)
      .where(sql`upper(${bookings.reference}) = upper(${taken.billRef.trim()})`);
    return oweRefund(tx, {
      kind: 'unmatched',
      bookingId: booking?.id ?? null,
      c2bTransId: transId,
      amountCents: Math.round(taken.amount * 100),
      phone: taken.msisdn,
      reason: reason({ amount: taken.amount, billRef: taken.billRef, booking }),
    });
  });
}
