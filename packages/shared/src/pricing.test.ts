import { describe, expect, it } from 'vitest';
import { bookingAmounts, durationHours } from './pricing.ts';

describe('booking pricing (§5, §9)', () => {
  it('measures the duration in decimal hours, and 0 when the end is not after the start', () => {
    expect(durationHours('09:00', '10:00')).toBe(1);
    expect(durationHours('09:00', '11:30')).toBe(2.5);
    expect(durationHours('10:00', '10:00')).toBe(0);
    expect(durationHours('11:00', '10:00')).toBe(0);
  });

  it('adds the terms’ tax to the subtotal, in integer cents: the spec’s 10 %, VAT at 16 %, or none', () => {
    expect(bookingAmounts(250_000, 2.5, 1000)).toEqual({ hours: 2.5, subtotalCents: 625_000, taxCents: 62_500, totalCents: 687_500 });
    expect(bookingAmounts(35_050, 1.5, 1000)).toEqual({ hours: 1.5, subtotalCents: 52_575, taxCents: 5_258, totalCents: 57_833 });
    expect(bookingAmounts(35_050, 1.5, 1600)).toEqual({ hours: 1.5, subtotalCents: 52_575, taxCents: 8_412, totalCents: 60_987 });
    expect(bookingAmounts(250_000, 2, 0)).toEqual({ hours: 2, subtotalCents: 500_000, taxCents: 0, totalCents: 500_000 });
    expect(bookingAmounts(100_000, 0, 1600)).toEqual({ hours: 0, subtotalCents: 0, taxCents: 0, totalCents: 0 });
  });
});
