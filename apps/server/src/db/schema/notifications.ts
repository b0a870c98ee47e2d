import { sql } from 'drizzle-orm';
import { EVENT_KINDS, MAIL_STATUSES } from '@nafasi/shared/notifications';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { bookings } from './reservations.ts';
import { createdAt } from './columns.ts';
import { spaces } from './listings.ts';

/* The tables of events, the bell and queued mail (modules/notifications). */

/** A queued mail: its words (see lib/mail-layout.tsx) and an optional calendar file. */
export interface QueuedMail {
  subject: string;
  heading: string;
  paragraphs: string[];
  facts?: [string, string][];
  action?: { label: string; url: string };
  unsubscribeUrl?: string;
  ics?: { filename: string; content: string };
  /** A QR code shown in the mail (an eTIMS invoice's): a PNG, base64, sent inline. */
  qr?: { png: string; alt: string };
  /** The language it is written in: the recipient's (English when absent). */
  locale?: 'en' | 'sw';
}

/**
 * What happened that someone should hear of (issue 17): written by triggers in the same transaction
 * as the change itself (a booking made, paid, moved...), or by the minute job (reminders, review
 * invitations). The dispatcher turns each into notifications and mails once, then marks it processed.
 */
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: EVENT_KINDS }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id').references(() => spaces.id, { onDelete: 'cascade' }),
    /** Who it is about: the reviewer, the person asking to become an owner. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What the event needs to be told later: a moved booking's old times, a review's stars. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /**
     * The request that caused it (issue 34): a transaction begun during a request sets
     * `nafasi.request_id` (db/client.ts), and the triggers' inserts take it by default.
     */
    requestId: text('request_id').default(sql`nullif(current_setting('nafasi.request_id', true), '')`),
  },
  (t) => [
    index('events_unprocessed_idx')
      .on(t.id)
      .where(sql`${t.processedAt} is null`),
    // A reminder and a review invitation are sent once per booking, however many instances look.
    uniqueIndex('events_once_per_booking_idx')
      .on(t.kind, t.bookingId)
      .where(sql`${t.kind} in ('booking_reminder', 'review_invite', 'balance_due')`),
  ],
);

/** The bell: what a person has been told in the app. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).references(() => events.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: EVENT_KINDS }).notNull(),
    /** The words in the language its reader had when it was told (rows from before `words`). */
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Its words in every language, shown in the reader's language of the moment when read. */
    words: jsonb('words').$type<Partial<Record<'en' | 'sw', { title: string; body: string }>>>(),
    /** Where the notification takes its reader (a path of the web app). */
    link: text('link').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_event_user_idx').on(t.eventId, t.userId),
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * The mail queue: one row per mail to send, rendered when sent. Claimed with SKIP LOCKED and a
 * lease (`lockedUntil`), so one instance sends each; a failure waits longer each time.
 */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    /** What the mail says, written when the event is dispatched and rendered in the layout when sent. */
    message: jsonb('message').$type<QueuedMail>().notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The request whose event this mail tells of: its log lines carry the id. */
    requestId: text('request_id'),
  },
  (t) => [
    check('mail_jobs_status_valid', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
    uniqueIndex('mail_jobs_event_user_idx').on(t.eventId, t.userId),
    index('mail_jobs_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
  ],
);
