import { count, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { sumTallies } from './tallies.ts';

/*
 * What the admin's tables share (issue 33): a page taken by its ids, and a total that is counted
 * only when a search asks for it.
 */

/**
 * The condition "is on this page": the page's ids read in `order` from the order's index alone
 * (the pages before it are skipped there, never read from the table or joined), so the caller
 * reads or joins only the page's rows.
 */
export function onPage(db: Db, table: PgTable, id: PgColumn, where: SQL | undefined, order: SQL[], limit: number, offset: number): SQL {
  return inArray(
    id,
    db
      .select({ id })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  );
}

/** A table's total: the triggers' counts (`<prefix>:<state>`) of the states shown, or, searched, a count of its matches. */
export async function tableTotal(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  searched: boolean,
  prefix: string,
  states: readonly string[],
): Promise<number> {
  if (!searched)
    return sumTallies(
      db,
      states.map((state) => `${prefix}:${state}`),
    );
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}
