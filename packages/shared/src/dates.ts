import { getLocale, HTML_LANG, m, type Locale } from './i18n.ts';

/**
 * How dates and times are written, beside money.ts: every instant is shown on the marketplace's
 * clock (Africa/Nairobi), whatever the reader's device is set to, and a calendar date (YYYY-MM-DD,
 * no time) is shown as the day it names; in the reader's language (en-KE or sw-KE, by Intl).
 */
const NAIROBI = 'Africa/Nairobi';

type Instant = Date | string | number;
const asDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));

const formatsIn = (locale: Locale) => {
  const lang = HTML_LANG[locale];
  return {
    day: new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: NAIROBI }),
    longDay: new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: NAIROBI }),
    // 24-hour digits in both languages (the way a Kenyan phone shows them); sentences in Kiswahili
    // may say the hour the Swahili way as well (formatSwahiliClock).
    clock: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: NAIROBI }),
    dayAndClock: new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: NAIROBI }),
    dayAndSeconds: new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'medium', hourCycle: 'h23', timeZone: NAIROBI }),
    // Calendar dates carry no time: read at midnight UTC and written in UTC, they stay the day they name.
    fullDate: new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }),
    month: new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    shortDate: new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  };
};
const byLocale = new Map<Locale, ReturnType<typeof formatsIn>>();
/** The formats of the language of the moment (made once per language). */
function formats() {
  const locale = getLocale();
  let kept = byLocale.get(locale);
  if (!kept) byLocale.set(locale, (kept = formatsIn(locale)));
  return kept;
}

/** '23 Nov 2026': the Nairobi day of an instant. */
export const formatDay = (instant: Instant) => formats().day.format(asDate(instant));
/** '23 November 2026' (invoices); '23 Novemba 2026'. */
export const formatLongDay = (instant: Instant) => formats().longDay.format(asDate(instant));
/** '14:30': Nairobi wall-clock time. */
export const formatClock = (instant: Instant) => formats().clock.format(asDate(instant));
/** '23 Nov 2026, 14:30'. */
export const formatDayAndClock = (instant: Instant) => formats().dayAndClock.format(asDate(instant));
/** '23 Nov 2026, 14:30:05' (a status check's time). */
export const formatDayAndSeconds = (instant: Instant) => formats().dayAndSeconds.format(asDate(instant));
/**
 * A day and time as a sentence says it (a deadline, a time moved from, a link's last moment):
 * '23 Nov 2026, 14:30'; in Kiswahili with the Swahili clock beside the digits, which a reader of
 * Swahili time would otherwise read six hours off ('7 Des 2026, 01:23 (saa saba na dakika 23
 * usiku)'). Tables and lists keep the digits alone (formatDayAndClock).
 */
export function formatWhen(instant: Instant): string {
  const digits = formatDayAndClock(instant);
  return getLocale() === 'sw' ? `${digits} (${formatSwahiliClock(instant)})` : digits;
}

/**
 * A deadline: one at midnight in Nairobi is said as the end of the day before ("the end of 19 Dec
 * 2026"), any other as its day and time (formatWhen).
 */
export function formatDeadline(instant: Instant): string {
  const at = asDate(instant);
  if (formatClock(at) !== formatClock(new Date('2000-01-01T00:00:00+03:00'))) return formatWhen(at);
  return m.deadline_end_of({ day: formatDay(new Date(at.getTime() - 1)) });
}
/** '14:30 - 16:00': a booking's hours. */
export const formatClockRange = (start: Instant, end: Instant) => `${formatClock(start)} - ${formatClock(end)}`;

const calendarDate = (date: string) => new Date(`${date}T00:00:00Z`);
/** 'Monday, 23 November 2026' for the calendar date 2026-11-23. */
export const formatFullDate = (date: string) => formats().fullDate.format(calendarDate(date));
/** 'December 2026': the month of a calendar date. */
export const formatMonth = (date: string) => formats().month.format(calendarDate(date));
/** 'Mon, 23 Nov 2026' for the calendar date 2026-11-23. */
export const formatShortDate = (date: string) => formats().shortDate.format(calendarDate(date));

const SWAHILI_HOURS = ['kumi na mbili', 'moja', 'mbili', 'tatu', 'nne', 'tano', 'sita', 'saba', 'nane', 'tisa', 'kumi', 'kumi na moja'];
/**
 * The Swahili clock, as a Kenyan says the time: the day's hours count from sunrise (07:00 is
 * "saa moja asubuhi", 10:00 "saa nne asubuhi", 14:30 "saa nane na nusu mchana"), with the part of
 * the day. Quarters are "na robo" / "kasoro robo"; other minutes "na dakika N".
 */
export function formatSwahiliClock(instant: Instant): string {
  const [hh = 0, mm = 0] = formatClock(instant).split(':').map(Number);
  const toNext = mm === 45;
  const hour = toNext ? (hh + 1) % 24 : hh;
  // The part of the day is the one the moment is in (18:45 is still evening).
  const part = hh >= 5 && hh < 12 ? 'asubuhi' : hh >= 12 && hh < 16 ? 'mchana' : hh >= 16 && hh < 19 ? 'jioni' : 'usiku';
  const minutes = mm === 0 ? '' : mm === 30 ? ' na nusu' : mm === 15 ? ' na robo' : toNext ? ' kasoro robo' : ` na dakika ${mm}`;
  return `saa ${SWAHILI_HOURS[(hour + 6) % 12]}${minutes} ${part}`;
}
