import { m, translated } from './i18n.ts';
import type { DayAvailability, DayReasonCode } from './spaces.ts';
import { bookableStarts, lastBookableDate, rangesOn, weekdayOf, type Interval } from './schedule-rules.ts';
import type { Schedule } from './schedule.ts';
import { describeMinutes, WEEKDAY_NAMES } from './schedule-words.ts';
import { addDays, datesBetween, nairobiDate, nairobiInstant, nairobiTime, minutesToTime, SLOT_MINUTES, timeToMinutes } from './time.ts';

export { SLOT_MINUTES } from './time.ts';

export interface TimeRange {
  start: Date;
  end: Date;
}

export interface AvailabilityInput {
  from: string;
  to: string;
  /** Active bookings of the space (requested, held or confirmed); any order. */
  bookings: TimeRange[];
  /** The host's blocks and the times imported from their other calendars. */
  blocks: TimeRange[];
  schedule: Schedule;
  now: Date;
}

const DAY = 86_400_000;

/** The parts of ranges that fall on a Nairobi date, as 'HH:mm-HH:mm' (a range into the next day ends '24:00'). */
function slotsOn(date: string, ranges: TimeRange[]): string[] {
  const dayStart = nairobiInstant(date, '00:00').getTime();
  const dayEnd = dayStart + DAY;
  return ranges
    .filter((r) => r.start.getTime() < dayEnd && r.end.getTime() > dayStart)
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map((r) => {
      const end = Math.min(r.end.getTime(), dayEnd);
      return `${nairobiTime(new Date(Math.max(r.start.getTime(), dayStart)))}-${end === dayEnd ? '24:00' : nairobiTime(new Date(end))}`;
    });
}

/** 'HH:mm-HH:mm' slots of a date back into instants. */
const intervalsOf = (date: string, slots: string[]): Interval[] =>
  slots.map((slot) => {
    const [from, to] = slot.split('-') as [string, string];
    return { start: nairobiInstant(date, from).getTime(), end: nairobiInstant(date, to).getTime() };
  });

/** What is taken on and around a date (the day before and after carry buffers across midnight). */
function takenAround(days: Record<string, DayAvailability>, date: string) {
  const around = [addDays(date, -1), date, addDays(date, 1)];
  return {
    bookings: around.flatMap((d) => intervalsOf(d, days[d]?.bookedSlots ?? [])),
    blocks: around.flatMap((d) => intervalsOf(d, days[d]?.blockedSlots ?? [])),
  };
}

/** Why a day (or its times) cannot be booked, in words for the day strip and the times. */
export const DAY_REASONS = translated(
  {
    passed: m.day_reason_passed,
    hoursOver: m.day_reason_hours_over,
    blocked: m.day_reason_blocked,
    full: m.day_reason_full,
  },
  {
    closed: (weekday: string) => m.day_reason_closed({ day: weekday }),
    horizon: (months: number) => m.day_reason_horizon({ count: months }),
    tooSoon: (notice: string) => m.day_reason_too_soon({ length: notice }),
  },
);

/** The day strip's word under a day that cannot be booked (the sentence is its name and shows when chosen). */
export const DAY_REASON_SHORT: Readonly<Record<DayReasonCode, string>> = translated({
  passed: m.day_short_passed,
  closed: m.day_short_closed,
  horizon: m.day_short_horizon,
  hoursOver: m.day_short_closed,
  tooSoon: m.day_short_too_soon,
  blocked: m.day_short_blocked,
  full: m.day_short_full,
});

/**
 * Why nobody can book a date: each rule is tried alone, in the order a guest would look for it
 * (the day itself, the notice, the host's blocks), and "fully booked" only when bookings took what
 * the rules left.
 */
function reasonClosed(schedule: Schedule, date: string, taken: ReturnType<typeof takenAround>, now: Date): { why: DayReasonCode; reason: string } {
  if (date < nairobiDate(now)) return { why: 'passed', reason: DAY_REASONS.passed };
  if (rangesOn(schedule, date).length === 0) return { why: 'closed', reason: DAY_REASONS.closed(WEEKDAY_NAMES[weekdayOf(date)]) };
  if (date > lastBookableDate(schedule, now)) return { why: 'horizon', reason: DAY_REASONS.horizon(schedule.horizonMonths) };
  const free = { bookings: [], blocks: [] };
  if (bookableStarts(schedule, date, schedule.minMinutes, free, now, 1).length === 0) {
    // Nothing left of the day's hours by the clock alone, or nothing far enough ahead for the notice.
    const withoutNotice = { ...schedule, noticeMinutes: 0 };
    if (schedule.noticeMinutes > 0 && bookableStarts(withoutNotice, date, schedule.minMinutes, free, now, 1).length > 0) {
      return { why: 'tooSoon', reason: DAY_REASONS.tooSoon(describeMinutes(schedule.noticeMinutes)) };
    }
    return { why: 'hoursOver', reason: DAY_REASONS.hoursOver };
  }
  if (bookableStarts(schedule, date, schedule.minMinutes, { bookings: [], blocks: taken.blocks }, now, 1).length === 0) {
    return { why: 'blocked', reason: DAY_REASONS.blocked };
  }
  return { why: 'full', reason: DAY_REASONS.full };
}

/**
 * §3 availability, by the space's rules: for each date the booked and blocked 'HH:mm-HH:mm' slots
 * (Nairobi time, clipped to the day), whether a booking of the shortest length can still start,
 * and if not, why ("Closed on Sundays").
 */
export function computeAvailability(input: AvailabilityInput): Record<string, DayAvailability> {
  const days: Record<string, DayAvailability> = {};
  // Slots first, for the day before and after the window too: buffers reach across midnight.
  for (const date of datesBetween(addDays(input.from, -1), addDays(input.to, 1))) {
    days[date] = { available: false, reason: null, why: null, bookedSlots: slotsOn(date, input.bookings), blockedSlots: slotsOn(date, input.blocks) };
  }
  const result: Record<string, DayAvailability> = {};
  for (const date of datesBetween(input.from, input.to)) {
    const day = days[date] ?? { available: false, reason: null, why: null, bookedSlots: [], blockedSlots: [] };
    const taken = takenAround(days, date);
    const available = bookableStarts(input.schedule, date, input.schedule.minMinutes, taken, input.now, 1).length > 0;
    result[date] = { ...day, available, ...(available ? { why: null, reason: null } : reasonClosed(input.schedule, date, taken, input.now)) };
  }
  return result;
}

export { DAY_HALF_HOURS, halfHourTimes } from './time.ts';

/** The start times a guest may pick on a date for a booking of `minutes`, from an availability answer. */
export function startsOn(schedule: Schedule, days: Record<string, DayAvailability>, date: string, minutes: number, now: Date): string[] {
  return bookableStarts(schedule, date, minutes, takenAround(days, date), now);
}

type Taken = ReturnType<typeof takenAround>;

/** The lengths (in minutes) a booking starting at `startTime` may have, given what is taken around the date. */
function lengthsAt(schedule: Schedule, taken: Taken, date: string, startTime: string, now: Date): number[] {
  const lengths: number[] = [];
  for (let minutes = schedule.minMinutes; minutes <= schedule.maxMinutes && timeToMinutes(startTime) + minutes <= 24 * 60; minutes += SLOT_MINUTES) {
    if (bookableStarts(schedule, date, minutes, taken, now).includes(startTime)) lengths.push(minutes);
  }
  return lengths;
}

export interface Slot {
  date: string;
  startTime: string;
  endTime: string;
}

/**
 * The first slot a guest could book, from now on: `minutes` long (or, failing that, the shortest
 * length the space takes), by every rule of the space and clear of what is taken. The booking
 * screen opens on it, so it never opens on a time already gone or taken. Null when the days given
 * hold none.
 */
export function nextBookableSlot(input: { days: Record<string, DayAvailability>; schedule: Schedule; now: Date; minutes?: number }): Slot | null {
  const { schedule } = input;
  const wanted = Math.min(Math.max(input.minutes ?? 60, schedule.minMinutes), schedule.maxMinutes);
  const lengths = wanted > schedule.minMinutes ? [wanted, schedule.minMinutes] : [wanted];
  for (const minutes of lengths) {
    for (const date of Object.keys(input.days).sort()) {
      if (!input.days[date]?.available) continue;
      const [startTime] = startsOn(schedule, input.days, date, minutes, input.now);
      if (startTime) return { date, startTime, endTime: minutesToTime(timeToMinutes(startTime) + minutes) };
    }
  }
  return null;
}

export interface SlotChoices {
  /** The slot shown: the guest's own where the rules allow it, else the nearest one that is bookable ('' times when none is). */
  slot: Slot;
  /** Start times offered on the slot's date. */
  starts: string[];
  /** End times offered for the slot's start. */
  ends: string[];
  /** Why nothing can be booked that day ("Closed on Sundays"), or null. */
  reason: string | null;
}

/**
 * What the booking screen offers on a date: only start times a booking of the shortest length can
 * take, and only the ends the rules and the calendar allow from the chosen start. A guest's start
 * and length are kept where they still fit; otherwise the nearest later start and the nearest
 * shorter length are chosen for them.
 */
export function slotChoices(schedule: Schedule, days: Record<string, DayAvailability>, wanted: Slot, now: Date): SlotChoices {
  const { date } = wanted;
  // What is taken around the date is read once for every start and length judged below.
  const taken = takenAround(days, date);
  const starts = bookableStarts(schedule, date, schedule.minMinutes, taken, now);
  const startTime = starts.includes(wanted.startTime) ? wanted.startTime : (starts.find((s) => s >= wanted.startTime) ?? starts[0] ?? '');
  const lengths = startTime ? lengthsAt(schedule, taken, date, startTime, now) : [];
  const wantedLength = wanted.endTime > wanted.startTime && wanted.startTime ? timeToMinutes(wanted.endTime) - timeToMinutes(wanted.startTime) : 60;
  const length = lengths.includes(wantedLength) ? wantedLength : (lengths.filter((l) => l <= wantedLength).at(-1) ?? lengths[0]);
  const ends = lengths.map((l) => minutesToTime(timeToMinutes(startTime) + l));
  return {
    slot: { date, startTime, endTime: length ? minutesToTime(timeToMinutes(startTime) + length) : '' },
    starts,
    ends,
    reason: starts.length ? null : (days[date]?.reason ?? null),
  };
}
