import { describe, expect, it } from 'vitest';
import { selectFirst } from './catalogue-index.ts';
import { orderRun, type RankedRun } from './candidates.ts';
import type { Entry } from './catalogue-entry.ts';

/**
 * The page of a ranked search is picked, not sorted: selectFirst moves the first k (in the
 * search's order) to the front, by a heap for a few and by quickselect for more. Many spaces tie
 * on rank and rating, so the lists here are full of ties broken only by the last key.
 */
describe('selectFirst', () => {
  const compare = (a: [number, number], b: [number, number]) => b[0] - a[0] || a[1] - b[1];
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

  it('puts the first k at the front, in no order, and keeps every item, for k small and large, from any start', () => {
    for (let round = 0; round < 300; round++) {
      const n = 1 + Math.floor(random() * 400);
      const list: [number, number][] = Array.from({ length: n }, (_, i) => [Math.floor(random() * 4), i]);
      const from = Math.floor(random() * n);
      const k = Math.floor(random() * (round % 2 ? 12 : 150));
      const before = [...list];
      // What a full sort of the part after `from` puts first.
      const expected = list.slice(from).sort(compare).slice(0, k);
      // Half the rounds say the first key's order as a number (the ties left to compare).
      selectFirst(list, from, k, compare, round % 4 < 2 ? (item) => -item[0] : undefined);
      expect(list.slice(0, from)).toEqual(before.slice(0, from));
      expect(list.slice(from, from + k).sort(compare)).toEqual(expected);
      expect([...list].sort((a, b) => a[1] - b[1])).toEqual([...before].sort((a, b) => a[1] - b[1]));
    }
  });

  it('puts a ranked run in order as far as it is read, a page or many at a time, as a whole sort would', () => {
    const byNumber = (e: Entry, x: number, f: Entry, y: number) => x - y || (e.id < f.id ? -1 : e.id > f.id ? 1 : 0);
    for (let round = 0; round < 200; round++) {
      const n = 1 + Math.floor(random() * 600);
      // Few numbers, so most spaces tie on theirs and are told apart by their ids.
      const entries = Array.from({ length: n }, (_, i) => ({ id: `s${String(Math.floor(random() * 1e6)).padStart(7, '0')}-${i}` }) as Entry);
      const run: RankedRun = { list: [...entries], keys: entries.map(() => Math.floor(random() * 6)), ordered: 0 };
      const whole = run.list.map((e, i) => ({ e, x: run.keys[i]! })).sort((a, b) => byNumber(a.e, a.x, b.e, b.x));
      let read = 0;
      while (read < n) {
        // A page (a heap), or a deep read (quickselect), or all that is left.
        const step = round % 3 === 0 ? 1 + Math.floor(random() * 20) : 1 + Math.floor(random() * 200);
        orderRun(run, read + step, byNumber);
        read = Math.min(n, Math.max(read + step, run.ordered));
        expect(run.ordered).toBeGreaterThanOrEqual(Math.min(n, read));
        expect(run.list.slice(0, run.ordered)).toEqual(whole.slice(0, run.ordered).map((w) => w.e));
        expect(run.keys.slice(0, run.ordered)).toEqual(whole.slice(0, run.ordered).map((w) => w.x));
        read = run.ordered;
      }
      // Every space is still there once, beside its own number.
      expect(new Set(run.list).size).toBe(n);
      run.list.forEach((e, i) => expect(run.keys[i]).toBe(whole.find((w) => w.e === e)!.x));
    }
  });
});
