import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, insertSpace, type TestContext } from '../../test/harness.ts';
import { internalHeaders } from '../../lib/internal-request.ts';

/**
 * A flood of new searches from one network address is refused past its budget while everyone
 * else is served; cached answers cost nothing, so a busy search is never refused.
 */
let t: TestContext;
const BURST = 20;
// The budget refills by the app's clock, which stands still here until the test moves it: a flood
// slowed by a busy machine meets exactly the burst (it once met a token refilled meanwhile).
const clock = manualClock();

beforeAll(async () => {
  // Answers kept as in production (the harness turns keeping off by default).
  t = await createTestApp({ SEARCH_BUDGET_PER_ADDRESS: `${BURST}/1`, SEARCH_CACHE_MS: '60000' }, { clock });
  await insertSpace(t.database, { title: 'Westlands Executive Boardroom' });
});
afterAll(async () => {
  await t?.close();
});

const search = (query: string, from: string) => t.app.inject({ method: 'GET', url: `/api/spaces?${query}`, remoteAddress: from });
const word = () => Math.random().toString(36).slice(2, 8);

describe('the search budget per network address', () => {
  it('refuses a flood of new searches from one address past its burst, in rounds, while another address is served', async () => {
    for (let round = 0; round < 3; round++) {
      const flooder = `203.0.113.${10 + round}`;
      const answers = await Promise.all(Array.from({ length: BURST * 2 }, () => search(`q=${word()}`, flooder)));
      expect(answers.filter((a) => a.statusCode === 200).length, `round ${round}`).toBe(BURST);
      const refused = answers.filter((a) => a.statusCode !== 200);
      expect(refused.every((a) => a.statusCode === 429)).toBe(true);
      expect(refused[0]?.json()).toMatchObject({ code: 'rate_limited', message: 'Too many searches from your network. Try again in a few seconds.' });
      expect(refused[0]?.headers['retry-after']).toBe('1');
      // The chips' counts are searches too.
      expect((await t.app.inject({ method: 'GET', url: `/api/spaces/categories?q=${word()}`, remoteAddress: flooder })).statusCode).toBe(429);
      // A second later, one token has come back: one more search, then refused again.
      clock.advance(1000);
      expect((await search(`q=${word()}`, flooder)).statusCode, `round ${round}`).toBe(200);
      expect((await search(`q=${word()}`, flooder)).statusCode, `round ${round}`).toBe(429);
      // Someone else, on another address, searches as usual meanwhile.
      const other = await search(`q=boardroom&minPrice=${round}`, `198.51.100.${round}`);
      expect(other.statusCode).toBe(200);
      expect(other.json().data.map((s: { title: string }) => s.title)).toEqual(['Westlands Executive Boardroom']);
    }
  });

  it('answers a kept search to an address past its budget: only reads of the database are counted', async () => {
    const flooder = '203.0.113.50';
    // Someone else's search is kept...
    expect((await search('q=westlands', '198.51.100.50')).statusCode).toBe(200);
    await Promise.all(Array.from({ length: BURST + 5 }, () => search(`q=${word()}`, flooder)));
    expect((await search(`q=${word()}`, flooder)).statusCode).toBe(429);
    // ...and costs the flooder nothing.
    const kept = await search('q=westlands', flooder);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toHaveLength(1);
  });

  it('counts this machine’s address too (behind a local proxy every visitor has it), not the server’s own page renders; a budget of 0 is no limit', async () => {
    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const answers = await Promise.all(Array.from({ length: BURST + 5 }, () => search(`q=${word()}`, local)));
      expect(
        answers.some((a) => a.statusCode === 429),
        local,
      ).toBe(true);
    }
    // The server's own renders carry a token only this process knows; a guessed one is a visitor's.
    const own = await Promise.all(
      Array.from({ length: BURST + 5 }, () => t.app.inject({ url: `/api/spaces?q=${word()}`, remoteAddress: '127.0.0.1', headers: internalHeaders() })),
    );
    expect(own.every((a) => a.statusCode === 200)).toBe(true);
    const guessed = await t.app.inject({ url: `/api/spaces?q=${word()}`, remoteAddress: '127.0.0.1', headers: { 'x-nafasi-internal': '0'.repeat(32) } });
    expect(guessed.statusCode).toBe(429);
    expect(loadConfig({ SEARCH_BUDGET_PER_ADDRESS: '0' }).searchBudgetPerAddress).toBeNull();
    expect(loadConfig({}).searchBudgetPerAddress).toEqual({ burst: 200, perSecond: 20 });
    expect(() => loadConfig({ SEARCH_BUDGET_PER_ADDRESS: 'lots' })).toThrow(/SEARCH_BUDGET_PER_ADDRESS must be 'burst\/perSecond'/);
  });
});
