import { afterEach, describe, expect, it } from 'vitest';
import {
  formatClock,
  formatClockRange,
  formatDay,
  formatDayAndClock,
  formatDeadline,
  formatFullDate,
  formatLongDay,
  formatShortDate,
  formatSwahiliClock,
  formatWhen,
} from './dates.ts';
import { setLocale } from './i18n.ts';

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

describe('dates in Kiswahili', () => {
  afterEach(() => void setLocale('en', { reload: false }));

  it('writes days and months the Kiswahili way, with the same 24-hour digits', () => {
    void setLocale('sw', { reload: false });
    expect(formatLongDay('2026-11-23T07:00:00Z')).toBe('23 Novemba 2026');
    expect(formatFullDate('2026-11-23')).toBe('Jumatatu, 23 Novemba 2026');
    expect(formatClock('2026-11-23T07:00:00Z')).toBe('10:00');
    expect(formatDayAndClock('2026-11-23T11:30:00Z')).toMatch(/^23 Nov 2026,? 14:30$/);
  });

  it('says the Swahili clock: hours from sunrise, with the part of the day', () => {
    const at = (hhmm: string) => formatSwahiliClock(`2026-11-23T${hhmm}:00+03:00`);
    expect(at('07:00')).toBe('saa moja asubuhi');
    expect(at('10:00')).toBe('saa nne asubuhi');
    expect(at('12:00')).toBe('saa sita mchana');
    expect(at('14:30')).toBe('saa nane na nusu mchana');
    expect(at('16:15')).toBe('saa kumi na robo jioni');
    expect(at('18:45')).toBe('saa moja kasoro robo jioni');
    expect(at('19:00')).toBe('saa moja usiku');
    expect(at('00:00')).toBe('saa sita usiku');
    expect(at('06:00')).toBe('saa kumi na mbili asubuhi');
    expect(at('09:10')).toBe('saa tatu na dakika 10 asubuhi');
  });

  it('says a deadline in a sentence with the Swahili clock beside its digits, and only in Kiswahili', () => {
    // 01:23 in Nairobi: read as Swahili time, "saa 1:23" would be 07:23 in the morning.
    const late = '2026-12-06T22:23:00Z';
    expect(formatWhen(late)).toMatch(/^7 Dec 2026,? 01:23$/);
    expect(formatDeadline(late)).toMatch(/^7 Dec 2026,? 01:23$/);
    void setLocale('sw', { reload: false });
    expect(formatWhen(late)).toMatch(/^7 Des 2026,? 01:23 \(saa saba na dakika 23 usiku\)$/);
    expect(formatDeadline(late)).toBe(formatWhen(late));
    // A deadline at midnight is the end of the day before, with no clock to misread.
    expect(formatDeadline('2026-12-18T21:00:00Z')).not.toContain('saa');
    // Tables keep the digits alone.
    expect(formatDayAndClock(late)).not.toContain('saa');
  });
});
