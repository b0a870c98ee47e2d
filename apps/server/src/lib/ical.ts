import ICAL from 'ical.js';
import { findIana } from 'windows-iana';

/**
 * Reading another platform's iCalendar feed (RFC 5545) into busy times, with ical.js (Mozilla's
 * iCalendar library, kept by Thunderbird's developers) doing the parsing and the recurrence
 * expansion: RRULE of any frequency (BYDAY, BYMONTHDAY, BYSETPOS, COUNT, UNTIL, INTERVAL), RDATE,
 * EXDATE, and RECURRENCE-ID overrides (a moved occurrence is busy at its new time, a cancelled one
 * not at all). Repeats are expanded in the wall-clock time of their zone, so a weekly 09:00 stays at
 * 09:00 across a daylight-saving change.
 *
 * Times: UTC (Z); in a zone the feed defines (VTIMEZONE, as Outlook, Apple and Google write them,
 * whatever the zone is called); in a named zone it does not define, an IANA name (Europe/London) or
 * a Windows one (GMT Standard Time, as Outlook writes them; mapped by windows-iana from the Unicode
 * CLDR table); floating times and unknown zones are read as Nairobi time. All-day events (DATE) are
 * Nairobi midnight to midnight. Cancelled and transparent (free) events are skipped. Only what falls
 * in [from, to) is returned, and at most `limit` of it.
 */
export interface BusyTime {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
}

/** The feed is no iCalendar ical.js can read. */
export class CalendarUnreadable extends Error {}

const NAIROBI = 'Africa/Nairobi';
/** Occurrences walked per recurring event (from its first, through the window): a hostile rule costs bounded work. */
const MAX_STEPS_PER_EVENT = 20_000;
/** Occurrences walked over the whole feed. */
const MAX_STEPS = 200_000;

/** One formatter per zone: making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (zone: string) => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

/** Minutes a zone is ahead of UTC at an instant. */
function zoneOffsetMinutes(instant: number, zone: string): number {
  const parts = formatterOf(zone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - instant) / 60_000;
}

const isIana = (zone: string) => {
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
};

/** The IANA zone a TZID names: itself, or a Windows name's zone; Nairobi when neither. */
function ianaZone(tzid: string | null): string {
  if (!tzid) return NAIROBI;
  const name = tzid.replace(/^\/(?:[^/]+\/)*?(?=[A-Z][a-z]+\/)/, '').trim();
  if (isIana(name)) return name;
  const windows = findIana(name)?.[0];
  return windows && isIana(windows) ? windows : NAIROBI;
}

/** A wall-clock time in an IANA zone as an instant (the zone's offset at that moment, DST included). */
function wallToInstant(time: ICAL.Time, zone: string): number {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const guess = wall - zoneOffsetMinutes(wall, zone) * 60_000;
  return wall - zoneOffsetMinutes(guess, zone) * 60_000;
}

/**
 * The times of one calendar: each value is read in its zone. Zones the feed defines are used as it
 * defines them; the rest by name through Intl.
 */
function clock(calendar: ICAL.Component) {
  const defined = new Map<string, ICAL.Timezone>();
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = vtimezone.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string') defined.set(tzid, new ICAL.Timezone(vtimezone));
  }
  return (time: ICAL.Time, tzid: string | null): number => {
    if (time.isDate) return wallToInstant(time, NAIROBI);
    if (time.zone === ICAL.Timezone.utcTimezone) return time.toUnixTime() * 1000;
    const zone = tzid ? defined.get(tzid) : undefined;
    if (zone) {
      const inZone = time.clone();
      inZone.zone = zone;
      return inZone.toUnixTime() * 1000;
    }
    return wallToInstant(time, ianaZone(tzid));
  };
}

const tzidOf = (event: ICAL.Component, name: string) => {
  const value = event.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : null;
};
const upper = (event: ICAL.Component, name: string) => String(event.getFirstPropertyValue(name) ?? '').toUpperCase();
const summaryOf = (event: ICAL.Component) =>
  String(event.getFirstPropertyValue('summary') ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
/** Busy, by what the event says: not cancelled, not marked free. */
const blocks = (event: ICAL.Component) => upper(event, 'status') !== 'CANCELLED' && upper(event, 'transp') !== 'TRANSPARENT';

export function parseBusyTimes(ics: string, window: { from: Date; to: Date }, limit = 2000): BusyTime[] {
  // Control characters have no place in a calendar's text (and PostgreSQL text cannot hold NUL): dropped.
  const cleaned = ics.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
  let calendar: ICAL.Component;
  try {
    const parsed = ICAL.parse(cleaned);
    calendar = new ICAL.Component(Array.isArray(parsed[0]) ? (parsed[0] as unknown[]) : (parsed as unknown[]));
  } catch (err) {
    throw new CalendarUnreadable(`not iCalendar: ${(err as Error).message}`);
  }
  if (calendar.name !== 'vcalendar') throw new CalendarUnreadable(`not iCalendar: ${calendar.name}`);
  const at = clock(calendar);
  const from = window.from.getTime();
  const to = window.to.getTime();

  // Each series with the occurrences it moves or cancels (RECURRENCE-ID), by UID.
  const vevents = calendar.getAllSubcomponents('vevent');
  const overrides = new Map<string, ICAL.Component[]>();
  for (const v of vevents) {
    if (!v.hasProperty('recurrence-id')) continue;
    const uid = String(v.getFirstPropertyValue('uid') ?? '');
    overrides.set(uid, [...(overrides.get(uid) ?? []), v]);
  }
  const masters = new Set(vevents.filter((v) => !v.hasProperty('recurrence-id')).map((v) => String(v.getFirstPropertyValue('uid') ?? '')));

  const busy: BusyTime[] = [];
  let steps = 0;
  const add = (uid: string, item: ICAL.Component, start: ICAL.Time, end: ICAL.Time | null, recurring: boolean) => {
    const startAt = at(start, tzidOf(item, 'dtstart'));
    // No end: a date lasts its day, a time is a moment (nothing to block).
    const endAt = end ? at(end, tzidOf(item, item.hasProperty('dtend') ? 'dtend' : 'dtstart')) : start.isDate ? startAt + 86_400_000 : startAt;
    if (!(endAt > startAt) || endAt <= from || startAt >= to) return;
    busy.push({ uid: recurring ? `${uid}#${startAt}` : uid, start: new Date(startAt), end: new Date(endAt), summary: summaryOf(item) });
  };

  for (const v of vevents) {
    if (busy.length >= limit || steps >= MAX_STEPS) break;
    const uid = String(v.getFirstPropertyValue('uid') ?? '');
    const isOverride = v.hasProperty('recurrence-id');
    // An override whose series is in the feed is read with its series; one alone stands as itself.
    if (isOverride && masters.has(uid)) continue;
    let event: ICAL.Event;
    try {
      event = new ICAL.Event(v, { exceptions: isOverride ? [] : (overrides.get(uid) ?? []), strictExceptions: true });
      if (!event.startDate) continue;
    } catch {
      continue;
    }
    if (!event.isRecurring()) {
      if (blocks(v)) add(uid || String(at(event.startDate, tzidOf(v, 'dtstart'))), v, event.startDate, event.endDate ?? null, false);
      continue;
    }
    if (!blocks(v)) continue;
    const occurrence = (time: ICAL.Time) => {
      const details = event.getOccurrenceDetails(time);
      const item = details.item.component;
      if (blocks(item)) add(uid, item, details.startDate, details.endDate, true);
    };
    // DTSTART is the first instance (RFC 5545 3.8.5.2); ical.js leaves it out of a set made only of
    // RDATEs, so it is taken here unless an EXDATE removes it.
    if (!v.hasProperty('rrule')) {
      const excluded = v.getAllProperties('exdate').flatMap((p) => p.getValues().map(String));
      if (!excluded.includes(event.startDate.toString())) occurrence(event.startDate);
    }
    const iterator = event.iterator();
    for (let walked = 0; walked < MAX_STEPS_PER_EVENT && steps < MAX_STEPS && busy.length < limit; walked++, steps++) {
      const next = iterator.next();
      if (!next) break;
      // Past the window (by the series' own time): no later occurrence can fall in it.
      if (at(next, tzidOf(v, 'dtstart')) >= to) break;
      if (!(next.compare(event.startDate) === 0 && !v.hasProperty('rrule'))) occurrence(next);
    }
  }
  return busy;
}
