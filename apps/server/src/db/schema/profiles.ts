import { sql } from 'drizzle-orm';
import { UPGRADE_STATUSES } from '@nafasi/shared/profiles';
import { check, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt } from './columns.ts';
import { spaces } from './listings.ts';

/* The tables of owner upgrades and favourites (modules/profiles). */

/** A user asking to become an owner; an admin grants or refuses it. */
export const ownerUpgradeRequests = pgTable(
  'owner_upgrade_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    status: text('status', { enum: UPGRADE_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('owner_upgrade_status_valid', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    uniqueIndex('owner_upgrade_one_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Spaces a user keeps (the heart on cards and the space page). */
export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.spaceId] })],
);
