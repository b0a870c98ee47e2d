import { bigint, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * The search engine's own tables (modules/search): counts materialised by triggers, and the
 * checkpoints of keyset pagination. Their SQL names are older than the engine's words.
 */

/**
 * Counts the admin's figures and tables show, kept by the tables' own triggers instead of counted on
 * every call (issue 33; migration 0037): one row per name and shard, the shard the writing
 * connection's (so concurrent bookings add to different rows instead of queuing on one). A count is
 * the sum of its shards. Names: `spaces:<status>`, `bookings:<status>`, `bookings:paid_cents`,
 * `bookings:revenue_cents` (the ledger's money kept for bookings, by its trigger: migration 0059),
 * `users`, `audit_log`, `upgrades:pending`.
 */
export const tallies = pgTable(
  'tallies',
  {
    name: text('name').notNull(),
    shard: integer('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.name, t.shard] })],
);

/**
 * Keyset checkpoints ("rank marks", issue 33): of each admin table's unfiltered sort, every `every`th row in ascending
 * order (its place, its id and its sort key as text), taken by a periodic job
 * (modules/search/keyset-table.ts takeCheckpoints). A page deep in a table is walked from the nearest mark before
 * it instead of from the table's first row: a walk of fewer than `every` index entries at any page.
 */
export const rankMarkSets = pgTable('rank_mark_sets', {
  /** `<table>:<sort>`, as the table's service names its sorts. */
  name: text('name').primaryKey(),
  every: integer('every').notNull(),
  rows: bigint('rows', { mode: 'number' }).notNull(),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
});

export const rankMarks = pgTable(
  'rank_marks',
  {
    name: text('name')
      .notNull()
      .references(() => rankMarkSets.name, { onDelete: 'cascade' }),
    /** Its place in the ascending order, counted from 0. */
    at: bigint('at', { mode: 'number' }).notNull(),
    id: uuid('id').notNull(),
    key: text('key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.at] })],
);
