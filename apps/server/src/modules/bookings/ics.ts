import { centsToKsh, formatKsh } from '@nafasi/shared/money';
/** iCalendar (RFC 5545) files: one booking for the guest's calendar app, or a space's feed for its host's. */
export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  stamp?: Date;
}

const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11). A bare CR
 * is a line break to many readers, so it is escaped too: a title cannot start a property of its own.
 */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

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

const eventLines = (event: CalendarEvent, stamp: Date) => [
  'BEGIN:VEVENT',
  `UID:${event.uid}`,
  `DTSTAMP:${utc(event.stamp ?? stamp)}`,
  `DTSTART:${utc(event.start)}`,
  `DTEND:${utc(event.end)}`,
  `SUMMARY:${escapeText(event.summary)}`,
  `LOCATION:${escapeText(event.location)}`,
  `DESCRIPTION:${escapeText(event.description)}`,
  `STATUS:${event.status}`,
  'END:VEVENT',
];

/** A calendar of events; `name` titles a subscribed feed in Google Calendar and Outlook. */
export function toCalendar(events: CalendarEvent[], name?: string, stamp = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Nafasi//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`, 'X-WR-TIMEZONE:Africa/Nairobi', 'REFRESH-INTERVAL;VALUE=DURATION:PT15M'] : []),
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

export const toIcs = (event: CalendarEvent): string => toCalendar([event]);

/** A booking as the guest's calendar entry (the dashboard's Add to calendar, the confirmation mail). */
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
}): CalendarEvent {
  return {
    uid: `${b.id}@nafasi.co.ke`,
    start: b.startTime,
    end: b.endTime,
    summary: `Booking: ${b.spaceTitle}`,
    location: b.location,
    description: `Nafasi booking ${b.reference}. Total ${formatKsh(centsToKsh(b.totalCents))} (${b.paymentStatus === 'paid' ? 'paid' : 'payment pending'}).`,
    status: b.status === 'confirmed' ? 'CONFIRMED' : b.status === 'cancelled' ? 'CANCELLED' : 'TENTATIVE',
  };
}
