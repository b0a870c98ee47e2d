import { addDays, addMonths, nairobiDate, nairobiInstant } from '@nafasi/shared/time';
import { m } from '@nafasi/shared/i18n';
import { WEEKDAYS, weekdayOf, type Block } from '@nafasi/shared/schedule';
import { formatClockRange, formatFullDate } from '@nafasi/shared/dates';

/* Days of the host's calendar: months, weeks, and what meets a day. */

export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
export const monthEnd = (first: string) => addDays(addMonths(first, 1), -1);
/** The Monday of a date's week. */
export const mondayOf = (date: string) => addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));
/** Whether an instant range meets a Nairobi date. */
export const meets = (date: string, start: string, end: string) =>
  Date.parse(start) < nairobiInstant(addDays(date, 1), '00:00').getTime() && Date.parse(end) > nairobiInstant(date, '00:00').getTime();

/** '12:00–15:00' on its day, or the dates of a block of whole days. */
export function describeBlock(b: Block): string {
  const [start, end] = [new Date(b.startsAt), new Date(b.endsAt)];
  const wholeDays =
    b.startsAt === nairobiInstant(nairobiDate(start), '00:00').toISOString() && b.endsAt === nairobiInstant(nairobiDate(end), '00:00').toISOString();
  if (!wholeDays) return formatClockRange(start, end);
  const last = addDays(nairobiDate(end), -1);
  return last === nairobiDate(start) ? m.cal_all_day() : m.cal_days_range({ from: formatFullDate(nairobiDate(start)), to: formatFullDate(last) });
}
