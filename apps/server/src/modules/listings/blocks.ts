import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES } from '@nafasi/shared/bookings';
import { BLOCK_MESSAGES, blockSpan, CALENDAR_IMPORT_MESSAGES, MAX_BLOCK_DAYS, type Block, type BlockInputSchema } from '@nafasi/shared/schedule';
import type { AvailabilityQuery } from '@nafasi/shared/spaces';
import { addDays, nairobiInstant } from '@nafasi/shared/time';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { bookings, spaceBlocks } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { one } from '../../lib/rows.ts';
import { slotWrite } from '../reservations/slots.ts';

const toBlock = (row: typeof spaceBlocks.$inferSelect): Block => ({
  id: row.id,
  spaceId: row.spaceId,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  note: row.note,
  importId: row.importId,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A host's blocks: times their space cannot be booked. `managed` refuses a space the caller does
 * not run (answered like a missing one). A block is written under the space's slot lock, so a
 * booking and a block of the same time cannot both land.
 */
export function blocksService(db: Db, managed: (user: AuthUser, spaceId: string) => Promise<unknown>) {
  return {
    async list(user: AuthUser, spaceId: string, query: AvailabilityQuery): Promise<Block[]> {
      await managed(user, spaceId);
      const from = nairobiInstant(query.from, '00:00').toISOString();
      const to = nairobiInstant(addDays(query.to, 1), '00:00').toISOString();
      const rows = await db
        .select()
        .from(spaceBlocks)
        .where(
          and(
            eq(spaceBlocks.spaceId, spaceId),
            sql`tstzrange(${spaceBlocks.startsAt}, ${spaceBlocks.endsAt}, '[)') && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)')`,
          ),
        )
        .orderBy(asc(spaceBlocks.startsAt))
        .limit(500);
      return rows.map(toBlock);
    },

    async create(user: AuthUser, spaceId: string, input: z.output<typeof BlockInputSchema>, now = new Date()): Promise<Block> {
      await managed(user, spaceId);
      const { start, end } = blockSpan(input);
      if (end.getTime() <= start.getTime()) throw badRequest(BLOCK_MESSAGES.order, 'endDate');
      if (end.getTime() - start.getTime() > MAX_BLOCK_DAYS * 86_400_000) throw badRequest(BLOCK_MESSAGES.tooLong, 'endDate');
      if (end.getTime() <= now.getTime()) throw badRequest(BLOCK_MESSAGES.past, 'startDate');
      const row = await slotWrite(db, spaceId, async (tx) => {
        // A block never hides a guest's booking or request: the host answers those first.
        const [held] = await tx
          .select({ reference: bookings.reference })
          .from(bookings)
          .where(
            and(
              eq(bookings.spaceId, spaceId),
              inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
              sql`tstzrange(${bookings.startTime}, ${bookings.endTime}, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`,
            ),
          )
          .limit(1);
        if (held) throw new AppError(409, 'time_booked', BLOCK_MESSAGES.overBooking(held.reference), 'startDate');
        return one(await tx.insert(spaceBlocks).values({ spaceId, startsAt: start, endsAt: end, note: input.note, createdBy: user.id }).returning());
      });
      return toBlock(row);
    },

    async remove(user: AuthUser, spaceId: string, blockId: string): Promise<void> {
      await managed(user, spaceId);
      const [block] = await db
        .select({ importId: spaceBlocks.importId })
        .from(spaceBlocks)
        .where(and(eq(spaceBlocks.id, blockId), eq(spaceBlocks.spaceId, spaceId)));
      if (!block) throw notFound(BLOCK_MESSAGES.notFound);
      // A synced calendar's time would come back at its next sync: it goes with that calendar.
      if (block.importId) throw new AppError(409, 'from_calendar', CALENDAR_IMPORT_MESSAGES.fromCalendar);
      await db.delete(spaceBlocks).where(and(eq(spaceBlocks.id, blockId), isNull(spaceBlocks.importId)));
    },
  };
}

export type BlocksService = ReturnType<typeof blocksService>;
