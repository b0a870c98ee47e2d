/**
 * How dates and times are written, beside money.ts: every instant is shown on the marketplace's
 * clock (Africa/Nairobi), whatever the reader's device is set to, and a calendar date (YYYY-MM-DD,
 * no time) is shown as the day it names.
 */
const NAIROBI = 'Africa/Nairobi';

type Instant = Date | string | number;
const asDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));

const formats = {
  day: new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeZone: NAIROBI }),
  longDay: new Intl.DateTimeFormat('en-KE', { dateStyle: 'long', timeZone: NAIROBI }),
  clock: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: NAIROBI }),
  dayAndClock: new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short', timeZone: NAIROBI }),
  dayAndSeconds: new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'medium', timeZone: NAIROBI }),
  // Calendar dates carry no time: read at midnight UTC and written in UTC, they stay the day they name.
  fullDate: new Intl.DateTimeFormat('en-KE', { dateStyle: 'full', timeZone: 'UTC' }),
  month: new Intl.DateTimeFormat('en-KE', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  shortDate: new Intl.DateTimeFormat('en-KE', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
};

/** '23 Nov 2026': the Nairobi day of an instant. */
export const formatDay = (instant: Instant) => formats.day.format(asDate(instant));
/** '23 November 2026' (invoices). */
export const formatLongDay = (instant: Instant) => formats.longDay.format(asDate(instant));
/** '14:30': Nairobi wall-clock time. */
export const formatClock = (instant: Instant) => formats.clock.format(asDate(instant));
/** '23 Nov 2026, 14:30'. */
export const formatDayAndClock = (instant: Instant) => formats.dayAndClock.format(asDate(instant));
/** '23 Nov 2026, 14:30:05' (a status check's time). */
export const formatDayAndSeconds = (instant: Instant) => formats.dayAndSeconds.format(asDate(instant));
/** '14:30 - 16:00': a booking's hours. */
export const formatClockRange = (start: Instant, end: Instant) => `${formatClock(start)} - ${formatClock(end)}`;

const calendarDate = (date: string) => new Date(`${date}T00:00:00Z`);
/** 'Monday, 23 November 2026' for the calendar date 2026-11-23. */
export const formatFullDate = (date: string) => formats.fullDate.format(calendarDate(date));
/** 'Mon, 23 Nov 2026' for the calendar date 2026-11-23. */
/** 'December 2026': the month of a calendar date. */
export const formatMonth = (date: string) => formats.month.format(calendarDate(date));

export const formatShortDate = (date: string) => formats.shortDate.format(calendarDate(date));
