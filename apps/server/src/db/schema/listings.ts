import { sql, type SQL } from 'drizzle-orm';
import { STORED_SPACE_STATUSES } from '@nafasi/shared/catalogue';
import { DEFAULT_SCHEDULE, type Schedule } from '@nafasi/shared/schedule';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

import { createdAt, updatedAt } from './columns.ts';

/* The tables of spaces, their photos and calendars (modules/listings). */

/** The material fields of a listing, as an owner proposes them (money in cents). */
export interface PendingSpaceChanges {
  title?: string;
  description?: string;
  titleSw?: string;
  descriptionSw?: string;
  location?: string;
  category?: string;
  browseCategory?: string | null;
  hourlyRateCents?: number;
}

export const spaces = pgTable(
  'spaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    /** Integer cents of KES: never a float, and bigint so a dear space times many hours cannot overflow (ARCHITECTURE.md). */
    hourlyRateCents: bigint('hourly_rate_cents', { mode: 'number' }).notNull(),
    capacity: integer('capacity').notNull(),
    /** The space's own category: a browse category or one of the owner form's twelve. */
    category: text('category').notNull(),
    /** The browse category it is found under; null for 'other' (found under all categories only). */
    browseCategory: text('browse_category'),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: STORED_SPACE_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    ownerId: uuid('owner_id'),
    ownerName: text('owner_name').notNull().default('Admin User'),
    /**
     * What the admin's search reads (issue 33): the title, the place and the owner's name, a line
     * each, in lower case (a search is a LIKE of its lower case: ILIKE folds every row it tests).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${spaces.title} || E'\n' || ${spaces.location} || E'\n' || ${spaces.ownerName})`),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * An owner's edits of an approved listing that a customer relies on (title, description, place,
     * category, price) wait here for an admin; the approved version stays public meanwhile.
     */
    pendingChanges: jsonb('pending_changes').$type<PendingSpaceChanges>(),
    changesSubmittedAt: timestamp('changes_submitted_at', { withTimezone: true }),
    /** Why the admin refused the last proposed changes (shown to the owner). */
    changesRejectionReason: text('changes_rejection_reason'),
    /** When an admin last decided proposed changes (its owner is told: notifications' trigger reads it). */
    changesDecidedAt: timestamp('changes_decided_at', { withTimezone: true }),
    /** Booking rules (weekly hours, buffer, lengths, notice, horizon, instant book), written through ScheduleSchema. */
    schedule: jsonb('schedule').$type<Schedule>().notNull().default(DEFAULT_SCHEDULE),
    houseRules: text('house_rules').notNull().default(''),
    /** The host's Kiswahili title, description and house rules ('' where none: the English is shown under /sw with a note). */
    titleSw: text('title_sw').notNull().default(''),
    descriptionSw: text('description_sw').notNull().default(''),
    houseRulesSw: text('house_rules_sw').notNull().default(''),
    /** The creator's id and the key their form sent: a retried creation answers with this space. */
    creationKey: text('creation_key').unique(),
    /** What that first try sent (a digest of its fields and photos): the same key with another request is refused (422). */
    creationFingerprint: text('creation_fingerprint'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('spaces_rate_nonnegative', sql`${t.hourlyRateCents} >= 0`),
    check('spaces_capacity_positive', sql`${t.capacity} >= 1`),
    // 'deleted' keeps the row, so the bookings, invoices and reviews made of it stay readable.
    check('spaces_status_valid', sql`${t.status} in ('pending', 'approved', 'rejected', 'paused', 'deleted')`),
    check('spaces_rating_range', sql`${t.rating} between 0 and 5`),
    // Each catalogue order is one of these partial indexes read forwards or backwards (service ORDER).
    index('spaces_public_newest_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'approved'`),
    index('spaces_public_rate_idx')
      .on(t.hourlyRateCents, t.id)
      .where(sql`${t.status} = 'approved'`),
    index('spaces_public_rating_idx')
      .on(t.rating, t.reviewsCount, t.id)
      .where(sql`${t.status} = 'approved'`),
    index('spaces_public_category_rate_idx')
      .on(t.browseCategory, t.hourlyRateCents)
      .where(sql`${t.status} = 'approved'`),
    index('spaces_owner_idx').on(t.ownerId),
    index('spaces_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('spaces_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
    index('spaces_location_trgm_idx').using('gin', sql`${t.location} gin_trgm_ops`),
    // The admin panel's table: every state but deleted, searched by title, place and owner at once,
    // sorted by any column.
    index('spaces_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Each sort of the admin's table read from an index alone, ids first and then the page's rows
    // (issue 33): partial like the table (no deleted spaces), so a page skipped is never read. Each
    // also carries the search text (INCLUDE, written by migration 0051: drizzle-kit cannot), so a
    // search walking a sort tests each entry without reading its row.
    ...(['createdAt', 'title', 'category', 'location', 'hourlyRateCents', 'capacity'] as const).map((column) =>
      index(`spaces_admin_${t[column].name}_idx`)
        .on(t[column], t.id)
        .where(sql`${t.status} <> 'deleted'`),
    ),
  ],
);

export const spaceImages = pgTable(
  'space_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** Name of the stored files; the server names them itself. */
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** A photo added to a live listing is shown once an admin approves it. */
    approved: boolean('approved').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('space_images_space_idx').on(t.spaceId, t.position)],
);

/**
 * Times a host keeps a space from being booked: a day, days or hours for their own use (with a
 * private note). Bookings are refused over them; they are written under the space's slot lock.
 */
export const spaceBlocks = pgTable(
  'space_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Only the host and admins read it. */
    note: text('note').notNull().default(''),
    /** Set when the time comes from one of the host's other calendars: each sync replaces that calendar's blocks. */
    importId: uuid('import_id').references((): AnyPgColumn => calendarImports.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('space_blocks_order', sql`${t.endsAt} > ${t.startsAt}`),
    index('space_blocks_space_idx').on(t.spaceId, t.startsAt),
    index('space_blocks_import_idx').on(t.importId),
  ],
);

/**
 * The secret of a space's private iCal feed (its bookings and blocks), made when first asked for; a
 * new one retires the old link. Apart from the space's row, so making one is not a catalogue change
 * (every update of a space is told to the open catalogues).
 */
export const spaceCalendarFeeds = pgTable('space_calendar_feeds', {
  spaceId: uuid('space_id')
    .primaryKey()
    .references(() => spaces.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * A host's other calendars (another platform's iCal link): fetched every 15 minutes and on demand,
 * their busy times kept as blocks of the space. The last attempt, success and error are shown.
 */
export const calendarImports = pgTable(
  'calendar_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    name: text('name').notNull().default(''),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
    eventsCount: integer('events_count').notNull().default(0),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_imports_space_url_unique').on(t.spaceId, t.url), index('calendar_imports_due_idx').on(t.lastAttemptAt)],
);
