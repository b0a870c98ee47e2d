import { describe, expect, it } from 'vitest';
import { readSearchField, SEARCH_FIELDS, searchProblems, type SearchField } from './search-query.ts';
import { SpaceListFieldsSchema } from './spaces.ts';
import { addDays, nairobiDate } from './time.ts';

/** Values a hand-edited URL may carry, good and bad, for every field of a search. */
const SAMPLES: Record<SearchField, string[]> = {
  q: ['studio', '  board room ', 'x'.repeat(200), 'x'.repeat(201), 'a\u0000b', 'tab\there'],
  category: ['coworking', 'other', 'Coworking', 'castle'],
  minPrice: ['0', '500', ' 12 ', '1e3', '-1', 'abc', 'Infinity', '100001'],
  maxPrice: ['100000', '2500.5', '0x10', 'NaN'],
  location: ['Westlands', 'y'.repeat(100), 'y'.repeat(101)],
  capacity: ['1', '10', '0', '2.5', '100000', '100001', 'ten'],
  date: ['2031-02-28', '2031-02-30', '28/02/2031', '2031-2-1'],
  start: ['14:00', '09:30', '24:00', '14:15', '9:00', '25:00'],
  end: ['16:00', '00:00', '23:30', '16:01'],
  amenities: ['wifi', 'wifi, projector,wifi', 'wifi,jacuzzi', ',', 'a'.repeat(401)],
  near: ['-1.2864,36.8172', '95,36', '-1.28', '1,2,3', 'a,b', ` ${'1'.repeat(70)},1`],
  radius: ['0.1', '5', '0.05', '201'],
  bbox: ['36.7,-1.4,36.9,-1.2', '36.9,-1.3,36.8,-1.2', 'a,b,c,d', '1,2,3'],
  sort: ['newest', 'price_asc', 'distance', 'cheapest'],
  limit: ['1', '12', '0', '51', '1.5'],
  offset: ['0', '24', '-1', '1000001'],
};

describe('the search rules without zod', () => {
  it('judge every value of a URL exactly as the API schema built from them does', () => {
    const shape = SpaceListFieldsSchema.shape;
    for (const [field, values] of Object.entries(SAMPLES) as [SearchField, string[]][]) {
      for (const raw of values) {
        const parsed = shape[field].safeParse(raw);
        const read = readSearchField(new URLSearchParams({ [field]: raw }), field);
        expect({ field, raw, value: read }).toEqual({ field, raw, value: parsed.success ? parsed.data : undefined });
        const reading = SEARCH_FIELDS[field].rule(raw);
        if (!parsed.success) expect(reading).toEqual({ ok: false, message: parsed.error.issues[0]?.message });
      }
    }
  });

  it('find what no single field can judge: a window in part or reversed or past, near missing for distance, words missing for relevance', () => {
    const tomorrow = addDays(nairobiDate(), 1);
    expect(searchProblems({ date: tomorrow, start: '14:00', end: '16:00' })).toEqual([]);
    expect(searchProblems({ date: tomorrow, start: '14:00' }).map((p) => p.field)).toEqual(['end']);
    expect(searchProblems({ date: tomorrow, start: '16:00', end: '14:00' }).map((p) => p.field)).toEqual(['end']);
    expect(searchProblems({ date: addDays(nairobiDate(), -1), start: '10:00', end: '12:00' }).map((p) => p.field)).toEqual(['date']);
    expect(searchProblems({ sort: 'distance' }).map((p) => p.field)).toEqual(['sort']);
    expect(searchProblems({ sort: 'relevance', q: 'studio' })).toEqual([]);
    expect(searchProblems({ minPrice: 10, maxPrice: 5 }).map((p) => p.field)).toEqual(['maxPrice']);
  });

  it('leave out a field that is absent or blank', () => {
    expect(readSearchField(new URLSearchParams('q=%20%20'), 'q')).toBeUndefined();
    expect(readSearchField(new URLSearchParams(''), 'capacity')).toBeUndefined();
  });
});
