import { describe, expect, it } from 'vitest';
import { formatClock, formatClockRange, formatDay, formatDayAndClock, formatFullDate, formatLongDay, formatShortDate } from './dates.ts';

describe('dates are written on the Nairobi clock', () => {
  // 21:30 UTC on 23 November is 00:30 on the 24th in Nairobi.
  const lateEvening = '2026-11-23T21:30:00Z';

  it('writes an instant as its Nairobi day and time, whatever the device’s zone', () => {
    expect(formatDay(lateEvening)).toBe('24 Nov 2026');
    expect(formatLongDay(new Date(lateEvening))).toBe('24 November 2026');
    expect(formatClock(lateEvening)).toBe('00:30');
    expect(formatDayAndClock(Date.parse(lateEvening))).toMatch(/^24 Nov 2026,? 00:30$/);
    expect(formatClockRange('2026-11-24T06:00:00Z', '2026-11-24T08:30:00Z')).toBe('09:00 - 11:30');
  });

  it('writes a calendar date as the day it names', () => {
    expect(formatFullDate('2026-11-23')).toBe('Monday, 23 November 2026');
    expect(formatShortDate('2026-01-01')).toBe('Thu, 1 Jan 2026');
  });
});
