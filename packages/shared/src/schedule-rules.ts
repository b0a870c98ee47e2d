import { addDays, addMonths, minutesToTime, nairobiDate, nairobiInstant, SLOT_MINUTES, timeToMinutes } from './time.ts';
import { m, translated } from './i18n.ts';
import { WEEKDAYS, WEEKDAY_NAMES, describeMinutes, rangeText, type Weekday } from './schedule-words.ts';
import type { DepositRule, HoursRange, Schedule } from './schedule.ts';

/*
 * A space's booking rules as the booking screen and the server both judge them, apart from the
 * schedule's schemas (schedule.ts re-exports them): a page that books loads no zod (issue 32).
 */

/** The weekday of a Nairobi calendar date. */
export function weekdayOf(date: string): Weekday {
  // 1970-01-05 was a Monday; a date string names the same day in every time zone.
  const index = (((Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000) - 4) % 7) + 7) % 7;
  return WEEKDAYS[index] ?? 'mon';
}

/** The opening ranges of a date, in minutes of the day. */
export function rangesOn(schedule: Schedule, date: string): { opensAt: number; closesAt: number }[] {
  return schedule.weeklyHours[weekdayOf(date)].map((r) => ({ opensAt: timeToMinutes(r.opensAt), closesAt: timeToMinutes(r.closesAt) }));
}

export const SLOT_MESSAGES = translated(
  {
    endAfterStart: m.slot_end_after_start,
    halfHours: m.slot_half_hours,
    inPast: m.slot_in_past,
    blocked: m.slot_blocked,
  },
  {
    closed: (day: Weekday) => m.slot_closed({ day: WEEKDAY_NAMES[day] }),
    outsideHours: (day: Weekday, ranges: HoursRange[]) => m.slot_outside_hours({ day: WEEKDAY_NAMES[day], hours: rangeText(ranges) }),
    tooShort: (minutes: number) => m.slot_too_short({ length: describeMinutes(minutes) }),
    tooLong: (minutes: number) => m.slot_too_long({ length: describeMinutes(minutes) }),
    notice: (minutes: number) => m.slot_notice({ length: describeMinutes(minutes) }),
    horizon: (months: number) => m.slot_horizon({ count: months }),
    buffer: (minutes: number) => m.slot_buffer({ length: describeMinutes(minutes) }),
  },
);

export interface SlotRequest {
  date: string;
  startTime: string;
  endTime: string;
}
export interface SlotProblem {
  message: string;
  field: 'date' | 'startTime' | 'endTime';
}

/** The last date bookings are open for, seen from `now`. */
export const lastBookableDate = (schedule: Schedule, now: Date) => addMonths(nairobiDate(now), schedule.horizonMonths);

/**
 * What is wrong with a slot by the space's own rules, or null: the order and marks of its times,
 * the day's opening ranges (a booking fits inside one), its length, the notice and the horizon.
 * Other bookings and blocks are judged apart (`clashes`), the server doing so under a lock.
 */
export function slotProblem(schedule: Schedule, slot: SlotRequest, now: Date): SlotProblem | null {
  const [startMin, endMin] = [timeToMinutes(slot.startTime), timeToMinutes(slot.endTime)];
  if (endMin <= startMin) return { message: SLOT_MESSAGES.endAfterStart, field: 'endTime' };
  if (startMin % SLOT_MINUTES || endMin % SLOT_MINUTES) return { message: SLOT_MESSAGES.halfHours, field: startMin % SLOT_MINUTES ? 'startTime' : 'endTime' };
  const start = nairobiInstant(slot.date, slot.startTime).getTime();
  if (start < now.getTime()) return { message: SLOT_MESSAGES.inPast, field: 'date' };
  const day = weekdayOf(slot.date);
  const ranges = schedule.weeklyHours[day];
  if (ranges.length === 0) return { message: SLOT_MESSAGES.closed(day), field: 'date' };
  if (!rangesOn(schedule, slot.date).some((r) => startMin >= r.opensAt && endMin <= r.closesAt)) {
    return { message: SLOT_MESSAGES.outsideHours(day, ranges), field: 'startTime' };
  }
  const minutes = endMin - startMin;
  if (minutes < schedule.minMinutes) return { message: SLOT_MESSAGES.tooShort(schedule.minMinutes), field: 'endTime' };
  if (minutes > schedule.maxMinutes) return { message: SLOT_MESSAGES.tooLong(schedule.maxMinutes), field: 'endTime' };
  if (start < now.getTime() + schedule.noticeMinutes * 60_000) return { message: SLOT_MESSAGES.notice(schedule.noticeMinutes), field: 'startTime' };
  if (slot.date > lastBookableDate(schedule, now)) return { message: SLOT_MESSAGES.horizon(schedule.horizonMonths), field: 'date' };
  return null;
}

export interface Interval {
  start: number;
  end: number;
}

/**
 * Whether [start, end) meets another booking or a block. A booking also keeps the buffer free on
 * both sides of every other booking; one ending exactly where a buffer begins is fine.
 */
export function clashes(slot: Interval, bufferMinutes: number, taken: { bookings: Interval[]; blocks: Interval[] }): 'taken' | 'blocked' | 'buffer' | null {
  const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;
  if (taken.bookings.some((b) => overlaps(slot, b))) return 'taken';
  if (taken.blocks.some((b) => overlaps(slot, b))) return 'blocked';
  const pad = bufferMinutes * 60_000;
  if (pad && taken.bookings.some((b) => overlaps(slot, { start: b.start - pad, end: b.end + pad }))) return 'buffer';
  return null;
}

/**
 * The start times a guest may pick on a date for a booking of `minutes`: inside one opening range,
 * clear of bookings (with the buffer) and blocks, by the notice and the horizon.
 */
export function bookableStarts(
  schedule: Schedule,
  date: string,
  minutes: number,
  taken: { bookings: Interval[]; blocks: Interval[] },
  now: Date,
  /** Stop after this many (availability only asks whether there is one). */
  limit = Infinity,
): string[] {
  // The rules of slotProblem, judged once for the day and then per start: this runs for every day of an availability answer.
  if (minutes < schedule.minMinutes || minutes > schedule.maxMinutes || date > lastBookableDate(schedule, now)) return [];
  const dayStart = nairobiInstant(date, '00:00').getTime();
  const earliest = now.getTime() + schedule.noticeMinutes * 60_000;
  const starts: string[] = [];
  for (const range of rangesOn(schedule, date)) {
    for (let m = range.opensAt; m + minutes <= range.closesAt && starts.length < limit; m += SLOT_MINUTES) {
      const start = dayStart + m * 60_000;
      if (start < earliest) continue;
      if (!clashes({ start, end: start + minutes * 60_000 }, schedule.bufferMinutes, taken)) starts.push(minutesToTime(m));
    }
  }
  return starts;
}

/**
 * What a booking of `totalCents` starting at `start`, made at `now`, pays under a deposit rule: the
 * deposit now (whole shillings, rounded up) and the balance by the end of the day `balanceDays`
 * before the booking's day, in Nairobi. Null (the whole now) without a rule, when the deposit would
 * be the whole, or when the balance would fall due within a day of booking.
 */
export function depositTerms(
  rule: DepositRule | null | undefined,
  totalCents: number,
  start: Date,
  now: Date,
): { depositCents: number; balanceDueAt: Date } | null {
  if (!rule) return null;
  const whole = Math.ceil(totalCents / 100);
  const deposit = rule.percent !== null ? Math.ceil((whole * rule.percent) / 100) : Math.min(rule.amount ?? whole, whole);
  if (deposit >= whole) return null;
  const balanceDueAt = nairobiInstant(addDays(nairobiDate(start), 1 - rule.balanceDays), '00:00');
  if (balanceDueAt.getTime() - now.getTime() < 24 * 3_600_000) return null;
  return { depositCents: deposit * 100, balanceDueAt };
}
