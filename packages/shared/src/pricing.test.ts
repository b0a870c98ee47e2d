import { describe, expect, it } from 'vitest';
import { bookingAmounts, durationHours } from './pricing.ts';

describe('booking pricing (§5, §9)', () => {
  it('measures the duration in decimal hours, and 0 when the end is not after the start', () => {
    expect(durationHours('09:00', '10:00')).toBe(1);
    expect(durationHours('09:00', '11:30')).toBe(2.5);
    expect(durationHours('10:00', '10:00')).toBe(0);
    expect(durationHours('11:00', '10:00')).toBe(0);
  });

  it('adds 10% tax to the subtotal, in integer cents', () => {
    expect(bookingAmounts(250_000, 2.5)).toEqual({ hours: 2.5, subtotalCents: 625_000, taxCents: 62_500, totalCents: 687_500 });
    expect(bookingAmounts(35_050, 1.5)).toEqual({ hours: 1.5, subtotalCents: 52_575, taxCents: 5_258, totalCents: 57_833 });
    expect(bookingAmounts(100_000, 0)).toEqual({ hours: 0, subtotalCents: 0, taxCents: 0, totalCents: 0 });
  });
});
