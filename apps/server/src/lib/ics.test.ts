import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import { isWholeNairobiDays, sequenceOf, toCalendar, toIcs, type CalendarEvent } from './ics.ts';

/*
 * The files calendar apps import, read back by node-ical (a parser nobody here wrote, with its own
 * reading of RFC 5545): what a guest's or host's app would hold.
 */
const event = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'b1@nafasi.co.ke',
  start: new Date('2026-12-01T06:00:00Z'),
  end: new Date('2026-12-01T08:30:00Z'),
  stamp: new Date('2026-11-22T10:00:00Z'),
  summary: 'Booking: Westlands Boardroom; "the big one", with a view',
  location: 'Westlands, Nairobi',
  description: `Reference NF-ABC234.\nKaribu Nairobi — ${'a long line '.repeat(12)}`,
  status: 'TENTATIVE',
  ...over,
});
import type { VEvent } from 'node-ical';
const parsed = (ics: string) => Object.values(ical.sync.parseICS(ics)).filter((c) => c !== undefined);
const vevents = (ics: string) => parsed(ics).filter((c): c is VEvent => c.type === 'VEVENT');
const methodOf = (ics: string) =>
  (parsed(ics).find((c) => c.type === 'VCALENDAR') as { method?: string } | undefined)?.method ?? /^METHOD:(.*)$/m.exec(ics)?.[1]?.trim();

describe('iCalendar export', () => {
  it('one event in UTC, text escaped and lines folded as RFC 5545 says, read back whole', () => {
    const ics = toIcs(event());
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    const [e] = vevents(ics);
    expect(e).toMatchObject({
      uid: 'b1@nafasi.co.ke',
      summary: 'Booking: Westlands Boardroom; "the big one", with a view',
      location: 'Westlands, Nairobi',
      status: 'TENTATIVE',
      sequence: sequenceOf(new Date('2026-11-22T10:00:00Z')),
    });
    expect(e!.description).toBe(event().description);
    expect(e!.start.toISOString()).toBe('2026-12-01T06:00:00.000Z');
    expect(e!.end?.toISOString()).toBe('2026-12-01T08:30:00.000Z');
    expect(methodOf(ics)).toBe('PUBLISH');
  });

  it('a moved booking keeps its UID with a higher SEQUENCE; a cancelled one is METHOD:CANCEL', () => {
    const first = vevents(toIcs(event()))[0]!;
    const moved = vevents(
      toIcs(event({ start: new Date('2026-12-02T06:00:00Z'), end: new Date('2026-12-02T08:00:00Z'), stamp: new Date('2026-11-23T09:00:00Z') })),
    )[0]!;
    expect(moved.uid).toBe(first.uid);
    expect(Number(moved.sequence)).toBeGreaterThan(Number(first.sequence));
    const cancelledIcs = toIcs(event({ status: 'CANCELLED', stamp: new Date('2026-11-24T09:00:00Z') }));
    expect(methodOf(cancelledIcs)).toBe('CANCEL');
    const cancelled = vevents(cancelledIcs)[0]!;
    expect(cancelled).toMatchObject({ uid: first.uid, status: 'CANCELLED' });
    expect(Number(cancelled.sequence)).toBeGreaterThan(Number(moved.sequence));
    expect(String((cancelled.organizer as { val?: string })?.val ?? cancelled.organizer)).toContain('mailto:');
  });

  it('a whole Nairobi day is an all-day (VALUE=DATE) event', () => {
    const start = new Date('2026-12-05T21:00:00Z'); // 6 December 00:00 in Nairobi
    const end = new Date('2026-12-07T21:00:00Z');
    expect(isWholeNairobiDays(start, end)).toBe(true);
    expect(isWholeNairobiDays(new Date('2026-12-06T06:00:00Z'), end)).toBe(false);
    const ics = toCalendar([event({ start, end, allDay: true, status: 'CONFIRMED' })], 'Studio (Nafasi)');
    expect(ics).toContain('DTSTART;VALUE=DATE:20261206');
    expect(ics).toContain('DTEND;VALUE=DATE:20261208');
    const [e] = vevents(ics);
    expect(e?.datetype).toBe('date');
    expect(ics).toContain('X-WR-CALNAME:Studio (Nafasi)');
  });
});
