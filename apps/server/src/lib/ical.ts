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
type OffsetAt = (instant: number) => number;

/**
 * Offsets change only at a zone's transitions, which fall on a quarter hour of UTC: each zone's
 * offset is kept per quarter hour asked (a long series asks the same ones again and again).
 */
const QUARTER_HOUR = 900_000;
function remembered(offsetAt: OffsetAt): OffsetAt {
  const known = new Map<number, number>();
  return (instant) => {
    const quarter = Math.floor(instant / QUARTER_HOUR);
    let offset = known.get(quarter);
    if (offset === undefined) {
      if (known.size > 50_000) known.clear();
      offset = offsetAt(quarter * QUARTER_HOUR);
      known.set(quarter, offset);
    }
    return offset;
  };
}

/** An IANA zone's offsets, by Intl. */
const ianaOffsets = new Map<string, OffsetAt>();
function ianaOffsetAt(zone: string): OffsetAt {
  let offsetAt = ianaOffsets.get(zone);
  if (!offsetAt) {
    offsetAt = remembered((instant) => {
      const parts = formatterOf(zone).formatToParts(new Date(instant));
      const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      return (Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - instant) / 60_000;
    });
    ianaOffsets.set(zone, offsetAt);
  }
  return offsetAt;
}

/** One change of a zone's offset, as ical.js expands a VTIMEZONE's rules: its moment in UTC, offsets in seconds. */
interface ZoneChange {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  utcOffset: number;
  prevUtcOffset: number;
}

/**
 * The offsets of a zone the feed defines (VTIMEZONE): the changes ical.js expands from its rules
 * (held in UTC), the last one at or before the instant. Not ical.js's convertToZone, which asks a
 * UTC time's offset as if it were a local one and lands an hour off beside a change.
 */
function definedOffsetAt(zone: ICAL.Timezone): OffsetAt {
  return remembered((instant) => {
    zone._ensureCoverage(new Date(instant).getUTCFullYear() + 1);
    const changes = zone.changes as ZoneChange[];
    let offset = changes[0]?.prevUtcOffset ?? 0;
    for (const change of changes) {
      if (Date.UTC(change.year, change.month - 1, change.day, change.hour, change.minute, change.second) > instant) break;
      offset = change.utcOffset;
    }
    return offset / 60;
  });
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

const DAY_MS = 86_400_000;

/**
 * A wall-clock time in a zone as an instant, by RFC 5545 §3.3.5: a time that occurs twice (the hour
 * repeated when clocks go back) is its first occurrence; a time that does not occur (the hour skipped
 * when they go forward) is read with the offset before the gap (America/New_York's 02:30 on the
 * spring day is 03:30 EDT). The offsets a day before and after are the candidates: a zone changes
 * at most once in two days.
 */
function wallToInstant(time: ICAL.Time, offsetAt: OffsetAt): number {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const before = offsetAt(wall - DAY_MS);
  const after = offsetAt(wall + DAY_MS);
  const instants = [...new Set([before, after])].map((offset) => ({ offset, instant: wall - offset * 60_000 }));
  const valid = instants.filter(({ offset, instant }) => offsetAt(instant) === offset).map(({ instant }) => instant);
  return valid.length ? Math.min(...valid) : wall - before * 60_000;
}

/**
 * The times of one calendar: each value is read in its zone. Zones the feed defines are used as it
 * defines them; the rest by name through Intl.
 */
function clock(calendar: ICAL.Component) {
  const defined = new Map<string, OffsetAt>();
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = vtimezone.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string') defined.set(tzid, definedOffsetAt(new ICAL.Timezone(vtimezone)));
  }
  return (time: ICAL.Time, tzid: string | null): number => {
    if (time.isDate) return wallToInstant(time, ianaOffsetAt(NAIROBI));
    if (time.zone === ICAL.Timezone.utcTimezone) return time.toUnixTime() * 1000;
    return wallToInstant(time, (tzid ? defined.get(tzid) : undefined) ?? ianaOffsetAt(ianaZone(tzid)));
  };
}

/**
 * When an event given a DURATION (not a DTEND) ends, by RFC 5545 §3.3.6: weeks and days are nominal
 * (the same wall-clock time so many days on, however long those days were), hours, minutes and
 * seconds exact (PT24H across the change to summer time ends at 13:00 after a 12:00 start). A
 * negative duration ends nothing.
 */
function durationEnd(start: ICAL.Time, duration: ICAL.Duration, startAt: number, at: (time: ICAL.Time) => number): number {
  const sign = duration.isNegative ? -1 : 1;
  const days = sign * (duration.weeks * 7 + duration.days);
  const exact = sign * ((duration.hours * 60 + duration.minutes) * 60 + duration.seconds) * 1000;
  if (days === 0) return startAt + exact;
  const later = start.clone();
  later.adjust(days, 0, 0, 0);
  return at(later) + exact;
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
  // A byte-order mark before BEGIN:VCALENDAR (Windows tools write one) is no part of it.
  const cleaned = ics.replace(/^\uFEFF/, '').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
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
    const startZone = tzidOf(item, 'dtstart');
    const startAt = at(start, startZone);
    const duration = item.hasProperty('dtend') ? null : item.getFirstPropertyValue('duration');
    // No end: a date lasts its day, a time is a moment (nothing to block).
    const endAt =
      duration instanceof ICAL.Duration
        ? durationEnd(start, duration, startAt, (time) => at(time, startZone))
        : end
          ? at(end, tzidOf(item, item.hasProperty('dtend') ? 'dtend' : 'dtstart'))
          : start.isDate
            ? startAt + 86_400_000
            : startAt;
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
