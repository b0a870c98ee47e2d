import { count, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { events } from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Fills an empty installation once: `fill` runs in one transaction only if `table` is still empty
 * once this instance holds the seed lock, so instances started together on an empty database (a
 * first deploy of several) do not seed it twice: the others wait, find it filled and add nothing.
 */
export async function seedOnce(db: Db, table: PgTable, fill: (tx: Tx) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('nafasi:seed', 0))`);
    const [row] = await tx.select({ n: count() }).from(table);
    if ((row?.n ?? 0) > 0) return false;
    await fill(tx);
    // The sample's bookings and reviews are history, not news: nobody is mailed about them on a first start.
    await tx.update(events).set({ processedAt: new Date() }).where(isNull(events.processedAt));
    return true;
  });
}

/** Whether `table` has no rows (read without the lock, to skip the work of a seed on every later start). */
export async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}
