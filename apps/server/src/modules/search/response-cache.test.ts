import { describe, expect, it } from 'vitest';
import { responseCache } from './response-cache.ts';

const page = (html: string) => ({ status: 200, html });

describe('the rendered-page cache', () => {
  it('renders a page once for everyone asking at the same time, then serves it until it is stale', async () => {
    const cache = responseCache<{ status: number; html: string }>({ ttlMs: 1000, maxEntries: 10 });
    let renders = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const render = async () => {
      renders++;
      await gate;
      return page(`render ${renders}`);
    };
    const waiting = Array.from({ length: 20 }, () => cache.get('/', render));
    release();
    const answers = await Promise.all(waiting);
    expect(renders).toBe(1);
    expect(new Set(answers.map((a) => a.value.html))).toEqual(new Set(['render 1']));
    expect(answers.filter((a) => !a.hit)).toHaveLength(1);
    expect((await cache.get('/', render)).hit).toBe(true);
    // Past its time the page is rendered again.
    expect((await cache.get('/', render, Date.now() + 1500)).value.html).toBe('render 2');
  });

  it('forgets everything when the catalogue changes, even a render that was under way', async () => {
    const cache = responseCache<{ status: number; html: string }>({ ttlMs: 60_000, maxEntries: 10 });
    let n = 0;
    await cache.get('/about', async () => page(`about ${++n}`));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = cache.get('/space/a', async () => {
      await gate;
      return page('old space');
    });
    cache.clear();
    release();
    expect((await slow).value.html).toBe('old space');
    expect(cache.size).toBe(0);
    expect((await cache.get('/about', async () => page(`about ${++n}`))).value.html).toBe('about 2');
  });

  it('forgets only the answers a change touches (clearWhere), a computation under way among them', async () => {
    const cache = responseCache<{ status: number; html: string }>({ ttlMs: 60_000, maxEntries: 10 });
    await cache.get('free:2026-12-05', async () => page('free then'));
    await cache.get('text:boardroom', async () => page('boardrooms'));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = cache.get('free:2026-12-06', async () => {
      await gate;
      return page('read before the booking');
    });
    cache.clearWhere((key) => key.startsWith('free:'));
    release();
    expect((await slow).value.html).toBe('read before the booking');
    expect((await cache.get('text:boardroom', async () => page('again'))).hit).toBe(true);
    expect((await cache.get('free:2026-12-05', async () => page('read again'))).value.html).toBe('read again');
    expect((await cache.get('free:2026-12-06', async () => page('read after'))).value.html).toBe('read after');
  });

  it('serves an answer past its time while one request reads it afresh, but never one a change dropped', async () => {
    const cache = responseCache<{ status: number; html: string }>({ ttlMs: 1000, staleMs: 1000, maxEntries: 10 });
    let reads = 0;
    let release!: () => void;
    const read = async () => {
      reads++;
      if (reads > 1) await new Promise<void>((r) => (release = r));
      return page(`read ${reads}`);
    };
    await cache.get('/search', read);
    const later = Date.now() + 1500;
    // Stale: everyone gets the old answer at once, and only one fresh read starts.
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.get('/search', read, later)));
    expect(answers.map((a) => a.value.html)).toEqual(Array(5).fill('read 1'));
    expect(reads).toBe(2);
    release();
    await expect.poll(async () => (await cache.get('/search', read)).value.html).toBe('read 2');
    // Past both, or after a change, it is read again before answering.
    expect((await cache.get('/search', async () => page('read 3'), Date.now() + 2500)).value.html).toBe('read 3');
    cache.clear();
    expect((await cache.get('/search', async () => page('read 4'))).value.html).toBe('read 4');
  });

  it('holds at most maxEntries pages, dropping the oldest', async () => {
    const cache = responseCache<{ status: number; html: string }>({ ttlMs: 60_000, maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => page(key));
    expect(cache.size).toBe(3);
    expect((await cache.get('a', async () => page('a again'))).value.html).toBe('a again');
    expect((await cache.get('d', async () => page('d again'))).hit).toBe(true);
  });

  it('does not keep a failed render', async () => {
    const cache = responseCache<{ status: number; html: string }>({ ttlMs: 60_000, maxEntries: 3 });
    await expect(cache.get('x', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get('x', async () => page('fine'))).value.html).toBe('fine');
  });
});
