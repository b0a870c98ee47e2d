import { describe, expect, it } from 'vitest';
import { hasActiveFilters, parseSpaceFilters } from './use-space-filters';

describe('parseSpaceFilters', () => {
  it('reads every filter from the URL', () => {
    const params = new URLSearchParams('q=studio&category=event-hall&minPrice=500&maxPrice=5000&location=Nyali&sort=price_asc');
    expect(parseSpaceFilters(params)).toEqual({ q: 'studio', category: 'event-hall', minPrice: 500, maxPrice: 5000, location: 'Nyali', sort: 'price_asc' });
  });

  it('drops what the API would refuse from a hand-edited URL', () => {
    const params = new URLSearchParams('category=castle&minPrice=-4&maxPrice=abc&sort=random&q=%20%20');
    expect(parseSpaceFilters(params)).toEqual({});
    expect(parseSpaceFilters(new URLSearchParams('minPrice=900&maxPrice=100'))).toEqual({ minPrice: 900 });
    // Past the API's limits (a 201-character search, a price beyond the filter's ceiling), the value goes.
    expect(parseSpaceFilters(new URLSearchParams(`q=${'a'.repeat(201)}&minPrice=1e12&location=%20Karen%20`))).toEqual({ location: 'Karen' });
  });

  it('treats sort alone as no filter (nothing to clear)', () => {
    expect(hasActiveFilters(parseSpaceFilters(new URLSearchParams('sort=rating')))).toBe(false);
    expect(hasActiveFilters(parseSpaceFilters(new URLSearchParams('location=Karen')))).toBe(true);
  });
});
