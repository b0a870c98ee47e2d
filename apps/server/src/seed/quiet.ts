import { isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { events } from '../db/schema.ts';

/**
 * The sample data's bookings and reviews are history, not news: the events their triggers wrote are
 * marked told in the seed's own transaction, so nobody is mailed about them on a first start.
 */
export async function settleSeedEvents(tx: Pick<Db, 'update'>) {
  await tx.update(events).set({ processedAt: new Date() }).where(isNull(events.processedAt));
}
