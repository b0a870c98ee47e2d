import { timeToMinutes } from './time.ts';

/**
 * §9 said tax is 10 percent of the subtotal. Kenyan law decides now (tax.ts, docs/TAX.md): the rate
 * is the booking's terms', in basis points; 10 % (1000) is the specification's flat rate, kept for
 * TAX_MODEL=flat and for bookings made before terms were kept. Total = subtotal + tax.
 */
export const SPEC_TAX_RATE_BP = 1000;

/** §5: duration in hours as a decimal, from HH:mm times; 0 when the end is not after the start. */
export function durationHours(startTime: string, endTime: string): number {
  const diff = timeToMinutes(endTime) - timeToMinutes(startTime);
  return diff > 0 ? diff / 60 : 0;
}

export interface BookingAmounts {
  hours: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** Every amount of a booking, in integer cents, from the hourly rate and the tax rate of its terms: the browser shows it, the server charges it. */
export function bookingAmounts(hourlyRateCents: number, hours: number, taxRateBp: number): BookingAmounts {
  if (hours <= 0) return { hours: 0, subtotalCents: 0, taxCents: 0, totalCents: 0 };
  const subtotalCents = Math.round(hourlyRateCents * hours);
  const taxCents = Math.round((subtotalCents * taxRateBp) / 10_000);
  return { hours, subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}
