import { describe, expect, it } from 'vitest';
import { highlightParts, searchWords, similarity } from './highlight.ts';

const marked = (text: string, q: string) =>
  highlightParts(text, q)
    .filter((p) => p.match)
    .map((p) => p.text);

describe('highlighting what a search matched', () => {
  it('marks words a search word starts, in any case, keeping the text whole', () => {
    expect(marked('Westlands Executive Boardroom', 'westland')).toEqual(['Westlands']);
    expect(
      highlightParts('Westlands Executive Boardroom', 'BOARDROOM')
        .map((p) => p.text)
        .join(''),
    ).toBe('Westlands Executive Boardroom');
    expect(marked('Nyali Garden Hall, by the ocean', 'hall ocean')).toEqual(['Hall', 'ocean']);
  });

  it('marks the word a typo was taken for, and nothing loosely alike', () => {
    expect(similarity('boadroom', 'boardroom')).toBeGreaterThan(0.5);
    expect(marked('Westlands Executive Boardroom', 'boadroom')).toEqual(['Boardroom']);
    expect(marked('A broad room with brooms', 'boardroom')).toEqual([]);
  });

  it('has no words to mark in punctuation or single letters', () => {
    expect(searchWords('%% a ! b')).toEqual([]);
    expect(highlightParts('Roysambu Room', '%%')).toEqual([{ text: 'Roysambu Room', match: false }]);
    expect(highlightParts('Roysambu Room', undefined)).toEqual([{ text: 'Roysambu Room', match: false }]);
  });
});
