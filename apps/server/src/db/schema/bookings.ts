import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, uniqueIndex, uuid, check } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { spaces } from './listings.ts';
import { bookings } from './reservations.ts';

/* The reviews of bookings (modules/bookings). */

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
    uniqueIndex('reviews_booking_unique').on(t.bookingId),
  ],
);
