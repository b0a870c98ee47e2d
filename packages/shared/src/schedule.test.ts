import { describe, expect, it } from 'vitest';
import {
  bookableStarts,
  clashes,
  DEFAULT_SCHEDULE,
  describeWeek,
  ScheduleSchema,
  SCHEDULE_MESSAGES,
  SLOT_MESSAGES,
  slotProblem,
  weekdayOf,
  type Schedule,
} from './schedule.ts';
import { nairobiInstant } from './time.ts';

const rules = (r: Partial<Schedule>): Schedule => ({ ...DEFAULT_SCHEDULE, ...r });
const now = nairobiInstant('2026-05-01', '08:00');

describe('weekdays', () => {
  it('names the Nairobi weekday of a date', () => {
    expect(['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-11-23'].map(weekdayOf)).toEqual(['fri', 'sat', 'sun', 'mon', 'mon']);
  });

  it('describes a week for people, grouping days alike', () => {
    expect(describeWeek(DEFAULT_SCHEDULE.weeklyHours)).toEqual(['Daily, 07:00–22:00']);
    const office = { opensAt: '08:00', closesAt: '18:00' };
    const week = { mon: [office], tue: [office], wed: [office], thu: [office], fri: [office], sat: [{ opensAt: '09:00', closesAt: '13:00' }], sun: [] };
    expect(describeWeek(week)).toEqual(['Mon–Fri 08:00–18:00', 'Sat 09:00–13:00', 'Sun closed']);
  });
});

describe('the schedule a host writes', () => {
  const week = (ranges: { opensAt: string; closesAt: string }[]) => ({ ...DEFAULT_SCHEDULE.weeklyHours, mon: ranges });
  it('takes several ranges a day and closed days, in any order', () => {
    const parsed = ScheduleSchema.parse(
      rules({
        weeklyHours: {
          ...week([
            { opensAt: '14:00', closesAt: '18:00' },
            { opensAt: '08:00', closesAt: '12:00' },
          ]),
          sun: [],
        },
      }),
    );
    expect(parsed.weeklyHours.mon.map((r) => r.opensAt)).toEqual(['08:00', '14:00']);
  });

  it.each([
    [{ weeklyHours: week([{ opensAt: '12:00', closesAt: '09:00' }]) }, SCHEDULE_MESSAGES.rangeOrder],
    [
      {
        weeklyHours: week([
          { opensAt: '08:00', closesAt: '12:00' },
          { opensAt: '11:00', closesAt: '14:00' },
        ]),
      },
      SCHEDULE_MESSAGES.rangesOverlap,
    ],
    [{ weeklyHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } }, SCHEDULE_MESSAGES.neverOpen],
    [{ minMinutes: 240, maxMinutes: 120 }, SCHEDULE_MESSAGES.minOverMax],
    [{ bufferMinutes: 150 }, 'bufferMinutes must be from 0 to 120 minutes'],
    [{ bufferMinutes: 10 }, 'bufferMinutes must be in steps of 15 minutes'],
    [{ horizonMonths: 13 }, 'horizonMonths must be from 1 to 12'],
    [{ weeklyHours: week([{ opensAt: '09:15', closesAt: '12:00' }]) }, 'opensAt must be a time on the hour or half hour, like 07:00 or 21:30'],
  ])('refuses a bad schedule (case %#) with its sentence', (input, message) => {
    const result = ScheduleSchema.safeParse(rules(input));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});

/** Mondays (2026-05-04 is one) open in two ranges, Tuesdays closed. */
const splitWeek = {
  ...DEFAULT_SCHEDULE.weeklyHours,
  mon: [
    { opensAt: '08:00', closesAt: '12:00' },
    { opensAt: '14:00', closesAt: '24:00' },
  ],
  tue: [],
};

describe('a slot by the rules', () => {
  const split = rules({
    weeklyHours: splitWeek,
    minMinutes: 60,
    maxMinutes: 180,
    noticeMinutes: 120,
    horizonMonths: 2,
  });
  it.each([
    [{ date: '2026-05-04', startTime: '09:00', endTime: '11:00' }, null],
    [{ date: '2026-05-04', startTime: '22:00', endTime: '24:00' }, null],
    [{ date: '2026-05-04', startTime: '11:00', endTime: '15:00' }, SLOT_MESSAGES.outsideHours('mon', split.weeklyHours.mon)],
    [{ date: '2026-05-05', startTime: '00:00', endTime: '01:00' }, SLOT_MESSAGES.closed('tue')],
    [{ date: '2026-05-04', startTime: '09:00', endTime: '09:30' }, SLOT_MESSAGES.tooShort(60)],
    [{ date: '2026-05-04', startTime: '14:00', endTime: '18:00' }, SLOT_MESSAGES.tooLong(180)],
    [{ date: '2026-05-01', startTime: '09:00', endTime: '10:00' }, SLOT_MESSAGES.notice(120)],
    [{ date: '2026-05-01', startTime: '10:00', endTime: '11:00' }, null],
    [{ date: '2026-07-02', startTime: '10:00', endTime: '11:00' }, SLOT_MESSAGES.horizon(2)],
    [{ date: '2026-04-30', startTime: '10:00', endTime: '11:00' }, SLOT_MESSAGES.inPast],
  ])('judges %o', (slot, message) => {
    expect(slotProblem(split, slot, now)?.message ?? null).toBe(message);
  });

  it('says the rules in sentences a guest understands', () => {
    expect(SLOT_MESSAGES.closed('sun')).toBe('This space is closed on Sundays.');
    expect(SLOT_MESSAGES.notice(120)).toBe('This space must be booked at least 2 hours ahead.');
    expect(SLOT_MESSAGES.buffer(30)).toMatch(/^This space keeps 30 min free between bookings\./);
  });
});

describe('the starts offered', () => {
  it('are exactly the slots slotProblem accepts and nothing clashes with, over a week of dates, lengths and a booking', () => {
    const schedule = rules({
      weeklyHours: splitWeek,
      minMinutes: 60,
      maxMinutes: 180,
      noticeMinutes: 90,
      horizonMonths: 1,
      bufferMinutes: 30,
    });
    const booking = { start: nairobiInstant('2026-05-04', '15:00').getTime(), end: nairobiInstant('2026-05-04', '16:00').getTime() };
    const taken = { bookings: [booking], blocks: [] };
    const toTime = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    for (const date of ['2026-04-30', '2026-05-01', '2026-05-03', '2026-05-04', '2026-05-05', '2026-05-31', '2026-06-02']) {
      for (const minutes of [30, 60, 90, 180, 210]) {
        const expected: string[] = [];
        for (let m = 0; m + minutes <= 24 * 60; m += 30) {
          const slot = { date, startTime: toTime(m), endTime: toTime(m + minutes) };
          const start = nairobiInstant(date, slot.startTime).getTime();
          if (!slotProblem(schedule, slot, now) && !clashes({ start, end: start + minutes * 60_000 }, 30, taken)) expected.push(slot.startTime);
        }
        expect(bookableStarts(schedule, date, minutes, taken, now), `${date} ${minutes} min`).toEqual(expected);
      }
    }
  });
});
