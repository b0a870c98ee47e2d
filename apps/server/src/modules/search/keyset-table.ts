import { and, asc, count, desc, eq, inArray, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { rankMarks, rankMarkSets } from '../../db/schema.ts';
import { rowsOf } from '../../lib/rows.ts';
import { sumCounts, countsSum } from './materialized-counts.ts';

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

/** A count up to one past `cap`, as a page's total: past the cap, `cap` and `capped`. */
const cappedAt = (cap: number, n: number) => ({ total: Math.min(n, cap), capped: n > cap });

/** The rows a search matches, counted up to `cap`: past it, `cap` and `capped`. */
export async function countUpTo(db: Db, matches: PgSelect, cap: number): Promise<{ total: number; capped: boolean }> {
  const [row] = await db.select({ n: count() }).from(matches.limit(cap + 1).as('matches'));
  return cappedAt(cap, row?.n ?? 0);
}

/**
 * How a search with more matches than its count's cap finds its page, cheapest first: a walk of
 * the first `walk` entries of the sort's index (the first pages of a word spread through the
 * order), or the matches ahead of the bound (below) read by the indexes and sorted when there are
 * at most `sort` of them; each step in turn until one gives the page (then the sort's index is
 * walked as far as it takes). A walk that saw some of the page but not all goes on to the end at
 * once: the matches are spread thinly through the order. Pages past the first `pages` rows skip
 * the walks. Since the sort indexes carry the search text (migration 0051) a walk reads the index
 * alone, 20,000 entries in 13 ms at a million spaces, where a sort reads each match's row (20,000
 * of them, 0.5–1 s): the larger walk and sort that followed are left to the whole walk.
 */
export type SearchStep = { walk: number } | { sort: number };
export const SEARCH_STEPS: { steps: SearchStep[]; pages: number } = {
  steps: [{ walk: 4000 }, { sort: 5000 }],
  pages: 200,
};

/** An admin table in one of its orders: `column` then the id, over the rows `where` keeps. */
export interface TableOrder {
  table: PgTable;
  id: PgColumn;
  where: SQL | undefined;
  column: PgColumn | SQL;
  /** The materialised counts whose sum counts the rows `where` keeps (modules/search/materialized-counts.ts: a table's states, say). */
  counts: readonly string[];
  /** The name of the order's keyset checkpoints, when it has them (the table unfiltered). */
  checkpoints?: string;
}

/**
 * A page of an admin table in its order (`column` then the id, both one way) and the table's total.
 * The page's ids are read from the order's index alone (onPage); a page past the middle is read
 * backwards from the end, its offset counted from there: the last page costs what the first does.
 * A page further than FROM_EITHER_END from both ends is walked from the keyset checkpoint before it, when
 * the order has marks (takeCheckpoints): no page costs more than a walk of `every` entries. `read`
 * gets the condition and the order for the page's rows, a total to read beside each row and the
 * CTEs the condition reads (WITH them). `where` is the table's own condition (a state), `search` a
 * search's; `limits` are for the tests.
 */
export async function tablePage<T extends { total: unknown }>(
  db: Db,
  table: TableOrder & { search?: SQL | undefined },
  query: { order: 'asc' | 'desc'; limit: number; offset: number },
  read: (page: SQL, order: SQL[], total: SQL, ctes: WithSubquery[]) => Promise<T[]>,
  limits: { search?: typeof SEARCH_STEPS } = {},
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
      : sumCounts(db, table.counts).then((total) => ({ total, capped: false }));
  const onPageOf = (order: SQL[], n: number, skip: number) => onPage(db, table.table, id, where, order, n, skip);
  // The rows alone (the first pages' read has each carry the table's total too).
  const readRows = (page: SQL, order: SQL[]) => read(page, order, sql`null`, []);
  const forwards = ascending ? [asc(column), asc(id)] : [desc(column), desc(id)];
  if (search) return searchedPage({ db, table, search, where, query, read, readRows, totalOf, onPageOf, forwards, limits });
  const summed = countsSum(table.counts);
  // Early pages need no total first: each row carries it, read in the same statement (an empty page asks for it).
  if (offset <= FROM_EITHER_END) {
    const rows = await read(onPageOf(forwards, limit, offset), forwards, summed, []);
    const [first] = rows;
    return { rows, ...(first ? { total: Number(first.total), capped: false } : await totalOf()) };
  }
  // A table with keyset checkpoints reads its total and the mark before the page in one statement.
  const { total, mark } = table.checkpoints ? await totalAndMark(db, table, table.checkpoints, summed, query) : { ...(await totalOf()), mark: undefined };
  const after = total - offset - limit;
  // The page's rows are places [first, first + n) of the ascending order.
  const n = Math.max(0, Math.min(limit, total - offset));
  if (n > 0 && Math.min(offset, after) > FROM_EITHER_END) {
    const first = ascending ? offset : total - offset - n;
    if (mark) return { rows: await readRows(fromMark(db, table, mark.id, n, first - mark.at), forwards), total, capped: false };
  }
  if (after >= offset) return { rows: await readRows(onPageOf(forwards, limit, offset), forwards), total, capped: false };
  // PostgreSQL sorts nulls last going up and first going down: the order backwards, exactly.
  const backwards = ascending ? [desc(column), desc(id)] : [asc(column), asc(id)];
  const page = onPageOf(backwards, Math.max(0, Math.min(limit, total - offset)), Math.max(0, after));
  return { rows: await readRows(page, forwards), total, capped: false };
}

/**
 * The condition "is on this page" for a search, looking no further than the first `budget`
 * entries of the sort's index (those the order's `where` keeps): each tested for the search, the
 * page taken from those that match. Fewer than the page when the matches are further along. The
 * index carries the search text (migration 0051): the walk reads no row it passes.
 */
export function walkedWithin(db: Db, order: TableOrder, search: SQL, ascending: boolean, budget: number, limit: number, offset: number): SQL {
  const { table, id, column } = order;
  const direction = ascending ? asc : desc;
  const walked = db
    .select({ id, key: sql`${column}`.as('key'), hit: sql<boolean>`(${search})`.as('hit') })
    .from(table)
    .where(order.where)
    .orderBy(direction(column), direction(id))
    .limit(budget)
    .as('walked');
  return inArray(
    id,
    db
      .select({ id: walked.id })
      .from(walked)
      .where(sql`${walked.hit}`)
      .orderBy(direction(walked.key), direction(walked.id))
      .limit(limit)
      .offset(offset),
  );
}

/**
 * At most `max` + 1 of the rows `where` keeps (a search's matches), in no order: read by the
 * indexes the planner picks (a CTE read twice is read once, apart, so the planner cannot walk the
 * sort's index instead), and the condition "is on this page" among them, sorted. The CTE goes WITH
 * the read.
 */
function firstMatches(
  db: Db,
  order: TableOrder,
  where: SQL | undefined,
  ascending: boolean,
  max: number,
  { limit, offset }: { limit: number; offset: number },
) {
  const { table, id, column } = order;
  const direction = ascending ? asc : desc;
  const first = db.$with('first').as(
    db
      .select({ id, key: sql`${column}`.as('key') })
      .from(table)
      .where(where)
      .limit(max + 1),
  );
  const page = inArray(id, db.select({ id: first.id }).from(first).orderBy(direction(first.key), direction(first.id)).limit(limit).offset(offset));
  return { first, page, direction, ctes: [first] as WithSubquery[] };
}

/** What countedMatches reads beside each row: the count (up to one past the cap), and the key and id of the counted match that would end the page. */
type Counted = [number | string, string | null, string | null];

/**
 * A search's first `cap` + 1 matches, sorted (firstMatches): the page, when they are all there
 * are. Beside each row (its total): how many it read, and the key (as text) and id of the match
 * among them that would end the page (the offset's plus the limit's), or nulls when there is none.
 */
function countedMatches(db: Db, order: TableOrder, where: SQL | undefined, ascending: boolean, cap: number, query: { limit: number; offset: number }) {
  const { first, page, direction, ctes } = firstMatches(db, order, where, ascending, cap, query);
  const last = db
    .select({ key: sql`${first.key}::text`.as('key'), id: first.id })
    .from(first)
    .orderBy(direction(first.key), direction(first.id))
    .limit(1)
    .offset(query.offset + query.limit - 1)
    .as('last');
  const total = sql`(select json_build_array(n.n, ${last.key}, ${last.id}) from (select count(*) as n from ${first}) n left join ${last} on true)`;
  return { page, total, ctes };
}

/**
 * At most `max` + 1 of the rows `where` keeps (a search's matches ahead of a bound), sorted
 * (firstMatches): the page when there are no more than `max`. Its total is how many it read,
 * negative when that was more than `max` (the page is not the page then).
 */
function sortedWithin(db: Db, order: TableOrder, where: SQL, ascending: boolean, max: number, query: { limit: number; offset: number }) {
  const { first, page, ctes } = firstMatches(db, order, where, ascending, max, query);
  const total = sql`(select case when count(*) <= ${max} then count(*) else -count(*) end from ${first})`;
  return { page, total, ctes };
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

/**
 * The table's total (`summed`) and the last keyset checkpoint at or before the first row of the page asked
 * for (its place in the ascending order, worked out from that total as tablePage does) whose row is
 * still there with the key it was marked by; none when there is no such mark.
 */
async function totalAndMark(
  db: Db,
  order: TableOrder,
  name: string,
  summed: SQL,
  { order: direction, limit, offset }: { order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ total: number; mark: { at: number; id: string } | undefined }> {
  const first = direction === 'asc' ? sql`${offset}::bigint` : sql`greatest(t.total - ${offset} - least(${limit}, t.total - ${offset}), 0)`;
  // The mark's row's key now, as a subquery of each mark (not a join): the marks are walked back
  // from the place by their index and the first whose row still has its key ends the walk. Joined,
  // the planner judged the key's test to keep few rows and read every mark before the place first.
  const keyNow = db
    .select({ key: sql`(${order.column})::text` })
    .from(order.table)
    .where(and(eq(order.id, rankMarks.id), order.where));
  const mark = db
    .select({ at: rankMarks.at, id: rankMarks.id })
    .from(rankMarks)
    .where(and(eq(rankMarks.name, name), sql`${rankMarks.at} <= ${first}`, sql`(${keyNow}) = ${rankMarks.key}`))
    .orderBy(desc(rankMarks.at))
    .limit(1);
  const [row] = rowsOf<{ total: string | number; at: string | number | null; id: string | null }>(
    await db.execute(sql`select t.total, m.at, m.id from (select ${summed} as total) t left join lateral (${mark}) m on true`),
  );
  return { total: Number(row?.total ?? 0), mark: row?.id ? { at: Number(row.at), id: row.id } : undefined };
}

/** The condition "is on this page": `n` ids of the ascending order, `skip` past the mark's row (which is the first counted). */
function fromMark(db: Db, order: TableOrder, mark: string, n: number, skip: number): SQL {
  const { table, id, column } = order;
  const from = db
    .select({ key: sql`${column}`.as('key'), id })
    .from(table)
    .where(eq(id, mark));
  return inArray(
    id,
    db
      .select({ id })
      .from(table)
      .where(and(order.where, sql`(${column}, ${id}) >= (select "key", "id" from ${from.as('mark')})`))
      .orderBy(asc(column), asc(id))
      .limit(n)
      .offset(skip),
  );
}

/** Keyset checkpoints are taken again when the table's rows changed in number by this share since, or they are this old. */
export const KEYSET_CHECKPOINTS = { every: 1000, changed: 0.01, minAgeMs: 5 * 60_000, maxAgeMs: 60 * 60_000 };
type CheckpointLimits = typeof KEYSET_CHECKPOINTS;
type MarkSet = typeof rankMarkSets.$inferSelect;

/** Whether a set of marks (none yet: undefined) is due to be taken again, the table counting `rows` now. */
function markSetDue(set: MarkSet | undefined, rows: number, now: Date, { every, changed, minAgeMs, maxAgeMs }: CheckpointLimits): boolean {
  if (!set) return true;
  const age = now.getTime() - set.takenAt.getTime();
  return set.every !== every || age < 0 || age >= maxAgeMs || (age >= minAgeMs && Math.abs(rows - set.rows) > set.rows * changed);
}

/**
 * Takes the order's keyset checkpoints again (every `every`th row's place, id and key, in one read of the
 * order's index), replacing the marks before in one transaction, if they are still due once their
 * set is locked: one instance takes a set at a time (the others skip it). True when it took them.
 */
async function takeCheckpoints(db: Db, order: TableOrder & { checkpoints: string }, rows: number, now: Date, limits: CheckpointLimits): Promise<boolean> {
  const { every } = limits;
  return db.transaction(async (tx) => {
    await tx
      .insert(rankMarkSets)
      .values({ name: order.checkpoints, every, rows: -1, takenAt: new Date(0) })
      .onConflictDoNothing();
    const [set] = await tx.select().from(rankMarkSets).where(eq(rankMarkSets.name, order.checkpoints)).for('update', { skipLocked: true });
    if (!set || !markSetDue(set, rows, now, limits)) return false;
    await tx.delete(rankMarks).where(eq(rankMarks.name, order.checkpoints));
    const { table, id, column } = order;
    const placed = tx
      .select({ id, key: sql<string>`(${column})::text`.as('key'), at: sql<number>`row_number() over (order by ${column}, ${id}) - 1`.as('at') })
      .from(table)
      .where(order.where)
      .as('placed');
    await tx.insert(rankMarks).select(
      tx
        .select({ name: sql`${order.checkpoints}`.as('name'), at: placed.at, id: placed.id, key: placed.key })
        .from(placed)
        .where(sql`${placed.at} % ${every} = 0`),
    );
    await tx.update(rankMarkSets).set({ every, rows, takenAt: now }).where(eq(rankMarkSets.name, order.checkpoints));
    return true;
  });
}

/**
 * Takes again the keyset checkpoints of those orders that have them and whose marks are missing or due
 * (KEYSET_CHECKPOINTS; `limits` for the tests): the sets and the tables' counts read once, a set locked
 * only when it is due. How many sets it took.
 */
export async function takeEveryCheckpoint(db: Db, orders: TableOrder[], now: Date, limits: Partial<CheckpointLimits> = {}): Promise<number> {
  const rules = { ...KEYSET_CHECKPOINTS, ...limits };
  const marked = orders.filter((order): order is TableOrder & { checkpoints: string } => order.checkpoints !== undefined);
  const sets = new Map((await db.select().from(rankMarkSets)).map((set) => [set.name, set]));
  const counts = new Map<string, number>();
  let taken = 0;
  for (const order of marked) {
    const key = order.counts.join();
    let rows = counts.get(key);
    if (rows === undefined) counts.set(key, (rows = await sumCounts(db, order.counts)));
    if (markSetDue(sets.get(order.checkpoints), rows, now, rules) && (await takeCheckpoints(db, order, rows, now, rules))) taken++;
  }
  // The marks were replaced wholesale: their statistics are taken anew, or the planner, counting a
  // handful where there are thousands, reads every mark before a page to sort them, instead of
  // walking back from the page by their index to the first that holds (35 ms, not 0.1, at a
  // million spaces).
  if (taken > 0) await db.execute(sql`analyze ${rankMarks}`);
  return taken;
}

/**
 * A search's page (tablePage): its first statement reads its matches up to one past the cap by the
 * search's index (or the table, for a common word), counts them and sorts them: the page, when that
 * is all of them; past the cap, the steps (SEARCH_STEPS), cheapest first.
 */
async function searchedPage<T extends { total: unknown }>(at: {
  db: Db;
  table: TableOrder;
  search: SQL;
  where: SQL | undefined;
  query: { order: 'asc' | 'desc'; limit: number; offset: number };
  read: (page: SQL, order: SQL[], total: SQL, ctes: WithSubquery[]) => Promise<T[]>;
  readRows: (page: SQL, order: SQL[]) => Promise<T[]>;
  totalOf: () => Promise<{ total: number; capped: boolean }>;
  onPageOf: (order: SQL[], n: number, skip: number) => SQL;
  forwards: SQL[];
  limits: { search?: typeof SEARCH_STEPS };
}): Promise<{ rows: T[]; total: number; capped: boolean }> {
  const { db, table, search, where, read, readRows, totalOf, onPageOf, forwards, limits } = at;
  const { id, column } = table;
  const { limit, offset } = at.query;
  const ascending = at.query.order === 'asc';
  const cap = searchCountCap(offset, limit);
  const counting = countedMatches(db, table, where, ascending, cap, { limit, offset });
  const [first, ...rest] = await read(counting.page, forwards, counting.total, counting.ctes);
  // None read past the offset: none match, or the page is past the last.
  if (!first) return { rows: [], ...(offset === 0 ? { total: 0, capped: false } : await totalOf()) };
  const [seen, key, beside] = first.total as Counted;
  if (Number(seen) <= cap) return { rows: [first, ...rest], ...cappedAt(cap, Number(seen)) };
  // More than the cap, so the page is full. The counted matches are some of them: the page's
  // rows are at or ahead of the counted one that would end the page (`key`, `beside`), as the page
  // is there among the counted. Those ahead of it are few where the counted are spread through
  // the order, and the search's index and the order's find them together (a bitmap of each).
  const counted = { total: cap, capped: true };
  const ahead = sql`${where} and (${column}, ${id}) ${ascending ? sql`<=` : sql`>=`} (${key}, ${beside})`;
  const { steps, pages } = limits.search ?? SEARCH_STEPS;
  const early = offset + limit <= pages;
  for (const step of steps) {
    if ('walk' in step) {
      if (!early) continue;
      const rows = await readRows(walkedWithin(db, table, search, ascending, step.walk, limit, offset), forwards);
      if (rows.length === limit) return { rows, ...counted };
      if (rows.length > 0) break;
      continue;
    }
    const sorted = sortedWithin(db, table, ahead, ascending, step.sort, { limit, offset });
    const rows = await read(sorted.page, forwards, sorted.total, sorted.ctes);
    if (rows[0] && Number(rows[0].total) > 0) return { rows, ...counted };
  }
  return { rows: await readRows(onPageOf(forwards, limit, offset), forwards), ...counted };
}
