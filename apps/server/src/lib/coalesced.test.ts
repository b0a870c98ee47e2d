import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGES_CHANNEL } from '@nafasi/shared/changes';
import type { Db } from '../db/client.ts';
import { createTestApp, type TestContext } from '../test/harness.ts';
import { batched, changeNotifier, coalesced } from './coalesced.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { periodicJobs: false });
});
afterAll(() => t?.close());

describe('coalesced', () => {
  it('runs once for the callers while none runs, and once more for all who called during a run', async () => {
    let runs = 0;
    let release: () => void = () => {};
    const run = coalesced(async () => {
      runs++;
      await new Promise<void>((resolve) => (release = resolve));
    });
    const first = run();
    const during = [run(), run(), run()];
    expect(runs).toBe(1);
    release();
    await first;
    // The three share the second run, which started only once the first had ended.
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toBe(2);
    release();
    await Promise.all(during);
    expect(runs).toBe(2);
  });
});

describe('batched', () => {
  it('reads the keys of the callers during a read in one read after it, each caller given its own, in rounds', async () => {
    for (let round = 0; round < 5; round++) {
      const reads: string[][] = [];
      let release: () => void = () => {};
      const read = batched(async (keys: string[]) => {
        reads.push(keys);
        await new Promise<void>((resolve) => (release = resolve));
        return new Map(keys.filter((k) => !k.startsWith('gone')).map((k) => [k, `row ${k}`]));
      });
      const first = read(['a', 'b']);
      const during = [read(['c', 'a']), read([`d${round}`]), read(['gone'])];
      // The first read started at once, alone; the three wait for the next.
      expect(reads).toEqual([['a', 'b']]);
      release();
      expect((await first).get('a')).toBe('row a');
      await new Promise((resolve) => setImmediate(resolve));
      expect(reads).toEqual([
        ['a', 'b'],
        ['c', 'a', `d${round}`, 'gone'],
      ]);
      release();
      const [c, d, gone] = await Promise.all(during);
      expect([c!.get('c'), c!.get('a'), d!.get(`d${round}`), gone!.has('gone')]).toEqual(['row c', 'row a', `row d${round}`, false]);
      expect(reads).toHaveLength(2);
      // No keys, no read.
      expect((await read([])).size).toBe(0);
      expect(reads).toHaveLength(2);
    }
  });

  it('fails the callers of a read that fails, and reads for the next callers', async () => {
    let fail = true;
    const read = batched(async (keys: string[]) => {
      await new Promise((resolve) => setImmediate(resolve));
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((k) => [k, k.toUpperCase()]));
    });
    await expect(Promise.all([read(['a']), read(['b'])])).rejects.toThrow('connection lost');
    fail = false;
    expect((await read(['c'])).get('c')).toBe('C');
  });
});

describe('change notifications', () => {
  it('sends what a rush asks for in a few statements, each payload before its caller hears it was sent, a repeated one once a send', async () => {
    const heard: string[] = [];
    await t.database.listen(CHANGES_CHANNEL, (payload) => heard.push(payload));
    let statements = 0;
    const db = t.database.db;
    const counted = { execute: (query: Parameters<Db['execute']>[0]) => (statements++, db.execute(query)) } as unknown as Db;
    const notify = changeNotifier(counted);
    for (let round = 0; round < 3; round++) {
      const news = Array.from({ length: 40 }, (_, i) => JSON.stringify({ kind: 'test', round, i }));
      statements = 0;
      heard.length = 0;
      await Promise.all(news.map((payload) => notify(payload, JSON.stringify({ kind: 'events' }))));
      // The first call's send runs alone; the 39 asked for meanwhile go in the next.
      expect(statements).toBe(2);
      // Every payload arrives; the repeated one once a statement.
      const until = Date.now() + 5000;
      while (heard.length < news.length + 2 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(heard.filter((p) => p !== JSON.stringify({ kind: 'events' })).sort()).toEqual([...news].sort());
      expect(heard.filter((p) => p === JSON.stringify({ kind: 'events' }))).toHaveLength(2);
    }
  });

  it('fails every caller of a send that fails, and sends the next', async () => {
    let fail = true;
    const db = t.database.db;
    const flaky = {
      execute: (query: Parameters<Db['execute']>[0]) => (fail ? Promise.reject(new Error('connection lost')) : db.execute(query)),
    } as unknown as Db;
    const notify = changeNotifier(flaky);
    await expect(notify('{"kind":"a"}')).rejects.toThrow('connection lost');
    fail = false;
    await expect(notify('{"kind":"b"}')).resolves.toBeUndefined();
  });
});
