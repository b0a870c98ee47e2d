import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES, BOOKING_MESSAGES, type MoveBookingInput } from '@nafasi/shared/bookings';
import { clashes, SLOT_MESSAGES, slotProblem, type Schedule } from '@nafasi/shared/schedule';
import { nairobiInstant } from '@nafasi/shared/time';
import type { Db } from '../../db/client.ts';
import { bookings, spaceBlocks } from '../../db/schema.ts';
import { AppError, badRequest, conflict, sqlState } from '../../lib/errors.ts';

const MINUTE = 60_000;

/** A slot by the space's own rules (hours, lengths, notice, horizon), as instants; a 400 with a sentence otherwise. */
export function checkSlot(schedule: Schedule, input: MoveBookingInput, now: Date) {
  const problem = slotProblem(schedule, input, now);
  if (problem) throw badRequest(problem.message, problem.field);
  return { start: nairobiInstant(input.date, input.startTime), end: nairobiInstant(input.date, input.endTime) };
}

/** The active bookings and the blocks of a space that meet [from, to). Uses the GiST indexes of both. */
export async function takenBetween(db: Db, spaceId: string, from: Date, to: Date, exceptBookingId?: string) {
  const window = sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;
  const [found, blocks] = await Promise.all([
    db
      .select({ start: bookings.startTime, end: bookings.endTime })
      .from(bookings)
      .where(
        and(
          eq(bookings.spaceId, spaceId),
          inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
          exceptBookingId ? ne(bookings.id, exceptBookingId) : undefined,
          sql`"during" && ${window}`,
        ),
      )
      .orderBy(asc(bookings.startTime)),
    db
      .select({ start: spaceBlocks.startsAt, end: spaceBlocks.endsAt })
      .from(spaceBlocks)
      .where(and(eq(spaceBlocks.spaceId, spaceId), sql`tstzrange(${spaceBlocks.startsAt}, ${spaceBlocks.endsAt}, '[)') && ${window}`))
      .orderBy(asc(spaceBlocks.startsAt)),
  ]);
  return { bookings: found, blocks };
}

/**
 * Refuses a slot that meets another booking (409, taken), a block (400) or another booking's buffer
 * (400), each with its sentence. Run inside `slotWrite`, under the space's lock, so what it read
 * still holds when the write lands; the exclusion constraint stays the guarantee.
 */
export async function assertFree(tx: Db, spaceId: string, start: Date, end: Date, bufferMinutes: number, exceptBookingId?: string) {
  const pad = bufferMinutes * MINUTE;
  const taken = await takenBetween(tx, spaceId, new Date(start.getTime() - pad), new Date(end.getTime() + pad), exceptBookingId);
  const interval = (r: { start: Date; end: Date }) => ({ start: r.start.getTime(), end: r.end.getTime() });
  const clash = clashes(interval({ start, end }), bufferMinutes, { bookings: taken.bookings.map(interval), blocks: taken.blocks.map(interval) });
  if (clash === 'taken') throw conflict(BOOKING_MESSAGES.slotTaken, 'slot_taken');
  if (clash === 'blocked') throw badRequest(SLOT_MESSAGES.blocked, 'startTime');
  if (clash === 'buffer') throw badRequest(SLOT_MESSAGES.buffer(bufferMinutes), 'startTime');
}

/** How long a booking waits for another one of the same space before it gives up and retries. */
const LOCK_TIMEOUT_MS = 2000;
const ATTEMPTS = 3;
/** Deadlock, serialization failure, lock wait timed out: the write is tried again. */
const RETRYABLE = new Set(['40P01', '40001', '55P03']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a write that takes time of `spaceId` (a booking, a move, a block). Writes to one space are
 * serialised on an advisory lock of the space (concurrent inserts under an exclusion constraint
 * otherwise deadlock each other on PostgreSQL), each waiting at most LOCK_TIMEOUT_MS; a deadlock or
 * timeout is retried with jitter, and one that still fails is answered 409 with a sentence, never
 * 500 and never late. The exclusion constraint stays the guarantee: its refusal is the "taken" 409.
 */
export async function slotWrite<T>(db: Db, spaceId: string, write: (tx: Db) => Promise<T>, before?: (tx: Db) => Promise<void>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('lock_timeout', ${`${LOCK_TIMEOUT_MS}ms`}, true)`);
        if (before) await before(tx);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${spaceId}, 0))`);
        return write(tx);
      });
    } catch (err) {
      const state = sqlState(err);
      if (state === '23P01') throw conflict(BOOKING_MESSAGES.slotTaken, 'slot_taken');
      if (!state || !RETRYABLE.has(state)) throw err;
      if (attempt >= ATTEMPTS) throw new AppError(409, 'busy', BOOKING_MESSAGES.busy, undefined, { 'retry-after': '1' });
      await sleep(20 + Math.random() * 80 * attempt);
    }
  }
}
