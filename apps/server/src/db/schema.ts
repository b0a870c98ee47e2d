import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const spaces = pgTable(
  'spaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    /** Integer cents of KES: never a float (ARCHITECTURE.md). */
    hourlyRateCents: integer('hourly_rate_cents').notNull(),
    capacity: integer('capacity').notNull(),
    /** The space's own category: a browse category or one of the owner form's twelve. */
    category: text('category').notNull(),
    /** The browse category it is found under; null for 'other' (found under all categories only). */
    browseCategory: text('browse_category'),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    ownerId: uuid('owner_id'),
    ownerName: text('owner_name').notNull().default('Admin User'),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(5),
    reviewsCount: integer('reviews_count').notNull().default(0),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    opensAt: smallint('opens_at').notNull().default(420),
    closesAt: smallint('closes_at').notNull().default(1320),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('spaces_rate_nonnegative', sql`${t.hourlyRateCents} >= 0`),
    check('spaces_capacity_positive', sql`${t.capacity} >= 1`),
    check('spaces_status_valid', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('spaces_rating_range', sql`${t.rating} between 0 and 5`),
    check('spaces_hours_valid', sql`${t.opensAt} >= 0 and ${t.opensAt} < ${t.closesAt} and ${t.closesAt} <= 1440`),
    // Each catalogue order is one of these partial indexes read forwards or backwards (service ORDER).
    index('spaces_public_newest_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'approved'`),
    index('spaces_public_rate_idx').on(t.hourlyRateCents, t.id).where(sql`${t.status} = 'approved'`),
    index('spaces_public_rating_idx').on(t.rating, t.reviewsCount, t.id).where(sql`${t.status} = 'approved'`),
    index('spaces_public_category_rate_idx')
      .on(t.browseCategory, t.hourlyRateCents)
      .where(sql`${t.status} = 'approved'`),
    index('spaces_owner_idx').on(t.ownerId),
    index('spaces_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('spaces_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
    index('spaces_location_trgm_idx').using('gin', sql`${t.location} gin_trgm_ops`),
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
    createdAt: createdAt(),
  },
  (t) => [index('space_images_space_idx').on(t.spaceId, t.position)],
);

/**
 * Bookings hold a slot of a space. The exclusion constraint that forbids two active bookings
 * overlapping lives in a hand-written migration (drizzle-kit cannot express EXCLUDE).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bookings_status_valid', sql`${t.status} in ('pending', 'confirmed', 'cancelled')`),
    check('bookings_payment_status_valid', sql`${t.paymentStatus} in ('pending', 'paid')`),
    check('bookings_time_order', sql`${t.endTime} > ${t.startTime}`),
    index('bookings_user_idx').on(t.userId, t.startTime),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('reviews_space_idx').on(t.spaceId, t.createdAt.desc()),
  ],
);
