import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eachBatch, rowsOf } from '../../lib/rows.ts';

/*
 * Change data capture from PostgreSQL, as the in-memory indexes read it (the catalogue:
 * modules/spaces/catalogue-feed.ts; the admin's bookings and users: modules/search/cdc-table.ts). A table's
 * rows carry their last writer's transaction id (an xid8 stamp, set by a trigger); an index reads
 * the whole table once in one snapshot, then, before it answers, the rows whose writer that
 * snapshot could not see, taking the new snapshot as it reads.
 *
 * Invariants: a read since snapshot S returns every row written by a transaction that committed and
 * is not visible in S, whatever order transactions committed in, on any server; a row deleted
 * cannot be seen this way, so deletions (and TRUNCATE) turn the table's epoch in `catalogue_epoch`,
 * and a reader that finds the epoch changed reads the whole table again.
 */

/** Rows stamped by a writer the snapshot `since` could not see (an index range: empty when nothing changed). */
export const unseenSince = (stamp: SQL, since: string) =>
  sql`${stamp} >= ${since.split(':')[0]}::xid8 and not pg_visible_in_snapshot(${stamp}, ${since}::pg_snapshot)`;

/**
 * The whole of `rows` (a select), through a cursor `batch` rows at a time handed to `each`, in one
 * repeatable-read transaction; with the epoch (`epoch`, a column of catalogue_epoch, read as `e`) and the
 * snapshot it was read in, where the next `readSince` starts.
 */
export async function readWhole<R>(
  db: Db,
  { epoch, cursor, rows, batch }: { epoch: SQL; cursor: string; rows: SQL; batch: number },
  each: (rows: R[]) => void,
  snapshotTaken?: () => void,
): Promise<{ epoch: string; snap: string }> {
  let head: { epoch: string; snap: string } | undefined;
  await db.transaction(
    async (tx) => {
      [head] = rowsOf<{ epoch: string; snap: string }>(
        await tx.execute(sql`select e.${epoch}::text as epoch, pg_current_snapshot()::text as snap from catalogue_epoch e`),
      );
      if (!head) throw new Error(`${cursor}: the change feed answered no row`);
      snapshotTaken?.();
      await eachBatch<R>(tx, cursor, rows, batch, each);
    },
    { isolationLevel: 'repeatable read' },
  );
  if (!head) throw new Error(`${cursor}: the change feed answered no row`);
  return head;
}

/**
 * What changed since the snapshot `since`: `changed` (a select of the rows `unseenSince` finds),
 * with the epoch now, the snapshot taken as it read, and `beside` (more columns of catalogue_epoch,
 * or subqueries) — one statement, one row even when nothing changed.
 */
export async function readSince<R extends object, Head extends object = Record<never, never>>(
  db: Db,
  { epoch, changed, beside = sql``, name }: { epoch: SQL; changed: SQL; beside?: SQL; name: string },
): Promise<{ epoch: string; snap: string; head: Head; rows: R[] }> {
  const found = rowsOf<{ epoch: string; snap: string } & Head & (R | { [K in keyof R]: null })>(
    await db.execute(sql`select e.${epoch}::text as epoch, pg_current_snapshot()::text as snap ${beside}, c.*
      from catalogue_epoch e left join lateral (${changed}) c on true`),
  );
  const [first] = found;
  if (!first) throw new Error(`${name}: the change feed answered no row`);
  return { epoch: first.epoch, snap: first.snap, head: first, rows: found.filter((r): r is typeof r & R => (r as { id?: unknown }).id !== null) };
}
