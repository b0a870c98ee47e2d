import { m } from '@nafasi/shared/i18n';
import ICAL from 'ical.js';
import { centsToKsh, formatKsh } from '@nafasi/shared/money';
import { nairobiDate, nairobiInstant } from '@nafasi/shared/time';

/**
 * iCalendar (RFC 5545) files, written with ical.js (the library that reads other apps' feeds,
 * lib/ical.ts): one booking for the guest's calendar app, or a space's feed for its host's.
 * ical.js escapes text and writes CRLF; lines are folded here, since ical.js folds by UTF-16
 * characters at 75 plus the leading space, where the RFC wants at most 75 octets (a Kiswahili or
 * accented word, an em dash, went over).
 *
 * Calendar apps follow a booking by its UID: a later file with a higher SEQUENCE replaces what they
 * hold (a moved booking), and one with METHOD:CANCEL and STATUS:CANCELLED takes it off (RFC 5546).
 * SEQUENCE is the event's last change in seconds since 2024 (bookings only ever change forward, so
 * it only grows; an int32 holds it until 2092).
 */
export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** When it last changed: DTSTAMP and SEQUENCE. */
  stamp?: Date;
  /** Whole Nairobi days (a block from midnight to midnight): written as VALUE=DATE. */
  allDay?: boolean;
}

/** The organiser iTIP asks of a published or cancelled event (RFC 5546 §3.2): Nafasi. */
const ORGANIZER = { address: 'mailto:no-reply@nafasi.co.ke', name: 'Nafasi' };
const SEQUENCE_EPOCH = Date.UTC(2024, 0, 1);
export const sequenceOf = (changed: Date) => Math.max(0, Math.floor((changed.getTime() - SEQUENCE_EPOCH) / 1000));

/** Whether a span is whole Nairobi days: both ends at Nairobi midnight. */
export const isWholeNairobiDays = (start: Date, end: Date) =>
  end > start &&
  nairobiInstant(nairobiDate(start), '00:00').getTime() === start.getTime() &&
  nairobiInstant(nairobiDate(end), '00:00').getTime() === end.getTime();

/** Lines longer than 75 octets are folded: CRLF and a space (RFC 5545 §3.1), never inside a character. */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  for (const ch of line) {
    if (Buffer.byteLength(current + ch) > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
    }
    current += ch;
  }
  out.push(current);
  return out.join('\r\n ');
}

/**
 * A bare CR is a line break to many readers, and ical.js escapes only LF: every line break becomes
 * LF (escaped as \\n), so a title cannot start a property of its own.
 */
const text = (value: string) => value.replace(/\r\n?/g, '\n');

const utcTime = (d: Date) => ICAL.Time.fromJSDate(d, true);
const dateOf = (d: Date) => ICAL.Time.fromDateString(nairobiDate(d));

function vevent(event: CalendarEvent, stamp: Date) {
  const v = new ICAL.Component('vevent');
  const changed = event.stamp ?? stamp;
  v.addPropertyWithValue('uid', event.uid);
  v.addPropertyWithValue('dtstamp', utcTime(changed));
  v.addPropertyWithValue('sequence', sequenceOf(changed));
  v.addPropertyWithValue('dtstart', event.allDay ? dateOf(event.start) : utcTime(event.start));
  v.addPropertyWithValue('dtend', event.allDay ? dateOf(event.end) : utcTime(event.end));
  v.addPropertyWithValue('summary', text(event.summary));
  v.addPropertyWithValue('location', text(event.location));
  v.addPropertyWithValue('description', text(event.description));
  v.addPropertyWithValue('status', event.status);
  const organizer = v.addPropertyWithValue('organizer', ORGANIZER.address);
  organizer.setParameter('cn', ORGANIZER.name);
  // Whole days are free time in most apps unless marked busy; a block is busy.
  v.addPropertyWithValue('transp', 'OPAQUE');
  return v;
}

/**
 * A calendar of events; `name` titles a subscribed feed in Google Calendar and Outlook. METHOD is
 * CANCEL when every event in it is cancelled (a cancelled booking's file), else PUBLISH.
 */
export function toCalendar(events: CalendarEvent[], name?: string, stamp = new Date()): string {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', '-//Nafasi//Bookings//EN');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', events.length && events.every((e) => e.status === 'CANCELLED') ? 'CANCEL' : 'PUBLISH');
  if (name) {
    calendar.addPropertyWithValue('x-wr-calname', text(name));
    calendar.addPropertyWithValue('x-wr-timezone', 'Africa/Nairobi');
    const refresh = calendar.addPropertyWithValue('refresh-interval', ICAL.Duration.fromString('PT15M'));
    refresh.setParameter('value', 'DURATION');
  }
  for (const event of events) calendar.addSubcomponent(vevent(event, stamp));
  // Unfolded by ical.js (ICAL.stringify.component folds only what is longer than foldLength), folded by octets here.
  const unfolded = ICAL.stringify.component(calendar.toJSON(), ICAL.design.icalendar);
  return `${unfolded
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(fold)
    .join('\r\n')}\r\n`;
}

export const toIcs = (event: CalendarEvent): string => toCalendar([event]);

/** A booking as the guest's calendar entry (the dashboard's Add to calendar, the booking mails), in the reader's language. */
export function bookingIcsEvent(b: {
  id: string;
  reference: string;
  startTime: Date;
  endTime: Date;
  spaceTitle: string;
  location: string;
  totalCents: number;
  paymentStatus: string;
  status: string;
  updatedAt?: Date;
}): CalendarEvent {
  return {
    uid: `${b.id}@nafasi.co.ke`,
    start: b.startTime,
    end: b.endTime,
    summary: m.ics_booking_summary({ space: b.spaceTitle }),
    location: b.location,
    description: (b.paymentStatus === 'paid' ? m.ics_booking_paid : m.ics_booking_unpaid)({
      reference: b.reference,
      total: formatKsh(centsToKsh(b.totalCents)),
    }),
    status: b.status === 'confirmed' ? 'CONFIRMED' : b.status === 'cancelled' || b.status === 'declined' ? 'CANCELLED' : 'TENTATIVE',
    stamp: b.updatedAt,
  };
}

/**
 * A calendar file's MIME type with the method its own METHOD says (RFC 6047 §2.4: an iMIP mail's
 * `method` parameter and the file's METHOD agree; Outlook keeps a cancelled booking when the type
 * says PUBLISH and the file CANCEL). Read with ical.js, not by searching the text.
 */
export function icsContentType(ics: string): string {
  const method = new ICAL.Component(ICAL.parse(ics)).getFirstPropertyValue('method');
  return typeof method === 'string' && /^[A-Z-]+$/i.test(method)
    ? `text/calendar; charset=utf-8; method=${method.toUpperCase()}`
    : 'text/calendar; charset=utf-8';
}
