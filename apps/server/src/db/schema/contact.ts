import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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

/** Newsletter subscribers: each address once. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});
