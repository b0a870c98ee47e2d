import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.ts';
import { AppError } from './errors.ts';
import { inLocale } from './locale.ts';
import { rateLimiter, retryAfterSeconds, slidingCount, type Limit } from './rate-limit.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A moment `ms` into a minute (the windows are aligned to the epoch). */
const into = (minute: number, ms: number) => Date.UTC(2026, 10, 25, 9, minute) + ms;

/** A limiter whose clock the test sets. */
function limiterAt() {
  let now = 0;
  const limit = rateLimiter(t.database.db, () => now);
  return Object.assign(limit, {
    at(ms: number) {
      now = ms;
    },
  });
}

/** How many of `attempts` calls pass before the first 429, and the wait that 429 names. */
async function passes(limiter: ReturnType<typeof limiterAt>, limits: Limit[], attempts: number) {
  let passed = 0;
  for (let i = 0; i < attempts; i++) {
    try {
      await limiter('attempts', limits);
      passed++;
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
      return { passed, retryAfter: Number(error.headers?.['retry-after']), message: error.message };
    }
  }
  return { passed, retryAfter: 0, message: '' };
}

describe('the rate limiter', () => {
  it('weighs the last window by how much of it is still within the sliding window', () => {
    const limit = { key: 'k', max: 10, windowSeconds: 60 };
    expect(slidingCount(limit, into(1, 0), { current: 0, previous: 10 })).toBe(10);
    expect(slidingCount(limit, into(1, 15_000), { current: 2, previous: 10 })).toBe(9.5);
    expect(slidingCount(limit, into(1, 59_999), { current: 3, previous: 10 })).toBeCloseTo(3, 2);
    // Half of the last window's 10 has faded by half-time: 5 + 5 is the limit, so no wait.
    expect(retryAfterSeconds(limit, into(1, 30_000), { current: 5, previous: 10 })).toBe(1);
    // 6 now and 10 before: the last window must fade to 4, at 36 s, 6 s from now.
    expect(retryAfterSeconds(limit, into(1, 30_000), { current: 6, previous: 10 })).toBe(6);
    // This window alone over (12 > 10): to its end, then until 12 fades to 10 (10 s in).
    expect(retryAfterSeconds(limit, into(1, 50_000), { current: 12, previous: 0 })).toBe(20);
  });

  it('lets a burst straddling a window’s edge through once, not twice (the fixed window let 2 × max pass)', async () => {
    for (let round = 0; round < 3; round++) {
      const limiter = limiterAt();
      const limits = [{ key: `edge:${round}`, max: 10, windowSeconds: 60 }];
      // Ten at the end of one minute, then a burst just after the edge.
      limiter.at(into(round * 2 + 10, 59_000));
      expect((await passes(limiter, limits, 10)).passed).toBe(10);
      limiter.at(into(round * 2 + 11, 1_000));
      const burst = await passes(limiter, limits, 10);
      expect(burst.passed).toBe(0);
      // The wait it names is true: a second before it, still refused (checked without counting); at it, one passes.
      expect(burst.retryAfter).toBeGreaterThan(1);
      expect(burst.message).toMatch(/^Too many attempts\. Try again in \d+ seconds?\.$/);
      limiter.at(into(round * 2 + 11, 1_000 + (burst.retryAfter - 1) * 1000));
      await expect(limiter.check('attempts', limits)).rejects.toMatchObject({ statusCode: 429 });
      limiter.at(into(round * 2 + 11, 1_000 + burst.retryAfter * 1000));
      expect((await passes(limiter, limits, 1)).passed).toBe(1);
    }
  });

  it('names what was limited and the wait in the language of the moment (plurals too)', async () => {
    const limiter = limiterAt();
    const limits = [{ key: 'lugha', max: 1, windowSeconds: 3600 }];
    limiter.at(into(40, 0));
    await limiter('sign-in attempts', limits);
    const refusal = async () => (await limiter('sign-in attempts', limits).catch((error: AppError) => error))?.message;
    expect(await refusal()).toMatch(/^Too many sign-in attempts\. Try again in 6\d minutes\.$/);
    expect(await inLocale('sw', refusal)).toMatch(/^Umefikia kikomo cha majaribio ya kuingia\. Jaribu tena baada ya dakika 6\d\.$/);
    const brief = [{ key: 'lugha-fupi', max: 1, windowSeconds: 20 }];
    await limiter('replies', brief);
    const again = async () => (await limiter('replies', brief).catch((error: AppError) => error))?.message;
    expect(await again()).toMatch(/^Too many replies\. Try again in \d+ seconds\.$/);
    expect(await inLocale('sw', again)).toMatch(/^Umefikia kikomo cha majibu\. Jaribu tena baada ya sekunde \d+\.$/);
  });

  it('frees the whole limit once a full window has passed with nothing counted', async () => {
    const limiter = limiterAt();
    const limits = [{ key: 'rest', max: 5, windowSeconds: 60 }];
    limiter.at(into(20, 30_000));
    expect((await passes(limiter, limits, 8)).passed).toBe(5);
    limiter.at(into(22, 0) + 30_000);
    expect((await passes(limiter, limits, 8)).passed).toBe(5);
  });

  it('checks without counting, and counts failures only when told (sign-in)', async () => {
    const limiter = limiterAt();
    const limits = [{ key: 'fail', max: 3, windowSeconds: 900 }];
    limiter.at(into(30, 0));
    for (let i = 0; i < 10; i++) await limiter.check('sign-in attempts', limits);
    expect(await limiter.peek(limits[0]!)).toBe(0);
    await limiter.fail(limits);
    await limiter.fail(limits);
    await limiter.check('sign-in attempts', limits);
    await limiter.fail(limits);
    expect(await limiter.peek(limits[0]!)).toBe(3);
    await expect(limiter.check('sign-in attempts', limits)).rejects.toMatchObject({ statusCode: 429 });
    // Just past the window's edge the failures still count; by the end of the next window they have faded.
    limiter.at(into(45, 1_000));
    await expect(limiter.check('sign-in attempts', limits)).rejects.toMatchObject({ statusCode: 429 });
    limiter.at(into(60, 0));
    await limiter.check('sign-in attempts', limits);
  });

  it('counts concurrent attempts from many requests exactly (one row per window, updated in place)', async () => {
    const limiter = limiterAt();
    limiter.at(into(40, 10_000));
    for (let round = 0; round < 3; round++) {
      const limits = [{ key: `rush:${round}`, max: 20, windowSeconds: 60 }];
      const answers = await Promise.allSettled(Array.from({ length: 50 }, () => limiter('attempts', limits)));
      expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(20);
      expect(answers.filter((a) => a.status === 'rejected').every((a) => (a.reason as AppError).statusCode === 429)).toBe(true);
    }
  });

  it('notes "once in a while" once when many ask at the same moment (a room’s leave lines race so)', async () => {
    const limiter = limiterAt();
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(Array.from({ length: 12 }, () => limiter.onceIn(`once:${round}`, 600)));
      expect(answers.filter(Boolean)).toHaveLength(1);
      // Noted: asking again within the while is refused.
      expect(await limiter.onceIn(`once:${round}`, 600)).toBe(false);
    }
  });
});
