import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt } from './columns.ts';

/* The tables of rate limits, the audit log and secrets (lib/). */

/** Rate-limit counters per key and fixed window, read as a sliding window (lib/rate-limit.ts), shared by every instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Server secrets that every instance must share (the JWT signing key when JWT_SECRET is not set):
 * made once by the first instance, read by all.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Every admin action, written in the same transaction as the action itself. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id'),
    /** The record, in English. */
    summary: text('summary').notNull(),
    /** What was done as a catalogue sentence's key and values (lib/audit.ts), worded in each reader's language; null before migration 0080. */
    words: jsonb('words'),
    createdAt: createdAt(),
  },
  // Newest first and from the end (admin-table.ts): one index of both, read either way.
  (t) => [index('audit_log_created_id_idx').on(t.createdAt, t.id)],
);

/**
 * What people agreed to and withdrew (Data Protection Act 2019 s. 32: consent proven by the
 * controller; docs/PRIVACY.md "Consent"): one row per choice, never changed, the newest per
 * purpose being where the person stands. `words` are the words they were shown, in their language.
 * A person is their account or, for a form anyone can send (the newsletter), the address they gave.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    /** newsletter, or mail:<kind> for an optional mail (shared/notifications.ts OPTIONAL_MAILS). */
    purpose: text('purpose').notNull(),
    given: boolean('given').notNull(),
    words: text('words').notNull(),
    locale: text('locale').notNull(),
    /** Where the choice was made: settings, newsletter_form, unsubscribe_link. */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('consents_user_idx').on(t.userId, t.createdAt),
    index('consents_email_idx').on(t.email, t.createdAt),
    check('consents_whose', sql`${t.userId} is not null or ${t.email} is not null`),
  ],
);
