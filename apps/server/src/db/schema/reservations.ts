import { sql } from 'drizzle-orm';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '@nafasi/shared/bookings';
import type { TaxTerms } from '@nafasi/shared/tax';
import { type AnyPgColumn, bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { spaces } from './listings.ts';

/* The bookings table (modules/reservations: a booking's row, its states and the time it holds). */

/**
 * Bookings hold a slot of a space. The exclusion constraint that forbids two active bookings
 * overlapping lives in a hand-written migration (drizzle-kit cannot express EXCLUDE).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the guest quotes with their M-Pesa payment. */
    reference: text('reference').notNull().unique(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    /** Booked on a company's account (its invoice names the company; its admins see it), or null: the booker's own. */
    companyId: uuid('company_id').references(() => companies.id),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /**
     * The end plus the space's buffer when booked: the exclusion constraint keeps [start, blockedUntil)
     * of active bookings apart, so two bookings are never closer than the buffer.
     */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /**
     * What the booking was sold with (docs/TAX.md; migration 0062): who sells, the tax and its rate,
     * the seller's and the buyer's PINs, Nafasi's fee and the VAT on it. Null for bookings made
     * before: the specification's flat 10 % (legacyTerms).
     */
    taxTerms: jsonb('tax_terms').$type<TaxTerms>(),
    /** A deposit holds it and the balance is due by `balanceDueAt` (its space's rule when booked); null: paid whole. */
    paymentTerms: jsonb('payment_terms').$type<{ depositCents: number; balanceDueAt: string }>(),
    invoiceId: text('invoice_id').notNull().unique(),
    mpesaCode: text('mpesa_code'),
    mpesaSubmittedAt: timestamp('mpesa_submitted_at', { withTimezone: true }),
    /** An unpaid pending booking holds its slot until then. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmedBy: uuid('confirmed_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The host's answer to a request (why it was declined), or why it ran out. */
    decisionNote: text('decision_note'),
    /**
     * What the admin's search reads (issue 33): the reference, the space's title, the guest's
     * address and name, a line each, in lower case. Kept by triggers (migration 0045), never
     * written by the app.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bookings_status_valid', sql`${t.status} in ('requested', 'pending', 'confirmed', 'cancelled', 'declined')`),
    check('bookings_blocked_until', sql`${t.blockedUntil} >= ${t.endTime}`),
    check('bookings_payment_status_valid', sql`${t.paymentStatus} in ('pending', 'paid')`),
    check('bookings_time_order', sql`${t.endTime} > ${t.startTime}`),
    index('bookings_user_idx').on(t.userId, t.startTime),
    // The minute job's reminders (a day before) and review invitations (after the end).
    index('bookings_confirmed_start_idx')
      .on(t.startTime)
      .where(sql`${t.status} = 'confirmed'`),
    index('bookings_confirmed_end_idx')
      .on(t.endTime)
      .where(sql`${t.status} = 'confirmed'`),
    index('bookings_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} in ('requested', 'pending') and ${t.paymentStatus} = 'pending'`),
    // A person's live holds, counted at each booking they make (issue 33: by the hold index alone,
    // every live hold of everyone was read, and a rush of bookings made each slower than the last).
    index('bookings_user_hold_idx')
      .on(t.userId, t.holdExpiresAt)
      .where(sql`${t.status} in ('requested', 'pending') and ${t.paymentStatus} = 'pending'`),
    // The admin's bookings table, each sort an index read one way (issue 33): a page reads its ids
    // from the index alone, then the 20 rows. Each carries the search text too (INCLUDE, written by
    // migration 0051: drizzle-kit cannot), so a search walking a sort never reads the rows it passes.
    index('bookings_created_idx').on(t.createdAt, t.id),
    index('bookings_start_idx').on(t.startTime, t.id),
    index('bookings_amount_idx').on(t.totalCents, t.id),
    index('bookings_status_idx').on(t.status, t.id),
    // Its search: one trigram index of the reference, the space and the guest together, so the
    // database judges a search's matches from one column (walks a sort's index for a common word,
    // reads the trigram index for a rare one).
    index('bookings_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('bookings_space_idx').on(t.spaceId),
    index('bookings_company_idx')
      .on(t.companyId, t.createdAt)
      .where(sql`${t.companyId} is not null`),
    // One M-Pesa transaction pays one booking: a code cannot be quoted twice.
    uniqueIndex('bookings_mpesa_code_unique')
      .on(t.mpesaCode)
      .where(sql`${t.mpesaCode} is not null`),
  ],
);
