import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@nafasi/shared/bookings';
import { LISTING_MESSAGES } from '@nafasi/shared/listings';
import { BLOCK_MESSAGES, DEFAULT_SCHEDULE, SCHEDULE_MESSAGES, SLOT_MESSAGES, weekdayOf, type Schedule, type Weekday } from '@nafasi/shared/schedule';
import { addDays, nairobiDate, nairobiInstant, nairobiTime } from '@nafasi/shared/time';
import { bookings, spaces } from '../../db/schema.ts';
import { as, createTestApp, insertSpace, signUp, type TestContext } from '../../test/harness.ts';
import { bookingsService } from './service.ts';

/**
 * Issue 15: a host's rules, enforced by the server and the database on PGlite and PostgreSQL alike:
 * weekly hours, closed days, buffers, lengths, notice, horizon, blocks and request-to-book.
 */
let t: TestContext;
let owner: Awaited<ReturnType<typeof signUp>>;
let otherOwner: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let guest: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  [owner, otherOwner, admin, guest] = await Promise.all([signUp(t, { role: 'owner' }), signUp(t, { role: 'owner' }), signUp(t, { role: 'admin' }), signUp(t)]);
});
afterAll(() => t?.close());

/** The first date on `weekday` at least `minDays` ahead (Nairobi calendar). */
function next(weekday: Weekday, minDays = 3): string {
  let date = addDays(nairobiDate(), minDays);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}
const office = { opensAt: '08:00', closesAt: '18:00' };
const RULES: Schedule = {
  weeklyHours: {
    mon: [
      { opensAt: '08:00', closesAt: '12:00' },
      { opensAt: '14:00', closesAt: '20:00' },
    ],
    tue: [office],
    wed: [office],
    thu: [office],
    fri: [office],
    sat: [{ opensAt: '18:00', closesAt: '24:00' }],
    sun: [],
  },
  bufferMinutes: 30,
  minMinutes: 60,
  maxMinutes: 240,
  noticeMinutes: 120,
  horizonMonths: 2,
  instantBook: true,
};

async function hostedSpace(schedule: Schedule, title = 'Rules Room') {
  const space = await insertSpace(t.database, { title, hourlyRate: 1000 });
  await t.database.db.update(spaces).set({ ownerId: owner.user.id }).where(eq(spaces.id, space.id));
  const set = await as(t, owner).put(`/api/spaces/${space.id}`, { schedule, houseRules: 'No smoking. Leave the room as you found it.' });
  expect(set.statusCode, set.body).toBe(200);
  return space.id;
}
/** A booking by `who`, by default someone new (an account holds at most three unpaid bookings). */
const book = async (spaceId: string, date: string, startTime: string, endTime: string, who?: Awaited<ReturnType<typeof signUp>>) =>
  as(t, who ?? (await signUp(t))).post('/api/bookings', { spaceId, date, startTime, endTime });

describe('the rules a host sets', () => {
  it('are saved whole from the listing form (live at once, no review) and shown to guests with the house rules', async () => {
    const id = await hostedSpace(RULES);
    const shown = (await as(t, null).get(`/api/spaces/${id}`)).json().data;
    expect(shown).toMatchObject({ schedule: RULES, houseRules: 'No smoking. Leave the room as you found it.', pendingChanges: null });
  });

  it.each([
    [{ ...RULES, bufferMinutes: 150 }, 'schedule.bufferMinutes', 'bufferMinutes must be from 0 to 120 minutes'],
    [{ ...RULES, minMinutes: 300, maxMinutes: 120 }, 'schedule.maxMinutes', SCHEDULE_MESSAGES.minOverMax],
    [
      { ...RULES, weeklyHours: { ...RULES.weeklyHours, tue: [{ opensAt: '12:00', closesAt: '08:00' }] } },
      'schedule.weeklyHours.tue.0.closesAt',
      SCHEDULE_MESSAGES.rangeOrder,
    ],
    [{ ...RULES, weeklyHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } }, 'schedule.weeklyHours', SCHEDULE_MESSAGES.neverOpen],
    [{ ...RULES, horizonMonths: 0 }, 'schedule.horizonMonths', 'horizonMonths must be from 1 to 12'],
  ])('refuse a bad schedule (case %#) with 400 naming the field, changing nothing', async (schedule, field, message) => {
    const id = await hostedSpace(RULES, 'Unchanged Room');
    const res = await as(t, owner).put(`/api/spaces/${id}`, { schedule });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
    expect((await as(t, null).get(`/api/spaces/${id}`)).json().data.schedule).toEqual(RULES);
  });
});

describe('a booking by the rules', () => {
  let id: string;
  beforeAll(async () => {
    id = await hostedSpace(RULES, 'Strict Studio');
  });

  it.each([
    ['a closed day', () => [next('sun'), '10:00', '12:00'], SLOT_MESSAGES.closed('sun')],
    ['the gap between two ranges', () => [next('mon'), '11:00', '15:00'], SLOT_MESSAGES.outsideHours('mon', RULES.weeklyHours.mon)],
    ['too short', () => [next('tue'), '10:00', '10:30'], SLOT_MESSAGES.tooShort(60)],
    ['too long', () => [next('tue'), '08:00', '13:00'], SLOT_MESSAGES.tooLong(240)],
    // A Tuesday's open hours seventy days or more ahead: the horizon speaks, whatever day it is today
    // (seventy days from a Saturday was a Saturday morning, outside its hours: CI at midnight in Nairobi).
    ['beyond the horizon', () => [next('tue', 70), '10:00', '11:00'], SLOT_MESSAGES.horizon(2)],
    ['Saturday evening into a closed Sunday', () => [next('sun'), '00:00', '01:00'], SLOT_MESSAGES.closed('sun')],
  ])('refuses %s with 400 and a sentence', async (_what, slot, message) => {
    const [date, start, end] = slot() as [string, string, string];
    const res = await book(id, date, start, end);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('takes Saturday until midnight, the end of its day', async () => {
    expect((await book(id, next('sat'), '22:00', '24:00')).statusCode).toBe(201);
  });

  it('asks for the notice: a slot sooner than the notice is refused, on the Nairobi clock, at any hour', async () => {
    const allDay = [{ opensAt: '00:00', closesAt: '24:00' }];
    const weeklyHours = { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay };
    const soon = await hostedSpace({ ...RULES, weeklyHours, noticeMinutes: 24 * 60 }, 'Notice Room');
    // The whole hour that begins two to three hours from now: under a day ahead whatever the hour (CI once ran at midnight Nairobi).
    const hourAhead = (hours: number) => {
      const at = new Date(Date.now() + hours * 3_600_000);
      const start = nairobiTime(at).slice(0, 2);
      return [nairobiDate(at), `${start}:00`, `${String(Number(start) + 1).padStart(2, '0')}:00`] as const;
    };
    const res = await book(soon, ...hourAhead(3));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: SLOT_MESSAGES.notice(24 * 60), field: 'startTime' });
    expect((await book(soon, ...hourAhead(26))).statusCode).toBe(201);
  });

  it('keeps the buffer free on both sides; a booking ending exactly where a buffer begins is fine', async () => {
    const date = next('wed', 10);
    expect((await book(id, date, '12:00', '14:00')).statusCode).toBe(201);
    for (const [start, end] of [
      ['14:00', '15:00'],
      ['10:00', '12:00'],
      ['11:00', '11:30'],
    ]) {
      const res = await book(id, date, start ?? '', end ?? '', otherOwner);
      expect(res.statusCode, `${start}-${end}`).toBe(400);
      expect(res.json().message).toMatch(/^This space keeps 30 min free between bookings|^Bookings of this space last at least/);
    }
    expect((await book(id, date, '14:00', '15:00', otherOwner)).json().message).toBe(SLOT_MESSAGES.buffer(30));
    // 10:30–11:30 ends where the buffer before 12:00 begins; 14:30–15:30 starts where the buffer after 14:00 ends.
    expect((await book(id, date, '10:30', '11:30', otherOwner)).statusCode).toBe(201);
    expect((await book(id, date, '14:30', '15:30', admin)).statusCode).toBe(201);
    const taken = await book(id, date, '13:00', '14:00', admin);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(BOOKING_MESSAGES.slotTaken);
  });

  it('never lets two of 50 simultaneous bookings come closer than the buffer, in 10 rounds', async () => {
    const raced = await hostedSpace(
      { ...RULES, weeklyHours: DEFAULT_SCHEDULE.weeklyHours, bufferMinutes: 60, noticeMinutes: 0, horizonMonths: 12 },
      'Buffer Race',
    );
    for (let round = 0; round < 10; round++) {
      const people = await Promise.all(Array.from({ length: 5 }, () => signUp(t)));
      const date = addDays(nairobiDate(), 20 + round);
      // Starts every half hour from 08:00 to 17:30, one hour each: most of them sit inside another's buffer.
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => {
          const startMin = 8 * 60 + (i % 20) * 30;
          const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          return book(raced, date, hhmm(startMin), hhmm(startMin + 60), people[i % people.length]);
        }),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(
        statuses.filter((s) => ![201, 400, 409].includes(s)),
        `round ${round}: ${answers.map((a) => a.body).join('\n')}`,
      ).toEqual([]);
      expect(statuses.filter((s) => s === 201).length, `round ${round}`).toBeGreaterThan(0);
      const held = await t.database.db.select({ start: bookings.startTime, end: bookings.endTime }).from(bookings).where(eq(bookings.spaceId, raced));
      const today = held.filter((b) => nairobiDate(b.start) === date).sort((a, b) => a.start.getTime() - b.start.getTime());
      for (let i = 1; i < today.length; i++) {
        const gap = (today[i]?.start.getTime() ?? 0) - (today[i - 1]?.end.getTime() ?? 0);
        expect(gap, `round ${round}: bookings ${i - 1} and ${i}`).toBeGreaterThanOrEqual(60 * 60_000);
      }
    }
  }, 120_000);
});

describe('blocks', () => {
  let id: string;
  beforeAll(async () => {
    id = await hostedSpace({ ...RULES, weeklyHours: DEFAULT_SCHEDULE.weeklyHours, noticeMinutes: 0 }, 'Blocked Loft');
  });

  it('keep a whole day, several days or some hours from guests, with the reason on the date and a private note', async () => {
    const saturday = next('sat', 5);
    const day = await as(t, owner).post(`/api/spaces/${id}/blocks`, { startDate: saturday, note: 'Family wedding' });
    expect(day.statusCode, day.body).toBe(201);
    expect(day.json().data).toMatchObject({
      startsAt: nairobiInstant(saturday, '00:00').toISOString(),
      endsAt: nairobiInstant(addDays(saturday, 1), '00:00').toISOString(),
      note: 'Family wedding',
    });
    const refused = await book(id, saturday, '10:00', '12:00');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SLOT_MESSAGES.blocked);
    const availability = (await as(t, null).get(`/api/spaces/${id}/availability?from=${saturday}&to=${saturday}`)).json().data;
    expect(availability[saturday]).toEqual({ available: false, reason: 'Blocked by the host', why: 'blocked', bookedSlots: [], blockedSlots: ['00:00-24:00'] });
    // The note is the host's: the public availability never carries it.
    expect(JSON.stringify(availability)).not.toContain('wedding');

    const hours = await as(t, owner).post(`/api/spaces/${id}/blocks`, { startDate: addDays(saturday, 1), startTime: '12:00', endTime: '15:00' });
    expect(hours.statusCode).toBe(201);
    expect((await book(id, addDays(saturday, 1), '14:00', '16:00')).json().message).toBe(SLOT_MESSAGES.blocked);
    expect((await book(id, addDays(saturday, 1), '15:00', '16:00')).statusCode).toBe(201);

    const days = await as(t, owner).post(`/api/spaces/${id}/blocks`, { startDate: addDays(saturday, 7), endDate: addDays(saturday, 9) });
    expect(days.json().data.endsAt).toBe(nairobiInstant(addDays(saturday, 10), '00:00').toISOString());

    const listed = (await as(t, owner).get(`/api/spaces/${id}/blocks?from=${saturday}&to=${addDays(saturday, 30)}`)).json().data;
    expect(listed.map((b: { note: string }) => b.note)).toEqual(['Family wedding', '', '']);

    // Removing the block frees the day.
    expect((await as(t, owner).delete(`/api/spaces/${id}/blocks/${day.json().data.id}`)).statusCode).toBe(204);
    expect((await book(id, saturday, '10:00', '12:00')).statusCode).toBe(201);
  });

  it('are not laid over a guest’s booking or request: 409 naming it', async () => {
    const date = next('thu', 5);
    const held = (await book(id, date, '10:00', '11:00')).json().data;
    const res = await as(t, owner).post(`/api/spaces/${id}/blocks`, { startDate: date, startTime: '09:00', endTime: '10:30' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BLOCK_MESSAGES.overBooking(held.reference));
  });

  it.each([
    [{ startDate: '2026-13-01' }, 'startDate', 'startDate must be a date written YYYY-MM-DD'],
    [{ startDate: next('mon'), startTime: '10:00' }, 'endTime', BLOCK_MESSAGES.timesTogether],
    [{ startDate: next('mon'), startTime: '12:00', endTime: '10:00' }, 'endDate', BLOCK_MESSAGES.order],
    [{ startDate: addDays(nairobiDate(), -3) }, 'startDate', BLOCK_MESSAGES.past],
    [{ startDate: next('mon'), endDate: addDays(next('mon'), 400) }, 'endDate', BLOCK_MESSAGES.tooLong],
    [{ startDate: next('mon'), note: 'x'.repeat(201) }, 'note', 'note must be at most 200 characters'],
  ])('refuse bad input (case %#) with 400 naming the field', async (body, field, message) => {
    const res = await as(t, owner).post(`/api/spaces/${id}/blocks`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
  });

  it('are the host’s and the admins’ only', async () => {
    const date = next('fri', 40);
    expect((await as(t, guest).post(`/api/spaces/${id}/blocks`, { startDate: date })).statusCode).toBe(403);
    expect((await as(t, otherOwner).post(`/api/spaces/${id}/blocks`, { startDate: date })).statusCode).toBe(404);
    expect((await as(t, otherOwner).get(`/api/spaces/${id}/blocks?from=${date}&to=${date}`)).statusCode).toBe(404);
    const mine = (await as(t, admin).post(`/api/spaces/${id}/blocks`, { startDate: date })).json().data;
    expect((await as(t, otherOwner).delete(`/api/spaces/${id}/blocks/${mine.id}`)).statusCode).toBe(404);
    expect((await as(t, owner).delete(`/api/spaces/${id}/blocks/${mine.id}`)).statusCode).toBe(204);
    expect((await as(t, owner).delete(`/api/spaces/${id}/blocks/${mine.id}`)).statusCode).toBe(404);
  });
});

describe('request-to-book', () => {
  let id: string;
  beforeAll(async () => {
    id = await hostedSpace({ ...RULES, weeklyHours: DEFAULT_SCHEDULE.weeklyHours, noticeMinutes: 0, instantBook: false }, 'Ask First Gallery');
  });

  it('waits for the host, holds the slot, asks no payment until accepted; then the guest pays', async () => {
    const date = addDays(nairobiDate(), 6);
    const request = (await book(id, date, '10:00', '12:00', guest)).json().data;
    expect(request).toMatchObject({ status: 'requested', paymentStatus: 'pending', decisionNote: null });
    // The request expires a day after it was made (the start is further away).
    expect(Date.parse(request.holdExpiresAt) - Date.parse(request.createdAt)).toBeGreaterThan(23.9 * 3_600_000);
    expect(Date.parse(request.holdExpiresAt) - Date.parse(request.createdAt)).toBeLessThanOrEqual(24 * 3_600_000 + 1000);
    // The slot is held while the host decides.
    expect((await book(id, date, '11:00', '12:00', otherOwner)).statusCode).toBe(409);
    // No payment before acceptance.
    const early = await as(t, guest).post(`/api/bookings/${request.id}/mpesa`, { phone: '0712345678' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(BOOKING_MESSAGES.notPayableYet);
    expect((await as(t, owner).post(`/api/bookings/${request.id}/mark-paid`)).statusCode).toBe(409);
    // Only the space's host (or an admin) answers it.
    expect((await as(t, otherOwner).post(`/api/bookings/${request.id}/accept`)).statusCode).toBe(404);
    expect((await as(t, guest).post(`/api/bookings/${request.id}/accept`)).statusCode).toBe(403);

    const accepted = (await as(t, owner).post(`/api/bookings/${request.id}/accept`)).json().data;
    expect(accepted).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const again = await as(t, owner).post(`/api/bookings/${request.id}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BOOKING_MESSAGES.notRequested);
    const paid = (await as(t, owner).post(`/api/bookings/${request.id}/mark-paid`)).json().data;
    expect(paid).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('is declined with a message the guest reads, which frees the slot', async () => {
    const date = addDays(nairobiDate(), 7);
    const request = (await book(id, date, '10:00', '12:00', guest)).json().data;
    const silent = await as(t, owner).post(`/api/bookings/${request.id}/decline`, { message: '  ' });
    expect(silent.statusCode).toBe(400);
    expect(silent.json()).toMatchObject({ field: 'message', message: BOOKING_MESSAGES.declineReason });
    const declined = await as(t, owner).post(`/api/bookings/${request.id}/decline`, { message: 'We are closed for painting that week.' });
    expect(declined.json().data).toMatchObject({ status: 'declined', decisionNote: 'We are closed for painting that week.', holdExpiresAt: null });
    expect((await as(t, guest).get(`/api/bookings/${request.id}`)).json().data.decisionNote).toBe('We are closed for painting that week.');
    expect((await as(t, owner).post(`/api/bookings/${request.id}/accept`)).statusCode).toBe(409);
    expect((await book(id, date, '10:00', '12:00', otherOwner)).statusCode).toBe(201);
  });

  it('runs out after 24 hours, or at its start if sooner, and says so', async () => {
    const asker = await signUp(t);
    const far = (await book(id, addDays(nairobiDate(), 8), '10:00', '12:00', asker)).json().data;
    const job = bookingsService(t.database.db, { holdHours: 24, maxHolds: 3 });
    expect(await job.expireHolds(new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    await job.expireHolds(new Date(Date.now() + 24 * 3_600_000 + 60_000));
    const ran = (await as(t, asker).get(`/api/bookings/${far.id}`)).json().data;
    expect(ran).toMatchObject({ status: 'cancelled', decisionNote: BOOKING_MESSAGES.requestExpired });
    expect((await as(t, owner).post(`/api/bookings/${far.id}/accept`)).statusCode).toBe(409);

    // A request for a time sooner than a day away waits only until that time.
    const date = addDays(nairobiDate(), 9);
    const at9 = nairobiInstant(date, '09:00');
    const who = { id: asker.user.id, email: asker.email, role: 'user' as const, sessionId: 'test', emailVerified: true };
    const soon = await job.create(who, { spaceId: id, date, startTime: '12:00', endTime: '13:00' }, at9);
    expect(soon).toMatchObject({ status: 'requested', holdExpiresAt: nairobiInstant(date, '12:00').toISOString() });
  });
});

describe('the private calendar feed', () => {
  it('gives the host a secret link to their bookings and blocks, readable by calendar apps, and a new link retires the old', async () => {
    const id = await hostedSpace({ ...RULES, weeklyHours: DEFAULT_SCHEDULE.weeklyHours, noticeMinutes: 0 }, 'Feed Studio');
    const date = addDays(nairobiDate(), 12);
    const booker = await signUp(t, { name: 'Akinyi Otieno' });
    const booked = (await book(id, date, '10:00', '12:00', booker)).json().data;
    await as(t, owner).post(`/api/spaces/${id}/blocks`, { startDate: addDays(date, 1), note: 'Painting; do not book' });

    const first = await as(t, owner).get(`/api/spaces/${id}/calendar-feed`);
    expect(first.statusCode).toBe(200);
    const { url } = first.json().data;
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    // Asking again gives the same link.
    expect((await as(t, owner).get(`/api/spaces/${id}/calendar-feed`)).json().data.url).toBe(url);

    const path = new URL(url).pathname;
    const feed = await as(t, null).get(path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain('X-WR-CALNAME:Feed Studio (Nafasi)');
    expect(feed.body).toContain(`UID:${booked.id}@nafasi.co.ke`);
    expect(feed.body).toContain(`SUMMARY:Held (unpaid): Akinyi Otieno (${booked.reference})`);
    expect(feed.body).toContain(`DTSTART:${nairobiInstant(date, '10:00').toISOString().replace(/[-:]/g, '').replace('.000', '')}`);
    expect(feed.body).toContain('SUMMARY:Blocked: Painting\\; do not book');
    // A calendar app polling with the ETag it kept gets 304 while nothing changed.
    const etag = feed.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const unchanged = await t.app.inject({ url: path, headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect((await t.app.inject({ url: path, headers: { 'if-none-match': '"something-else"' } })).statusCode).toBe(200);

    // Only the host and admins get the link.
    expect((await as(t, otherOwner).get(`/api/spaces/${id}/calendar-feed`)).statusCode).toBe(404);
    expect((await as(t, guest).get(`/api/spaces/${id}/calendar-feed`)).statusCode).toBe(403);

    const renewed = (await as(t, owner).post(`/api/spaces/${id}/calendar-feed`)).json().data.url;
    expect(renewed).not.toBe(url);
    expect((await as(t, null).get(path)).statusCode).toBe(404);
    expect((await as(t, null).get(new URL(renewed).pathname)).statusCode).toBe(200);
    expect((await as(t, null).get('/api/calendar/not-a-token.ics')).statusCode).toBe(400);

    // A client asking in a loop gets the same feed, built once a minute, every answer a 200.
    const flood = await Promise.all(Array.from({ length: 100 }, () => as(t, null).get(new URL(renewed).pathname)));
    expect(flood.map((r) => r.statusCode).filter((code) => code !== 200)).toEqual([]);
    expect(new Set(flood.map((r) => r.body)).size).toBe(1);
  });
});

describe('pausing a space', () => {
  it('takes it off the catalogue and refuses new bookings while bookings made stand; resuming puts it back', async () => {
    const id = await hostedSpace({ ...RULES, weeklyHours: DEFAULT_SCHEDULE.weeklyHours, noticeMinutes: 0 }, 'Resting Room');
    const date = addDays(nairobiDate(), 15);
    const made = (await book(id, date, '10:00', '11:00')).json().data;
    const paused = await as(t, owner).post(`/api/spaces/${id}/pause`);
    expect(paused.json().data.status).toBe('paused');
    expect((await as(t, null).get(`/api/spaces/${id}`)).statusCode).toBe(404);
    expect((await as(t, null).get('/api/spaces?q=Resting%20Room')).json().data).toEqual([]);
    const refused = await book(id, date, '14:00', '15:00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BOOKING_MESSAGES.spacePaused);
    expect((await as(t, owner).get(`/api/owner/bookings?spaceId=${id}`)).json().data.map((b: { id: string }) => b.id)).toContain(made.id);
    // Twice, or by someone else: refused with a sentence, or as if missing.
    expect((await as(t, owner).post(`/api/spaces/${id}/pause`)).json().message).toBe(LISTING_MESSAGES.notLive);
    expect((await as(t, otherOwner).post(`/api/spaces/${id}/resume`)).statusCode).toBe(404);
    expect((await as(t, owner).post(`/api/spaces/${id}/resume`)).json().data.status).toBe('approved');
    expect((await as(t, owner).post(`/api/spaces/${id}/resume`)).json().message).toBe(LISTING_MESSAGES.notPaused);
    expect((await book(id, date, '14:00', '15:00')).statusCode).toBe(201);
  });
});

describe('the host’s calendar of bookings', () => {
  it('reads one space’s bookings that meet a range of dates, in order, and nobody else’s', async () => {
    const id = await hostedSpace({ ...RULES, weeklyHours: DEFAULT_SCHEDULE.weeklyHours, noticeMinutes: 0 }, 'Month Room');
    const other = await hostedSpace({ ...RULES, weeklyHours: DEFAULT_SCHEDULE.weeklyHours, noticeMinutes: 0 }, 'Other Month Room');
    const d = (n: number) => addDays(nairobiDate(), n);
    const late = (await book(id, d(21), '16:00', '17:00')).json().data;
    const early = (await book(id, d(20), '09:00', '10:00')).json().data;
    await book(id, d(25), '09:00', '10:00');
    await book(other, d(20), '12:00', '13:00');
    const res = await as(t, owner).get(`/api/owner/bookings?spaceId=${id}&from=${d(20)}&to=${d(21)}`);
    expect(res.json().data.map((b: { id: string }) => b.id)).toEqual([early.id, late.id]);
    expect((await as(t, otherOwner).get(`/api/owner/bookings?spaceId=${id}&from=${d(20)}&to=${d(21)}`)).json().data).toEqual([]);
    const half = await as(t, owner).get(`/api/owner/bookings?spaceId=${id}&from=${d(20)}`);
    expect(half.statusCode).toBe(400);
    expect(half.json()).toMatchObject({ field: 'to', message: 'Give both from and to, or neither' });
  });
});
