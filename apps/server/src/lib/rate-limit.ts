import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { m } from '@nafasi/shared/i18n';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { systemClock, type Clock } from './clock.ts';
import { AppError } from './errors.ts';

export interface Limit {
  /** What is counted, e.g. `login:ip:1.2.3.4`. */
  key: string;
  max: number;
  windowSeconds: number;
}

interface Counts {
  current: number;
  previous: number;
}

/** Milliseconds since the start of the fixed window `now` falls in (windows are aligned to the epoch). */
function elapsedIn(limit: Limit, now: number): number {
  return now % (limit.windowSeconds * 1000);
}

/** The attempts within the sliding window ending now: this window's, and the last one's still inside it. */
export function slidingCount(limit: Limit, now: number, { current, previous }: Counts): number {
  return current + previous * (1 - elapsedIn(limit, now) / (limit.windowSeconds * 1000));
}

/**
 * Whole seconds until the sliding count of these attempts is back within the limit: the last
 * window's share fades as time passes; if this window alone is over, it must fade in turn.
 */
export function retryAfterSeconds(limit: Limit, now: number, { current, previous }: Counts): number {
  const windowMs = limit.windowSeconds * 1000;
  const elapsed = elapsedIn(limit, now);
  let waitMs: number;
  if (current <= limit.max) {
    // Within this window: previous * (1 - (elapsed + t) / W) + current <= max.
    waitMs = previous > 0 ? windowMs * (1 - (limit.max - current) / previous) - elapsed : 0;
  } else {
    // Into the next window, where this one is the last: current * (1 - t' / W) <= max.
    waitMs = windowMs - elapsed + windowMs * (1 - limit.max / current);
  }
  return Math.max(1, Math.ceil(waitMs / 1000));
}

function describeWait(seconds: number): string {
  return seconds < 60 ? m.wait_seconds({ count: seconds }) : m.wait_minutes({ count: Math.ceil(seconds / 60) });
}

/** What a limit counts, as the refusal names it (in the request's language). */
const LIMITED = {
  attempts: m.limited_attempts,
  'sign-in attempts': m.limited_sign_ins,
  'wrong current passwords': m.limited_wrong_passwords,
  'confirmation e-mails': m.limited_confirmation_mails,
  likes: m.limited_likes,
  messages: m.limited_messages,
  'new conversations': m.limited_conversations,
  'new meetings': m.limited_meetings,
  'new topics': m.limited_topics,
  'password reset e-mails': m.limited_reset_mails,
  replies: m.limited_replies,
  reports: m.limited_reports,
  'sign-up attempts': m.limited_sign_ups,
  subscriptions: m.limited_subscriptions,
  'calendar reads': m.limited_calendar_reads,
  invitations: m.limited_invitations,
} satisfies Record<string, () => string>;
export type Limited = keyof typeof LIMITED;

/**
 * Sliding-window counters in the database, so every instance counts together. Each limit keeps a
 * count per fixed window; what counts against it now is this window's count plus the last one's,
 * weighted by how much of the last window still lies within the sliding window (the estimate
 * Cloudflare's limiter uses). A burst across a window's edge therefore meets the limit once, not
 * twice, and the wait it is told is the time until the estimate lets the next attempt through.
 */
export function rateLimiter(db: Db, clock: Clock = systemClock) {
  let lastSweep = 0;
  /** The starts of the window `now` falls in and of the one before. */
  const windowsOf = (limit: Limit, now: number) => {
    const start = now - elapsedIn(limit, now);
    return { current: new Date(start), previous: new Date(start - limit.windowSeconds * 1000) };
  };
  const tooMany = (what: Limited, retryAfter: number) =>
    new AppError(429, 'rate_limited', m.rate_limited({ what: LIMITED[what](), wait: describeWait(retryAfter) }), undefined, {
      'retry-after': String(retryAfter),
    });

  /** This window's and the last one's counts under a limit's key. */
  async function counts(limit: Limit, now: number): Promise<Counts> {
    const { current, previous } = windowsOf(limit, now);
    const rows = await db
      .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, limit.key), inArray(rateLimits.windowStart, [current, previous])));
    const at = (d: Date) => rows.find((r) => r.windowStart.getTime() === d.getTime())?.count ?? 0;
    return { current: at(current), previous: at(previous) };
  }

  /** Counts one attempt and answers this window's and the last one's counts, the attempt included. */
  async function count(limit: Limit, now: number): Promise<Counts> {
    const { current, previous } = windowsOf(limit, now);
    // One statement: the increment, and the last window's count beside it.
    const [row] = await db
      .insert(rateLimits)
      .values({ key: limit.key, windowStart: current, count: 1 })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
      .returning({
        current: rateLimits.count,
        previous: sql<number>`coalesce((select l.count from ${rateLimits} l where l.key = ${limit.key} and l.window_start = ${previous}), 0)`.mapWith(Number),
      });
    if (now - lastSweep > 3_600_000) {
      lastSweep = now;
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - 86_400_000)));
    }
    return { current: row?.current ?? 0, previous: row?.previous ?? 0 };
  }

  /** Counts one attempt against each limit and throws 429, saying when to try again, once any is exceeded. */
  async function hit(what: Limited, limits: Limit[]): Promise<void> {
    const now = clock();
    for (const limit of limits) {
      const seen = await count(limit, now);
      // This attempt was counted, so the next one adds one more: the wait is until that one passes.
      if (slidingCount(limit, now, seen) > limit.max) throw tooMany(what, retryAfterSeconds(limit, now, { ...seen, current: seen.current + 1 }));
    }
  }

  /**
   * Throws 429 if any limit is already used up, without counting: with `fail`, only failures
   * count (sign-in), so a right password from someone who is not locked out always gets through.
   */
  async function check(what: Limited, limits: Limit[]): Promise<void> {
    const now = clock();
    for (const limit of limits) {
      const seen = await counts(limit, now);
      // One more attempt would be over the limit: the wait is until it would not be.
      const withNext = { ...seen, current: seen.current + 1 };
      if (slidingCount(limit, now, withNext) > limit.max) throw tooMany(what, retryAfterSeconds(limit, now, withNext));
    }
  }

  /**
   * True (and noted) if nothing was noted under `key` in the last `seconds`: a sliding "once in a
   * while", with no window edge where two can pass in a row.
   */
  async function onceIn(key: string, seconds: number): Promise<boolean> {
    // Two callers at once (on two connections) would both find nothing noted and both note it:
    // the key's lock makes the second look after the first has written.
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`once-in:${key}`}, 0))`);
      const noted = await tx.execute(sql`
        insert into ${rateLimits} (key, window_start, count)
        select ${key}, clock_timestamp(), 1
        where not exists (select 1 from ${rateLimits} where key = ${key} and window_start > clock_timestamp() - make_interval(secs => ${seconds}))
        on conflict do nothing
        returning count`);
      return ((noted as { rows: unknown[] }).rows ?? []).length > 0;
    });
  }

  /** How many attempts count against a limit now (over the sliding window, rounded down). */
  async function peek(limit: Limit): Promise<number> {
    const now = clock();
    return Math.floor(slidingCount(limit, now, await counts(limit, now)));
  }

  /** Counts one failure against each limit (see `check`). */
  async function fail(limits: Limit[]): Promise<void> {
    const now = clock();
    for (const limit of limits) await count(limit, now);
  }

  return Object.assign(hit, { check, fail, peek, onceIn });
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
