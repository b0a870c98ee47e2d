import { describe, expect, it } from 'vitest';
import { computeAvailability, nextBookableSlot, slotChoices } from './availability.ts';
import { DEFAULT_SCHEDULE, type Schedule, type WeeklyHours } from './schedule.ts';
import { nairobiInstant } from './time.ts';

const at = (date: string, time: string) => nairobiInstant(date, time);
const base = { schedule: DEFAULT_SCHEDULE, blocks: [], now: at('2026-05-01', '08:00') };
const daily = (opensAt: string, closesAt: string): WeeklyHours =>
  Object.fromEntries(Object.keys(DEFAULT_SCHEDULE.weeklyHours).map((d) => [d, [{ opensAt, closesAt }]])) as WeeklyHours;
const withRules = (rules: Partial<Schedule>): Schedule => ({ ...DEFAULT_SCHEDULE, ...rules });
const day = (bookedSlots: string[] = [], available = true) => ({ available, reason: null, why: null, bookedSlots, blockedSlots: [] as string[] });

describe('computeAvailability', () => {
  it('lists booked slots per date in Nairobi time, clipping bookings that cross midnight', () => {
    const result = computeAvailability({
      ...base,
      from: '2026-05-02',
      to: '2026-05-03',
      bookings: [
        { start: at('2026-05-02', '09:00'), end: at('2026-05-02', '10:30') },
        { start: at('2026-05-02', '21:00'), end: at('2026-05-03', '01:00') },
      ],
    });
    expect(result).toEqual({
      '2026-05-02': { available: true, reason: null, why: null, bookedSlots: ['09:00-10:30', '21:00-24:00'], blockedSlots: [] },
      '2026-05-03': { available: true, reason: null, why: null, bookedSlots: ['00:00-01:00'], blockedSlots: [] },
    });
  });

  it('is unavailable when every slot of the opening hours is taken', () => {
    const full = computeAvailability({
      ...base,
      from: '2026-05-02',
      to: '2026-05-02',
      bookings: [
        { start: at('2026-05-02', '07:00'), end: at('2026-05-02', '15:00') },
        { start: at('2026-05-02', '15:00'), end: at('2026-05-02', '22:00') },
      ],
    });
    expect(full['2026-05-02']!.available).toBe(false);
    const gap = computeAvailability({
      ...base,
      from: '2026-05-02',
      to: '2026-05-02',
      bookings: [
        { start: at('2026-05-02', '07:00'), end: at('2026-05-02', '15:00') },
        { start: at('2026-05-02', '15:30'), end: at('2026-05-02', '22:00') },
      ],
    });
    expect(gap['2026-05-02']!.available).toBe(true);
  });

  it('counts only what is still ahead: past days and a day whose free time has passed are unavailable', () => {
    const now = at('2026-05-02', '20:00');
    const result = computeAvailability({
      ...base,
      now,
      from: '2026-05-01',
      to: '2026-05-02',
      bookings: [{ start: at('2026-05-02', '20:00'), end: at('2026-05-02', '22:00') }],
    });
    expect(result['2026-05-01']!.available).toBe(false);
    expect(result['2026-05-02']!.available).toBe(false);
  });

  it('honours a space’s own opening hours', () => {
    const result = computeAvailability({
      ...base,
      schedule: withRules({ weeklyHours: daily('09:00', '10:00') }),
      from: '2026-05-02',
      to: '2026-05-02',
      bookings: [{ start: at('2026-05-02', '09:00'), end: at('2026-05-02', '10:00') }],
    });
    expect(result['2026-05-02']).toMatchObject({ available: false, reason: 'Fully booked' });
  });

  it('says why a day cannot be booked: closed, blocked, beyond the horizon, passed', () => {
    // 2026-05-03 is a Sunday.
    const schedule = withRules({ weeklyHours: { ...daily('09:00', '17:00'), sun: [] }, horizonMonths: 1 });
    const result = computeAvailability({
      ...base,
      schedule,
      now: at('2026-05-01', '08:00'),
      from: '2026-04-30',
      to: '2026-06-02',
      bookings: [],
      blocks: [{ start: at('2026-05-02', '00:00'), end: at('2026-05-03', '00:00') }],
    });
    expect(result['2026-04-30']!.reason).toBe('This day has passed');
    expect(result['2026-05-01']).toMatchObject({ available: true, reason: null });
    expect(result['2026-05-02']).toMatchObject({ available: false, reason: 'Blocked by the host', blockedSlots: ['00:00-24:00'] });
    expect(result['2026-05-03']).toMatchObject({ available: false, reason: 'Closed on Sundays' });
    expect(result['2026-06-01']!.available).toBe(true);
    expect(result['2026-06-02']).toMatchObject({ available: false, reason: 'Bookings open 1 month ahead' });
  });

  it('says too soon, hours over, blocked or full, each only when it is the reason (issue 27.2)', () => {
    const schedule = withRules({ weeklyHours: daily('09:00', '17:00'), noticeMinutes: 24 * 60 });
    const now = at('2026-05-01', '08:00');
    const result = computeAvailability({ ...base, schedule, now, from: '2026-05-01', to: '2026-05-03', bookings: [], blocks: [] });
    // A day's notice: today is too soon (not full), tomorrow from 08:00 on is bookable.
    expect(result['2026-05-01']).toMatchObject({ available: false, why: 'tooSoon', reason: 'Too soon: book at least 1 day ahead' });
    expect(result['2026-05-02']!.available).toBe(true);
    // No notice, but the day's hours are over.
    const late = computeAvailability({
      ...base,
      schedule: withRules({ weeklyHours: daily('09:00', '17:00') }),
      now: at('2026-05-01', '17:10'),
      from: '2026-05-01',
      to: '2026-05-01',
      bookings: [],
      blocks: [],
    });
    expect(late['2026-05-01']).toMatchObject({ why: 'hoursOver', reason: 'Closed for the rest of today' });
    // Half blocked and half booked is full (bookings took what the block left); blocked whole is blocked.
    const mixed = computeAvailability({
      ...base,
      schedule: withRules({ weeklyHours: daily('09:00', '17:00') }),
      now,
      from: '2026-05-04',
      to: '2026-05-05',
      bookings: [{ start: at('2026-05-04', '13:00'), end: at('2026-05-04', '17:00') }],
      blocks: [
        { start: at('2026-05-04', '09:00'), end: at('2026-05-04', '13:00') },
        { start: at('2026-05-05', '08:00'), end: at('2026-05-05', '18:00') },
      ],
    });
    expect(mixed['2026-05-04']).toMatchObject({ why: 'full', reason: 'Fully booked' });
    expect(mixed['2026-05-05']).toMatchObject({ why: 'blocked', reason: 'Blocked by the host' });
  });

  it('keeps the buffer free around bookings, even across midnight, and needs the shortest length', () => {
    // Open 20:00–24:00 and 00:00–02:00; a booking 22:00–24:00 with a 60 min buffer leaves 20:00–21:00 and, next day, 01:00–02:00.
    const twoRanges = Object.fromEntries(
      Object.keys(DEFAULT_SCHEDULE.weeklyHours).map((d) => [
        d,
        [
          { opensAt: '00:00', closesAt: '02:00' },
          { opensAt: '20:00', closesAt: '24:00' },
        ],
      ]),
    ) as WeeklyHours;
    const schedule = withRules({ weeklyHours: twoRanges, bufferMinutes: 60, minMinutes: 60 });
    const result = computeAvailability({
      ...base,
      schedule,
      from: '2026-05-02',
      to: '2026-05-03',
      bookings: [{ start: at('2026-05-02', '22:00'), end: at('2026-05-03', '00:00') }],
    });
    expect(result['2026-05-02']!.available).toBe(true);
    const next = nextBookableSlot({ days: result, schedule, now: at('2026-05-02', '20:30'), minutes: 60 });
    // From 20:30: 21:00–22:00 ends inside the buffer before the booking, 00:00–01:00 starts inside the one after it.
    expect(next).toEqual({ date: '2026-05-03', startTime: '01:00', endTime: '02:00' });
  });
});

describe('booking screen choices', () => {
  it('lists half-hour marks within opening hours', async () => {
    const { halfHourTimes } = await import('./availability.ts');
    expect(halfHourTimes(7 * 60, 9 * 60)).toEqual(['07:00', '07:30', '08:00', '08:30', '09:00']);
  });
});

describe('nextBookableSlot', () => {
  const hours = { schedule: withRules({ weeklyHours: daily('09:00', '17:00') }) };
  const free = day();

  it('opens on the next whole hour still to come today, not on a time already gone', () => {
    // 10:40 in Nairobi: 11:00–12:00 is the first hour that has not begun.
    expect(nextBookableSlot({ ...hours, days: { '2026-05-01': free }, now: at('2026-05-01', '10:40') })).toEqual({
      date: '2026-05-01',
      startTime: '11:00',
      endTime: '12:00',
    });
  });

  it('steps over taken times, and onto the next day when today is full or over', () => {
    const days = { '2026-05-01': day(['11:00-12:30', '13:00-17:00']), '2026-05-02': free };
    // 12:30–13:00 is free but shorter than an hour: an hour is found tomorrow first.
    expect(nextBookableSlot({ ...hours, days, now: at('2026-05-01', '10:40') })).toEqual({ date: '2026-05-02', startTime: '09:00', endTime: '10:00' });
    expect(nextBookableSlot({ ...hours, days: { '2026-05-01': free, '2026-05-02': free }, now: at('2026-05-01', '16:30') })).toEqual({
      date: '2026-05-02',
      startTime: '09:00',
      endTime: '10:00',
    });
  });

  it('falls back to half an hour when no hour is left, and to nothing when nothing is', () => {
    const days = { '2026-05-01': day(['09:00-12:30', '13:00-17:00']) };
    expect(nextBookableSlot({ ...hours, days, now: at('2026-05-01', '08:00') })).toEqual({ date: '2026-05-01', startTime: '12:30', endTime: '13:00' });
    expect(nextBookableSlot({ ...hours, days: { '2026-05-01': day(['09:00-17:00'], false) }, now: at('2026-05-01', '08:00') })).toBeNull();
  });
});

describe('slotChoices', () => {
  const schedule = withRules({ weeklyHours: daily('09:00', '17:00'), minMinutes: 60, maxMinutes: 180, bufferMinutes: 30 });
  const now = at('2026-05-01', '08:00');

  it('offers only starts a booking can take and ends the rules allow, keeping the guest’s choice where it fits', () => {
    const days = { '2026-05-01': day(['12:00-13:00']) };
    const choices = slotChoices(schedule, days, { date: '2026-05-01', startTime: '09:00', endTime: '11:00' }, now);
    // 11:00–12:00 would end inside the buffer before 12:00 (11:30 is where it begins); 13:00 starts inside the one after it.
    expect(choices.starts).toEqual(['09:00', '09:30', '10:00', '10:30', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00']);
    expect(choices.ends).toEqual(['10:00', '10:30', '11:00', '11:30']);
    expect(choices.slot).toEqual({ date: '2026-05-01', startTime: '09:00', endTime: '11:00' });
  });

  it('moves a start that no longer fits to the next one, and shortens the length to what fits', () => {
    const days = { '2026-05-01': day(['12:00-13:00']) };
    const choices = slotChoices(schedule, days, { date: '2026-05-01', startTime: '11:00', endTime: '14:00' }, now);
    expect(choices.slot).toEqual({ date: '2026-05-01', startTime: '13:30', endTime: '16:30' });
    const short = slotChoices(schedule, days, { date: '2026-05-01', startTime: '10:00', endTime: '13:00' }, now);
    expect(short.slot).toEqual({ date: '2026-05-01', startTime: '10:00', endTime: '11:30' });
  });

  it('offers nothing on a closed day, and says why', () => {
    const closed = withRules({ weeklyHours: { ...daily('09:00', '17:00'), fri: [] } });
    const days = { '2026-05-01': { available: false, reason: 'Closed on Fridays', why: 'closed' as const, bookedSlots: [], blockedSlots: [] } };
    expect(slotChoices(closed, days, { date: '2026-05-01', startTime: '09:00', endTime: '10:00' }, now)).toEqual({
      slot: { date: '2026-05-01', startTime: '', endTime: '' },
      starts: [],
      ends: [],
      reason: 'Closed on Fridays',
    });
  });
});
