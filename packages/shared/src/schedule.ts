import { z } from 'zod';
import { addDays, nairobiInstant, SLOT_MINUTES, timeToMinutes } from './time.ts';
import { isoDateField, itemResponse, oneLine, plainText, uuidParam } from './api.ts';
import { HOUR_MARK, hourMarkMessage } from './rules.ts';
import { m, translated } from './i18n.ts';
import { fieldName } from './field-names.ts';
import { WEEKDAYS, type Weekday } from './schedule-words.ts';

/**
 * A space's booking rules (issue 15): weekly opening hours (several ranges a day, closed days),
 * buffer between bookings, shortest and longest booking, advance notice, how far ahead bookings
 * open, and whether a guest books at once or asks the host first. One schema for the API, the
 * database's stored value and the forms; one set of functions the server enforces and the booking
 * screen offers from, so the picker never offers what the server refuses.
 */

export { SLOT_MINUTES };
export { WEEKDAYS, WEEKDAY_NAMES, WEEKDAY_SHORT, describeMinutes, describeWeek, describeLengths, rangeText, type Weekday } from './schedule-words.ts';
export const MAX_BUFFER_MINUTES = 120;
export const MAX_RANGES_PER_DAY = 4;
/** The longest advance notice a host may ask: a week. */
export const MAX_NOTICE_MINUTES = 7 * 24 * 60;
export const MAX_HORIZON_MONTHS = 12;
/** How long a request waits for the host (or until its start, if sooner). */
export const REQUEST_HOURS = 24;

/** A time of day on the hour or half hour, 'HH:mm' from 00:00 to 24:00 (the end of the day). */
export const hourMark = (field: string) => z.string().regex(HOUR_MARK, { error: () => hourMarkMessage(field) });

export const SCHEDULE_MESSAGES = translated({
  rangeOrder: m.schedule_range_order,
  rangesOverlap: m.schedule_ranges_overlap,
  minOverMax: m.schedule_min_over_max,
  neverOpen: m.schedule_never_open,
});

const wholeMinutes = (field: string, min: number, max: number, step: number) =>
  z
    .number({ error: () => m.field_minutes({ field: fieldName(field) }) })
    .int({ error: () => m.field_whole_minutes({ field: fieldName(field) }) })
    .min(min, { error: () => m.field_minutes_range({ field: fieldName(field), min, max }) })
    .max(max, { error: () => m.field_minutes_range({ field: fieldName(field), min, max }) })
    .refine((n) => n % step === 0, { error: () => m.field_minutes_step({ field: fieldName(field), step }) });

export const HoursRangeSchema = z
  .strictObject({ opensAt: hourMark('opensAt'), closesAt: hourMark('closesAt') })
  .refine((r) => timeToMinutes(r.opensAt) < timeToMinutes(r.closesAt), { path: ['closesAt'], error: () => SCHEDULE_MESSAGES.rangeOrder });
export type HoursRange = z.infer<typeof HoursRangeSchema>;

/** One day's ranges, in order and apart (touching ranges are merged by the host, not here). */
const DayHoursSchema = z
  .array(HoursRangeSchema, { error: () => m.field_day_list() })
  .max(MAX_RANGES_PER_DAY, { error: () => m.field_day_ranges_max({ max: MAX_RANGES_PER_DAY }) })
  .transform((ranges) => [...ranges].sort((a, b) => timeToMinutes(a.opensAt) - timeToMinutes(b.opensAt)))
  .refine((ranges) => ranges.every((r, i) => i === 0 || timeToMinutes(r.opensAt) >= timeToMinutes(ranges[i - 1]?.closesAt ?? '00:00')), {
    error: () => SCHEDULE_MESSAGES.rangesOverlap,
  });

export const WeeklyHoursSchema = z
  .strictObject(Object.fromEntries(WEEKDAYS.map((d) => [d, DayHoursSchema])) as Record<Weekday, typeof DayHoursSchema>)
  .refine((week) => WEEKDAYS.some((d) => week[d].length > 0), { error: () => SCHEDULE_MESSAGES.neverOpen });
export type WeeklyHours = z.infer<typeof WeeklyHoursSchema>;

/** A whole number from `min` to `max`, refused with one sentence that says the range. */
const wholeBetween = (field: string, min: number, max: number) => {
  const error = () => m.field_range({ field, min, max });
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/**
 * A host's deposit rule (docs/PAYMENTS.md "Deposit and balance"): a share of the total (percent) or
 * a fixed sum (shillings) holds the booking; the balance is due by the end of the day `balanceDays`
 * before it. Unpaid by then, the booking is released and the deposit refunded, as the cancellation
 * policy says of a cancellation that far ahead.
 */
export const DepositRuleSchema = z
  .strictObject({
    percent: wholeBetween('percent', 10, 90).nullable(),
    amount: wholeBetween('amount', 100, 10_000_000).nullable(),
    balanceDays: wholeBetween('balanceDays', 1, 60),
  })
  .refine((r) => (r.percent === null) !== (r.amount === null), { path: ['percent'], error: () => m.deposit_one_of() });
export type DepositRule = z.infer<typeof DepositRuleSchema>;

export const ScheduleSchema = z
  .strictObject({
    weeklyHours: WeeklyHoursSchema,
    /** Kept free after every booking (cleaning, changeover). */
    bufferMinutes: wholeMinutes('bufferMinutes', 0, MAX_BUFFER_MINUTES, 15),
    minMinutes: wholeMinutes('minMinutes', SLOT_MINUTES, 24 * 60, SLOT_MINUTES),
    maxMinutes: wholeMinutes('maxMinutes', SLOT_MINUTES, 24 * 60, SLOT_MINUTES),
    /** How long before its start a booking must be made. */
    noticeMinutes: wholeMinutes('noticeMinutes', 0, MAX_NOTICE_MINUTES, SLOT_MINUTES),
    /** How many months ahead bookings open. */
    horizonMonths: z
      .number({ error: () => m.field_months({ field: 'horizonMonths' }) })
      .int({ error: () => m.field_whole_months({ field: 'horizonMonths' }) })
      .min(1, { error: () => m.field_range({ field: 'horizonMonths', min: 1, max: MAX_HORIZON_MONTHS }) })
      .max(MAX_HORIZON_MONTHS, { error: () => m.field_range({ field: 'horizonMonths', min: 1, max: MAX_HORIZON_MONTHS }) }),
    /** True: a guest books at once. False: the guest requests and the host accepts or declines. */
    instantBook: z.boolean({ error: () => m.field_boolean({ field: 'instantBook' }) }),
    /** A deposit to hold a booking and the balance before it (absent or null: paid whole, as ever). */
    deposit: DepositRuleSchema.nullable().optional(),
  })
  .refine((s) => s.minMinutes <= s.maxMinutes, { path: ['maxMinutes'], error: () => SCHEDULE_MESSAGES.minOverMax });
export type Schedule = z.infer<typeof ScheduleSchema>;

const everyDay = (opensAt: string, closesAt: string) => Object.fromEntries(WEEKDAYS.map((d) => [d, [{ opensAt, closesAt }]])) as WeeklyHours;

/** Unless the host says otherwise: open 07:00–22:00 every day, instant book, any length, twelve months ahead. */
export const DEFAULT_SCHEDULE: Schedule = {
  weeklyHours: everyDay('07:00', '22:00'),
  bufferMinutes: 0,
  minMinutes: SLOT_MINUTES,
  maxMinutes: 24 * 60,
  noticeMinutes: 0,
  horizonMonths: MAX_HORIZON_MONTHS,
  instantBook: true,
};

export {
  weekdayOf,
  rangesOn,
  SLOT_MESSAGES,
  lastBookableDate,
  slotProblem,
  clashes,
  bookableStarts,
  depositTerms,
  type SlotRequest,
  type SlotProblem,
  type Interval,
} from './schedule-rules.ts';

/** The longest one block may be. */
export const MAX_BLOCK_DAYS = 366;

export const BLOCK_MESSAGES = translated(
  {
    timesTogether: m.block_times_together,
    order: m.block_order,
    tooLong: () => m.block_too_long({ max_block_days: MAX_BLOCK_DAYS }),
    past: m.block_past,
    notFound: m.block_not_found,
  },
  {
    overBooking: (reference: string) => m.block_over_booking({ reference }),
  },
);

/**
 * A host's block: a day (startDate), days (startDate to endDate, whole days) or hours (with
 * startTime and endTime), Nairobi time, with a private note.
 */
export const BlockInputSchema = z
  .strictObject({
    startDate: isoDateField('startDate'),
    endDate: isoDateField('endDate').optional(),
    startTime: hourMark('startTime').optional(),
    endTime: hourMark('endTime').optional(),
    note: plainText('note', 200).trim().default(''),
  })
  .refine((b) => (b.startTime === undefined) === (b.endTime === undefined), { path: ['endTime'], error: () => BLOCK_MESSAGES.timesTogether });
export type BlockInput = z.input<typeof BlockInputSchema>;

/** The instants a block covers: whole days run midnight to midnight. */
export function blockSpan(input: z.output<typeof BlockInputSchema>): { start: Date; end: Date } {
  const lastDay = input.endDate ?? input.startDate;
  if (input.startTime !== undefined && input.endTime !== undefined) {
    return { start: nairobiInstant(input.startDate, input.startTime), end: nairobiInstant(lastDay, input.endTime) };
  }
  return { start: nairobiInstant(input.startDate, '00:00'), end: nairobiInstant(addDays(lastDay, 1), '00:00') };
}

export const BlockSchema = z.object({
  id: z.string(),
  spaceId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  note: z.string(),
  /** Set when the time comes from one of the host's other calendars (it is then not removed by hand). */
  importId: z.string().nullable(),
  createdAt: z.string(),
});
export type Block = z.infer<typeof BlockSchema>;
export const BlockResponseSchema = itemResponse(BlockSchema);
export const BlockListResponseSchema = itemResponse(z.array(BlockSchema));
export const BlockParamsSchema = z.strictObject({ id: uuidParam('id'), blockId: uuidParam('blockId') });

/** A space's private iCal feed: the link a host pastes into Google Calendar or Outlook. */
export const CalendarFeedResponseSchema = itemResponse(z.object({ url: z.string() }));
export type CalendarFeed = z.infer<typeof CalendarFeedResponseSchema>['data'];
export const CalendarFileParamsSchema = z.strictObject({
  file: z.string().regex(/^[A-Za-z0-9_-]{32}\.ics$/, { error: () => m.calendar_feed_not_found() }),
});

/** The most other calendars one space syncs. */
export const MAX_CALENDAR_IMPORTS = 10;
/** The largest calendar a host's link may give: a year of a busy platform's calendar is far smaller. */
export const CALENDAR_MAX_BYTES = 2 * 1024 * 1024;

export const CALENDAR_IMPORT_MESSAGES = translated({
  badUrl: m.calendar_import_bad_url,
  duplicate: m.calendar_import_duplicate,
  tooMany: () => m.calendar_import_too_many({ max_calendar_imports: MAX_CALENDAR_IMPORTS }),
  notFound: m.calendar_import_not_found,
  fromCalendar: m.calendar_import_from_calendar,
  tooSoon: m.calendar_import_too_soon,
  /** Whatever went wrong reading a link (refused address, no answer, an error page, too big): one sentence, so no answer maps what is where. */
  unreadable: m.calendar_import_unreadable,
  tooLarge: () => m.calendar_import_too_large({ max_mib: CALENDAR_MAX_BYTES / 1024 / 1024 }),
  clashes: m.calendar_import_clashes,
});

/** Another platform's calendar a host syncs: its busy times become blocks of the space. */
export const CalendarImportInputSchema = z.strictObject({
  url: z
    .string({ error: () => CALENDAR_IMPORT_MESSAGES.badUrl })
    .trim()
    .max(2000, { error: () => m.field_max_characters({ field: 'url', max: 2000 }) })
    .regex(/^(https?|webcals?):\/\/[^\s]+$/i, { error: () => CALENDAR_IMPORT_MESSAGES.badUrl }),
  name: oneLine('name', 80).default(''),
});
export type CalendarImportInput = z.input<typeof CalendarImportInputSchema>;
export const CalendarImportSchema = z.object({
  id: z.string(),
  spaceId: z.string(),
  url: z.string(),
  name: z.string(),
  lastAttemptAt: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  eventsCount: z.number().int(),
  /** Bookings made here, still to come, that a busy time of this calendar overlaps: a double booking across platforms. */
  clashes: z.array(
    z.object({
      bookingId: z.string(),
      reference: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      status: z.enum(['requested', 'pending', 'confirmed']),
    }),
  ),
});
export type CalendarImport = z.infer<typeof CalendarImportSchema>;
export const CalendarImportResponseSchema = itemResponse(CalendarImportSchema);
export const CalendarImportListResponseSchema = itemResponse(z.array(CalendarImportSchema));
export const CalendarImportParamsSchema = z.strictObject({ id: uuidParam('id'), importId: uuidParam('importId') });
