import { sql } from 'drizzle-orm';
import {
  BANK_CREDIT_STATUSES,
  PAYOUT_ACCOUNT_KINDS,
  PAYOUT_CHANNELS,
  PAYOUT_STATUSES,
  REFUND_KINDS,
  type BankImportLine,
  type RefundReason,
} from '@nafasi/shared/payments';
import { bigint, boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './reservations.ts';
import { users } from './auth.ts';
import { createdAt, updatedAt } from './columns.ts';

/* The tables of M-Pesa payments and refunds (modules/payments). */

/**
 * M-Pesa STK push payments of bookings (issue 14). A payment is trusted as paid only after Daraja's
 * query confirms it; its receipt number pays one booking only.
 */
export const mpesaPayments = pgTable(
  'mpesa_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    /** Whole shillings, as M-Pesa charges. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    merchantRequestId: text('merchant_request_id'),
    checkoutRequestId: text('checkout_request_id').unique(),
    /** SHA-256 of the unguessable token in the callback's path. */
    callbackTokenHash: text('callback_token_hash').notNull().unique(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    resultCode: integer('result_code'),
    resultDesc: text('result_desc'),
    receipt: text('receipt').unique(),
    /** When the server last asked Daraja about it (the query job's bookkeeping). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** The request that pushed it (issue 34): the query job that follows it logs under that id. */
    requestId: text('request_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('mpesa_payments_status_valid', sql`${t.status} in ('pending', 'paid', 'failed')`),
    index('mpesa_payments_booking_idx').on(t.bookingId),
    // What a number has been asked to pay today (M-Pesa's limit per customer per day).
    index('mpesa_payments_phone_idx').on(t.phone, t.createdAt),
    index('mpesa_payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * M-Pesa C2B confirmations: money paid to the paybill by hand, as Daraja reports it. A code a guest
 * types is only a claim until it matches one of these (same transaction, the booking's reference
 * as the account, enough money).
 */
export const c2bTransactions = pgTable('c2b_transactions', {
  transId: text('trans_id').primaryKey(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  billRef: text('bill_ref').notNull(),
  msisdn: text('msisdn'),
  transTime: text('trans_time'),
  matchedBookingId: uuid('matched_booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  /** Set when the money matched nothing and is owed back: it can then pay no booking. */
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  receivedAt: createdAt(),
  /**
   * When Daraja's Transaction Status confirmed the report (its receipt, amount, Completed): only then
   * is it money in the ledger that may pay a booking or a host. A report anyone could post is not.
   */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  /** The ConversationID of the Transaction Status query asked about it and not yet answered: only that answer is read. */
  statusQueryId: text('status_query_id').unique(),
  /** Queries asked without a Completed answer; after C2B_MAX_CHECKS the report is set aside for an admin. */
  checks: integer('checks').notNull().default(0),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  /** Set aside: M-Pesa never confirmed it (a forged or mistyped report); an admin reads the statement. */
  unconfirmedAt: timestamp('unconfirmed_at', { withTimezone: true }),
});

/**
 * Money owed back: a paid booking cancelled within the policy, a payment that arrived for a booking
 * already released or already paid, or paybill money that matched no booking (or brought more than
 * it). One row per payment returned, so every shilling that arrives is the booking's or owed back.
 * An admin sends it (M-Pesa B2C or a reversal, outside the product for now) and records it as sent.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null only for paybill money whose account names no booking. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REFUND_KINDS }).notNull().default('cancellation'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Why, in English as it was written (the record); `reasonKey` is read in each reader's language. */
    reason: text('reason').notNull(),
    /** Why, as a code and its values (null on refunds written before it was kept). */
    reasonKey: jsonb('reason_key').$type<RefundReason>(),
    /** The STK payment it returns, when it returns one. */
    mpesaPaymentId: uuid('mpesa_payment_id')
      .unique()
      .references(() => mpesaPayments.id, { onDelete: 'set null' }),
    /** The paybill payment it returns, when it returns one. */
    c2bTransId: text('c2b_trans_id')
      .unique()
      .references(() => c2bTransactions.transId),
    /** The number the money came from, when M-Pesa told us. */
    phone: text('phone'),
    /** The bank credit it returns part of (bank.ts): sent back by an admin, by bank, never by M-Pesa. */
    bankCreditId: uuid('bank_credit_id'),
    status: text('status', { enum: ['due', 'sent'] })
      .notNull()
      .default('due'),
    /** The M-Pesa transaction that returned the money. */
    reference: text('reference'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: uuid('sent_by'),
    createdAt: createdAt(),
  },
  (t) => [
    // A booking is cancelled once: one cancellation refund each; payments have their own uniques.
    uniqueIndex('refunds_cancellation_unique')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'cancellation'`),
    index('refunds_booking_idx').on(t.bookingId),
    check('refunds_status_valid', sql`${t.status} in ('due', 'sent')`),
    check('refunds_kind_valid', sql`${t.kind} in ('cancellation', 'partial', 'unused_payment', 'unmatched', 'overpaid')`),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
    check('refunds_traceable', sql`${t.bookingId} is not null or ${t.c2bTransId} is not null`),
    index('refunds_due_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'due'`),
  ],
);

/**
 * A bank statement an admin (or the import job) loaded: camt.053 or MT940 (bank.ts), once per file,
 * with what became of each of its lines (the report the admin reads).
 */
export const bankStatements = pgTable('bank_statements', {
  id: uuid('id').primaryKey().defaultRandom(),
  format: text('format', { enum: ['camt053', 'mt940'] }).notNull(),
  /** The file's SHA-256: the same file loaded again adds nothing. */
  sha256: text('sha256').notNull().unique(),
  fileName: text('file_name').notNull(),
  /** The bank's identification of the statement, and the account it is of. */
  statementRef: text('statement_ref').notNull(),
  account: text('account').notNull(),
  importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
  report: jsonb('report').$type<BankImportLine[]>().notNull(),
  importedAt: createdAt(),
});

/**
 * Money that came into Nafasi's bank account (a transfer, RTGS, Pesalink), one row per credit of a
 * statement, once however many statements show it (the account and the bank's reference). Matched
 * to bookings by the references its text names, or held for an admin.
 */
export const bankCredits = pgTable(
  'bank_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => bankStatements.id),
    account: text('account').notNull(),
    bankRef: text('bank_ref').notNull(),
    bookedOn: date('booked_on').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    payer: text('payer'),
    payerAccount: text('payer_account'),
    /** What the payer wrote (the remittance information), where the booking references are. */
    text: text('text').notNull(),
    /** matched: every shilling paid bookings; part: a booking still owes the rest; over: the excess owed back; held: for an admin. */
    status: text('status', { enum: BANK_CREDIT_STATUSES }).notNull(),
    /** Why it is held, for the admin. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_credits_entry').on(t.account, t.bankRef),
    index('bank_credits_held_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'held'`),
    check('bank_credits_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Each payment counted toward a booking (docs/PAYMENTS.md "Paying in parts"): an STK push or a
 * paybill payment, in whole shillings as M-Pesa moved it. A booking above M-Pesa's limit per
 * payment has several, from one number or several; one paid whole has one. What a booking has
 * received is the sum of its parts not returned; it is confirmed (and the sum applied in the
 * ledger) when that reaches its amount. A part of a booking released before it was paid whole is
 * returned: owed back to its payer (a refund of that payment), and no longer counted.
 */
export const paymentParts = pgTable(
  'payment_parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    mpesaPaymentId: uuid('mpesa_payment_id')
      .unique()
      .references(() => mpesaPayments.id),
    c2bTransId: text('c2b_trans_id')
      .unique()
      .references(() => c2bTransactions.transId),
    /** A bank transfer's credit (bank.ts): one credit may pay several bookings, a part of each. */
    bankCreditId: uuid('bank_credit_id').references(() => bankCredits.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Who paid: the number, as M-Pesa said it (a paybill report may mask it), or the name a bank statement gives. */
    payer: text('payer'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when it was owed back (its booking was released before it was paid whole). */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_parts_booking_idx').on(t.bookingId),
    check('payment_parts_amount_positive', sql`${t.amountCents} > 0`),
    check('payment_parts_one_source', sql`num_nonnulls(${t.mpesaPaymentId}, ${t.c2bTransId}, ${t.bankCreditId}) = 1`),
    uniqueIndex('payment_parts_bank_credit_booking').on(t.bankCreditId, t.bookingId),
  ],
);

/**
 * Money sent out by Daraja's B2C API (issue 29), or its B2B API to a host's paybill or till: a refund
 * returned to the number it came from, or a host's earnings from one day's finished bookings. The row is written, and claimed (`sending`, with
 * the OriginatorConversationID of that attempt) before anything is sent, so a crash between sending
 * and recording leaves a row that says so; an outcome not known for sure is asked about (Transaction
 * Status) before any resend. One payout per refund; one per host per Nairobi day of bookings.
 *
 * queued → sending → awaiting (Daraja took it) → checking (a result came, or nothing did: asked
 * about) → sent (Transaction Status says Completed); a definite failure goes back to queued after a
 * backoff, and after PAYOUT_MAX_ATTEMPTS to held, where an admin takes over (sends it again, or
 * records it sent by hand: manual).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['refund', 'host'] }).notNull(),
    refundId: uuid('refund_id')
      .unique()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The Nairobi day whose finished bookings a host payout pays. */
    day: date('day', { mode: 'string' }),
    /** How it leaves: B2C to a Safaricom number, B2B to a paybill or a till, or a Reversal of a C2B transaction. */
    toKind: text('to_kind', { enum: PAYOUT_CHANNELS }).notNull().default('mpesa'),
    /** The number paid: the Safaricom number (2547… / 2541…), the paybill's or till's, or for a reversal the payer's as Daraja gave it (maybe masked). */
    phone: text('phone').notNull(),
    /** The account number at a paybill; for a reversal, the M-Pesa transaction reversed. */
    accountReference: text('account_reference'),
    /** Whole shillings (Daraja's B2C takes no cents). */
    amount: integer('amount').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('queued'),
    /**
     * This attempt's own id, written before the request leaves, unique per attempt: B2C's
     * OriginatorConversationID; for B2B (whose OriginatorConversationID Daraja chooses) it is in the
     * attempt's ResultURL, so even a result for an attempt whose answer was lost finds it.
     */
    originatorId: text('originator_id').unique(),
    /** B2B: Daraja's OriginatorConversationID for this attempt, which Transaction Status asks by (B2C is asked by ours). */
    remoteId: text('remote_id'),
    conversationId: text('conversation_id'),
    /** The M-Pesa receipt of the money sent, once Transaction Status confirms it. */
    receipt: text('receipt').unique(),
    attempts: integer('attempts').notNull().default(0),
    /** Transaction Status queries asked in a row without a clear answer (held after PAYOUT_MAX_CHECKS). */
    checks: integer('checks').notNull().default(0),
    /** The ConversationID of the Transaction Status query asked last and not yet answered: only that answer is read. */
    statusQueryId: text('status_query_id').unique(),
    /** When M-Pesa first answered that it has no such transaction: sent again only when a later query agrees. */
    absentAt: timestamp('absent_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last attempt failed, in words an admin reads. */
    lastError: text('last_error'),
    /** The request that made it owed (a cancellation's refund; none for a host's scheduled payout): the job sending it logs under that id. */
    requestId: text('request_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('payouts_status_valid', sql`${t.status} in ('queued', 'sending', 'awaiting', 'checking', 'sent', 'held', 'manual')`),
    check('payouts_amount_positive', sql`${t.amount} > 0`),
    check(
      'payouts_to_kind_valid',
      sql`${t.toKind} in ('mpesa', 'paybill', 'till', 'reversal') and (${t.toKind} in ('paybill', 'reversal')) = (${t.accountReference} is not null)`,
    ),
    check(
      'payouts_kind_valid',
      sql`(${t.kind} = 'refund' and ${t.refundId} is not null) or (${t.kind} = 'host' and ${t.hostId} is not null and ${t.day} is not null)`,
    ),
    uniqueIndex('payouts_host_day_unique').on(t.hostId, t.day),
    index('payouts_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('payouts_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('sending', 'awaiting', 'checking')`),
  ],
);

/** The bookings a host payout pays, each once, with its share in cents (the booking's amount before tax, less Nafasi's fee). */
export const payoutItems = pgTable('payout_items', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'restrict' }),
  payoutId: uuid('payout_id')
    .notNull()
    .references(() => payouts.id, { onDelete: 'cascade' }),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  /** Withholding tax on the booking's sale, deducted from the payout and owed to KRA (docs/TAX.md). */
  withheldCents: bigint('withheld_cents', { mode: 'number' }).notNull().default(0),
});

/** Where a host is paid: an M-Pesa number, a paybill (with its account number) or a till; changed only with the password, and the host is mailed. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAYOUT_ACCOUNT_KINDS }).notNull(),
    number: text('number').notNull(),
    /** The account number at a paybill (null for a number or a till). */
    account: text('account'),
    updatedAt: updatedAt(),
  },
  (t) => [check('payout_accounts_kind_valid', sql`${t.kind} in ('mpesa', 'paybill', 'till') and (${t.kind} = 'paybill') = (${t.account} is not null)`)],
);

/**
 * A person's tax details (docs/TAX.md; migration 0062): a host's KRA PIN and VAT registration (their
 * spaces' bookings carry VAT when registered, TAX_MODEL=marketplace), and the name and PIN a guest or
 * a company wants on their invoices.
 */
export const taxProfiles = pgTable(
  'tax_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kraPin: text('kra_pin'),
    vatRegistered: boolean('vat_registered').notNull().default(false),
    invoiceName: text('invoice_name'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tax_profiles_pin_form', sql`${t.kraPin} is null or ${t.kraPin} ~ '^[A-Z][0-9]{9}[A-Z]$'`),
    check('tax_profiles_vat_needs_pin', sql`not ${t.vatRegistered} or ${t.kraPin} is not null`),
  ],
);

/**
 * Payments Nafasi made to KRA of the VAT and withholding it owes for a month (docs/TAX.md), recorded
 * by an admin with KRA's payment reference; each is a ledger movement out of the tax account.
 */
export const taxRemittances = pgTable(
  'tax_remittances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['vat', 'withholding'] }).notNull(),
    month: text('month').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reference: text('reference').notNull().unique(),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('tax_remittance_kind', sql`${t.kind} in ('vat', 'withholding')`),
    check('tax_remittance_month', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('tax_remittance_amount', sql`${t.amountCents} > 0`),
    index('tax_remittances_month_idx').on(t.month),
  ],
);

/**
 * The ledger (modules/payments/ledger.ts): every shilling that arrives or leaves, as double-entry
 * movements in cents (a debit positive, a credit negative), each movement (`txn`) summing to zero.
 * Written in the transaction of the change that causes it; never updated or deleted.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    txn: uuid('txn').notNull(),
    account: text('account', { enum: ['mpesa', 'bank', 'unapplied', 'host', 'fees', 'tax', 'vat', 'withholding', 'refunds'] }).notNull(),
    /** The host whose account it is (account 'host'). */
    hostId: uuid('host_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    memo: text('memo').notNull(),
    bookingId: uuid('booking_id'),
    refundId: uuid('refund_id'),
    payoutId: uuid('payout_id'),
    /** The M-Pesa receipt or transaction id it records. */
    mpesaRef: text('mpesa_ref'),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_account_valid', sql`${t.account} in ('mpesa', 'bank', 'unapplied', 'host', 'fees', 'tax', 'vat', 'withholding', 'refunds')`),
    check('ledger_host_named', sql`(${t.account} = 'host') = (${t.hostId} is not null)`),
    check('ledger_amount_nonzero', sql`${t.amountCents} <> 0`),
    index('ledger_txn_idx').on(t.txn),
    index('ledger_booking_idx').on(t.bookingId),
    // A booking's refunds are read from the ledger by refund (every booking list reads them).
    index('ledger_refund_idx').on(t.refundId),
    index('ledger_account_idx').on(t.account, t.hostId),
    index('ledger_ref_idx').on(t.mpesaRef),
  ],
);
