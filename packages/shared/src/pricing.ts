import { timeToMinutes } from './time.ts';

/** §9: tax is 10 percent of the subtotal; total = subtotal + tax. */
export const TAX_RATE = 0.1;

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

/** Every amount of a booking, in integer cents, from the hourly rate: the browser shows it, the server charges it. */
export function bookingAmounts(hourlyRateCents: number, hours: number): BookingAmounts {
  if (hours <= 0) return { hours: 0, subtotalCents: 0, taxCents: 0, totalCents: 0 };
  const subtotalCents = Math.round(hourlyRateCents * hours);
  const taxCents = Math.round(subtotalCents * TAX_RATE);
  return { hours, subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}
