import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tallies } from '../../db/schema.ts';
import { rowsOf } from '../../lib/rows.ts';

/**
 * The counts the tables' triggers keep (migration 0037; issue 33): what the admin's figures and
 * table totals read instead of counting a hundred thousand spaces or a million bookings per call.
 * A name's count is the sum of its shards; a name never written is 0.
 */
export async function readCounts<Name extends string>(db: Db, names: readonly Name[]): Promise<Record<Name, number>> {
  const rows = await db
    .select({ name: tallies.name, n: sql<number>`sum(${tallies.n})`.mapWith(Number) })
    .from(tallies)
    .where(inArray(tallies.name, [...names]))
    .groupBy(tallies.name);
  const found = new Map(rows.map((r) => [r.name, r.n]));
  return Object.fromEntries(names.map((name) => [name, found.get(name) ?? 0])) as Record<Name, number>;
}

/** The sum of several tallies (a table's total over the states it shows), as a subquery: a statement can read it beside its rows. */
export const countsSum = (names: readonly string[]) =>
  sql<number>`(select coalesce(sum(${tallies.n}), 0) from ${tallies} where ${inArray(tallies.name, [...names])})`;

/** The sum of several tallies (a table's total over the states it shows). */
export async function sumCounts(db: Db, names: readonly string[]): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(await db.execute(sql`select ${countsSum(names)} as n`));
  return Number(row?.n ?? 0);
}
