import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { bookings } from './reservations.ts';
import { createdAt } from './columns.ts';
import { spaces } from './listings.ts';

/* The tables of guest-host messages (modules/messages). */

/**
 * A private conversation between a guest and a space's host (issue 17): one per guest and space,
 * tied to the guest's latest booking of it when there is one. Each side's last read marks what is
 * unread for them; `*_mailed_at` when they were last mailed about unread messages.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    guestReadAt: timestamp('guest_read_at', { withTimezone: true }),
    hostReadAt: timestamp('host_read_at', { withTimezone: true }),
    guestMailedAt: timestamp('guest_mailed_at', { withTimezone: true }),
    hostMailedAt: timestamp('host_mailed_at', { withTimezone: true }),
    /** A participant reported it: admins may then read it. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reportReason: text('report_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_threads_space_guest_idx').on(t.spaceId, t.guestId),
    index('message_threads_guest_idx').on(t.guestId, t.lastMessageAt),
    index('message_threads_host_idx').on(t.hostId, t.lastMessageAt),
    index('message_threads_reported_idx')
      .on(t.reportedAt)
      .where(sql`${t.reportedAt} is not null`),
  ],
);

export const threadMessages = pgTable(
  'thread_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('thread_messages_thread_idx').on(t.threadId, t.createdAt)],
);
