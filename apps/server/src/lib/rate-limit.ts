import { lt, sql } from 'drizzle-orm';
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
  return async function hit(what: string, limits: Limit[]): Promise<void> {
    const now = Date.now();
    for (const limit of limits) {
      const windowMs = limit.windowSeconds * 1000;
      const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ key: limit.key, windowStart, count: 1 })
        .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
        .returning({ count: rateLimits.count });
      if ((row?.count ?? 0) > limit.max) {
        const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
        throw new AppError(429, 'rate_limited', `Too many ${what}. Try again in ${describeWait(retryAfter)}.`, undefined, {
          'retry-after': String(retryAfter),
        });
      }
    }
    if (now - lastSweep > 3_600_000) {
      lastSweep = now;
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - 86_400_000)));
    }
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
