import { SLOT_MINUTES } from './time.ts';
import { m, translated } from './i18n.ts';
import type { HoursRange, Schedule, WeeklyHours } from './schedule.ts';

/**
 * A space's hours and booking lengths in words, and the week's days: for pages that show a
 * schedule without checking one. No schemas here, so such a page loads no zod (issue 32); the
 * rules and their schemas are in schedule.ts, which re-exports all of this.
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = translated({
  mon: m.weekday_mon,
  tue: m.weekday_tue,
  wed: m.weekday_wed,
  thu: m.weekday_thu,
  fri: m.weekday_fri,
  sat: m.weekday_sat,
  sun: m.weekday_sun,
});
export const WEEKDAY_SHORT: Readonly<Record<Weekday, string>> = translated({
  mon: m.weekday_short_mon,
  tue: m.weekday_short_tue,
  wed: m.weekday_short_wed,
  thu: m.weekday_short_thu,
  fri: m.weekday_short_fri,
  sat: m.weekday_short_sat,
  sun: m.weekday_short_sun,
});

/** '30 min', '2 hours', '1 day' ('dakika 30', 'saa 2', 'siku 1'): a length for a sentence. */
export function describeMinutes(minutes: number): string {
  if (minutes % (24 * 60) === 0) return m.duration_days({ count: minutes / (24 * 60) });
  if (minutes % 60 === 0) return m.duration_hours({ count: minutes / 60 });
  if (minutes > 60) return m.duration_hours_minutes({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return m.duration_minutes({ count: minutes });
}

/** Opening ranges for a sentence: '08:00–12:00, 14:00–18:00'. */
export const rangeText = (ranges: HoursRange[]) => ranges.map((r) => `${r.opensAt}–${r.closesAt}`).join(', ');

/**
 * The hours for people: 'Daily, 07:00–22:00', or the days grouped, e.g.
 * ['Mon–Fri 08:00–18:00', 'Sat 09:00–13:00', 'Sun closed'].
 */
export function describeWeek(week: WeeklyHours): string[] {
  const text = (d: Weekday) => (week[d].length ? rangeText(week[d]) : m.schedule_closed());
  if (WEEKDAYS.every((d) => text(d) === text('mon')) && week.mon.length) return [m.schedule_daily({ hours: text('mon') })];
  const lines: string[] = [];
  for (let i = 0; i < WEEKDAYS.length;) {
    let j = i;
    const day = WEEKDAYS[i] ?? 'mon';
    while (j + 1 < WEEKDAYS.length && text(WEEKDAYS[j + 1] ?? 'mon') === text(day)) j++;
    const last = WEEKDAYS[j] ?? day;
    lines.push(`${WEEKDAY_SHORT[day]}${j > i ? `–${WEEKDAY_SHORT[last]}` : ''} ${text(day)}`);
    i = j + 1;
  }
  return lines;
}

/** A space's booking lengths for people: '1–4 hours', 'At least 2 hours', 'Up to 4 hours', or null when any length goes. */
export function describeLengths(schedule: Schedule): string | null {
  const anyMin = schedule.minMinutes <= SLOT_MINUTES;
  const anyMax = schedule.maxMinutes >= 24 * 60;
  if (anyMin && anyMax) return null;
  if (anyMax) return m.schedule_at_least({ length: describeMinutes(schedule.minMinutes) });
  if (anyMin) return m.schedule_up_to({ length: describeMinutes(schedule.maxMinutes) });
  return m.schedule_between({ shortest: describeMinutes(schedule.minMinutes), longest: describeMinutes(schedule.maxMinutes) });
}
