import { describe, expect, it } from 'vitest';
import { selectFirst } from './catalogue-index.ts';

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
});
