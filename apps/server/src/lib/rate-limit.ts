import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { AppError } from './errors.ts';

export interface Limit {
  /** What is counted, e.g. `login:ip:1.2.3.4`. */
  key: string;
  max: number;
  windowSeconds: number;
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Fixed-window counters in the database, so every instance counts together. `hit` counts one
 * attempt against each limit and throws 429, saying when to try again, once any is exceeded.
 */
export function rateLimiter(db: Db) {
  let lastSweep = 0;
  const windowOf = (limit: Limit, now: number) => {
    const windowMs = limit.windowSeconds * 1000;
    const start = Math.floor(now / windowMs) * windowMs;
    return { windowStart: new Date(start), retryAfter: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
  };
  const tooMany = (what: string, retryAfter: number) =>
    new AppError(429, 'rate_limited', `Too many ${what}. Try again in ${describeWait(retryAfter)}.`, undefined, { 'retry-after': String(retryAfter) });

  async function count(limit: Limit, now: number) {
    const { windowStart } = windowOf(limit, now);
    const [row] = await db
      .insert(rateLimits)
      .values({ key: limit.key, windowStart, count: 1 })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
      .returning({ count: rateLimits.count });
    if (now - lastSweep > 3_600_000) {
      lastSweep = now;
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - 86_400_000)));
    }
    return row?.count ?? 0;
  }

  /** Counts one attempt against each limit and throws 429, saying when to try again, once any is exceeded. */
  async function hit(what: string, limits: Limit[]): Promise<void> {
    const now = Date.now();
    for (const limit of limits) {
      if ((await count(limit, now)) > limit.max) throw tooMany(what, windowOf(limit, now).retryAfter);
    }
  }

  /**
   * Throws 429 if any limit is already used up, without counting: with `fail`, only failures
   * count (sign-in), so a right password from someone who is not locked out always gets through.
   */
  async function check(what: string, limits: Limit[]): Promise<void> {
    const now = Date.now();
    for (const limit of limits) {
      if ((await peek(limit)) >= limit.max) throw tooMany(what, windowOf(limit, now).retryAfter);
    }
  }

  /**
   * True (and noted) if nothing was noted under `key` in the last `seconds`: a sliding "once in a
   * while", with no window edge where two can pass in a row.
   */
  async function onceIn(key: string, seconds: number): Promise<boolean> {
    const noted = await db.execute(sql`
      insert into ${rateLimits} (key, window_start, count)
      select ${key}, now(), 1
      where not exists (select 1 from ${rateLimits} where key = ${key} and window_start > now() - make_interval(secs => ${seconds}))
      on conflict do nothing
      returning count`);
    return ((noted as { rows: unknown[] }).rows ?? []).length > 0;
  }

  /** How many were counted against a limit in its current window. */
  async function peek(limit: Limit): Promise<number> {
    const [row] = await db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, limit.key), eq(rateLimits.windowStart, windowOf(limit, Date.now()).windowStart)));
    return row?.count ?? 0;
  }

  /** Counts one failure against each limit (see `check`). */
  async function fail(limits: Limit[]): Promise<void> {
    const now = Date.now();
    for (const limit of limits) await count(limit, now);
  }

  return Object.assign(hit, { check, fail, peek, onceIn });
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
