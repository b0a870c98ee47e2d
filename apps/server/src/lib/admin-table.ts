import { asc, count, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { sumTallies } from './tallies.ts';

/*
 * What the admin's tables share (issue 33): a page taken by its ids, read from whichever end of
 * the order is nearer, and a total that is counted only when a search asks for it.
 */

/** Past this offset, an unsearched table's total is read first, so a page nearer the end is read from the end. */
export const FROM_EITHER_END = 100;

/**
 * A search's matches are counted up to the next thousand past the page, and no further: "more
 * than 1,000" is what the table says of a common word (a count of a million matches took seconds).
 */
export const SEARCH_COUNT_STEP = 1000;
export const searchCountCap = (offset: number, limit: number) => (Math.floor((offset + limit) / SEARCH_COUNT_STEP) + 1) * SEARCH_COUNT_STEP;

/** The rows a search matches, counted up to `cap`: past it, `cap` and `capped`. */
export async function countUpTo(db: Db, matches: PgSelect, cap: number): Promise<{ total: number; capped: boolean }> {
  const [row] = await db.select({ n: count() }).from(matches.limit(cap + 1).as('matches'));
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

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
): Promise<{ rows: T[]; total: number; capped: boolean }> {
  const { id, where, column } = table;
  const { limit, offset } = query;
  const ascending = query.order === 'asc';
  const searched = Boolean(query.q);
  const totalOf = () =>
    searched
      ? countUpTo(
          db,
          db
            .select({ one: sql`1` })
            .from(table.table)
            .where(where)
            .$dynamic(),
          searchCountCap(offset, limit),
        )
      : sumTallies(
          db,
          table.tally.states.map((state) => `${table.tally.prefix}:${state}`),
        ).then((total) => ({ total, capped: false }));
  const onPageOf = (order: SQL[], n: number, skip: number) => onPage(db, table.table, id, where, order, n, skip);
  const forwards = ascending ? [asc(column), asc(id)] : [desc(column), desc(id)];
  // A search is counted first (up to its cap): a few matches are read by the search's index and
  // sorted, as they are few; more are left to the planner, which walks the sort's index while they
  // are common. (Walked for a rarer word, the index was passed almost whole before the page's
  // twenty: 3 s for a word in 1 % of a million bookings, all at one end of the order.)
  if (searched) {
    const counted = await totalOf();
    const page = counted.capped ? onPageOf(forwards, limit, offset) : sortedMatches(db, table.table, id, where, column, ascending, limit, offset);
    return { rows: await read(page, forwards), ...counted };
  }
  // Early pages need no total first: it is read alongside.
  if (offset <= FROM_EITHER_END) {
    const [rows, counted] = await Promise.all([read(onPageOf(forwards, limit, offset), forwards), totalOf()]);
    return { rows, ...counted };
  }
  const { total } = await totalOf();
  const after = total - offset - limit;
  if (after >= offset) return { rows: await read(onPageOf(forwards, limit, offset), forwards), total, capped: false };
  // PostgreSQL sorts nulls last going up and first going down: the order backwards, exactly.
  const backwards = ascending ? [desc(column), desc(id)] : [asc(column), asc(id)];
  const page = onPageOf(backwards, Math.max(0, Math.min(limit, total - offset)), Math.max(0, after));
  return { rows: await read(page, forwards), total, capped: false };
}

/**
 * The condition "is on this page" for a search with few matches: every match read by the search's
 * own index (OFFSET 0 keeps the planner from folding the order into it), then sorted.
 */
function sortedMatches(
  db: Db,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  column: PgColumn | SQL,
  ascending: boolean,
  limit: number,
  offset: number,
): SQL {
  const matches = db
    .select({ id, key: sql`${column}`.as('key') })
    .from(table)
    .where(where)
    .offset(0)
    .as('matches');
  const direction = ascending ? asc : desc;
  return inArray(id, db.select({ id: matches.id }).from(matches).orderBy(direction(matches.key), direction(matches.id)).limit(limit).offset(offset));
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
