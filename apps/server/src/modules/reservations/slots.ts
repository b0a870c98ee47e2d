import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES, BOOKING_MESSAGES, type MoveBookingInput } from '@nafasi/shared/bookings';
import { clashes, SLOT_MESSAGES, slotProblem, type Schedule } from '@nafasi/shared/schedule';
import { nairobiInstant } from '@nafasi/shared/time';
import type { Db } from '../../db/client.ts';
import { bookings, spaceBlocks } from '../../db/schema.ts';
import { AppError, badRequest, conflict, sqlConstraint, sqlState } from '../../lib/errors.ts';
import { RETRYABLE_STATES } from '../../lib/conflicts.ts';
import { rowFromJson, rowsOf } from '../../lib/rows.ts';
import { currentRequestId } from '../../lib/request-context.ts';

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
  const { from, to } = paddedWindow(start, end, bufferMinutes);
  refuseClash(await takenBetween(tx, spaceId, from, to, exceptBookingId), start, end, bufferMinutes);
}

/** The window a slot's check reads: the slot and its buffer either side. */
export const paddedWindow = (start: Date, end: Date, bufferMinutes: number) => ({
  from: new Date(start.getTime() - bufferMinutes * MINUTE),
  to: new Date(end.getTime() + bufferMinutes * MINUTE),
});

type Taken = Awaited<ReturnType<typeof takenBetween>>;

/** assertFree's judgement of what was read (by takenBetween, or by slotWrite's opening). */
export function refuseClash(taken: Taken, start: Date, end: Date, bufferMinutes: number) {
  const interval = (r: { start: Date; end: Date }) => ({ start: r.start.getTime(), end: r.end.getTime() });
  const clash = clashes(interval({ start, end }), bufferMinutes, { bookings: taken.bookings.map(interval), blocks: taken.blocks.map(interval) });
  if (clash === 'taken') throw conflict(BOOKING_MESSAGES.slotTaken, 'slot_taken');
  if (clash === 'blocked') throw badRequest(SLOT_MESSAGES.blocked, 'startTime');
  if (clash === 'buffer') throw badRequest(SLOT_MESSAGES.buffer(bufferMinutes), 'startTime');
}

/** What slotWrite reads as it opens, in the same round trip as its locks (migration 0042). */
export interface SlotOpening {
  /** Count this person's live holds, under their lock (two bookings at once cannot both pass the limit). */
  holdsOf?: { userId: string; now: Date };
  /** Read the active bookings and blocks meeting this window, under the space's lock. */
  window?: { from: Date; to: Date; exceptBookingId?: string };
  /**
   * The write's booking and events notifications are the caller's to send once committed
   * (notifyAfter): inside the transaction they would hold the database's notify lock through the
   * commit, and queue every other booking behind it.
   */
  notifyAfter?: boolean;
}
export interface Opened {
  holds: number;
  taken: Taken;
}

/** How long a booking waits for another one of the same space before it gives up and retries. */
const LOCK_TIMEOUT_MS = 2000;
const ATTEMPTS = 3;
/** Deadlock, serialization failure, lock wait timed out: the write is tried again. */
const RETRYABLE = new Set([...RETRYABLE_STATES, '55P03']);
/** The unique numbers a write draws at random, each attempt anew. */
const DRAWN = new Set(['bookings_reference_unique', 'bookings_invoice_id_unique']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a write that takes time of `spaceId` (a booking, a move, a block). Writes to one space are
 * serialised on an advisory lock of the space (concurrent inserts under an exclusion constraint
 * otherwise deadlock each other on PostgreSQL), each waiting at most LOCK_TIMEOUT_MS; a deadlock or
 * timeout is retried with jitter, and one that still fails is answered 409 with a sentence, never
 * 500 and never late. The exclusion constraint stays the guarantee: its refusal is the "taken" 409.
 */
export function slotWrite<T>(db: Db, spaceId: string, write: (tx: Db, opened: Opened) => Promise<T>, opening: SlotOpening = {}): Promise<T> {
  const { holdsOf, window } = opening;
  return retried(() =>
    db.transaction(async (tx) => {
      const [row] = rowsOf<OpenedRow>(
        await tx.execute(
          sql`select * from nafasi_slot_open(${spaceId}::uuid, ${`${LOCK_TIMEOUT_MS}ms`}, ${holdsOf?.userId ?? null}::uuid,
              ${holdsOf?.now.toISOString() ?? null}::timestamptz, ${window?.from.toISOString() ?? null}::timestamptz,
              ${window?.to.toISOString() ?? null}::timestamptz, ${window?.exceptBookingId ?? null}::uuid, ${opening.notifyAfter ?? false})`,
        ),
      );
      return write(tx, opened(row));
    }),
  );
}

/** What nafasi_slot_open (and nafasi_book) answer: the booker's live holds, what meets the window. */
interface OpenedRow {
  holds: string | number | null;
  bookings: [string, string][] | null;
  blocks: [string, string][] | null;
}
function opened(row: OpenedRow | undefined): Opened {
  const times = (pairs: [string, string][] | null | undefined) => (pairs ?? []).map(([start, end]) => ({ start: new Date(start), end: new Date(end) }));
  return { holds: Number(row?.holds ?? 0), taken: { bookings: times(row?.bookings), blocks: times(row?.blocks) } };
}

/**
 * A slot write tried until it lands: a deadlock or lock timeout, or a number drawn twice, is retried
 * with jitter (the write draws anew); one that still fails is answered 409 with a sentence, and the
 * exclusion constraint's refusal is the "taken" 409.
 */
async function retried<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      const state = sqlState(err);
      if (state === '23P01') throw conflict(BOOKING_MESSAGES.slotTaken, 'slot_taken');
      // A reference or invoice number drawn twice (one in about 2,000 at a million bookings): the
      // write is tried again, drawing new ones.
      const drawnTwice = state === '23505' && DRAWN.has(sqlConstraint(err) ?? '');
      if (!state || !(RETRYABLE.has(state) || drawnTwice)) throw err;
      if (attempt >= ATTEMPTS) throw new AppError(409, 'busy', BOOKING_MESSAGES.busy, undefined, { 'retry-after': '1' });
      await sleep(20 + Math.random() * 80 * attempt);
    }
  }
}

/** A new booking's row as bookInOne writes it; the numbers it draws are drawn anew at each attempt. */
export type NewBooking = Omit<typeof bookings.$inferInsert, 'reference' | 'invoiceId'> & {
  status: 'requested' | 'pending';
  holdExpiresAt: Date;
  draw: () => { reference: string; invoiceId: string };
};

/** A new booking's row, written inside slotWrite's transaction once the caller has judged the slot (bookInOne's slow path). */
export function insertBooking(tx: Db, booking: NewBooking) {
  const { draw, ...values } = booking;
  return tx
    .insert(bookings)
    .values({ ...values, ...draw() })
    .returning();
}

/**
 * A booking written in one statement, its own transaction (nafasi_book, migration 0048): unless the
 * space changed since `spaceStamp` was read (`stale`: nothing done), and under the locks and reads
 * of slotWrite's opening, written at once (with its tax terms, migration 0062) when the booker holds fewer than
 * `maxHolds` and nothing active meets the padded window, and, on a company's account, while the
 * booker is a live member of it (`outsider` when not; migration 0069). Otherwise nothing is written (`created`
 * null) and what was read is returned: the caller refuses, or judges the neighbours in slotWrite.
 * Its notifications are the caller's to send once it is committed (notifyAfter).
 */
export function bookInOne(
  db: Db,
  booking: NewBooking,
  opening: { maxHolds: number; now: Date; window: { from: Date; to: Date }; spaceStamp: string },
): Promise<{ stale: boolean; outsider: boolean; guestName: string | null; created: typeof bookings.$inferSelect | null; opened: Opened }> {
  const iso = (d: Date) => d.toISOString();
  return retried(async () => {
    const { reference, invoiceId } = booking.draw();
    const [row] = rowsOf<OpenedRow & { stale: boolean; outsider: boolean | null; guest_name: string | null; booking: Record<string, unknown> | null }>(
      await db.execute(
        sql`select * from nafasi_book(${booking.spaceId}::uuid, ${opening.spaceStamp}, ${`${LOCK_TIMEOUT_MS}ms`}, ${currentRequestId() ?? null}, ${booking.userId}::uuid,
            ${iso(opening.now)}::timestamptz, ${opening.maxHolds}::integer, ${iso(opening.window.from)}::timestamptz, ${iso(opening.window.to)}::timestamptz,
            ${reference}, ${invoiceId}, ${iso(booking.startTime)}::timestamptz, ${iso(booking.endTime)}::timestamptz, ${iso(booking.blockedUntil)}::timestamptz,
            ${booking.subtotalCents}::bigint, ${booking.taxCents}::bigint, ${booking.totalCents}::bigint, ${booking.status}, ${iso(booking.holdExpiresAt)}::timestamptz,
            ${booking.taxTerms ? JSON.stringify(booking.taxTerms) : null}::jsonb, ${booking.paymentTerms ? JSON.stringify(booking.paymentTerms) : null}::jsonb,
            ${booking.companyId ?? null}::uuid)`,
      ),
    );
    return {
      stale: row?.stale !== false,
      outsider: row?.outsider === true,
      guestName: row?.guest_name ?? null,
      created: row?.booking ? rowFromJson(bookings, row.booking) : null,
      opened: opened(row),
    };
  });
}
