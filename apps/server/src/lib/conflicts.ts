import { sqlState } from './errors.ts';

/** Deadlock, serialization failure: PostgreSQL undid the whole transaction, which may simply run again. */
export const RETRYABLE_STATES: ReadonlySet<string> = new Set(['40P01', '40001']);
const ATTEMPTS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A transaction that PostgreSQL chose as a deadlock's victim (two writes that lock the same rows in
 * another order: a bank statement paying several bookings while a paybill payment pays one of
 * them) is run again, with jitter, instead of failing its caller: it was undone whole, so running
 * it again is safe. Anything else, or the last attempt's conflict, is thrown as it came.
 */
export async function retryingConflicts<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= ATTEMPTS || !RETRYABLE_STATES.has(sqlState(err) ?? '')) throw err;
      await sleep(10 + Math.random() * 40 * attempt);
    }
  }
}
