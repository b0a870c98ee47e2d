import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt } from './columns.ts';

/* The tables of virtual meetings and chat (modules/meetings). */

/** §3 Meeting: a virtual room with a 6-character code, made by the server. */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull().defaultNow(),
    durationMinutes: integer('duration_minutes').notNull().default(240),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostName: text('host_name').notNull(),
    maxParticipants: integer('max_participants').notNull().default(10),
    isActive: boolean('is_active').notNull().default(true),
    /** Shown in everyone's Browse Rooms; an unlisted room is reached by its link or code only. */
    listed: boolean('listed').notNull().default(true),
    meetingCode: text('meeting_code').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [check('meetings_code_format', sql`${t.meetingCode} ~ '^[A-Z0-9]{6}$'`), index('meetings_scheduled_idx').on(t.scheduledAt, t.id)],
);

/**
 * Who is in a room: one row per entry (a meeting, or a space's community chat). A row whose
 * left_at is null and whose last_seen_at is recent is online; the host's removal is kept.
 */
export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id').notNull(),
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    participantName: text('participant_name').notNull(),
    participantEmail: text('participant_email').notNull(),
    avatarUrl: text('avatar_url'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    inCall: boolean('in_call').notNull().default(false),
    muted: boolean('muted').notNull().default(false),
    videoOn: boolean('video_on').notNull().default(false),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('meeting_participants_room_idx')
      .on(t.roomId)
      .where(sql`${t.leftAt} is null`),
    index('meeting_participants_removed_idx')
      .on(t.roomId, t.userId)
      .where(sql`${t.removedAt} is not null`),
  ],
);

/** §3 Chat message, stored: a meeting's chat or a space's community chat. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    body: text('body').notNull(),
    type: text('type').notNull().default('text'),
    /** Removed by a moderator (the host, the space's owner or an admin): no longer shown. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
    createdAt: createdAt(),
  },
  (t) => [
    check('chat_messages_type_valid', sql`${t.type} in ('text', 'system')`),
    check('chat_messages_length', sql`char_length(${t.body}) between 1 and 2000`),
    index('chat_messages_room_idx').on(t.roomId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** A chat message someone reported, for admins (and the room's moderators) to look at. */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id').notNull(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_reports_once_idx').on(t.messageId, t.reporterId),
    index('chat_reports_open_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.resolvedAt} is null`),
  ],
);
