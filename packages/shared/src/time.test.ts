import { describe, expect, it } from 'vitest';
import { datesBetween, isIsoDate, minutesToTime, nairobiDate, nairobiInstant, nairobiTime } from './time.ts';

describe('Nairobi time', () => {
  it('reads a Nairobi wall-clock time as the right instant (UTC+3, no DST)', () => {
    expect(nairobiInstant('2026-07-01', '09:00').toISOString()).toBe('2026-07-01T06:00:00.000Z');
    expect(nairobiInstant('2026-01-01', '00:30').toISOString()).toBe('2025-12-31T21:30:00.000Z');
  });

  it('gives the Nairobi date and time of an instant, across UTC midnight', () => {
    const lateUtc = new Date('2026-03-10T22:15:00Z');
    expect(nairobiDate(lateUtc)).toBe('2026-03-11');
    expect(nairobiTime(lateUtc)).toBe('01:15');
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-01-01')).toBe(false);
    expect(isIsoDate('2026-01-01T00:00')).toBe(false);
  });

  it('lists the dates of a range inclusively, and formats minutes of the day', () => {
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(datesBetween('2026-01-01', '2026-01-01')).toEqual(['2026-01-01']);
    expect(minutesToTime(420)).toBe('07:00');
    expect(minutesToTime(1350)).toBe('22:30');
  });
});
