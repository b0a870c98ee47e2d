import { describe, expect, it } from 'vitest';
import { computeAvailability } from './availability.ts';
import { nairobiInstant } from './time.ts';

const at = (date: string, time: string) => nairobiInstant(date, time);
const base = { opensAt: 7 * 60, closesAt: 22 * 60, now: at('2026-05-01', '08:00') };

describe('computeAvailability', () => {
  it('lists booked slots per date in Nairobi time, clipping bookings that cross midnight', () => {
    const result = computeAvailability({
      ...base,
      from: '2026-05-02',
      to: '2026-05-03',
      bookings: [
        { start: at('2026-05-02', '09:00'), end: at('2026-05-02', '10:30') },
        { start: at('2026-05-02', '21:00'), end: at('2026-05-03', '01:00') },
      ],
    });
    expect(result).toEqual({
      '2026-05-02': { available: true, bookedSlots: ['09:00-10:30', '21:00-24:00'] },
      '2026-05-03': { available: true, bookedSlots: ['00:00-01:00'] },
    });
  });

  it('is unavailable when every slot of the opening hours is taken', () => {
    const full = computeAvailability({
      ...base,
      from: '2026-05-02',
      to: '2026-05-02',
      bookings: [
        { start: at('2026-05-02', '07:00'), end: at('2026-05-02', '15:00') },
        { start: at('2026-05-02', '15:00'), end: at('2026-05-02', '22:00') },
      ],
    });
    expect(full['2026-05-02']!.available).toBe(false);
    const gap = computeAvailability({
      ...base,
      from: '2026-05-02',
      to: '2026-05-02',
      bookings: [
        { start: at('2026-05-02', '07:00'), end: at('2026-05-02', '15:00') },
        { start: at('2026-05-02', '15:30'), end: at('2026-05-02', '22:00') },
      ],
    });
    expect(gap['2026-05-02']!.available).toBe(true);
  });

  it('counts only what is still ahead: past days and a day whose free time has passed are unavailable', () => {
    const now = at('2026-05-02', '20:00');
    const result = computeAvailability({
      ...base,
      now,
      from: '2026-05-01',
      to: '2026-05-02',
      bookings: [{ start: at('2026-05-02', '20:00'), end: at('2026-05-02', '22:00') }],
    });
    expect(result['2026-05-01']!.available).toBe(false);
    expect(result['2026-05-02']!.available).toBe(false);
  });

  it('honours a space’s own opening hours', () => {
    const result = computeAvailability({
      ...base,
      opensAt: 9 * 60,
      closesAt: 10 * 60,
      from: '2026-05-02',
      to: '2026-05-02',
      bookings: [{ start: at('2026-05-02', '09:00'), end: at('2026-05-02', '10:00') }],
    });
    expect(result['2026-05-02']!.available).toBe(false);
  });
});

describe('booking screen choices', () => {
  it('lists half-hour marks within opening hours', async () => {
    const { halfHourTimes } = await import('./availability.ts');
    expect(halfHourTimes(7 * 60, 9 * 60)).toEqual(['07:00', '07:30', '08:00', '08:30', '09:00']);
  });

  it('finds a range free only when it overlaps no booked slot; touching is fine', async () => {
    const { isRangeFree } = await import('./availability.ts');
    const booked = ['10:00-12:00'];
    expect(isRangeFree('08:00', '10:00', booked)).toBe(true);
    expect(isRangeFree('12:00', '13:00', booked)).toBe(true);
    expect(isRangeFree('09:30', '10:30', booked)).toBe(false);
    expect(isRangeFree('10:30', '11:00', booked)).toBe(false);
    expect(isRangeFree('09:00', '13:00', booked)).toBe(false);
  });
});
