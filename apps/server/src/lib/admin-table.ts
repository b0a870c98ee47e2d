import { and, asc, count, desc, inArray, sql, type SQL, type Subquery } from 'drizzle-orm';
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

/** How far a search's first pages look in the sort's index before they read the matches instead. */
export const SEARCH_WALK = { budget: 4000, pages: 200 };
/** A search's matches are sorted, when the walk found too few, if there are no more than this. */
export const SEARCH_SORTED_MAX = 20_000;

/**
 * A page of an admin table in its order (`column` then the id, both one way) and the table's total.
 * The page's ids are read from the order's index alone (onPage); a page past the middle is read
 * backwards from the end, its offset counted from there: the last page costs what the first does,
 * and no page more than the middle one. `read` gets the condition and the order for the page's rows.
 * `where` is the table's own condition (a state), `search` a search's; `limits` are for the tests.
 */
export async function tablePage<T>(
  db: Db,
  table: {
    table: PgTable;
    id: PgColumn;
    where: SQL | undefined;
    search?: SQL | undefined;
    column: PgColumn | SQL;
    tally: { prefix: string; states: readonly string[] };
  },
  query: { order: 'asc' | 'desc'; limit: number; offset: number },
  read: (page: SQL, order: SQL[]) => Promise<T[]>,
  limits: { walk?: typeof SEARCH_WALK; sortedMax?: number } = {},
): Promise<{ rows: T[]; total: number; capped: boolean }> {
  const { id, column, search } = table;
  const where = search ? and(table.where, search) : table.where;
  const { limit, offset } = query;
  const ascending = query.order === 'asc';
  const totalOf = () =>
    search
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
  // sorted, as they are few.
  if (search) {
    const counted = await totalOf();
    const sorted = (max?: number) => sortedMatches(db, table.table, id, where, column, ascending, limit, offset, max);
    if (!counted.capped) return { rows: await read(sorted(), forwards), ...counted };
    // Many match, so the page is full. Where they are spread through the sort's order, its first
    // pages are within a few thousand entries of its index: walked that far and no further. (Walked
    // to the end, a common word whose matches sit together far along the order passed most of the
    // index first: 120 ms for Westlands sorted by title, of 100,000 spaces.)
    const walk = limits.walk ?? SEARCH_WALK;
    const walkOn = () => read(onPageOf(forwards, limit, offset), forwards);
    if (offset + limit <= walk.pages) {
      const rows = await read(walkedWithin(db, table.table, id, table.where, search, column, ascending, walk.budget, limit, offset), forwards);
      if (rows.length === limit) return { rows, ...counted };
      // Some of the page among them: the matches are thinly spread, and the walk goes on.
      if (rows.length > 0) return { rows: await walkOn(), ...counted };
    }
    // None: they sit further along. All of them sorted, when they are not too many (no page when
    // there are more); past that, the sort's index walked as far as the page.
    const rows = await read(sorted(limits.sortedMax ?? SEARCH_SORTED_MAX), forwards);
    if (rows.length === limit) return { rows, ...counted };
    return { rows: await walkOn(), ...counted };
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
 * The condition "is on this page" for a search, looking no further than the first `budget`
 * entries of the sort's index (those `where` keeps): each tested for the search, the page taken
 * from those that match. Fewer than the page when the matches are further along.
 */
function walkedWithin(
  db: Db,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  search: SQL,
  column: PgColumn | SQL,
  ascending: boolean,
  budget: number,
  limit: number,
  offset: number,
): SQL {
  const direction = ascending ? asc : desc;
  const walked = db
    .select({ id, key: sql`${column}`.as('key'), hit: sql<boolean>`(${search})`.as('hit') })
    .from(table)
    .where(where)
    .orderBy(direction(column), direction(id))
    .limit(budget)
    .as('walked');
  return keyedPage(db, id, walked, sql`${walked.hit}`, ascending, limit, offset);
}

/**
 * The condition "is on this page" for a search with few matches: every match read by the search's
 * own index (OFFSET 0 keeps the planner from folding the order into it), then sorted. With `max`,
 * no page when there are more matches than that (they are not all read).
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
  max?: number,
): SQL {
  const read = db
    .select({ id, key: sql`${column}`.as('key') })
    .from(table)
    .where(where)
    .offset(0);
  if (max === undefined) return keyedPage(db, id, read.as('matches'), undefined, ascending, limit, offset);
  const first = read.limit(max + 1).as('first');
  const matches = db
    .select({ id: first.id, key: first.key, n: sql<number>`count(*) over ()`.as('n') })
    .from(first)
    .as('matches');
  return keyedPage(db, id, matches, sql`${matches.n} <= ${max}`, ascending, limit, offset);
}

/** The condition "is on this page" over a subquery of ids and sort keys: those `keep` lets through, in the keys' order. */
function keyedPage(
  db: Db,
  id: PgColumn,
  keyed: Subquery & { id: PgColumn; key: SQL.Aliased },
  keep: SQL | undefined,
  ascending: boolean,
  limit: number,
  offset: number,
): SQL {
  const direction = ascending ? asc : desc;
  return inArray(id, db.select({ id: keyed.id }).from(keyed).where(keep).orderBy(direction(keyed.key), direction(keyed.id)).limit(limit).offset(offset));
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
