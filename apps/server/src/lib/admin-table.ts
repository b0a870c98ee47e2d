import { asc, count, desc, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { sumTallies } from './tallies.ts';

/*
 * What the admin's tables share (issue 33): a page taken by its ids, read from whichever end of
 * the order is nearer, and a total that is counted only when a search asks for it.
 */

/** Past this offset, an unsearched table's total is read first, so a page nearer the end is read from the end. */
export const FROM_EITHER_END = 100;

/**
 * A page of an admin table in its order (`column` then the id, both one way) and the table's total.
 * The page's ids are read from the order's index alone (onPage); a page past the middle is read
 * backwards from the end, its offset counted from there: the last page costs what the first does,
 * and no page more than the middle one. `read` gets the condition and the order for the page's rows.
 */
export async function tablePage<T>(
  db: Db,
  table: { table: PgTable; id: PgColumn; where: SQL | undefined; column: PgColumn | SQL; tally: { prefix: string; states: readonly string[] } },
  query: { q?: string; order: 'asc' | 'desc'; limit: number; offset: number },
  read: (page: SQL, order: SQL[]) => Promise<T[]>,
): Promise<{ rows: T[]; total: number }> {
  const { id, where, column } = table;
  const { limit, offset } = query;
  const ascending = query.order === 'asc';
  const searched = Boolean(query.q);
  const totalOf = () => tableTotal(db, table.table, where, searched, table.tally.prefix, table.tally.states);
  const onPageOf = (order: SQL[], n: number, skip: number) => onPage(db, table.table, id, where, order, n, skip);
  const forwards = ascending ? [asc(column), asc(id)] : [desc(column), desc(id)];
  // A search's count is the costly part (read alongside, never before); early pages need no total.
  if (searched || offset <= FROM_EITHER_END) {
    const [rows, total] = await Promise.all([read(onPageOf(forwards, limit, offset), forwards), totalOf()]);
    return { rows, total };
  }
  const total = await totalOf();
  const after = total - offset - limit;
  if (after >= offset) return { rows: await read(onPageOf(forwards, limit, offset), forwards), total };
  // PostgreSQL sorts nulls last going up and first going down: the order backwards, exactly.
  const backwards = ascending ? [desc(column), desc(id)] : [asc(column), asc(id)];
  const page = onPageOf(backwards, Math.max(0, Math.min(limit, total - offset)), Math.max(0, after));
  return { rows: await read(page, forwards), total };
}

/**
 * The condition "is on this page": the page's ids read in `order` from the order's index alone
 * (the pages before it are skipped there, never read from the table or joined), so the caller
 * reads or joins only the page's rows.
 */
function onPage(db: Db, table: PgTable, id: PgColumn, where: SQL | undefined, order: SQL[], limit: number, offset: number): SQL {
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
async function tableTotal(db: Db, table: PgTable, where: SQL | undefined, searched: boolean, prefix: string, states: readonly string[]): Promise<number> {
  if (!searched)
    return sumTallies(
      db,
      states.map((state) => `${prefix}:${state}`),
    );
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}
