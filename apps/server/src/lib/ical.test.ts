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

/*
 * RFC 5545's own rules for the hour that happens twice and the hour that never happens (§3.3.5),
 * and for a duration across a change of offset (§3.3.6), each case worked out from the RFC's text
 * (its New York examples verbatim), not from what a library answers. Each is read once in a zone
 * the feed only names (Intl knows it) and once in a VTIMEZONE the feed defines, as Outlook writes them.
 */
describe('RFC 5545: the changes of the clocks (issue 57)', () => {
  const VTIMEZONES: Record<string, string[]> = {
    'America/New_York': [
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
      'BEGIN:DAYLIGHT',
      'DTSTART:20070311T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20071104T020000',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'END:STANDARD',
      'END:VTIMEZONE',
    ],
    'Europe/London': [
      'BEGIN:VTIMEZONE',
      'TZID:Europe/London',
      'BEGIN:DAYLIGHT',
      'DTSTART:19810329T010000',
      'TZOFFSETFROM:+0000',
      'TZOFFSETTO:+0100',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:19961027T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0000',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'END:STANDARD',
      'END:VTIMEZONE',
    ],
    'Europe/Berlin': [
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Berlin',
      'BEGIN:DAYLIGHT',
      'DTSTART:19810329T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:19961027T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'END:STANDARD',
      'END:VTIMEZONE',
    ],
  };
  const calendar = (zone: string, defined: boolean, event: string[]) =>
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//RFC 5545//EN',
      ...(defined ? (VTIMEZONES[zone] ?? []) : []),
      'BEGIN:VEVENT',
      'UID:rfc@test',
      ...event,
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
  const any = { from: new Date('2000-01-01T00:00:00Z'), to: new Date('2040-01-01T00:00:00Z') };
  const span = (ics: string) => parseBusyTimes(ics, any).map((b) => [b.start.toISOString(), b.end.toISOString()]);

  it.each([
    // §3.3.5's examples: 01:30 on the autumn day is the first 01:30 (EDT); 02:30 on the spring day does not occur: the offset before the gap (EST).
    ['America/New_York', '20071104T013000', '2007-11-04T05:30:00.000Z', 'the repeated hour: its first occurrence (EDT, -04:00)'],
    ['America/New_York', '20070311T023000', '2007-03-11T07:30:00.000Z', 'the skipped hour: the offset before the gap (-05:00), so 03:30 EDT'],
    // The same rules in Europe (the changes at 01:00 UTC on the last Sundays of March and October 2027).
    ['Europe/London', '20270328T013000', '2027-03-28T01:30:00.000Z', 'the skipped hour: GMT, as before the gap (02:30 BST)'],
    ['Europe/London', '20271031T013000', '2027-10-31T00:30:00.000Z', 'the repeated hour: its first occurrence (BST)'],
    ['Europe/Berlin', '20270328T023000', '2027-03-28T01:30:00.000Z', 'the skipped hour: CET, as before the gap (03:30 CEST)'],
    ['Europe/Berlin', '20271031T023000', '2027-10-31T00:30:00.000Z', 'the repeated hour: its first occurrence (CEST)'],
    ['Europe/Berlin', '20270328T013000', '2027-03-28T00:30:00.000Z', 'just before the gap: CET'],
    ['Europe/Berlin', '20271031T033000', '2027-10-31T02:30:00.000Z', 'just after the repeated hour: CET'],
  ])('%s %s is %s (%s)', (zone, local, instant) => {
    for (const defined of [false, true]) {
      const busy = span(calendar(zone, defined, [`DTSTART;TZID=${zone}:${local}`, 'DURATION:PT30M']));
      expect(busy[0]?.[0], defined ? 'in a VTIMEZONE the feed defines' : 'in a zone it only names').toBe(instant);
    }
  });

  it('adds hours exactly and days nominally across a change (§3.3.6): PT24H is 24 hours, P1D the same time the next day', () => {
    for (const defined of [false, true]) {
      const exact = span(calendar('Europe/Berlin', defined, ['DTSTART;TZID=Europe/Berlin:20270327T120000', 'DURATION:PT24H']));
      // 12:00 CET is 11:00Z; 24 hours on is 11:00Z, 13:00 CEST.
      expect(exact, `PT24H, defined ${defined}`).toEqual([['2027-03-27T11:00:00.000Z', '2027-03-28T11:00:00.000Z']]);
      const nominal = span(calendar('Europe/Berlin', defined, ['DTSTART;TZID=Europe/Berlin:20270327T120000', 'DURATION:P1D']));
      // The next day at 12:00 CEST is 10:00Z: a day of 23 hours.
      expect(nominal, `P1D, defined ${defined}`).toEqual([['2027-03-27T11:00:00.000Z', '2027-03-28T10:00:00.000Z']]);
      const mixed = span(calendar('Europe/London', defined, ['DTSTART;TZID=Europe/London:20271030T120000', 'DURATION:P1DT2H']));
      // The next day at 12:00 GMT (12:00Z), then two hours: 14:00Z; 27 hours after 11:00Z.
      expect(mixed, `P1DT2H, defined ${defined}`).toEqual([['2027-10-30T11:00:00.000Z', '2027-10-31T14:00:00.000Z']]);
    }
    // A weekly series with an exact duration keeps it on every occurrence, either side of the change.
    const weekly = span(calendar('Europe/London', false, ['DTSTART;TZID=Europe/London:20270320T233000', 'DURATION:PT2H', 'RRULE:FREQ=WEEKLY;COUNT=2']));
    expect(weekly).toEqual([
      ['2027-03-20T23:30:00.000Z', '2027-03-21T01:30:00.000Z'],
      ['2027-03-27T23:30:00.000Z', '2027-03-28T01:30:00.000Z'],
    ]);
  });

  it('reads a feed that starts with a byte-order mark', () => {
    const feedWithBom = `\uFEFF${calendar('Europe/London', false, ['DTSTART:20270601T090000Z', 'DTEND:20270601T100000Z', 'SUMMARY:Marked'])}`;
    expect(parseBusyTimes(feedWithBom, any).map((b) => b.summary)).toEqual(['Marked']);
  });
});
