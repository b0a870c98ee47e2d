import { TransactionRollbackError, and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { nairobiDate, nairobiMonth } from '@nafasi/shared/time';
import { emailName } from '@nafasi/shared/auth';
import {
  PAYOUT_ACCOUNT_KIND_LABELS,
  PAYOUT_ACCOUNT_MESSAGES,
  PAYOUT_ADMIN_MESSAGES,
  type HeldPayout,
  mpesaAmount,
  payoutDestination,
  safaricomPhone,
  type PayoutAccount,
  type PayoutAccountInputSchema,
} from '@nafasi/shared/payments';
import type { Db } from '../../db/client.ts';
import { c2bTransactions, mpesaPayments, paymentParts, payoutAccounts, payoutItems, payouts, profiles, refunds, taxProfiles, users } from '../../db/schema.ts';
import { audit, destinationCode } from '../../lib/audit.ts';
import { problemCode, problemWords } from '@nafasi/shared/problems';
import { laidOutMail } from '../../lib/mail-layout.tsx';
import { inLocale } from '../../lib/locale.ts';
import { m } from '@nafasi/shared/i18n';
import { localeOf } from '../auth/accounts.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { Mailer } from '../../lib/mail.ts';
import { DarajaError, listOf, param, type DarajaClient, type DarajaResult } from './daraja.ts';
import { DARAJA_HOOKS } from './paths.ts';
import { hostPaid, refundSent, withheld } from './ledger.ts';
import { withheldOn } from '@nafasi/shared/tax';
import { rowsOf } from '../../lib/rows.ts';
import { currentRequestId, inRequest } from '../../lib/request-context.ts';

/*
 * Refunds go back and hosts are paid by themselves (issue 29): each refund owed to a Safaricom number,
 * and each host's day of earnings, becomes a payout, sent by Daraja's B2C API to a number or its B2B
 * API to a host's paybill or till. Nothing is believed until Daraja's Transaction Status says so, and
 * nothing is sent twice: an attempt is written (its own id) before it leaves, and an attempt whose
 * fate is unknown (the server stopped, the answer or the result never came) is asked about before any
 * new one. B2C takes our id as its OriginatorConversationID, so any attempt can be asked about; B2B
 * chooses its own, so ours rides in the attempt's ResultURL: a B2B attempt whose answer was lost is
 * known again when its result comes, and one whose result never comes either is never sent again by
 * itself: it waits for an admin, who reads the statement first.
 */

/** Attempts before a payout waits for an admin. */
export const PAYOUT_MAX_ATTEMPTS = 5;
/** Seconds to wait after a failed attempt before the next: a minute, five, half an hour, two hours. */
export const PAYOUT_BACKOFF_S = [60, 300, 1800, 7200] as const;
/** A payout claimed this long ago and not yet taken by Daraja: its sender stopped; ask about it. */
export const PAYOUT_STALE_S = 120;
/** Taken by Daraja (or asked about) this long without an answer: ask (again). */
export const PAYOUT_ANSWER_WAIT_S = 600;
/** Status queries without a clear answer before a payout waits for an admin. */
export const PAYOUT_MAX_CHECKS = 6;
/** Daraja's B2C takes no less. */
export const B2C_MIN_SHILLINGS = 10;
/** Why a payout whose outcome M-Pesa never told waits for an admin. */
export const PAYOUT_UNKNOWN = problemCode({ key: 'payout_unknown' });

type Tx = Pick<Db, 'insert' | 'select'>;
type PayoutRow = typeof payouts.$inferSelect;

/**
 * Where a refund goes back to: the number it came from (a push's phone, or a C2B payer's number when
 * Daraja gave it unmasked), for a booking the number that paid it. Null when there is none.
 */
async function refundPhone(tx: Tx, refund: { phone: string | null; bookingId: string | null; mpesaPaymentId: string | null; c2bTransId: string | null }) {
  const direct = refund.phone ? safaricomPhone(refund.phone) : null;
  if (direct) return direct;
  if (!refund.bookingId) return null;
  const [push] = await tx
    .select({ phone: mpesaPayments.phone })
    .from(mpesaPayments)
    .where(and(eq(mpesaPayments.bookingId, refund.bookingId), eq(mpesaPayments.status, 'paid')))
    .limit(1);
  if (push) return safaricomPhone(push.phone);
  const [bill] = await tx
    .select({ msisdn: c2bTransactions.msisdn })
    .from(c2bTransactions)
    .where(eq(c2bTransactions.matchedBookingId, refund.bookingId))
    .limit(1);
  return bill?.msisdn ? safaricomPhone(bill.msisdn) : null;
}

/**
 * In the transaction that makes a refund owed: its payout, when M-Pesa can send it by itself. To a
 * Safaricom number by B2C (at least B2C's minimum); money that paid nothing, returned whole, from a
 * payer whose number Daraja masked (its C2B reports do), by reversing that C2B transaction. Otherwise
 * the refund waits for an admin, as before.
 */
/**
 * Whether a refund goes back by bank, sent by an admin: money that came by bank (a credit, or the
 * cancellation of a booking a transfer paid part of: M-Pesa would send out money that came in by
 * bank, and a refund of part of such a booking), never to an M-Pesa number.
 */
export const backByBank = sql<boolean>`(${refunds.bankCreditId} is not null or (${refunds.kind} in ('cancellation', 'partial') and exists (
    select 1 from ${paymentParts} pp where pp.booking_id = ${refunds.bookingId} and pp.bank_credit_id is not null)))`.mapWith(Boolean);

export async function queuePayout(tx: Tx, refund: typeof refunds.$inferSelect) {
  const [bank] = await tx.select({ yes: backByBank }).from(refunds).where(eq(refunds.id, refund.id));
  if (bank?.yes) return;
  const amount = mpesaAmount(refund.amountCents);
  const phone = await refundPhone(tx, refund);
  if (phone && amount >= B2C_MIN_SHILLINGS) {
    await tx
      .insert(payouts)
      .values({ kind: 'refund', refundId: refund.id, phone, amount, requestId: currentRequestId() ?? null })
      .onConflictDoNothing();
    return;
  }
  if (refund.kind !== 'unmatched' || !refund.c2bTransId) return;
  const [paid] = await tx
    .select({ amount: c2bTransactions.amount, msisdn: c2bTransactions.msisdn })
    .from(c2bTransactions)
    .where(eq(c2bTransactions.transId, refund.c2bTransId));
  // A reversal returns the whole transaction: only when the whole of it is owed back.
  if (!paid || !Number.isInteger(paid.amount) || Math.round(paid.amount * 100) !== refund.amountCents) return;
  await tx
    .insert(payouts)
    .values({
      kind: 'refund',
      refundId: refund.id,
      toKind: 'reversal',
      phone: paid.msisdn ?? '',
      accountReference: refund.c2bTransId,
      amount: paid.amount,
      requestId: currentRequestId() ?? null,
    })
    .onConflictDoNothing();
}

export function payoutsService(deps: {
  db: Db;
  daraja: DarajaClient;
  /** Nafasi's fee in percent of a booking's amount before tax; the host is paid the rest. */
  platformFeePercent: number;
  /** Hours after a booking ends before its host is paid (time for a complaint). */
  delayHours: number;
  /** Withholding tax on each booking's amount before VAT, deducted from the payout (0: none; docs/TAX.md). */
  withholdingPercent?: number;
  /** Asks the account's password again (auth). */
  confirmPassword: (user: AuthUser, password: string) => Promise<void>;
  mailer: Mailer;
  /** The site's address, for links in mails. */
  siteUrl: string;
  /** Where Daraja calls back, and the secret in those paths. */
  callbackBaseUrl: () => string;
  secret: string;
  /** False without a B2C initiator: payouts are held for an admin at once. */
  enabled: boolean;
  /** Nafasi's own shortcode and till: money sent there would come back to Nafasi, never to the host. */
  ownNumbers: readonly string[];
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}) {
  const { db, daraja } = deps;
  const url = (path: string) => `${deps.callbackBaseUrl()}${path}`;
  const open = ['sending', 'awaiting', 'checking'] as const;

  /**
   * Asks Daraja what became of an attempt; the answer comes to the status hook under the query's own
   * ConversationID, kept here: only the answer to the question asked last is read. A B2B attempt
   * whose answer never came has no id Daraja knows yet: nothing to ask until its result names one.
   */
  async function ask(payout: PayoutRow) {
    // B2C is asked about by our own id; B2B by the one Daraja answered with.
    const remoteId = payout.toKind === 'mpesa' ? payout.originatorId : payout.remoteId;
    if (!remoteId || !payout.originatorId) return;
    try {
      const query = await daraja.transactionStatus({
        originatorConversationId: remoteId,
        resultUrl: url(DARAJA_HOOKS.statusResult(deps.secret)),
        queueTimeOutUrl: url(DARAJA_HOOKS.statusTimeout(deps.secret)),
        occasion: payout.originatorId,
      });
      await db
        .update(payouts)
        .set({ statusQueryId: query.conversationId })
        .where(and(eq(payouts.id, payout.id), inArray(payouts.status, open), eq(payouts.originatorId, payout.originatorId)));
    } catch (err) {
      // Asked again by the check job once the answer is overdue.
      deps.log.warn({ err, payoutId: payout.id }, 'M-Pesa transaction status query failed');
    }
  }

  /** A definite failure: tried again after a while, or after the last attempt held for an admin. */
  async function failed(payout: PayoutRow, why: string, now: Date) {
    const held = payout.attempts >= PAYOUT_MAX_ATTEMPTS;
    const wait = PAYOUT_BACKOFF_S[Math.min(payout.attempts - 1, PAYOUT_BACKOFF_S.length - 1)] ?? PAYOUT_BACKOFF_S[0];
    await db
      .update(payouts)
      .set({
        status: held ? 'held' : 'queued',
        lastError: why,
        checks: 0,
        statusQueryId: null,
        absentAt: null,
        nextAttemptAt: new Date(now.getTime() + wait * 1000),
        updatedAt: now,
      })
      .where(and(eq(payouts.id, payout.id), inArray(payouts.status, open), eq(payouts.originatorId, payout.originatorId ?? '')));
    if (held)
      deps.log.error({ payoutId: payout.id, refundId: payout.refundId, hostId: payout.hostId, why }, 'M-Pesa payout failed repeatedly: an admin sends it');
  }

  /** A host's payout left: the money sent, and the withholding deducted from it, owed to KRA. */
  async function hostPaidWithWithholding(tx: Parameters<Parameters<Db['transaction']>[0]>[0], cents: number, hostId: string, payoutId: string, ref: string) {
    await hostPaid(tx, cents, hostId, payoutId, ref);
    const [row] = rowsOf<{ cents: string | number }>(
      await tx.execute(sql`select coalesce(sum(withheld_cents), 0) as cents from payout_items where payout_id = ${payoutId}`),
    );
    const cut = Number(row?.cents ?? 0);
    if (cut > 0) await withheld(tx, cut, hostId, payoutId);
  }

  /** Daraja confirmed the money left: the payout and its refund are sent, with the receipt, together. */
  async function sent(payout: PayoutRow, receipt: string, now: Date) {
    await db.transaction(async (tx) => {
      const [done] = await tx
        .update(payouts)
        .set({ status: 'sent', receipt, sentAt: now, updatedAt: now, lastError: null })
        .where(and(eq(payouts.id, payout.id), inArray(payouts.status, open)))
        .returning({ refundId: payouts.refundId, hostId: payouts.hostId, amount: payouts.amount });
      if (!done) return;
      if (done.hostId) await hostPaidWithWithholding(tx, done.amount * 100, done.hostId, payout.id, receipt);
      if (!done.refundId) return;
      await refundSent(tx, done.amount * 100, done.refundId, receipt, payout.id);
      await tx
        .update(refunds)
        .set({ status: 'sent', reference: receipt, sentAt: now })
        .where(and(eq(refunds.id, done.refundId), eq(refunds.status, 'due')));
    });
  }

  /** The open payout an attempt belongs to, by our id for it or Daraja's. */
  async function byAttempt(ids: (string | undefined)[]) {
    const known = ids.filter((id): id is string => Boolean(id));
    if (!known.length) return undefined;
    const [payout] = await db
      .select()
      .from(payouts)
      .where(and(or(inArray(payouts.originatorId, known), inArray(payouts.remoteId, known)), inArray(payouts.status, open)));
    return payout;
  }

  /** Sends a claimed attempt: B2C to a number, B2B to a paybill or till. */
  function send(payout: PayoutRow) {
    const attempt = payout.originatorId ?? '';
    if (payout.toKind === 'mpesa')
      return daraja.b2cPayment({
        originatorConversationId: attempt,
        amount: payout.amount,
        phone: payout.phone,
        remarks: payout.kind === 'refund' ? 'Nafasi refund' : 'Nafasi host payout',
        occasion: payout.refundId ?? `${payout.day ?? ''} payout`,
        resultUrl: url(DARAJA_HOOKS.b2cResult(deps.secret)),
        queueTimeOutUrl: url(DARAJA_HOOKS.b2cTimeout(deps.secret)),
      });
    const resultUrl = url(DARAJA_HOOKS.attemptResult(deps.secret, attempt));
    const queueTimeOutUrl = url(DARAJA_HOOKS.attemptTimeout(deps.secret, attempt));
    if (payout.toKind === 'reversal')
      return daraja.reversal({ transactionId: payout.accountReference ?? '', amount: payout.amount, remarks: 'Nafasi refund', resultUrl, queueTimeOutUrl });
    return daraja.b2bPayment({
      to: payout.toKind,
      number: payout.phone,
      accountReference: payout.accountReference,
      amount: payout.amount,
      remarks: `Nafasi host payout ${payout.day ?? ''}`.trim(),
      resultUrl,
      queueTimeOutUrl,
    });
  }

  return {
    /** Where a host is paid, if they said. */
    async account(user: AuthUser): Promise<PayoutAccount | null> {
      const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, user.id));
      return row ? { kind: row.kind, number: row.number, account: row.account, updatedAt: row.updatedAt.toISOString() } : null;
    },

    /** Changes where a host is paid: only with the password, and the host is told by mail at once. */
    async setAccount(user: AuthUser, input: z.output<typeof PayoutAccountInputSchema>): Promise<PayoutAccount> {
      if (input.kind !== 'mpesa' && deps.ownNumbers.includes(input.number)) throw badRequest(PAYOUT_ACCOUNT_MESSAGES.ownNumber, 'number');
      await deps.confirmPassword(user, input.password);
      const now = new Date();
      const to = { kind: input.kind, number: input.number, account: input.kind === 'paybill' ? input.account : null };
      await db.transaction(async (tx) => {
        await tx
          .insert(payoutAccounts)
          .values({ userId: user.id, ...to, updatedAt: now })
          .onConflictDoUpdate({ target: payoutAccounts.userId, set: { ...to, updatedAt: now } });
        // The host's payouts M-Pesa refused (the mail said so) go again, to where they now say: not
        // one whose fate M-Pesa never told, which an admin sends only after reading the statement.
        await tx
          .update(payouts)
          .set({
            status: 'queued',
            attempts: 0,
            checks: 0,
            nextAttemptAt: now,
            lastError: null,
            toKind: to.kind,
            phone: to.number,
            accountReference: to.account,
            updatedAt: now,
          })
          .where(
            and(
              eq(payouts.hostId, user.id),
              eq(payouts.kind, 'host'),
              eq(payouts.status, 'held'),
              sql`${payouts.lastError} is distinct from ${PAYOUT_UNKNOWN}`,
            ),
          );
      });
      // The mail shows enough to recognise the change, not the whole number, in the host's language.
      const locale = await localeOf(db, user.id);
      await inLocale(locale, () =>
        laidOutMail(
          user.email,
          {
            subject: m.mail_payout_account_subject(),
            heading: m.mail_payout_account_heading(),
            paragraphs: [
              m.mail_payout_account_now({ account: m.mail_payout_account_ending({ kind: PAYOUT_ACCOUNT_KIND_LABELS[to.kind], last: to.number.slice(-3) }) }),
              m.mail_payout_account_not_you(),
            ],
            action: { label: m.mail_payout_account_action(), url: `${deps.siteUrl}/dashboard` },
            locale,
          },
          deps.siteUrl,
          { kind: 'payout-account', key: `${user.id}:${now.toISOString()}` },
        ),
      )
        .then((mail) => deps.mailer.send(mail))
        .catch((err: unknown) => deps.log.error({ err, userId: user.id }, 'payout account change mail failed'));
      return { ...to, updatedAt: now.toISOString() };
    },

    /**
     * Hosts' earnings go out by themselves: every paid, confirmed booking that ended at least
     * delayHours ago and is in no payout (and whose money Nafasi holds: not one the host marked paid
     * themselves) joins its host's payout of the day (Nairobi), while that one
     * has not left yet; otherwise it waits for tomorrow's. A host without a payout number waits.
     * The booking's share is the host's account's credit when its payment was applied (ledger.ts
     * applied: the amount before tax less Nafasi's fee and its VAT, plus the VAT the host charged as
     * seller, less what refunds of part gave back), or, for a booking whose payment the ledger never applied (older test data), the amount
     * before tax less the fee; M-Pesa moves whole shillings, so the payout is the shares' sum rounded
     * down, and at least B2C's minimum. With withholding (PAYOUT_WITHHOLDING_PERCENT, docs/TAX.md),
     * each booking's withholding (that percent of its amount before VAT) is deducted from the
     * payout and owed to KRA once it is sent; a host who has not given their KRA PIN waits for it.
     */
    async scheduleHostPayouts(now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - deps.delayHours * 3_600_000);
      const pct = deps.withholdingPercent ?? 0;
      const due = rowsOf<{
        booking_id: string;
        host_id: string;
        to_kind: PayoutAccount['kind'];
        phone: string;
        account: string | null;
        cents: string | number;
        subtotal_cents: string | number;
      }>(
        await db.execute(sql`
          select b.id as booking_id, s.owner_id as host_id, a.kind as to_kind, a.number as phone, a.account,
            coalesce(
              (select -sum(e.amount_cents) from ledger_entries e where e.booking_id = b.id and e.account = 'host' and e.memo in ('booking paid', 'part refunded')),
              b.subtotal_cents - round(b.subtotal_cents * ${deps.platformFeePercent}::numeric / 100)
            ) as cents,
            -- What the guest kept paying for: the amount before tax in the share refunds of part left
            -- standing (the host's share now against when it was paid, as the earnings show it).
            coalesce(round(b.subtotal_cents * (
              select sum(e.amount_cents)::numeric / nullif(sum(e.amount_cents) filter (where e.memo = 'booking paid'), 0)
              from ledger_entries e where e.booking_id = b.id and e.account = 'host' and e.memo in ('booking paid', 'part refunded'))), b.subtotal_cents)
              as subtotal_cents
          from bookings b
          join spaces s on s.id = b.space_id
          join payout_accounts a on a.user_id = s.owner_id
          -- Withholding is certified against the host's KRA PIN: without one, the payout waits.
          left join tax_profiles tp on tp.user_id = s.owner_id
          where b.payment_status = 'paid' and b.status = 'confirmed' and b.end_time <= ${before.toISOString()}::timestamptz
            -- The host who marked it paid was paid directly: Nafasi holds none of that money.
            and (b.confirmed_by is null or b.confirmed_by <> s.owner_id)
            and not exists (select 1 from payout_items i where i.booking_id = b.id)
            and not exists (select 1 from refunds r where r.booking_id = b.id and r.kind = 'cancellation')
            and (${pct}::numeric = 0 or tp.kra_pin is not null)
          order by b.end_time limit 5000`),
      ).map((r) => ({ ...r, withheld: withheldOn(Number(r.subtotal_cents), pct) }));
      const byHost = new Map<string, typeof due>();
      for (const row of due) byHost.set(row.host_id, [...(byHost.get(row.host_id) ?? []), row]);
      const day = nairobiDate(now);
      let scheduled = 0;
      for (const [hostId, rows] of byHost) {
        const first = rows[0];
        if (!first) continue;
        // Where the host said to be paid, as it is when the payout is scheduled (a change later waits for the next).
        const to = { toKind: first.to_kind, phone: first.phone, accountReference: first.to_kind === 'paybill' ? first.account : null };
        const total = rows.reduce((sum, r) => sum + Number(r.cents) - Number(r.withheld), 0);
        await db
          .transaction(async (tx) => {
            await tx
              .insert(payouts)
              .values({ kind: 'host', hostId, day, ...to, amount: Math.max(1, Math.floor(total / 100)), nextAttemptAt: now })
              .onConflictDoNothing();
            const [payout] = await tx
              .select()
              .from(payouts)
              .where(and(eq(payouts.hostId, hostId), eq(payouts.day, day)))
              .for('update');
            // Today's payout has left: these wait for tomorrow's.
            if (!payout || payout.status !== 'queued') return;
            const added = await tx
              .insert(payoutItems)
              .values(rows.map((r) => ({ bookingId: r.booking_id, payoutId: payout.id, amountCents: Number(r.cents), withheldCents: Number(r.withheld) })))
              .onConflictDoNothing()
              .returning({ bookingId: payoutItems.bookingId });
            const [sum] = rowsOf<{ cents: string | number }>(
              await tx.execute(sql`select coalesce(sum(amount_cents - withheld_cents), 0) as cents from payout_items where payout_id = ${payout.id}`),
            );
            const amount = Math.floor(Number(sum?.cents ?? 0) / 100);
            // Below B2C's minimum, the bookings wait to be joined by more (their items go).
            if (amount < B2C_MIN_SHILLINGS) return tx.rollback();
            await tx
              .update(payouts)
              .set({ amount, ...to, updatedAt: now })
              .where(eq(payouts.id, payout.id));
            scheduled += added.length;
          })
          .catch((err: unknown) => {
            if (!(err instanceof TransactionRollbackError)) throw err;
          });
      }
      return scheduled;
    },

    /** Host payouts M-Pesa could not send, oldest first (the admin's list). */
    async held(): Promise<HeldPayout[]> {
      const rows = await db
        .select({
          payout: payouts,
          name: profiles.fullName,
          email: users.email,
          bookings: sql<number>`(select count(*) from ${payoutItems} where ${payoutItems.payoutId} = ${payouts.id})`.mapWith(Number),
        })
        .from(payouts)
        .innerJoin(users, eq(users.id, payouts.hostId))
        .leftJoin(profiles, eq(profiles.userId, payouts.hostId))
        .where(and(eq(payouts.status, 'held'), eq(payouts.kind, 'host')))
        .orderBy(payouts.updatedAt)
        .limit(200);
      return rows.map(({ payout: p, name, email, bookings }) => ({
        id: p.id,
        host: { id: p.hostId ?? '', name: name ?? emailName(email), email },
        to: payoutDestination({ kind: p.toKind, number: p.phone, account: p.accountReference }),
        amount: p.amount,
        day: p.day ?? '',
        bookings,
        attempts: p.attempts,
        lastError: problemWords(p.lastError),
        outcomeUnknown: p.lastError === PAYOUT_UNKNOWN,
        updatedAt: p.updatedAt.toISOString(),
      }));
    },

    /**
     * An admin sends a held payout (a refund's or a host's) again: its attempts start over. One whose
     * outcome M-Pesa never told is sent again only when the admin says they read the statement.
     */
    async retry(admin: AuthUser, id: string, statementChecked: boolean) {
      return db.transaction(async (tx) => {
        const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
        if (!payout) throw notFound(PAYOUT_ADMIN_MESSAGES.notFound);
        if (payout.status !== 'held') throw new AppError(409, 'payout_not_held', PAYOUT_ADMIN_MESSAGES.notHeld);
        if (payout.lastError === PAYOUT_UNKNOWN && !statementChecked) throw new AppError(409, 'outcome_unknown', PAYOUT_ADMIN_MESSAGES.unknownOutcome);
        const now = new Date();
        const [queued] = await tx
          .update(payouts)
          .set({ status: 'queued', attempts: 0, checks: 0, nextAttemptAt: now, lastError: null, updatedAt: now })
          .where(eq(payouts.id, id))
          .returning({ id: payouts.id, status: payouts.status });
        await audit(tx, admin, {
          action: 'payout.retried',
          targetType: payout.refundId ? 'refund' : 'user',
          targetId: payout.refundId ?? payout.hostId ?? id,
          said: {
            key: 'audit_payout_retried',
            values: {
              amount: String(payout.amount),
              destination: destinationCode({ kind: payout.toKind, number: payout.phone, account: payout.accountReference }),
            },
          },
        });
        return queued as { id: string; status: PayoutRow['status'] };
      });
    },

    /** An admin records a held host payout sent by hand, with its M-Pesa code: the ledger pays the host's account. */
    async recordSent(admin: AuthUser, id: string, reference: string) {
      return db.transaction(async (tx) => {
        const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
        if (!payout) throw notFound(PAYOUT_ADMIN_MESSAGES.notFound);
        if (payout.kind !== 'host' || !payout.hostId) throw new AppError(409, 'refund_payout', PAYOUT_ADMIN_MESSAGES.refundFromRefunds);
        if (payout.status !== 'held') throw new AppError(409, 'payout_not_held', PAYOUT_ADMIN_MESSAGES.notHeld);
        const [taken] = await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.receipt, reference));
        if (taken) throw new AppError(409, 'code_recorded', PAYOUT_ADMIN_MESSAGES.codeRecorded);
        const now = new Date();
        const [done] = await tx
          .update(payouts)
          .set({ status: 'manual', receipt: reference, sentAt: now, updatedAt: now })
          .where(eq(payouts.id, id))
          .returning({ id: payouts.id, status: payouts.status });
        await hostPaidWithWithholding(tx, payout.amount * 100, payout.hostId, id, reference);
        await audit(tx, admin, {
          action: 'payout.sent',
          targetType: 'user',
          targetId: payout.hostId,
          said: { key: 'audit_payout_sent', values: { amount: String(payout.amount), reference } },
        });
        return done as { id: string; status: PayoutRow['status'] };
      });
    },

    /** Where each booking's host payout stands (the host's earnings read it). */
    async ofBookings(bookingIds: string[]) {
      if (!bookingIds.length) return new Map<string, PayoutRow & { withheldCents: number }>();
      const rows = await db
        .select({ bookingId: payoutItems.bookingId, withheldCents: payoutItems.withheldCents, payout: payouts })
        .from(payoutItems)
        .innerJoin(payouts, eq(payouts.id, payoutItems.payoutId))
        .where(inArray(payoutItems.bookingId, bookingIds));
      return new Map(rows.map((r) => [r.bookingId, { ...r.payout, withheldCents: r.withheldCents }]));
    },

    /** Whether a host's payout of a Nairobi day has left (no longer queued): bookings due later wait for the next day's. */
    async dayLeft(hostId: string, day: string) {
      const [row] = await db
        .select({ status: payouts.status })
        .from(payouts)
        .where(and(eq(payouts.hostId, hostId), eq(payouts.day, day)));
      return Boolean(row && row.status !== 'queued');
    },

    /**
     * A host's withholding statement for a month (Nairobi): each booking of the payouts sent in it,
     * its amount before VAT, the withholding deducted and what was paid for it, with the payout's
     * day and M-Pesa receipt; the host's name and KRA PIN head it (docs/TAX.md).
     */
    async withholdingStatement(user: AuthUser, month: string) {
      const { from, to } = nairobiMonth(month);
      const [who] = rowsOf<{ name: string | null; email: string; pin: string | null }>(
        await db.execute(sql`select p.full_name as name, u.email, tp.kra_pin as pin from users u
          left join profiles p on p.user_id = u.id left join tax_profiles tp on tp.user_id = u.id where u.id = ${user.id}`),
      );
      const rows = rowsOf<{
        sent_at: Date | string;
        receipt: string | null;
        reference: string;
        subtotal_cents: string | number;
        withheld_cents: string | number;
        share_cents: string | number;
      }>(
        await db.execute(sql`
          select p.sent_at, p.receipt, b.reference, b.subtotal_cents, i.withheld_cents, i.amount_cents as share_cents
          from payouts p join payout_items i on i.payout_id = p.id join bookings b on b.id = i.booking_id
          where p.kind = 'host' and p.host_id = ${user.id} and p.status in ('sent', 'manual')
            and p.sent_at >= ${from.toISOString()}::timestamptz and p.sent_at < ${to.toISOString()}::timestamptz
          order by p.sent_at, b.reference`),
      );
      return {
        month,
        name: who?.name ?? emailName(who?.email ?? ''),
        kraPin: who?.pin ?? null,
        percent: deps.withholdingPercent ?? 0,
        rows: rows.map((r) => ({
          day: nairobiDate(new Date(r.sent_at)),
          receipt: r.receipt ?? '',
          reference: r.reference,
          subtotalCents: Number(r.subtotal_cents),
          withheldCents: Number(r.withheld_cents),
          paidCents: Number(r.share_cents) - Number(r.withheld_cents),
        })),
      };
    },

    /** Whether a host's payouts wait for their KRA PIN (withholding is certified against it). */
    async needsPin(userId: string) {
      if (!deps.withholdingPercent) return false;
      const [row] = await db.select({ pin: taxProfiles.kraPin }).from(taxProfiles).where(eq(taxProfiles.userId, userId));
      return !row?.pin;
    },

    /** Whether a host has said where to be paid. */
    async hasAccount(userId: string) {
      const [row] = await db.select({ userId: payoutAccounts.userId }).from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
      return Boolean(row);
    },

    /**
     * Sends the payouts that are due. Each is claimed (in one statement, skipping rows another
     * instance holds) and its attempt written before the request leaves.
     */
    async sendDue(now = new Date()): Promise<number> {
      if (!deps.enabled) {
        const held = await db
          .update(payouts)
          .set({ status: 'held', lastError: problemCode({ key: 'payout_no_initiator' }), updatedAt: now })
          .where(eq(payouts.status, 'queued'))
          .returning({ id: payouts.id });
        return held.length;
      }
      const at = now.toISOString();
      const claimed = rowsOf<{ id: string }>(
        await db.execute(sql`
          update ${payouts} set status = 'sending', attempts = ${payouts.attempts} + 1, checks = 0,
            originator_id = ${payouts.id}::text || '-' || (${payouts.attempts} + 1), remote_id = null, status_query_id = null, absent_at = null,
            updated_at = ${at}::timestamptz
          where ${payouts.id} in (
            select ${payouts.id} from ${payouts} where ${payouts.status} = 'queued' and ${payouts.nextAttemptAt} <= ${at}::timestamptz
            order by ${payouts.nextAttemptAt} limit 20 for update skip locked)
          returning id`),
      );
      const ids = claimed.map((r) => r.id);
      if (!ids.length) return 0;
      const rows = await db.select().from(payouts).where(inArray(payouts.id, ids));
      // Each is sent as part of the request that made it owed (a cancellation): its lines carry that id.
      for (const payout of rows) {
        await inRequest(payout.requestId ?? undefined, async () => {
          try {
            const taken = await send(payout);
            await db
              .update(payouts)
              .set({ status: 'awaiting', conversationId: taken.conversationId, remoteId: taken.originatorConversationId, updatedAt: new Date() })
              .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'sending')));
            deps.log.info({ payoutId: payout.id, refundId: payout.refundId, hostId: payout.hostId }, 'M-Pesa payout taken by Daraja');
          } catch (err) {
            // A refusal (a 4xx with Daraja's error body) took nothing: try again later. Anything else
            // (no answer, a 5xx, a duplicate) may have been taken: ask before sending again.
            const refused = err instanceof DarajaError && err.status >= 400 && err.status < 500 && err.status !== 409;
            if (refused) await failed(payout, problemCode({ key: 'mpesa_said', values: { said: err.message } }), now);
            else {
              deps.log.warn({ err, payoutId: payout.id }, 'M-Pesa B2C request outcome unknown: asking');
              await db
                .update(payouts)
                .set({ status: 'checking', updatedAt: new Date() })
                .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'sending')));
              await ask(payout);
            }
          }
        });
      }
      return rows.length;
    },

    /**
     * Payouts whose fate is overdue: a claim its sender never finished, an attempt Daraja took but
     * never answered, a status query never answered. Each is asked about; after PAYOUT_MAX_CHECKS
     * without a clear answer it waits for an admin (never sent again blindly).
     */
    async checkOpen(now = new Date()): Promise<number> {
      const ago = (s: number) => new Date(now.getTime() - s * 1000);
      const overdue = await db
        .update(payouts)
        .set({ status: 'checking', checks: sql`${payouts.checks} + 1`, updatedAt: now })
        .where(
          or(
            and(eq(payouts.status, 'sending'), lt(payouts.updatedAt, ago(PAYOUT_STALE_S))),
            and(inArray(payouts.status, ['awaiting', 'checking']), lt(payouts.updatedAt, ago(PAYOUT_ANSWER_WAIT_S))),
          ),
        )
        .returning();
      for (const payout of overdue) {
        if (payout.checks > PAYOUT_MAX_CHECKS) {
          await db
            .update(payouts)
            .set({ status: 'held', lastError: PAYOUT_UNKNOWN, updatedAt: now })
            .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'checking')));
          deps.log.error({ payoutId: payout.id }, 'M-Pesa never said whether a payout was sent: an admin checks it');
        } else await ask(payout);
      }
      return overdue.length;
    },

    /**
     * Daraja's B2C or B2B result (or timeout): a hint, not believed; what it names is asked about. A
     * B2B result comes to its attempt's own path, and names Daraja's id for an attempt whose answer
     * was lost.
     */
    async payoutResult(body: DarajaResult, attempt?: string) {
      const named = body?.Result?.OriginatorConversationID;
      const payout = attempt ? await byAttempt([attempt]) : await byAttempt([named]);
      if (!payout || (attempt && payout.originatorId !== attempt)) return;
      const remoteId = payout.remoteId ?? (typeof named === 'string' && named.length <= 64 ? named : null);
      await db
        .update(payouts)
        .set({ status: 'checking', remoteId, updatedAt: new Date() })
        .where(and(eq(payouts.id, payout.id), inArray(payouts.status, open)));
      await ask({ ...payout, remoteId });
    },

    /**
     * Daraja's Transaction Status answer: what is believed, and only as the answer to the question
     * asked last about a payout (its ConversationID, kept when asked; read once). False when it
     * answers no payout's question (it may answer a C2B report's: payments.c2bStatusResult).
     */
    async statusResult(body: DarajaResult, now = new Date()): Promise<boolean> {
      const result = body?.Result;
      const conversationId = typeof result?.ConversationID === 'string' ? result.ConversationID : '';
      if (!result || !conversationId) return false;
      // Answered: the question is closed, so the same answer posted again is read by no one.
      const [payout] = await db
        .update(payouts)
        .set({ statusQueryId: null })
        .where(and(eq(payouts.statusQueryId, conversationId), inArray(payouts.status, open)))
        .returning();
      if (!payout) return false;
      const items = listOf(result.ResultParameters?.ResultParameter);
      const reference = listOf(result.ReferenceData?.ReferenceItem);
      // The query's Occasion is our attempt's id: an answer about another attempt says nothing of this one.
      const occasion = param(reference, 'Occasion');
      if (occasion && occasion !== payout.originatorId) return true;
      const code = Number(result.ResultCode);
      if (code !== 0) {
        // M-Pesa has no such transaction: the attempt never reached it, so sending again pays once;
        // but one answer is not enough to send money again (a lost request may still be on its way,
        // an answer may be forged): it goes again only when a later query, asked after
        // PAYOUT_ANSWER_WAIT_S by the check job, agrees.
        if (!/does not exist|not found/i.test(result.ResultDesc ?? '')) return true;
        if (payout.absentAt) await failed(payout, problemCode({ key: 'payout_never_received' }), now);
        else
          await db
            .update(payouts)
            .set({ status: 'checking', absentAt: now, updatedAt: now })
            .where(and(eq(payouts.id, payout.id), inArray(payouts.status, open), eq(payouts.originatorId, payout.originatorId ?? '')));
        return true;
      }
      const status = param(items, 'TransactionStatus') ?? '';
      const receipt = param(items, 'ReceiptNo');
      const amount = Number(param(items, 'Amount'));
      if (status === 'Completed' && receipt && amount === payout.amount) {
        await sent(payout, receipt, now);
        return true;
      }
      if (status === 'Completed') {
        deps.log.error({ payoutId: payout.id, amount, receipt }, 'M-Pesa reports a payout sent with another amount or no receipt: an admin checks it');
        await db
          .update(payouts)
          .set({ status: 'held', lastError: problemCode({ key: 'payout_other_amount' }), updatedAt: now })
          .where(eq(payouts.id, payout.id));
        return true;
      }
      if (status && status !== 'Pending') await failed(payout, problemCode({ key: 'mpesa_said', values: { said: status } }), now);
      return true;
    },
  };
}

export type PayoutsService = ReturnType<typeof payoutsService>;
