import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CalendarUnreadable, parseBusyTimes } from './ical.ts';

/*
 * Other apps' calendars as they export them (ical-fixtures/README.md), read over a window of
 * 2027-2028 (fixed dates: the tests pass on any day). Each expectation is the UTC span a person in
 * that app would call busy.
 */
const feed = (name: string) => readFileSync(path.join(import.meta.dirname, 'ical-fixtures', name), 'utf8');
const WINDOW = { from: new Date('2027-01-01T00:00:00Z'), to: new Date('2029-01-01T00:00:00Z') };
const read = (name: string, window = WINDOW) =>
  parseBusyTimes(feed(name), window).map((b) => ({ summary: b.summary, start: b.start.toISOString(), end: b.end.toISOString() }));
const spans = (busy: ReturnType<typeof read>, summary: string) => busy.filter((b) => b.summary === summary).map((b) => [b.start, b.end]);

describe('Google Calendar', () => {
  const busy = read('google.ics');
  it('a weekly series on two days, with an excluded day and a moved occurrence', () => {
    // Mondays and Wednesdays 09:00-11:00 Nairobi, six times from Monday 1 March 2027; Wednesday the
    // 3rd excluded; Wednesday the 10th moved to 14:00-16:00.
    expect(spans(busy, 'Podcast recording')).toEqual([
      ['2027-03-01T06:00:00.000Z', '2027-03-01T08:00:00.000Z'],
      ['2027-03-08T06:00:00.000Z', '2027-03-08T08:00:00.000Z'],
      ['2027-03-15T06:00:00.000Z', '2027-03-15T08:00:00.000Z'],
      ['2027-03-17T06:00:00.000Z', '2027-03-17T08:00:00.000Z'],
    ]);
    expect(spans(busy, 'Podcast recording (moved)')).toEqual([['2027-03-10T11:00:00.000Z', '2027-03-10T13:00:00.000Z']]);
  });
  it('a monthly series by day of the month, until a date', () => {
    expect(spans(busy, 'Monthly members evening').map(([start]) => start)).toEqual([
      '2027-01-15T15:00:00.000Z',
      '2027-02-15T15:00:00.000Z',
      '2027-03-15T15:00:00.000Z',
      '2027-04-15T15:00:00.000Z',
    ]);
  });
  it('an all-day event: Nairobi midnight to midnight', () => {
    expect(spans(busy, 'Closed for renovation')).toEqual([['2027-03-19T21:00:00.000Z', '2027-03-21T21:00:00.000Z']]);
  });
});

describe('Outlook', () => {
  it('Windows zones it defines, a weekly series across the change to summer time, a cancelled occurrence', () => {
    const busy = read('outlook-windows-zones.ics');
    // Mondays 09:00 London: GMT (09:00Z) until 28 March 2027, then BST (08:00Z); 5 April cancelled.
    expect(spans(busy, 'Weekly board meeting')).toEqual([
      ['2027-03-15T09:00:00.000Z', '2027-03-15T10:00:00.000Z'],
      ['2027-03-22T09:00:00.000Z', '2027-03-22T10:00:00.000Z'],
      ['2027-03-29T08:00:00.000Z', '2027-03-29T09:00:00.000Z'],
      ['2027-04-12T08:00:00.000Z', '2027-04-12T09:00:00.000Z'],
    ]);
    // 14:00 in Berlin in July is 12:00Z (CEST).
    expect(spans(busy, 'Berlin client visit')).toEqual([['2027-07-02T12:00:00.000Z', '2027-07-02T13:30:00.000Z']]);
  });
  it('Windows zones it names without defining them, by the Unicode CLDR table; UTC with a duration', () => {
    const busy = read('outlook-no-vtimezone.ics');
    expect(spans(busy, 'Call with Seattle')).toEqual([['2027-06-15T15:00:00.000Z', '2027-06-15T16:00:00.000Z']]);
    expect(spans(busy, 'Nairobi workshop')).toEqual([['2027-06-16T06:00:00.000Z', '2027-06-16T14:00:00.000Z']]);
    expect(spans(busy, 'Webinar')).toEqual([['2027-06-17T12:00:00.000Z', '2027-06-17T13:30:00.000Z']]);
  });
});

describe('Apple Calendar', () => {
  const busy = read('apple.ics');
  it('a monthly "second Tuesday" across the change to summer time', () => {
    expect(spans(busy, 'Second Tuesday review')).toEqual([
      ['2027-03-09T10:00:00.000Z', '2027-03-09T11:30:00.000Z'],
      ['2027-04-13T09:00:00.000Z', '2027-04-13T10:30:00.000Z'],
      ['2027-05-11T09:00:00.000Z', '2027-05-11T10:30:00.000Z'],
    ]);
  });
  it('a yearly all-day event, extra dates (RDATE), a floating time as Nairobi time, and no free time', () => {
    expect(spans(busy, 'Anniversary open day')).toEqual([
      ['2027-04-30T21:00:00.000Z', '2027-05-01T21:00:00.000Z'],
      ['2028-04-30T21:00:00.000Z', '2028-05-01T21:00:00.000Z'],
    ]);
    expect(spans(busy, 'Drop-in sessions').map(([start]) => start)).toEqual([
      '2027-06-01T14:00:00.000Z',
      '2027-06-08T14:00:00.000Z',
      '2027-06-22T14:00:00.000Z',
    ]);
    expect(spans(busy, 'Floating coffee')).toEqual([['2027-06-10T06:00:00.000Z', '2027-06-10T07:00:00.000Z']]);
    expect(spans(busy, 'Free: just a reminder')).toEqual([]);
  });
});

describe('Airbnb and Booking.com', () => {
  it('reserved and blocked nights as whole Nairobi days', () => {
    expect(read('airbnb.ics').map((b) => [b.summary, b.start, b.end])).toEqual([
      ['Reserved', '2027-07-06T21:00:00.000Z', '2027-07-09T21:00:00.000Z'],
      ['Airbnb (Not available)', '2027-07-13T21:00:00.000Z', '2027-07-14T21:00:00.000Z'],
    ]);
    expect(read('booking-com.ics').map((b) => [b.summary, b.start, b.end])).toEqual([
      ['CLOSED - Not available', '2027-07-31T21:00:00.000Z', '2027-08-02T21:00:00.000Z'],
    ]);
  });
});

describe('bounds', () => {
  it('returns only what falls in the window', () => {
    const march = read('google.ics', { from: new Date('2027-03-09T00:00:00Z'), to: new Date('2027-03-16T00:00:00Z') });
    expect(march.map((b) => b.start)).toEqual(
      ['2027-03-10T11:00:00.000Z', '2027-03-15T06:00:00.000Z', '2027-03-15T15:00:00.000Z'].sort().filter((s) => march.some((b) => b.start === s)),
    );
    expect(march.every((b) => b.end > '2027-03-09T00:00:00.000Z' && b.start < '2027-03-16T00:00:00.000Z')).toBe(true);
    expect(march).toHaveLength(3);
  });
  it('walks a hostile rule (every second, forever, from 1970) a bounded number of times', () => {
    const hostile = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:x',
      'DTSTART:19700101T000000Z',
      'DTEND:19700101T000001Z',
      'RRULE:FREQ=SECONDLY',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(parseBusyTimes(hostile, WINDOW)).toEqual([]);
  });
  it('refuses what is no calendar', () => {
    expect(() => parseBusyTimes('<!doctype html><p>Sign in to see this calendar', WINDOW)).toThrow(CalendarUnreadable);
    expect(() => parseBusyTimes('BEGIN:VCARD\r\nFN:Someone\r\nEND:VCARD\r\n', WINDOW)).toThrow(CalendarUnreadable);
  });
});
