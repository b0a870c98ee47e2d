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
