import { describe, expect, it } from 'vitest';
import { AvailabilityQuerySchema, SpaceListQuerySchema, sortOf } from './spaces.ts';

describe('SpaceListQuerySchema', () => {
  it('fills the defaults of §3 and §9; the order is the best match with words, else the newest', () => {
    const plain = SpaceListQuerySchema.parse({});
    expect(plain).toEqual({ minPrice: 0, maxPrice: 100000, limit: 12, offset: 0 });
    expect(sortOf(plain)).toBe('newest');
    expect(sortOf(SpaceListQuerySchema.parse({ q: 'studio' }))).toBe('relevance');
    expect(sortOf(SpaceListQuerySchema.parse({ q: 'studio', sort: 'price_asc' }))).toBe('price_asc');
  });

  it('reads a time window, amenities, a point and a box into their shapes', () => {
    expect(SpaceListQuerySchema.parse({ amenities: 'wifi, projector,wifi', near: '-1.2864,36.8172', bbox: '36.7,-1.4,36.9,-1.2' })).toMatchObject({
      amenities: ['projector', 'wifi'],
      near: { lat: -1.2864, lng: 36.8172 },
      bbox: { minLng: 36.7, minLat: -1.4, maxLng: 36.9, maxLat: -1.2 },
    });
  });

  it('reads numbers from query strings and trims text', () => {
    expect(SpaceListQuerySchema.parse({ q: '  studio ', minPrice: '500', limit: '24' })).toMatchObject({ q: 'studio', minPrice: 500, limit: 24 });
  });

  it('refuses reversed prices, unknown fields and control characters', () => {
    expect(SpaceListQuerySchema.safeParse({ minPrice: '10', maxPrice: '5' }).success).toBe(false);
    expect(SpaceListQuerySchema.safeParse({ page: '2' }).success).toBe(false);
    expect(SpaceListQuerySchema.safeParse({ q: 'a\u0000' }).success).toBe(false);
  });
});

describe('AvailabilityQuerySchema', () => {
  it('takes an ordered window of at most 62 days', () => {
    expect(AvailabilityQuerySchema.safeParse({ from: '2026-01-01', to: '2026-03-03' }).success).toBe(true);
    expect(AvailabilityQuerySchema.safeParse({ from: '2026-01-01', to: '2026-03-04' }).success).toBe(false);
    expect(AvailabilityQuerySchema.safeParse({ from: '2026-01-02', to: '2026-01-01' }).success).toBe(false);
  });
});
