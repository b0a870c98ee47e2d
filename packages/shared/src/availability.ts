import type { DayAvailability } from './spaces.ts';
import { datesBetween, nairobiInstant, nairobiTime, minutesToTime, timeToMinutes } from './time.ts';

/** Bookings start and end on the hour or the half hour. */
export const SLOT_MINUTES = 30;

export interface TimeRange {
  start: Date;
  end: Date;
}

export interface AvailabilityInput {
  from: string;
  to: string;
  /** Active (not cancelled) bookings of the space; any order. */
  bookings: TimeRange[];
  /** Opening hours in minutes of the Nairobi day. */
  opensAt: number;
  closesAt: number;
  now: Date;
}

const MINUTE = 60_000;

/**
 * §3 availability: for each date, the booked 'HH:mm-HH:mm' slots (Nairobi time, clipped to the day)
 * and whether at least one bookable slot is still free (inside opening hours and not in the past).
 */
export function computeAvailability(input: AvailabilityInput): Record<string, DayAvailability> {
  const result: Record<string, DayAvailability> = {};
  for (const date of datesBetween(input.from, input.to)) {
    const dayStart = nairobiInstant(date, '00:00').getTime();
    const dayEnd = dayStart + 24 * 60 * MINUTE;
    const today = input.bookings.filter((b) => b.start.getTime() < dayEnd && b.end.getTime() > dayStart);
    const bookedSlots = today.map((b) => {
      const start = Math.max(b.start.getTime(), dayStart);
      const end = Math.min(b.end.getTime(), dayEnd);
      const endLabel = end === dayEnd ? '24:00' : nairobiTime(new Date(end));
      return `${nairobiTime(new Date(start))}-${endLabel}`;
    });

    let available = false;
    for (let m = input.opensAt; m + SLOT_MINUTES <= input.closesAt && !available; m += SLOT_MINUTES) {
      const slotStart = nairobiInstant(date, minutesToTime(m)).getTime();
      const slotEnd = slotStart + SLOT_MINUTES * MINUTE;
      if (slotStart < input.now.getTime()) continue;
      available = !today.some((b) => b.start.getTime() < slotEnd && b.end.getTime() > slotStart);
    }
    result[date] = { available, bookedSlots };
  }
  return result;
}

/** The half-hour marks from opening to closing, as HH:mm (the choices of the booking screen's pickers). */
export function halfHourTimes(opensAt: number, closesAt: number): string[] {
  const times: string[] = [];
  for (let m = opensAt; m <= closesAt; m += SLOT_MINUTES) times.push(minutesToTime(m));
  return times;
}

/** Whether [start, end) overlaps none of a day's booked 'HH:mm-HH:mm' slots (touching ends are fine). */
export function isRangeFree(start: string, end: string, bookedSlots: string[]): boolean {
  const [s, e] = [timeToMinutes(start), timeToMinutes(end)];
  return bookedSlots.every((slot) => {
    const [from, to] = slot.split('-') as [string, string];
    return e <= timeToMinutes(from) || s >= timeToMinutes(to);
  });
}
