import { problemCode, problemWords } from '@nafasi/shared/problems';
import { and, asc, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  CALENDAR_IMPORT_MESSAGES,
  MAX_CALENDAR_IMPORTS,
  MAX_HORIZON_MONTHS,
  type CalendarImport,
  type CalendarImportInputSchema,
} from '@nafasi/shared/schedule';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ACTIVE_BOOKING_STATUSES } from '@nafasi/shared/bookings';
import { bookings, calendarImports, spaceBlocks } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, notFound, sqlState } from '../../lib/errors.ts';
import { fetchBounded, FetchRefused, type BoundedFetchOptions, type FetchProblem } from '../../lib/fetch-bounded.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { CalendarUnreadable, parseBusyTimes } from '../../lib/ical.ts';
import { one } from '../../lib/rows.ts';
import { slotWrite } from '../reservations/slots.ts';

/** Each calendar is read again this often (issue 15: every 15 minutes). */
export const SYNC_EVERY_MS = 15 * 60_000;
/** Calendars synced per round of the background job; the rest wait for the next minute. */
const PER_ROUND = 5;
/** Blocks inserted per statement. */
const CHUNK = 500;
/** A calendar is read by hand at most once a minute, */
const COOLDOWN_MS = 60_000;
/** and one account starts at most this many reads by hand (adding or "Sync now") an hour: each is an outside fetch. */
export const MANUAL_SYNCS_PER_HOUR = 60;

/** Clashes listed per calendar at most (a host with more has a bigger problem than a long list). */
const MAX_CLASHES = 20;
/** How a link that was not read is kept: the problem, worded when the host reads it. */
const CALENDAR_PROBLEMS = { unreadable: 'calendar_unreadable', tooLarge: 'calendar_too_large', badUrl: 'calendar_bad_url' } as const satisfies Record<
  FetchProblem,
  string
>;

type Row = typeof calendarImports.$inferSelect;
type Clash = CalendarImport['clashes'][number];
const toImport = (row: Row, clashes: Clash[] = []): CalendarImport => ({
  id: row.id,
  spaceId: row.spaceId,
  url: row.url,
  name: row.name,
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
  lastError: problemWords(row.lastError),
  eventsCount: row.eventsCount,
  clashes,
});

/**
 * For each calendar, the bookings made here that one of its busy times overlaps and that have not
 * ended: the host took the same time on two platforms. Read when asked, so a cancellation here or
 * a change there shows at once.
 */
async function clashesOf(db: Db, importIds: string[], now: Date): Promise<Map<string, Clash[]>> {
  const byImport = new Map<string, Clash[]>();
  if (!importIds.length) return byImport;
  const rows = await db
    .selectDistinct({
      importId: spaceBlocks.importId,
      bookingId: bookings.id,
      reference: bookings.reference,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      status: bookings.status,
    })
    .from(spaceBlocks)
    .innerJoin(
      bookings,
      and(
        eq(bookings.spaceId, spaceBlocks.spaceId),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        lt(bookings.startTime, spaceBlocks.endsAt),
        gt(bookings.endTime, spaceBlocks.startsAt),
        gt(bookings.endTime, now),
      ),
    )
    .where(inArray(spaceBlocks.importId, importIds))
    .orderBy(spaceBlocks.importId, bookings.startTime);
  for (const r of rows) {
    if (!r.importId || r.status === 'cancelled' || r.status === 'declined') continue;
    const list = byImport.get(r.importId) ?? [];
    if (list.length < MAX_CLASHES) list.push({ ...r, startTime: r.startTime.toISOString(), endTime: r.endTime.toISOString(), status: r.status });
    byImport.set(r.importId, list);
  }
  return byImport;
}

/**
 * A host's other calendars (another platform's iCal link). Each sync reads the link, bounded
 * (size, time, redirects, no private addresses), and replaces that calendar's blocks of the space
 * in one transaction under the space's slot lock; a failure keeps the last good blocks and records
 * why. Due calendars are claimed with SKIP LOCKED, so several instances share the work.
 */
export function calendarImportsService(
  db: Db,
  options: { managed: (user: AuthUser, spaceId: string) => Promise<unknown>; fetch: BoundedFetchOptions; limit?: RateLimiter },
) {
  const countManual = (user: AuthUser) =>
    options.limit?.('calendar reads', [{ key: `calendar-sync:${user.id}`, max: MANUAL_SYNCS_PER_HOUR, windowSeconds: 3600 }]);

  async function mine(user: AuthUser, spaceId: string, importId: string): Promise<Row> {
    await options.managed(user, spaceId);
    const [row] = await db
      .select()
      .from(calendarImports)
      .where(and(eq(calendarImports.id, importId), eq(calendarImports.spaceId, spaceId)));
    if (!row) throw notFound(CALENDAR_IMPORT_MESSAGES.notFound);
    return row;
  }

  /** Reads one calendar and replaces its blocks; answers the calendar as it stands after. */
  async function sync(row: Row, now = new Date()): Promise<CalendarImport> {
    const window = { from: now, to: new Date(now.getTime() + (MAX_HORIZON_MONTHS + 1) * 31 * 86_400_000) };
    try {
      const busy = parseBusyTimes(await fetchBounded(row.url, options.fetch), window);
      await slotWrite(db, row.spaceId, async (tx) => {
        await tx.delete(spaceBlocks).where(eq(spaceBlocks.importId, row.id));
        for (let i = 0; i < busy.length; i += CHUNK) {
          await tx.insert(spaceBlocks).values(
            busy.slice(i, i + CHUNK).map((b) => ({
              spaceId: row.spaceId,
              importId: row.id,
              startsAt: b.start,
              endsAt: b.end,
              note: [row.name, b.summary].filter(Boolean).join(': ').slice(0, 200),
            })),
          );
        }
        await tx
          .update(calendarImports)
          .set({ lastAttemptAt: now, lastSyncedAt: now, lastError: null, eventsCount: busy.length })
          .where(eq(calendarImports.id, row.id));
      });
    } catch (err) {
      // A link that answered something else than a calendar reads like any other failure.
      if (!(err instanceof FetchRefused || err instanceof CalendarUnreadable)) throw err;
      // Kept as the problem, worded when read: the host reads it in their language, whoever synced.
      const lastError = problemCode({ key: CALENDAR_PROBLEMS[err instanceof FetchRefused ? err.problem : 'unreadable'] });
      await db.update(calendarImports).set({ lastAttemptAt: now, lastError }).where(eq(calendarImports.id, row.id));
    }
    const after = one(await db.select().from(calendarImports).where(eq(calendarImports.id, row.id)));
    return toImport(after, (await clashesOf(db, [after.id], now)).get(after.id));
  }

  return {
    async list(user: AuthUser, spaceId: string): Promise<CalendarImport[]> {
      await options.managed(user, spaceId);
      const rows = await db.select().from(calendarImports).where(eq(calendarImports.spaceId, spaceId)).orderBy(asc(calendarImports.createdAt));
      const clashes = await clashesOf(
        db,
        rows.map((r) => r.id),
        new Date(),
      );
      return rows.map((r) => toImport(r, clashes.get(r.id)));
    },

    /** Adds a calendar and syncs it at once, so the host sees straight away whether the link works. */
    async add(user: AuthUser, spaceId: string, input: z.output<typeof CalendarImportInputSchema>): Promise<CalendarImport> {
      await options.managed(user, spaceId);
      await countManual(user);
      const url = input.url.replace(/^webcals?:\/\//i, 'https://');
      let row: Row;
      try {
        row = await db.transaction(async (tx) => {
          // Counted under a lock of the space, so two adds at once cannot pass the limit together.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`imports:${spaceId}`}, 0))`);
          const [existing] = await tx.select({ n: count() }).from(calendarImports).where(eq(calendarImports.spaceId, spaceId));
          if ((existing?.n ?? 0) >= MAX_CALENDAR_IMPORTS) throw new AppError(409, 'too_many_calendars', CALENDAR_IMPORT_MESSAGES.tooMany);
          return one(await tx.insert(calendarImports).values({ spaceId, url, name: input.name, createdBy: user.id }).returning());
        });
      } catch (err) {
        if (sqlState(err) === '23505') throw new AppError(409, 'duplicate_calendar', CALENDAR_IMPORT_MESSAGES.duplicate, 'url');
        throw err;
      }
      // A link that cannot be read the first time is not kept: the host corrects it in the form.
      // (One that stops answering later stays, with its error, and can be removed.)
      const first = await sync(row);
      if (first.lastError && !first.lastSyncedAt) {
        await db.delete(calendarImports).where(eq(calendarImports.id, row.id));
        throw new AppError(422, 'calendar_unreadable', first.lastError, 'url');
      }
      return first;
    },

    /** Reads a calendar now, unless it was read in the last minute (claimed atomically, so a burst of clicks reads it once). */
    async syncNow(user: AuthUser, spaceId: string, importId: string, now = new Date()): Promise<CalendarImport> {
      await mine(user, spaceId, importId);
      await countManual(user);
      const [claimed] = await db
        .update(calendarImports)
        .set({ lastAttemptAt: now })
        .where(
          and(
            eq(calendarImports.id, importId),
            or(isNull(calendarImports.lastAttemptAt), lt(calendarImports.lastAttemptAt, new Date(now.getTime() - COOLDOWN_MS))),
          ),
        )
        .returning();
      if (!claimed) throw new AppError(429, 'rate_limited', CALENDAR_IMPORT_MESSAGES.tooSoon, undefined, { 'retry-after': '60' });
      return sync(claimed, now);
    },

    /** Removes a calendar and the times it blocked. */
    async remove(user: AuthUser, spaceId: string, importId: string): Promise<void> {
      await mine(user, spaceId, importId);
      await db.delete(calendarImports).where(eq(calendarImports.id, importId));
    },

    /** The background job: claims calendars not tried for 15 minutes and syncs them. Answers how many. */
    async syncDue(now = new Date()): Promise<number> {
      const due = new Date(now.getTime() - SYNC_EVERY_MS);
      const claimed = await db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(calendarImports)
          .where(or(isNull(calendarImports.lastAttemptAt), lt(calendarImports.lastAttemptAt, due)))
          .orderBy(sql`${calendarImports.lastAttemptAt} asc nulls first`)
          .limit(PER_ROUND)
          .for('update', { skipLocked: true });
        if (rows.length) {
          await tx
            .update(calendarImports)
            .set({ lastAttemptAt: now })
            .where(
              sql`${calendarImports.id} in (${sql.join(
                rows.map((r) => sql`${r.id}`),
                sql`, `,
              )})`,
            );
        }
        return rows;
      });
      for (const row of claimed) await sync(row, now);
      return claimed.length;
    },
  };
}

export type CalendarImportsService = ReturnType<typeof calendarImportsService>;
