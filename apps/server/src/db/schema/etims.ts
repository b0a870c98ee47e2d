import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { bookings } from './reservations.ts';
import { refunds } from './payments.ts';
import { createdAt } from './columns.ts';

/* The tax invoices and credit notes Nafasi sends to KRA's eTIMS (modules/etims; docs/TAX.md "eTIMS"). */

/**
 * A document for KRA: a sale (the hours of a booking Nafasi sells, or Nafasi's fee to a booking's
 * host) or a credit note that refers to one. Written in the transaction of the payment or the
 * cancellation that causes it, frozen as the request KRA will get (`payload`), and sent by a job
 * until the control unit signs it. `invc_no` is its number at KRA, taken once: a retry sends the
 * same number, so KRA never books it twice.
 */
export const etimsDocuments = pgTable(
  'etims_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invcNo: bigint('invc_no', { mode: 'number' }).notNull().unique(),
    /** sale: the booking's hours, sold by Nafasi; fee: Nafasi's fee to the booking's host. */
    kind: text('kind', { enum: ['sale', 'fee'] }).notNull(),
    /** S: an invoice; R: a credit note after a sale. */
    receiptType: text('receipt_type', { enum: ['S', 'R'] }).notNull(),
    originalId: uuid('original_id').references((): AnyPgColumn => etimsDocuments.id, { onDelete: 'restrict' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    /** Who it is issued to (the guest for a sale, the host for a fee), and the name and PIN it carries. */
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name'),
    customerPin: text('customer_pin'),
    /** KRA's tax type: B (VAT at 16 %) or D (no VAT: the seller is not registered). */
    taxType: text('tax_type').notNull(),
    /** Tax-inclusive, as eTIMS takes them. */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Whether its customer is told when KRA signs it (false for the sample data's history: not news). */
    tellCustomer: boolean('tell_customer').notNull().default(true),
    /** waiting: not yet signed (KRA unreachable, or a credit note waiting for its invoice); signed; rejected: KRA refused it (an admin looks). */
    status: text('status', { enum: ['waiting', 'signed', 'rejected'] })
      .notNull()
      .default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Being sent until then (the database's clock): no other sender takes it, whatever time it thinks it is. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The control unit's answer: its invoice number ({sdcId}/{curRcptNo}), signature, internal data and time. */
    cuInvoiceNo: text('cu_invoice_no'),
    receiptSignature: text('receipt_signature'),
    internalData: text('internal_data'),
    sdcDateTime: text('sdc_date_time'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('etims_documents_status', sql`${t.status} in ('waiting', 'signed', 'rejected')`),
    check('etims_documents_receipt', sql`(${t.receiptType} = 'S') = (${t.originalId} is null)`),
    check('etims_documents_amounts', sql`${t.totalCents} >= 0 and ${t.taxCents} >= 0 and ${t.taxCents} <= ${t.totalCents}`),
    // One invoice of each kind per booking, and one credit note of it per refund.
    uniqueIndex('etims_documents_invoice_once')
      .on(t.bookingId, t.kind)
      .where(sql`${t.receiptType} = 'S'`),
    uniqueIndex('etims_documents_credit_once').on(t.originalId, t.refundId),
    index('etims_documents_waiting_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'waiting'`),
    index('etims_documents_booking_idx').on(t.bookingId),
  ],
);
