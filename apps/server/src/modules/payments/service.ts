import { randomBytes } from 'node:crypto';
import { m } from '@nafasi/shared/i18n';
import { TransactionRollbackError, and, asc, eq, inArray, isNull, lt, or, sql, type AnyColumn } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '@nafasi/shared/bookings';
import {
  MPESA_MESSAGES,
  REFUND_REASONS,
  TILL_CLAIM_DAYS,
  mpesaAmount,
  nextPart,
  type BankTransferInfo,
  type ManualPayment,
  type MpesaLimits,
  type MpesaPayment,
  type PaymentInfo,
} from '@nafasi/shared/payments';
import { formatKsh } from '@nafasi/shared/money';
import type { Db } from '../../db/client.ts';
import { bankCredits, bookings, c2bTransactions, mpesaPayments, paymentParts, payoutAccounts, payouts, refunds } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, notFound, sqlState } from '../../lib/errors.ts';
import { retryingConflicts } from '../../lib/conflicts.ts';
import { hashToken } from '../auth/tokens.ts';
import { listOf, param, type DarajaClient, type DarajaResult, type StkQueryResult } from './daraja.ts';
import { one } from '../../lib/rows.ts';
import { oweRefund, refundUnmatchedC2b } from './refunds.ts';
import { dropClaims } from '../reservations/lifecycle.ts';
import { countPayment, owedCents, paidSoFar, payerToday } from './parts.ts';
import { DARAJA_HOOKS } from './paths.ts';
import { received } from './ledger.ts';
import { currentRequestId, inRequest } from '../../lib/request-context.ts';

type PaymentRow = typeof mpesaPayments.$inferSelect;
type C2bRow = typeof c2bTransactions.$inferSelect;

/** A callback Daraja posts to the payment's own URL (Body.stkCallback). */
export interface StkCallback {
  Body?: {
    stkCallback?: {
      CheckoutRequestID?: string;
      ResultCode?: number | string;
      CallbackMetadata?: { Item?: { Name: string; Value?: string | number }[] };
    };
  };
}

/** A C2B report from Daraja (validation and confirmation share it). */
export interface C2bReport {
  TransID?: string;
  TransAmount?: string | number;
  BillRefNumber?: string;
  MSISDN?: string | number;
  TransTime?: string;
}

/** The most one M-Pesa transaction moves (Safaricom's limit is KSh 250,000; a tenfold margin). */
const MAX_MPESA_SHILLINGS = 2_500_000;

/** How long a phone shows an STK prompt before Daraja gives up on it (1037 comes after about a minute). */
export const PUSH_ANSWER_S = 90;

/** A C2B report not yet confirmed by Transaction Status is asked about again after this long. */
export const C2B_ASK_AGAIN_S = 120;
/** Queries without a Completed answer before a C2B report is set aside as unconfirmed, for an admin. */
export const C2B_MAX_CHECKS = 5;

/** After this long without an answer, a payment is no longer asked about but set aside for an admin. */
export const QUERY_GIVE_UP_H = 6;

/** The server asks Daraja itself about a payment no callback has settled within this time. */
export const QUERY_AFTER_S = 60;

/**
 * A payment as its guest reads it: with its place among the booking's parts and what the booking
 * still owes, as they stand when it is read.
 */
async function toPayment(db: Pick<Db, 'select'>, p: PaymentRow, perPush: number): Promise<MpesaPayment> {
  const [booking] = await db
    .select({ totalCents: bookings.totalCents, paymentStatus: bookings.paymentStatus, paymentTerms: bookings.paymentTerms })
    .from(bookings)
    .where(eq(bookings.id, p.bookingId));
  const due = booking ? mpesaAmount(booking.totalCents) : 0;
  const parts = await db
    .select({ mpesaPaymentId: paymentParts.mpesaPaymentId, cents: paymentParts.amountCents })
    .from(paymentParts)
    .where(and(eq(paymentParts.bookingId, p.bookingId), isNull(paymentParts.returnedAt)))
    .orderBy(asc(paymentParts.paidAt), asc(paymentParts.id));
  const index = parts.findIndex((part) => part.mpesaPaymentId === p.id);
  const paid = parts.reduce((sum, part) => sum + part.cents, 0) / 100;
  // Counted: its place among the parts; still to come: the next place; a booking paid whole in one payment has no parts to number.
  const before = index >= 0 ? parts.slice(0, index) : parts;
  const beforeShillings = before.reduce((sum, part) => sum + part.cents, 0) / 100;
  const part =
    booking?.paymentStatus === 'paid' && index < 0
      ? null
      : nextPart(
          due,
          { shillings: beforeShillings, parts: before.length },
          { perPush },
          p.amount,
          booking?.paymentTerms ? booking.paymentTerms.depositCents / 100 : null,
        );
  return {
    id: p.id,
    bookingId: p.bookingId,
    phone: p.phone,
    amount: p.amount,
    status: p.status,
    message: p.status === 'failed' ? (p.resultCode === null ? (p.resultDesc ?? MPESA_MESSAGES.result(-1)) : MPESA_MESSAGES.result(p.resultCode)) : null,
    receipt: p.receipt,
    part: part && part.of > 1 ? { number: part.number, of: part.of } : null,
    stage: part?.stage ?? 'whole',
    left: booking?.paymentStatus === 'paid' ? 0 : Math.max(0, due - paid),
    createdAt: p.createdAt.toISOString(),
  };
}

/**
 * M-Pesa STK push payments of bookings (issue 14). A payment starts with a push to the guest's
 * phone; it is settled by Daraja's callback, which is trusted only once Daraja's own query agrees
 * (callbacks are unauthenticated), or by the server's own query when no callback comes. Settling is
 * idempotent: a payment leaves 'pending' once, and one receipt pays one booking.
 */
export function paymentsService(deps: {
  db: Db;
  daraja: DarajaClient;
  callbackBaseUrl: () => string;
  /** How guests pay by hand: the paybill (with the booking reference as account) or a till. */
  manual: ManualPayment;
  whatsappNumber: string;
  holdHours: number;
  /** What one M-Pesa payment, and one payer in a day, may move (shillings): above it, a booking is paid in parts. */
  limits: MpesaLimits;
  /** Nafasi's bank account for transfers and Pesalink (bank.ts), or null: not offered. */
  bank: BankTransferInfo;
  /** The app's clock (a payer's day is counted in Nairobi by it). */
  now?: () => Date;
  /** Nafasi's fee in percent (the ledger splits each payment into the host's share, the fee and tax). */
  platformFeePercent: number;
  /**
   * Where Transaction Status answers come (the status hook), when C2B reports are cross-checked
   * before they count; null without a B2C initiator (which the query needs): reports are believed as
   * they come, the callback's secret path and MPESA_CALLBACK_SOURCES being the only guards.
   */
  statusHooks: { resultUrl: string; queueTimeOutUrl: string } | null;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}) {
  const { db, daraja } = deps;

  async function settle(payment: PaymentRow, verdict: StkQueryResult, callback?: { amount?: number; receipt?: string }) {
    if (verdict.pending) return;
    const now = new Date();
    if (verdict.resultCode !== 0) {
      await db
        .update(mpesaPayments)
        .set({ status: 'failed', resultCode: verdict.resultCode, resultDesc: verdict.resultDesc, updatedAt: now })
        .where(and(eq(mpesaPayments.id, payment.id), eq(mpesaPayments.status, 'pending')));
      return;
    }
    // Daraja charged what we asked; a callback that says otherwise is not believed.
    if (callback?.amount !== undefined && callback.amount !== payment.amount) {
      deps.log.warn({ paymentId: payment.id }, 'M-Pesa callback amount differs from the payment; not settled');
      await db
        .update(mpesaPayments)
        .set({ status: 'failed', resultDesc: 'The amount paid does not match the booking. Contact support with your M-Pesa message.', updatedAt: now })
        .where(and(eq(mpesaPayments.id, payment.id), eq(mpesaPayments.status, 'pending')));
      return;
    }
    try {
      await db.transaction(async (tx) => {
        const [paid] = await tx
          .update(mpesaPayments)
          .set({ status: 'paid', resultCode: 0, resultDesc: verdict.resultDesc, receipt: callback?.receipt ?? null, updatedAt: now })
          .where(and(eq(mpesaPayments.id, payment.id), eq(mpesaPayments.status, 'pending')))
          .returning({ id: mpesaPayments.id });
        if (!paid) return;
        // The money is in Nafasi's M-Pesa: recorded first, then what it pays (the booking, or a refund).
        const ref = callback?.receipt ?? `push:${payment.id}`;
        await received(tx, payment.amount * 100, ref, 'M-Pesa push paid', payment.bookingId);
        const counted = await countPayment(
          tx,
          {
            bookingId: payment.bookingId,
            source: { mpesaPaymentId: payment.id },
            cents: payment.amount * 100,
            payer: payment.phone,
            receipt: callback?.receipt,
            ledgerRef: ref,
            feePercent: deps.platformFeePercent,
          },
          now,
        );
        // Money arrived for a booking that is gone (its hold ran out) or already paid (another push,
        // the paybill): this payment is owed back, each one on its own. A last part that brought
        // more than was left (another part came meanwhile) has the difference owed back.
        if (counted.outcome === 'not_payable') {
          deps.log.warn({ paymentId: payment.id, bookingId: payment.bookingId }, 'M-Pesa payment for a booking no longer pending: refund due');
          await oweRefund(tx, {
            kind: 'unused_payment',
            bookingId: payment.bookingId,
            mpesaPaymentId: payment.id,
            amountCents: payment.amount * 100,
            phone: payment.phone,
            reason: counted.paymentStatus === 'paid' ? REFUND_REASONS.paidTwice : REFUND_REASONS.paidAfterRelease,
          });
        } else if (counted.outcome === 'whole' && counted.overCents > 0) {
          await oweRefund(tx, {
            kind: 'overpaid',
            bookingId: payment.bookingId,
            mpesaPaymentId: payment.id,
            amountCents: counted.overCents,
            phone: payment.phone,
            reason: REFUND_REASONS.over(formatKsh(payment.amount), formatKsh(payment.amount - counted.overCents / 100)),
          });
        }
      });
    } catch (err) {
      // One receipt pays one booking (unique): a replayed receipt settles nothing.
      if (sqlState(err) === '23505') {
        deps.log.warn({ paymentId: payment.id }, 'M-Pesa receipt already used; payment not settled');
        return;
      }
      throw err;
    }
  }

  /**
   * What a paybill payment of `shillings` may do for a booking that still owes `leftShillings`:
   * pay it whole (anything above is owed back), or be one of its parts when the rest is more than
   * one M-Pesa payment moves (a hall paid in parts); less than a rest one payment could bring is short.
   */
  const paybillFits = (shillings: number, leftShillings: number) => shillings >= leftShillings || (leftShillings > deps.limits.perPush && shillings > 0);

  /** What a held booking still owes, in shillings. */
  const leftOf = async (tx: Pick<Db, 'select'>, booking: { id: string; totalCents: number }) => (await owedCents(tx, booking)) / 100;

  /**
   * Matches a paybill payment to a booking: its account is the booking's reference and it brought at
   * least what the booking still owes (anything above is owed back), or it is a part of a booking
   * above M-Pesa's limit. A code the guest typed is only a claim: a mistyped one does not stop the
   * real payment. Money that can pay nothing is not claimed here.
   */
  async function matchC2b(transId: string, bookingId?: string) {
    const [paid] = await db.select().from(c2bTransactions).where(eq(c2bTransactions.transId, transId));
    // Money only once M-Pesa confirmed it.
    if (!paid || !paid.verifiedAt || paid.matchedBookingId || paid.refundedAt) return false;
    // A till payment names no booking: only a guest's claim of its code (for one booking) matches it.
    const tillPayment = paid.billRef === '';
    if (tillPayment && !bookingId) return false;
    const [booking] = await db
      .select({ id: bookings.id, totalCents: bookings.totalCents })
      .from(bookings)
      .where(
        and(
          tillPayment ? undefined : sql`upper(${bookings.reference}) = upper(${paid.billRef.trim()})`,
          eq(bookings.status, 'pending'),
          eq(bookings.paymentStatus, 'pending'),
          bookingId ? eq(bookings.id, bookingId) : undefined,
        ),
      );
    if (!booking || !paybillFits(paid.amount, await leftOf(db, booking))) return false;
    try {
      return await retryingConflicts(() =>
        db.transaction(async (t) => {
          // The booking's lock first: claiming the report names the booking (a key-share lock on it),
          // and two payments that each held that before asking for the lock would wait on each other.
          const [locked] = await t.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, booking.id)).for('update');
          const [claimed] = await t
            .update(c2bTransactions)
            .set({ matchedBookingId: booking.id })
            .where(and(eq(c2bTransactions.transId, transId), isNull(c2bTransactions.matchedBookingId), isNull(c2bTransactions.refundedAt)))
            .returning({ id: c2bTransactions.transId });
          if (!claimed) return false;
          // Under the booking's lock, what it still owes now: another payment (a push) may have paid it
          // first, or brought it below what this one can be a part of: undo the claim, and this money
          // is owed back.
          if (!locked || !paybillFits(paid.amount, await leftOf(t, booking))) t.rollback();
          const counted = await countPayment(
            t,
            {
              bookingId: booking.id,
              source: { c2bTransId: transId },
              cents: paid.amount * 100,
              payer: paid.msisdn,
              receipt: transId,
              ledgerRef: transId,
              feePercent: deps.platformFeePercent,
            },
            new Date(),
          );
          if (counted.outcome === 'not_payable') t.rollback();
          if (counted.outcome === 'whole') await dropClaims(t, transId, booking.id);
          if (counted.outcome === 'whole' && counted.overCents > 0) {
            await oweRefund(t, {
              kind: 'overpaid',
              bookingId: booking.id,
              c2bTransId: transId,
              amountCents: counted.overCents,
              phone: paid.msisdn,
              reason: REFUND_REASONS.over(formatKsh(paid.amount), formatKsh(paid.amount - counted.overCents / 100)),
            });
          }
          return true;
        }),
      );
    } catch (err) {
      if (sqlState(err) === '23505' || err instanceof TransactionRollbackError) return false;
      throw err;
    }
  }

  /**
   * Asks Transaction Status about a C2B report (by its receipt); the answer comes to the status hook
   * under the query's ConversationID, kept on the report: only that answer is read.
   */
  async function askAboutC2b(row: C2bRow, now: Date) {
    if (!deps.statusHooks) return;
    try {
      const query = await daraja.transactionStatus({ transactionId: row.transId, ...deps.statusHooks, occasion: row.transId });
      await db
        .update(c2bTransactions)
        .set({ statusQueryId: query.conversationId, checks: sql`${c2bTransactions.checks} + 1`, checkedAt: now })
        .where(and(eq(c2bTransactions.transId, row.transId), isNull(c2bTransactions.verifiedAt)));
    } catch (err) {
      // Asked again by the minute job.
      deps.log.warn({ err, transId: row.transId }, 'M-Pesa transaction status query for a C2B report failed');
    }
  }

  /**
   * A confirmed C2B report pays its booking, or is owed back: every shilling is the booking's or owed
   * back. A till payment names no booking: it waits for the guest's code to claim it.
   */
  async function settleC2b(row: C2bRow) {
    if (!row.billRef || row.matchedBookingId || row.refundedAt) return;
    if (!(await matchC2b(row.transId))) await refundUnmatched(row.transId);
  }

  /** Paybill money that paid no booking is owed back, with why. */
  async function refundUnmatched(transId: string) {
    const owed = await refundUnmatchedC2b(db, transId, ({ amount, billRef, booking }) => {
      if (booking?.paymentStatus === 'paid') return REFUND_REASONS.paidTwice;
      const due = booking ? mpesaAmount(booking.totalCents) : 0;
      if (booking?.status === 'pending' && amount < due) return REFUND_REASONS.short(formatKsh(amount), formatKsh(due));
      return REFUND_REASONS.noBooking(billRef);
    });
    if (owed) deps.log.warn({ transId }, 'paybill payment matched no booking: refund due');
  }

  async function own(user: AuthUser, paymentId: string) {
    const [row] = await db
      .select({ payment: mpesaPayments, userId: bookings.userId })
      .from(mpesaPayments)
      .innerJoin(bookings, eq(bookings.id, mpesaPayments.bookingId))
      .where(eq(mpesaPayments.id, paymentId));
    if (!row || (row.userId !== user.id && user.role !== 'admin')) throw notFound(m.api_payment_not_found());
    return row.payment;
  }

  const till = deps.manual.kind === 'till';

  return {
    /** What the booking screens say about paying: by hand to the paybill or till, the WhatsApp number, the hold. */
    info: (): PaymentInfo => ({ manual: deps.manual, whatsappNumber: deps.whatsappNumber, holdHours: deps.holdHours, limits: deps.limits, bank: deps.bank }),

    /**
     * Sends the push to the phone for what the booking still owes, in whole shillings: all of it, or
     * as much as one M-Pesa payment moves and the number may still pay today (a part; the rest
     * follows from this number or another). `now` is the app's clock (the payer's day is Nairobi's).
     */
    async start(user: AuthUser, bookingId: string, phone: string): Promise<MpesaPayment> {
      const now = deps.now?.() ?? new Date();
      const payable = (booking: typeof bookings.$inferSelect | undefined) => {
        if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
        if (booking.status === 'requested') throw new AppError(409, 'not_accepted', BOOKING_MESSAGES.notPayableYet);
        if (booking.status !== 'pending' || booking.paymentStatus !== 'pending' || (booking.holdExpiresAt && booking.holdExpiresAt < new Date())) {
          throw new AppError(409, 'not_payable', MPESA_MESSAGES.notPayable);
        }
        return booking;
      };
      const mine = and(eq(bookings.id, bookingId), eq(bookings.userId, user.id));
      payable((await db.select().from(bookings).where(mine))[0]);
      // One push at a time per booking: an earlier one the phone may still answer is asked about
      // first (and settled if it has an answer); while one is in flight, a new one waits.
      const inFlight = await db
        .select()
        .from(mpesaPayments)
        .where(and(eq(mpesaPayments.bookingId, bookingId), eq(mpesaPayments.status, 'pending')));
      for (const earlier of inFlight) {
        if (Date.now() - earlier.createdAt.getTime() < PUSH_ANSWER_S * 1000) continue;
        if (!earlier.checkoutRequestId) {
          // Never sent (the server stopped between writing it and Daraja's answer): no phone shows it.
          await db
            .update(mpesaPayments)
            .set({ status: 'failed', resultDesc: MPESA_MESSAGES.unavailable, updatedAt: new Date() })
            .where(and(eq(mpesaPayments.id, earlier.id), eq(mpesaPayments.status, 'pending')));
          continue;
        }
        try {
          await settle(earlier, await daraja.stkQuery(earlier.checkoutRequestId));
        } catch (err) {
          deps.log.warn({ err, paymentId: earlier.id }, 'STK query before a new push failed');
        }
      }
      // Hex: Daraja refuses callback URLs that spell certain words, and random letters could.
      const token = randomBytes(16).toString('hex');
      // Under the booking's row lock: two pushes asked for at once cannot both start.
      const { payment, booking } = await db.transaction(async (tx) => {
        const booking = payable((await tx.select().from(bookings).where(mine).for('update'))[0]);
        const [pending] = await tx
          .select({ id: mpesaPayments.id })
          .from(mpesaPayments)
          .where(and(eq(mpesaPayments.bookingId, bookingId), eq(mpesaPayments.status, 'pending')))
          .limit(1);
        if (pending) throw new AppError(409, 'push_in_flight', MPESA_MESSAGES.pushInFlight, undefined, { 'retry-after': String(PUSH_ANSWER_S) });
        // One number's pushes of a day are counted under a lock of that number (two bookings paid
        // from it at once cannot both pass its daily limit).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mpesa-payer:${phone}`}, 0))`);
        const so = await paidSoFar(tx, bookingId);
        const payerLeft = deps.limits.perPayerDay - (await payerToday(tx, phone, now));
        const part = nextPart(
          mpesaAmount(booking.totalCents),
          { shillings: so.cents / 100, parts: so.parts },
          deps.limits,
          payerLeft,
          booking.paymentTerms ? booking.paymentTerms.depositCents / 100 : null,
        );
        if (!part) throw new AppError(409, 'payer_day_limit', MPESA_MESSAGES.payerDayLimit(formatKsh(deps.limits.perPayerDay)), 'phone');
        const payment = one(
          await tx
            .insert(mpesaPayments)
            .values({
              bookingId,
              phone,
              amount: part.amount,
              callbackTokenHash: hashToken(token),
              requestId: currentRequestId() ?? null,
              createdAt: now,
              updatedAt: now,
            })
            .returning(),
        );
        return { payment, booking };
      });
      try {
        const pushed = await daraja.stkPush({
          amount: payment.amount,
          phone,
          callbackUrl: `${deps.callbackBaseUrl()}${DARAJA_HOOKS.stkResult(token)}`,
          accountReference: booking.reference,
          // Daraja takes at most 13 characters here.
          description: 'Nafasi space',
        });
        const updated = one(
          await db
            .update(mpesaPayments)
            .set({ merchantRequestId: pushed.merchantRequestId, checkoutRequestId: pushed.checkoutRequestId, updatedAt: new Date() })
            .where(eq(mpesaPayments.id, payment.id))
            .returning(),
        );
        return await toPayment(db, updated, deps.limits.perPush);
      } catch (err) {
        deps.log.warn({ err, paymentId: payment.id }, 'STK push failed');
        await db
          .update(mpesaPayments)
          .set({ status: 'failed', resultDesc: MPESA_MESSAGES.unavailable, updatedAt: new Date() })
          .where(eq(mpesaPayments.id, payment.id));
        throw new AppError(503, 'mpesa_unavailable', MPESA_MESSAGES.unavailable, undefined, { 'retry-after': '30' });
      }
    },

    get: async (user: AuthUser, paymentId: string) => toPayment(db, await own(user, paymentId), deps.limits.perPush),

    /** Daraja's callback, at the payment's unguessable path. Answered the same whatever happens. */
    async callback(token: string, body: StkCallback) {
      const [payment] = await db
        .select()
        .from(mpesaPayments)
        .where(eq(mpesaPayments.callbackTokenHash, hashToken(token)));
      const cb = body?.Body?.stkCallback;
      if (!payment || payment.status !== 'pending' || !payment.checkoutRequestId || !cb || cb.CheckoutRequestID !== payment.checkoutRequestId) return;
      const item = (name: string) => cb.CallbackMetadata?.Item?.find((i) => i.Name === name)?.Value;
      const amount = item('Amount');
      const receipt = item('MpesaReceiptNumber');
      // The callback is a hint: Daraja's query says what happened.
      const verdict = await daraja.stkQuery(payment.checkoutRequestId);
      await settle(payment, verdict, {
        amount: amount === undefined ? undefined : Number(amount),
        receipt: receipt === undefined ? undefined : String(receipt),
      });
    },

    /**
     * Daraja asks whether to accept a paybill payment, before any money moves: only for an account
     * that is a payable booking (else C2B00012) and for exactly its amount (else C2B00013), so a
     * short, split or mistyped payment is refused on the phone instead of arriving unmatched.
     */
    async c2bValidation(report: C2bReport): Promise<{ ResultCode: string | number; ResultDesc: string }> {
      // A till's payments name no account: nothing to check before the money moves (a guest's code claims it after).
      if (till && !String(report.BillRefNumber ?? '').trim()) return { ResultCode: 0, ResultDesc: 'Accepted' };
      const [booking] = await db
        .select({ id: bookings.id, totalCents: bookings.totalCents })
        .from(bookings)
        .where(
          and(
            sql`upper(${bookings.reference}) = upper(${String(report.BillRefNumber ?? '').trim()})`,
            eq(bookings.status, 'pending'),
            eq(bookings.paymentStatus, 'pending'),
          ),
        );
      if (!booking) return { ResultCode: 'C2B00012', ResultDesc: 'Rejected' };
      // Exactly what is left, or a part (within one payment's limit) of a booking above the limit.
      const shillings = Number(report.TransAmount);
      const left = await leftOf(db, booking);
      if (!(shillings === left || (left > deps.limits.perPush && shillings <= deps.limits.perPush && shillings > 0 && shillings < left)))
        return { ResultCode: 'C2B00013', ResultDesc: 'Rejected' };
      return { ResultCode: 0, ResultDesc: 'Accepted' };
    },

    /**
     * Daraja reports a paybill payment: kept once (by its transaction id); once M-Pesa's own
     * Transaction Status confirms it (anyone who learnt the hook's address could post a report),
     * it is money in the ledger, matched to its booking.
     */
    async c2bConfirmation(report: C2bReport) {
      const transId = String(report.TransID ?? '').toUpperCase();
      const amount = Number(report.TransAmount);
      // M-Pesa moves whole shillings up to its transaction limit; anything else is no real report.
      const billRef = String(report.BillRefNumber ?? '').trim();
      if (!/^[A-Z0-9]{10}$/.test(transId) || !Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_MPESA_SHILLINGS || (!billRef && !till)) return;
      const msisdn = report.MSISDN ? String(report.MSISDN) : null;
      if (!/^[\w* +-]{0,40}$/.test(msisdn ?? '') || !/^[\w.: -]{0,40}$/.test(String(report.TransTime ?? ''))) return;
      const now = new Date();
      const kept = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(c2bTransactions)
          .values({
            transId,
            amount,
            billRef: billRef.slice(0, 40),
            msisdn,
            transTime: report.TransTime ? String(report.TransTime) : null,
            verifiedAt: deps.statusHooks ? null : now,
          })
          .onConflictDoNothing()
          .returning();
        // Believed as it came (no initiator to ask with): in the ledger in the same transaction.
        if (row && !deps.statusHooks) await received(tx, amount * 100, transId, billRef ? 'paybill payment' : 'till payment');
        return row;
      });
      if (kept && deps.statusHooks) return askAboutC2b(kept, now);
      // A report sent again: what an interrupted first one left open is settled, once it is confirmed.
      const [row] = await db.select().from(c2bTransactions).where(eq(c2bTransactions.transId, transId));
      if (row?.verifiedAt) await settleC2b(row);
    },

    /**
     * Transaction Status's answer about a C2B report, read only as the answer to the question asked
     * about it (its ConversationID): Completed, with the report's receipt and amount, makes it money
     * in the ledger, then matched or owed back. Anything else leaves it for the next question. False
     * when it answers no report's question.
     */
    async c2bStatusResult(body: DarajaResult, now = new Date()): Promise<boolean> {
      const result = body?.Result;
      const conversationId = typeof result?.ConversationID === 'string' ? result.ConversationID : '';
      if (!result || !conversationId) return false;
      const [row] = await db
        .update(c2bTransactions)
        .set({ statusQueryId: null })
        .where(and(eq(c2bTransactions.statusQueryId, conversationId), isNull(c2bTransactions.verifiedAt)))
        .returning();
      if (!row) return false;
      const items = listOf(result.ResultParameters?.ResultParameter);
      const completed = Number(result.ResultCode) === 0 && param(items, 'TransactionStatus') === 'Completed';
      if (!completed || param(items, 'ReceiptNo') !== row.transId) return true;
      if (Number(param(items, 'Amount')) !== row.amount) {
        deps.log.error(
          { transId: row.transId, reported: row.amount, confirmed: param(items, 'Amount') },
          'M-Pesa confirms a C2B payment with another amount: set aside for an admin',
        );
        await db.update(c2bTransactions).set({ unconfirmedAt: now }).where(eq(c2bTransactions.transId, row.transId));
        return true;
      }
      const verified = await db.transaction(async (tx) => {
        const [done] = await tx
          .update(c2bTransactions)
          .set({ verifiedAt: now })
          .where(and(eq(c2bTransactions.transId, row.transId), isNull(c2bTransactions.verifiedAt)))
          .returning();
        if (done) await received(tx, done.amount * 100, done.transId, done.billRef ? 'paybill payment' : 'till payment');
        return done;
      });
      if (verified) await settleC2b(verified);
      return true;
    },

    /**
     * Paybill money M-Pesa confirmed that neither paid a booking nor was owed back (its settling
     * failed midway: a lost connection, a restart) is settled again after a minute: every shilling
     * the booking's or owed back, even then.
     */
    async settleLeftOverC2b(now = new Date()): Promise<number> {
      const left = await db
        .select()
        .from(c2bTransactions)
        .where(
          and(
            sql`${c2bTransactions.verifiedAt} is not null and ${c2bTransactions.verifiedAt} < ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz`,
            sql`${c2bTransactions.billRef} <> ''`,
            isNull(c2bTransactions.matchedBookingId),
            isNull(c2bTransactions.refundedAt),
          ),
        )
        .limit(50);
      for (const row of left) await settleC2b(row).catch((err) => deps.log.warn({ err, transId: row.transId }, 'settling a C2B payment again failed'));
      return left.length;
    },

    /**
     * C2B reports M-Pesa has not confirmed yet are asked about again every C2B_ASK_AGAIN_S; after
     * C2B_MAX_CHECKS questions without a Completed answer one is set aside (never money), logged for
     * an admin, who reads the statement.
     */
    async confirmC2bReports(now = new Date()): Promise<number> {
      if (!deps.statusHooks) return 0;
      const due = await db
        .update(c2bTransactions)
        .set({ checkedAt: now })
        .where(
          and(
            isNull(c2bTransactions.verifiedAt),
            isNull(c2bTransactions.unconfirmedAt),
            or(isNull(c2bTransactions.checkedAt), lt(c2bTransactions.checkedAt, new Date(now.getTime() - C2B_ASK_AGAIN_S * 1000))),
          ),
        )
        .returning();
      for (const row of due.slice(0, 50)) {
        if (row.checks >= C2B_MAX_CHECKS) {
          await db.update(c2bTransactions).set({ unconfirmedAt: now, statusQueryId: null }).where(eq(c2bTransactions.transId, row.transId));
          deps.log.error(
            { transId: row.transId, amount: row.amount, billRef: row.billRef },
            'M-Pesa never confirmed a C2B report: not counted; an admin checks the statement',
          );
        } else await askAboutC2b(row, now);
      }
      return due.length;
    },

    /** Till payments nobody claimed within TILL_CLAIM_DAYS are owed back to the number they came from. */
    async refundUnclaimedTill(now = new Date()): Promise<number> {
      const stale = await db
        .select({ transId: c2bTransactions.transId })
        .from(c2bTransactions)
        .where(
          and(
            eq(c2bTransactions.billRef, ''),
            sql`${c2bTransactions.verifiedAt} is not null`,
            isNull(c2bTransactions.matchedBookingId),
            isNull(c2bTransactions.refundedAt),
            lt(c2bTransactions.receivedAt, new Date(now.getTime() - TILL_CLAIM_DAYS * 86_400_000)),
          ),
        )
        .limit(200);
      for (const { transId } of stale) await refundUnmatchedC2b(db, transId, () => REFUND_REASONS.unclaimedTill(TILL_CLAIM_DAYS));
      return stale.length;
    },

    /** A guest typed a code: it pays the booking only if Daraja reported that very payment for it. */
    verifyClaim: (bookingId: string, code: string) => matchC2b(code.toUpperCase(), bookingId),

    /**
     * Payments no callback settled within QUERY_AFTER_S: the server asks Daraja. Each is claimed by
     * one instance at a time (its checked_at moves as it is taken), so several instances share it.
     */
    async queryStale(now = new Date()): Promise<number> {
      // A push nobody has answered for QUERY_GIVE_UP_H is not asked about again: it is set aside
      // for an admin (logged with its booking), and its guest reads what happens next.
      const givenUp = await db
        .update(mpesaPayments)
        .set({ status: 'failed', resultDesc: MPESA_MESSAGES.unresolved, updatedAt: now })
        .where(and(eq(mpesaPayments.status, 'pending'), lt(mpesaPayments.createdAt, new Date(now.getTime() - QUERY_GIVE_UP_H * 3_600_000))))
        .returning({
          id: mpesaPayments.id,
          bookingId: mpesaPayments.bookingId,
          amount: mpesaPayments.amount,
          phone: mpesaPayments.phone,
          requestId: mpesaPayments.requestId,
        });
      for (const payment of givenUp)
        inRequest(payment.requestId ?? undefined, () => deps.log.error(payment, 'M-Pesa never said whether this payment went through: an admin checks it'));
      const claimed = await db
        .update(mpesaPayments)
        .set({ checkedAt: now })
        .where(
          and(
            eq(mpesaPayments.status, 'pending'),
            sql`${mpesaPayments.checkoutRequestId} is not null`,
            lt(mpesaPayments.createdAt, new Date(now.getTime() - QUERY_AFTER_S * 1000)),
            or(isNull(mpesaPayments.checkedAt), lt(mpesaPayments.checkedAt, new Date(now.getTime() - 30_000))),
          ),
        )
        .returning();
      for (const payment of claimed.slice(0, 50)) {
        // Claimed only with a checkout request id (the query above); the check tells the types so.
        if (!payment.checkoutRequestId) continue;
        const checkoutRequestId = payment.checkoutRequestId;
        // Asked, and settled, as part of the request that pushed it: its log lines carry that id.
        await inRequest(payment.requestId ?? undefined, async () => {
          try {
            const verdict = await daraja.stkQuery(checkoutRequestId);
            deps.log.info({ paymentId: payment.id, pending: verdict.pending, resultCode: verdict.resultCode }, 'M-Pesa payment status asked');
            await settle(payment, verdict);
          } catch (err) {
            deps.log.warn({ err, paymentId: payment.id }, 'STK query failed; will ask again');
          }
        });
      }
      return claimed.length;
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;

/** A number kept as M-Pesa statements print it: the country and network, then only the last three digits. */
const maskedPhone = (column: AnyColumn) => sql`left(${column}, 4) || repeat('*', greatest(length(${column}) - 7, 0)) || right(${column}, 3)`;

/**
 * Deleting an account (nothing is owed to it: the caller checked): every payment, refund and payout
 * of its bookings and its spaces stays, as tax law and the ledger need, with the phone numbers
 * masked as M-Pesa's statements print them; where its money went (payout accounts) goes.
 */
export async function erasePayer(tx: Db, userId: string) {
  const theirBookings = tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, userId));
  await tx
    .update(mpesaPayments)
    .set({ phone: maskedPhone(mpesaPayments.phone) })
    .where(inArray(mpesaPayments.bookingId, theirBookings));
  await tx
    .update(c2bTransactions)
    .set({ msisdn: maskedPhone(c2bTransactions.msisdn) })
    .where(inArray(c2bTransactions.matchedBookingId, theirBookings));
  const theirRefunds = tx.select({ id: refunds.id }).from(refunds).where(inArray(refunds.bookingId, theirBookings));
  await tx
    .update(refunds)
    .set({ phone: maskedPhone(refunds.phone) })
    .where(inArray(refunds.bookingId, theirBookings));
  await tx
    .update(payouts)
    .set({ phone: maskedPhone(payouts.phone) })
    .where(or(eq(payouts.hostId, userId), inArray(payouts.refundId, theirRefunds)));
  // A transfer from the person's own bank account (not their company's) named them.
  const ownTransfers = tx
    .select({ id: paymentParts.bankCreditId })
    .from(paymentParts)
    .innerJoin(bookings, eq(bookings.id, paymentParts.bookingId))
    .where(and(eq(bookings.userId, userId), isNull(bookings.companyId)));
  await tx
    .update(bankCredits)
    .set({ payer: null, payerAccount: maskedPhone(bankCredits.payerAccount) })
    .where(inArray(bankCredits.id, ownTransfers));
  await tx.delete(payoutAccounts).where(eq(payoutAccounts.userId, userId));
}
