import { describe, expect, it } from 'vitest';
import { UnrolledList } from './unrolled-list.ts';

/**
 * A list kept in order in blocks reads, place by place, as the same items sorted in one array
 * would: after a bulk load, thousands of items added and removed (blocks splitting and emptying),
 * ties of the order told apart by identity, read forwards, backwards and at random places.
 */
describe('a list kept in order in blocks', () => {
  it('reads as the sorted array of its items through inserts, removals and splits', () => {
    interface Item {
      key: number;
      id: number;
    }
    const compare = (a: Item, b: Item) => a.key - b.key || a.id - b.id;
    let seed = 11;
    const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
    let next = 0;
    const make = (): Item => ({ key: Math.floor(random() * 500), id: next++ });
    // Begun empty, items one at a time; then read whole.
    const first = new UnrolledList<Item>(compare);
    const few = [make(), make(), make()];
    for (const item of few) first.insert(item);
    expect(first.toArray()).toEqual([...few].sort(compare));
    for (const item of few) first.remove(item);
    expect([first.length, first.toArray()]).toEqual([0, []]);
    first.insert(few[0]!);
    expect(first.item(0)).toBe(few[0]);

    const items = Array.from({ length: 5000 }, make);
    const list = new UnrolledList<Item>(compare);
    list.reset([...items].sort(compare));
    const agree = () => {
      const sorted = [...items].sort(compare);
      expect(list.length).toBe(sorted.length);
      expect(list.toArray()).toEqual(sorted);
      for (let i = 0; i < sorted.length; i += 7) expect(list.item(i)).toBe(sorted[i]);
      for (let i = sorted.length - 1; i >= 0; i -= 13) expect(list.item(i)).toBe(sorted[i]);
      for (let k = 0; k < 200; k++) {
        const i = Math.floor(random() * sorted.length);
        expect(list.item(i)).toBe(sorted[i]);
      }
      expect(() => list.item(sorted.length)).toThrow(RangeError);
    };
    agree();
    for (let round = 0; round < 6; round++) {
      // Many at one end (a block splits, again and again), then removals that empty whole blocks.
      for (let k = 0; k < 1500; k++) {
        const item = round % 2 ? { key: 499, id: next++ } : make();
        items.push(item);
        list.insert(item);
      }
      agree();
      if (round % 2) items.sort(compare);
      for (let k = 0; k < 1200; k++) {
        const [item] = items.splice(round % 2 ? 0 : Math.floor(random() * items.length), 1);
        list.remove(item!);
      }
      // An item not in the list, equal in the order to one that is, is not taken out.
      list.remove({ ...items[0]! });
      agree();
    }
  });
});
