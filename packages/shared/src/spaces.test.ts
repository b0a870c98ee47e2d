import { describe, expect, it } from 'vitest';
import { AvailabilityQuerySchema, SpaceListQuerySchema } from './spaces.ts';

describe('SpaceListQuerySchema', () => {
  it('fills the defaults of §3 and §9', () => {
    expect(SpaceListQuerySchema.parse({})).toEqual({ minPrice: 0, maxPrice: 100000, sort: 'newest', limit: 12, offset: 0 });
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
