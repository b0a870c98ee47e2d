import { describe, expect, it } from 'vitest';
import { Vocabulary } from './text-rank.ts';

/**
 * The catalogue's vocabulary answers a prefix with every word it begins, whatever order the words
 * came in: a bulk load, then words a few at a time (new and changed spaces), past the point where
 * the words added lately join the rest.
 */
describe('the vocabulary', () => {
  it('finds every word a prefix begins, as words come in bulk and a few at a time', () => {
    const vocabulary = new Vocabulary();
    const words: string[] = [];
    const known = new Set<string>();
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
    const letters = 'abcdeéz';
    const word = () => Array.from({ length: 1 + Math.floor(random() * 9) }, () => letters[Math.floor(random() * letters.length)]).join('');
    const add = (n: number) => {
      for (let i = 0; i < n; i++) {
        const w = word();
        vocabulary.id(w);
        if (!known.has(w)) {
          known.add(w);
          words.push(w);
        }
      }
    };
    const agree = () => {
      for (const prefix of ['a', 'ab', 'é', 'zz', 'c', 'dea', 'q', 'e']) {
        const found = vocabulary.matching({ word: prefix, prefix: true }).map((id) => vocabulary.word(id));
        expect(found.sort(), prefix).toEqual(words.filter((w) => w.startsWith(prefix)).sort());
        expect(new Set(found).size).toBe(found.length);
      }
      expect(vocabulary.matching({ word: words[0]!, prefix: false }).map((id) => vocabulary.word(id))).toEqual([words[0]]);
    };
    add(3000);
    agree();
    // A few at a time, searched between, until they have joined the rest several times over.
    for (let round = 0; round < 40; round++) {
      add(1 + (round % 7) * 120);
      agree();
    }
    expect(words.length).toBeGreaterThan(2 * 4096 + 1000);
  });
});
