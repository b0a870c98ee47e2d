/**
 * Reading another platform's iCalendar feed (RFC 5545) into busy times: events with a start and
 * an end or a duration, all-day events (dates, Nairobi midnight to midnight), weekly and daily
 * RRULEs (INTERVAL, COUNT, UNTIL, BYDAY) with EXDATEs and cancelled occurrences, cancelled and
 * transparent (free) events skipped. Times are UTC (Z), in a named zone (TZID) or floating, which
 * is read as Nairobi time. Only what falls in [from, to) is returned, and at most `limit` of it.
 */
export interface BusyTime {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
}

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

const NAIROBI = 'Africa/Nairobi';
const DAY = 86_400_000;
/** The most occurrences one recurring event may produce: a daily rule without end stops here. */
const MAX_OCCURRENCES = 1000;
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

function parseProperty(line: string): Property | null {
  // The value starts after the first colon that is not inside a quoted parameter.
  let quoted = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon < 0) return null;
  const [name = '', ...paramParts] = line.slice(0, colon).split(';');
  const params: Record<string, string> = {};
  for (const part of paramParts) {
    const eq = part.indexOf('=');
    if (eq > 0) params[part.slice(0, eq).toUpperCase()] = part.slice(eq + 1).replace(/^"|"$/g, '');
  }
  return { name: name.toUpperCase(), params, value: line.slice(colon + 1) };
}

/** Minutes a zone is ahead of UTC at an instant. */
function zoneOffsetMinutes(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - instant) / 60_000;
}

function validZone(zone: string | undefined): string {
  if (!zone) return NAIROBI;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return NAIROBI;
  }
}

/** A DATE or DATE-TIME value as an instant, and whether it was a whole day. */
function parseTime(prop: Property): { at: number; allDay: boolean } | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(prop.value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, z] = m;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
  if (h === undefined || prop.params.VALUE === 'DATE') {
    // A whole day, on the Nairobi calendar.
    return { at: wall - zoneOffsetMinutes(wall, NAIROBI) * 60_000, allDay: true };
  }
  if (z) return { at: wall, allDay: false };
  const zone = validZone(prop.params.TZID);
  const guess = wall - zoneOffsetMinutes(wall, zone) * 60_000;
  return { at: wall - zoneOffsetMinutes(guess, zone) * 60_000, allDay: false };
}

/** An RFC 5545 duration (P1D, PT1H30M, P2W) in milliseconds. */
function parseDuration(text: string): number | null {
  const m = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(text.trim());
  if (!m) return null;
  const [, sign, w, d, h, mi, s] = m;
  const ms = ((Number(w ?? 0) * 7 + Number(d ?? 0)) * 24 * 3600 + Number(h ?? 0) * 3600 + Number(mi ?? 0) * 60 + Number(s ?? 0)) * 1000;
  return sign === '-' ? -ms : ms;
}

interface RawEvent {
  props: Property[];
}

const prop = (event: RawEvent, name: string) => event.props.find((p) => p.name === name);
const text = (value: string) => value.replace(/\\n/gi, ' ').replace(/\\([,;\\])/g, '$1');

/** The occurrence starts of a rule, from the first start, below `until` (a window's end). */
function occurrences(first: number, rule: string, until: number, exdates: Set<number>): number[] {
  const parts = Object.fromEntries(
    rule.split(';').map((kv) => {
      const [k = '', v = ''] = kv.split('=');
      return [k.toUpperCase(), v];
    }),
  );
  const freq = parts.FREQ;
  const interval = Math.max(1, Number(parts.INTERVAL ?? 1) || 1);
  const count = parts.COUNT ? Number(parts.COUNT) : Infinity;
  const untilProp = parts.UNTIL ? parseTime({ name: 'UNTIL', params: {}, value: parts.UNTIL }) : null;
  const end = Math.min(until, untilProp ? untilProp.at + (untilProp.allDay ? DAY : 1) : Infinity);
  const starts: number[] = [];
  let produced = 0;
  const take = (at: number) => {
    produced++;
    if (!exdates.has(at)) starts.push(at);
  };
  if (freq === 'DAILY') {
    for (let at = first; at < end && produced < count && produced < MAX_OCCURRENCES; at += interval * DAY) take(at);
  } else if (freq === 'WEEKLY') {
    // Days of the week on the Nairobi calendar; without BYDAY, the first start's own day.
    const local = (at: number) => new Date(at + zoneOffsetMinutes(at, NAIROBI) * 60_000);
    const firstDay = local(first).getUTCDay();
    const days = (parts.BYDAY ? parts.BYDAY.split(',').map((d) => WEEKDAYS.indexOf(d.slice(-2).toUpperCase())) : [firstDay]).filter((d) => d >= 0).sort();
    // Weeks start on Monday (WKST default).
    const weekStart = first - ((firstDay + 6) % 7) * DAY;
    for (let week = 0; produced < count && produced < MAX_OCCURRENCES; week += interval) {
      const base = weekStart + week * 7 * DAY;
      if (base >= end) break;
      for (const d of days) {
        const at = base + ((d + 6) % 7) * DAY;
        if (at < first) continue;
        if (at >= end || produced >= count) break;
        take(at);
      }
    }
  } else {
    // Other rules (monthly, yearly) are rare for a space's bookings: the first occurrence stands.
    take(first);
  }
  return starts;
}

export function parseBusyTimes(ics: string, window: { from: Date; to: Date }, limit = 2000): BusyTime[] {
  // Control characters have no place in a calendar's text (and PostgreSQL text cannot hold NUL): dropped.
  const lines = ics
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/);
  const events: RawEvent[] = [];
  let current: RawEvent | null = null;
  let depth = 0;
  for (const line of lines) {
    if (/^BEGIN:VEVENT$/i.test(line)) {
      current = { props: [] };
      depth = 0;
    } else if (/^END:VEVENT$/i.test(line)) {
      if (current) events.push(current);
      current = null;
    } else if (current && /^BEGIN:/i.test(line)) depth++;
    else if (current && /^END:/i.test(line)) depth--;
    else if (current && depth === 0) {
      const parsed = parseProperty(line);
      if (parsed) current.props.push(parsed);
    }
  }

  // Moved or cancelled occurrences (RECURRENCE-ID) leave their series.
  const overridden = new Map<string, Set<number>>();
  for (const event of events) {
    const rid = prop(event, 'RECURRENCE-ID');
    const uid = prop(event, 'UID')?.value ?? '';
    const at = rid && parseTime(rid)?.at;
    if (at !== undefined && at !== null) {
      const set = overridden.get(uid) ?? new Set<number>();
      set.add(at);
      overridden.set(uid, set);
    }
  }

  const from = window.from.getTime();
  const to = window.to.getTime();
  const busy: BusyTime[] = [];
  for (const event of events) {
    if (busy.length >= limit) break;
    if (prop(event, 'STATUS')?.value.toUpperCase() === 'CANCELLED') continue;
    if (prop(event, 'TRANSP')?.value.toUpperCase() === 'TRANSPARENT') continue;
    const startProp = prop(event, 'DTSTART');
    const start = startProp && parseTime(startProp);
    if (!start) continue;
    const endProp = prop(event, 'DTEND');
    const endTime = endProp && parseTime(endProp);
    const duration = prop(event, 'DURATION');
    const length = endTime ? endTime.at - start.at : duration ? parseDuration(duration.value) : start.allDay ? DAY : 0;
    if (!length || length <= 0) continue;
    const uid = prop(event, 'UID')?.value ?? `${start.at}`;
    const summary = text(prop(event, 'SUMMARY')?.value ?? '').slice(0, 200);
    const rule = prop(event, 'RRULE');
    const isOverride = Boolean(prop(event, 'RECURRENCE-ID'));
    const exdates = new Set<number>(overridden.get(uid) ?? []);
    for (const ex of event.props.filter((p) => p.name === 'EXDATE')) {
      for (const value of ex.value.split(',')) {
        const at = parseTime({ ...ex, value })?.at;
        if (at !== undefined) exdates.add(at);
      }
    }
    const starts = rule && !isOverride ? occurrences(start.at, rule.value, to, exdates) : [start.at];
    for (const at of starts) {
      if (busy.length >= limit) break;
      if (at + length <= from || at >= to) continue;
      busy.push({ uid: starts.length > 1 ? `${uid}#${at}` : uid, start: new Date(at), end: new Date(at + length), summary });
    }
  }
  return busy;
}
