import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, uniqueIndex, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, updatedAt } from './columns.ts';

/* The tables of the service's own record of its health (modules/health): what the /status page shows. */

/**
 * Each component's checks, an hour to a row (migration 0061): the recorder (modules/health) reads
 * the health each minute and adds one check here, `last_minute` keeping two instances from
 * counting one minute twice. Uptime is healthy checks over checks; 90 days are kept.
 */
export const healthHours = pgTable(
  'health_hours',
  {
    service: text('service').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    checks: integer('checks').notNull(),
    healthy: integer('healthy').notNull(),
    /** The database's answer times of the hour, summed (its average is the sum over the checks). */
    responseMsSum: bigint('response_ms_sum', { mode: 'number' }).notNull().default(0),
    lastMinute: timestamp('last_minute', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.service, t.hour] }), index('health_hours_hour_idx').on(t.hour)],
);

/**
 * Incidents on the /status page: opened by an admin (words of their own) or by the recorder when a
 * component stops being operational (its words come from the catalogue), resolved by the admin or
 * by the recorder when it is back.
 */
export const incidents = pgTable(
  'incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The component it concerns (api, database, payments, realtime, mail), or null for the whole service. */
    service: text('service'),
    status: text('status', { enum: ['maintenance', 'degraded', 'outage', 'resolved'] }).notNull(),
    source: text('source', { enum: ['admin', 'monitor'] }).notNull(),
    /** An admin's words; null for the recorder's own incidents. */
    title: text('title'),
    description: text('description'),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('incidents_status_valid', sql`${t.status} in ('maintenance', 'degraded', 'outage', 'resolved')`),
    check('incidents_source_valid', sql`${t.source} in ('admin', 'monitor')`),
    check('incidents_resolved_with_time', sql`(${t.status} = 'resolved') = (${t.resolvedAt} is not null)`),
    check('incidents_admin_words', sql`${t.source} = 'monitor' or (${t.title} is not null and ${t.description} is not null)`),
    index('incidents_started_idx').on(t.startedAt),
    // One open incident per component from the recorder (it opens one when a component falls, and resolves it when it is back).
    uniqueIndex('incidents_open_monitor_idx')
      .on(t.service)
      .where(sql`${t.source} = 'monitor' and ${t.resolvedAt} is null`),
  ],
);
