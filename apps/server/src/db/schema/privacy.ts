import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.ts';
import { users } from './auth.ts';

/**
 * A person's archives of their data (docs/PRIVACY.md "Download my data"): asked for, prepared in the
 * background into `archive` (a zip of data.json and index.html), then downloaded once with the
 * mailed link's secret (only its hash is kept) before `expires_at`. The archive's bytes go when it
 * is downloaded or runs out; the row stays as the record that it was given.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['preparing', 'ready', 'downloaded', 'expired', 'failed'] })
      .notNull()
      .default('preparing'),
    tokenHash: text('token_hash'),
    archive: bytea('archive'),
    bytes: integer('bytes'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [
    check('data_exports_status', sql`${t.status} in ('preparing', 'ready', 'downloaded', 'expired', 'failed')`),
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_open_idx')
      .on(t.status)
      .where(sql`${t.status} in ('preparing', 'ready')`),
  ],
);

/**
 * Deleting an account (docs/PRIVACY.md "Delete my account"): one row per deletion asked for. An
 * account with a password is erased at once (`erased_at` written with the row); one that signs in
 * only with Google is sent a link first (only its secret's hash is kept, until `expires_at`). The
 * row stays as the record of the erasure, with nothing of the person but their account's id.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [index('account_deletions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Requests to correct personal data a person cannot edit themselves (docs/PRIVACY.md "Correction";
 * the Act s. 40, reg. 10): what, what it should be and why; an admin answers in the product (done or
 * refused, with words), and the answer is written to the audit log.
 */
export const correctionRequests = pgTable(
  'correction_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    wanted: text('wanted').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'done', 'refused'] })
      .notNull()
      .default('open'),
    answer: text('answer'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('correction_requests_status', sql`${t.status} in ('open', 'done', 'refused')`),
    index('correction_requests_user_idx').on(t.userId, t.createdAt),
    index('correction_requests_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
  ],
);
