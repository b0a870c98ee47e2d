import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, updatedAt } from './columns.ts';

/* The tables of company accounts (modules/companies; docs/COMPANIES.md). */

/** A company that books on one account: its invoices name it, its PIN and its postal address. */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** KRA PIN: a letter, nine digits, a letter (checked by the schema in shared/companies.ts). */
  kraPin: text('kra_pin').notNull(),
  postalAddress: text('postal_address').notNull(),
  /** Where invoices and monthly statements go. */
  billingEmail: text('billing_email').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Who belongs to a company, and when: an admin (manages members, sees every booking, invoice and
 * statement) or a member (books on the account). Leaving sets `leftAt`; the row stays, so the
 * company's past bookings keep who made them. One live membership per person and company.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    check('company_members_role_valid', sql`${t.role} in ('admin', 'member')`),
    uniqueIndex('company_members_live_idx')
      .on(t.companyId, t.userId)
      .where(sql`${t.leftAt} is null`),
    index('company_members_user_idx')
      .on(t.userId)
      .where(sql`${t.leftAt} is null`),
  ],
);

/** An invitation by e-mail: its link works once, for the address it was sent to, until it expires. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('company_invitations_role_valid', sql`${t.role} in ('admin', 'member')`),
    // One open invitation per address and company: inviting again replaces it.
    uniqueIndex('company_invitations_open_idx')
      .on(t.companyId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

/** A month's statement mailed to a company's billing address: once per company and month (the row is taken before sending). */
export const companyStatementMails = pgTable(
  'company_statement_mails',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month] })],
);
