import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/* The tables of the contact inbox and the newsletter (modules/contact). */

/** Messages from the contact form and the partners' inquiry form, for admins to read. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['contact', 'partner'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    company: text('company'),
    industry: text('industry'),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('inbox_messages_created_idx').on(t.createdAt.desc(), t.id), check('inbox_messages_kind_check', sql`${t.kind} in ('contact', 'partner')`)],
);

/**
 * Newsletter subscribers: each address once. An address typed into the blog's box waits, with the
 * hash of the link mailed to it, until its owner follows the link (double opt-in); the newsletter
 * goes only to confirmed addresses. An account's own address (Settings) is confirmed at once.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    email: text('email').primaryKey(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_subscribers_token_idx').on(t.tokenHash)],
);
