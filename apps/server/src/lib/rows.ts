import { getTableColumns, sql, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';

/**
 * The one row a statement must produce (an insert's RETURNING, a read of a row the transaction has
 * just locked or written). Its absence is a bug, not an answer: it throws, so the request fails
 * with a 500 and rolls back, rather than carrying `undefined` on.
 */
export function one<T>(rows: readonly T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('Expected a row, found none');
  return row;
}

/** The rows of a raw statement (`db.execute(sql…)`), as both drivers answer: `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Every row of `query`, `batch` at a time through a cursor named `name`, inside the caller's
 * transaction (`tx`): an in-memory index's read of a whole table, whose rows held at once were
 * gigabytes at a million spaces. `each` has each batch as it comes.
 */
export async function eachBatch<T>(tx: { execute: (query: SQL) => Promise<unknown> }, name: string, query: SQL, batch: number, each: (rows: T[]) => void) {
  await tx.execute(sql`declare ${sql.raw(name)} no scroll cursor for ${query}`);
  for (;;) {
    const rows = rowsOf<T>(await tx.execute(sql.raw(`fetch forward ${batch} from ${name}`)));
    each(rows);
    if (rows.length < batch) return;
  }
}

/**
 * A table's row from its `to_jsonb` (a function's answer): each column read by its database name
 * and mapped as Drizzle maps what the driver returns (timestamps to dates, bigints to numbers).
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
