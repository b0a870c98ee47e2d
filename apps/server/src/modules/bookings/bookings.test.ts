import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE, SLOT_MESSAGES, weekdayOf } from '@nafasi/shared/schedule';
import { BOOKING_MESSAGES } from '@nafasi/shared/bookings';
import { nairobiDate } from '@nafasi/shared/time';
import { spaces } from '../../db/schema.ts';
import { createTestApp, insertBooking, insertSpace, signUp, type TestContext } from '../../test/harness.ts';
import { bookingsService } from './service.ts';
import { rowsOf } from '../../lib/rows.ts';

let t: TestContext;
let guest: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let owner: Awaited<ReturnType<typeof signUp>>;
let spaceId: string;
const day = (n: number) => nairobiDate(new Date(Date.now() + n * 86_400_000));

beforeAll(async () => {
  // One guest makes many bookings here; the cap on unpaid holds has its own tests (hardening.test.ts).
  t = await createTestApp({ BOOKING_MAX_HOLDS: '1000' });
  [guest, other, admin, owner] = await Promise.all([signUp(t), signUp(t), signUp(t, { role: 'admin' }), signUp(t, { role: 'owner' })]);
  const space = await insertSpace(t.database, { title: 'Booking Test Boardroom', hourlyRate: 2500 });
  await t.database.db.update(spaces).set({ ownerId: owner.user.id }).where(eq(spaces.id, space.id));
  spaceId = space.id;
});
afterAll(() => t?.close());

const book = (who: { auth: Record<string, string> }, body: object) => t.app.inject({ method: 'POST', url: '/api/bookings', headers: who.auth, payload: body });
const slot = (date: string, startTime: string, endTime: string, space = spaceId) => ({ spaceId: space, date, startTime, endTime });

describe('creating a booking', () => {
  it('holds the slot as pending, with every amount computed on the server', async () => {
    const res = await book(guest, slot(day(10), '09:00', '11:30'));
    expect(res.statusCode).toBe(201);
    const b = res.json().data;
    expect(b).toMatchObject({
      spaceId,
      spaceName: 'Booking Test Boardroom',
      spaceSchedule: DEFAULT_SCHEDULE,
      decisionNote: null,
      userId: guest.user.id,
      status: 'pending',
      paymentStatus: 'pending',
      totalHours: 2.5,
      totalCost: 6875,
      invoice: { subtotal: 6250, tax: 625, total: 6875 },
      mpesaCode: null,
    });
    expect(b.reference).toMatch(/^NF-[A-Z2-9]{6}$/);
    expect(b.invoice.id).toMatch(/^INV-\d{8}-[A-Z2-9]{5}$/);
    expect(new Date(b.startTime).toISOString()).toBe(new Date(`${day(10)}T09:00:00+03:00`).toISOString());
    expect(Date.parse(b.holdExpiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const availability = await t.app.inject(`/api/spaces/${spaceId}/availability?from=${day(10)}&to=${day(10)}`);
    expect(availability.json().data[day(10)].bookedSlots).toEqual(['09:00-11:30']);
    // The answer is made from what was written (no read after): exactly the booking as read back,
    // the guest's name included.
    const read = await t.app.inject({ url: `/api/bookings/${b.id}`, headers: guest.auth });
    expect(read.json().data).toEqual(b);
    expect(b.userName).toMatch(/^Test Person \d+$/);
  });

  it('refuses an amount from the client', async () => {
    const res = await book(guest, { ...slot(day(11), '09:00', '10:00'), totalCost: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('totalCost');
  });

  it('books a space as it is now, though this server booked it before: a new rate, a pause, a space taken down', async () => {
    const space = await insertSpace(t.database, { title: 'Changing Studio', hourlyRate: 2500 });
    const first = await book(guest, slot(day(12), '09:00', '10:00', space.id));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.invoice).toMatchObject({ subtotal: 2500, total: 2750 });
    // The host's new rate (approved) and title: the next booking's amounts and answer are the new ones.
    await t.database.db.update(spaces).set({ hourlyRateCents: 400_000, title: 'Changed Studio' }).where(eq(spaces.id, space.id));
    const second = await book(guest, slot(day(12), '11:00', '12:00', space.id));
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data).toMatchObject({ spaceName: 'Changed Studio', invoice: { subtotal: 4000, tax: 400, total: 4400 } });
    await t.database.db.update(spaces).set({ status: 'paused' }).where(eq(spaces.id, space.id));
    const paused = await book(guest, slot(day(12), '13:00', '14:00', space.id));
    expect(paused.statusCode).toBe(409);
    expect(paused.json()).toMatchObject({ code: 'space_paused', message: BOOKING_MESSAGES.spacePaused });
    await t.database.db.update(spaces).set({ status: 'rejected' }).where(eq(spaces.id, space.id));
    expect((await book(guest, slot(day(12), '15:00', '16:00', space.id))).statusCode).toBe(404);
    // Back on the catalogue: bookable again, at its rate.
    await t.database.db.update(spaces).set({ status: 'approved' }).where(eq(spaces.id, space.id));
    const again = await book(guest, slot(day(12), '15:00', '16:00', space.id));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.invoice.subtotal).toBe(4000);
  });

  it.each([
    ['touching before', '08:00', '10:00', 201],
    ['touching after', '12:00', '13:00', 201],
    ['inside', '10:30', '11:30', 409],
    ['around', '09:00', '13:00', 409],
    ['equal', '10:00', '12:00', 409],
    ['overlapping the start', '09:30', '10:30', 409],
    ['overlapping the end', '11:30', '12:30', 409],
  ])('next to an existing 10:00–12:00 booking, %s is %i', async (_case, startTime, endTime, status) => {
    const date = day(20 + ['touching before', 'touching after', 'inside', 'around', 'equal', 'overlapping the start', 'overlapping the end'].indexOf(_case));
    expect((await book(other, slot(date, '10:00', '12:00'))).statusCode).toBe(201);
    const res = await book(guest, slot(date, startTime, endTime));
    expect(res.statusCode).toBe(status);
    if (status === 409) expect(res.json()).toEqual({ message: BOOKING_MESSAGES.slotTaken, code: 'slot_taken' });
  });

  it('frees the slot when a booking is cancelled', async () => {
    const first = (await book(other, slot(day(30), '14:00', '15:00'))).json().data;
    expect((await book(guest, slot(day(30), '14:00', '15:00'))).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${first.id}/cancel`, headers: other.auth })).json().data.status).toBe('cancelled');
    expect((await book(guest, slot(day(30), '14:00', '15:00'))).statusCode).toBe(201);
  });

  it.each([
    [() => slot(day(12), '09:15', '10:00'), 'startTime', SLOT_MESSAGES.halfHours],
    [() => slot(day(12), '11:00', '10:00'), 'endTime', SLOT_MESSAGES.endAfterStart],
    [() => slot(day(12), '10:00', '10:00'), 'endTime', SLOT_MESSAGES.endAfterStart],
    [() => slot(day(12), '06:00', '08:00'), 'startTime', SLOT_MESSAGES.outsideHours(weekdayOf(day(12)), DEFAULT_SCHEDULE.weeklyHours.mon)],
    [() => slot(day(12), '21:00', '22:30'), 'startTime', SLOT_MESSAGES.outsideHours(weekdayOf(day(12)), DEFAULT_SCHEDULE.weeklyHours.mon)],
    [() => slot(day(-2), '09:00', '10:00'), 'date', SLOT_MESSAGES.inPast],
    [() => slot(day(400), '09:00', '10:00'), 'date', SLOT_MESSAGES.horizon(12)],
    [() => slot('2026-02-30', '09:00', '10:00'), 'date', 'Date must be a date written YYYY-MM-DD'],
    [() => slot(day(12), '9:00', '10:00'), 'startTime', 'Start time must be a time written HH:mm'],
    [() => ({ ...slot(day(12), '09:00', '10:00'), spaceId: 'nope' }), 'spaceId', 'spaceId must be a valid id (a UUID)'],
  ])('refuses bad input (case %#) with 400 naming the field', async (body, field, message) => {
    const res = await book(guest, body());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
  });

  it('answers 404 for a space that does not exist or is not public', async () => {
    expect((await book(guest, slot(day(12), '09:00', '10:00', randomUUID()))).statusCode).toBe(404);
    const pending = await insertSpace(t.database, { status: 'pending' });
    expect((await book(guest, slot(day(12), '09:00', '10:00', pending.id))).statusCode).toBe(404);
  });

  it('gives exactly one of 50 simultaneous requests for overlapping slots, and 409 to the rest', async () => {
    const date = day(40);
    const starts = ['09:00', '09:30', '10:00', '10:30', '11:00'];
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => book(i % 2 ? guest : other, slot(date, starts[i % starts.length]!, '12:00'))));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  });
});

describe('one’s own bookings', () => {
  it('lists only the caller’s bookings; another user cannot read, cancel or pay for them', async () => {
    const mine = (await book(guest, slot(day(50), '09:00', '10:00'))).json().data;
    const list = (await t.app.inject({ url: '/api/bookings', headers: guest.auth })).json();
    expect(list.data.every((b: { userId: string }) => b.userId === guest.user.id)).toBe(true);
    expect(list.data.map((b: { id: string }) => b.id)).toContain(mine.id);
    expect((await t.app.inject({ url: '/api/bookings', headers: other.auth })).json().data.map((b: { id: string }) => b.id)).not.toContain(mine.id);

    for (const [method, url, payload] of [
      ['GET', `/api/bookings/${mine.id}`, undefined],
      ['POST', `/api/bookings/${mine.id}/cancel`, undefined],
      ['PUT', `/api/bookings/${mine.id}/mpesa-code`, { code: 'QJK3L5M7NP' }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: other.auth, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${mine.id}/mark-paid`, headers: other.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/bookings/${mine.id}`, headers: guest.auth })).json().data.id).toBe(mine.id);
    const ics = await t.app.inject({ url: `/api/bookings/${mine.id}/calendar.ics`, headers: guest.auth });
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(ics.headers['content-disposition']).toBe(`attachment; filename="nafasi-${mine.reference}.ics"`);
    expect(ics.body).toContain('SUMMARY:Booking: Booking Test Boardroom');
    expect(ics.body).toContain('STATUS:TENTATIVE');
    expect((await t.app.inject({ url: `/api/bookings/${mine.id}/calendar.ics`, headers: other.auth })).statusCode).toBe(404);
  });

  it('takes an M-Pesa code in the right format; the space’s owner or an admin confirms the payment', async () => {
    const b = (await book(guest, slot(day(60), '09:00', '10:00'))).json().data;
    const code = (c: string) => t.app.inject({ method: 'PUT', url: `/api/bookings/${b.id}/mpesa-code`, headers: guest.auth, payload: { code: c } });
    for (const bad of ['abc', 'QJK3L5M7N', 'QJK3L5M7NP1', 'QJK3L5-7NP']) {
      const res = await code(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(BOOKING_MESSAGES.badMpesaCode);
    }
    expect((await code(' qjk3l5m7np ')).json().data.mpesaCode).toBe('QJK3L5M7NP');

    const anotherOwner = await signUp(t, { role: 'owner' });
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${b.id}/mark-paid`, headers: anotherOwner.auth })).statusCode).toBe(404);
    const paid = await t.app.inject({ method: 'POST', url: `/api/bookings/${b.id}/mark-paid`, headers: owner.auth });
    expect(paid.json().data).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null });
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${b.id}/mark-paid`, headers: admin.auth })).statusCode).toBe(409);
  });

  it('cancels a confirmed booking only 24 hours or more ahead', async () => {
    const soon = nairobiDate(new Date(Date.now() + 12 * 3_600_000));
    const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
    // A slot inside opening hours less than 24 hours away (tomorrow morning, or later today).
    const near = (await book(guest, slot(day(1), hour(7), hour(8)))).json().data ?? (await book(guest, slot(soon, hour(21), hour(22)))).json().data;
    const far = (await book(guest, slot(day(70), '09:00', '10:00'))).json().data;
    for (const b of [near, far]) await t.app.inject({ method: 'POST', url: `/api/bookings/${b.id}/mark-paid`, headers: admin.auth });
    const cancel = (id: string) => t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: guest.auth });
    if (Date.parse(near.startTime) - Date.now() < 24 * 3_600_000) {
      const refused = await cancel(near.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(BOOKING_MESSAGES.cannotCancel);
    }
    expect((await cancel(far.id)).json().data.status).toBe('cancelled');
  });

  it('releases unpaid holds when they run out, even one with an M-Pesa code typed in (only a verified payment keeps a hold)', async () => {
    const unpaid = (await book(guest, slot(day(80), '09:00', '10:00'))).json().data;
    const claimed = (await book(guest, slot(day(80), '10:00', '11:00'))).json().data;
    await t.app.inject({ method: 'PUT', url: `/api/bookings/${claimed.id}/mpesa-code`, headers: guest.auth, payload: { code: 'QJK3L5M7NP' } });
    const job = bookingsService(t.database.db, { holdHours: 24, maxHolds: 3 });
    expect(await job.expireHolds(new Date(Date.now() + 3_600_000))).toBe(0);
    expect(await job.expireHolds(new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(2);
    const get = async (id: string) => (await t.app.inject({ url: `/api/bookings/${id}`, headers: guest.auth })).json().data.status;
    expect(await get(unpaid.id)).toBe('cancelled');
    expect(await get(claimed.id)).toBe('cancelled');
    expect((await book(other, slot(day(80), '09:00', '10:00'))).statusCode).toBe(201);
    expect((await book(other, slot(day(80), '10:00', '11:00'))).statusCode).toBe(201);
  });
});

describe('modifying a booking', () => {
  const move = (who: { auth: Record<string, string> }, id: string, body: object) =>
    t.app.inject({ method: 'PUT', url: `/api/bookings/${id}`, headers: who.auth, payload: body });
  const confirmed = async (date: string, startTime: string, endTime: string) => {
    const b = (await book(guest, slot(date, startTime, endTime))).json().data;
    await t.app.inject({ method: 'POST', url: `/api/bookings/${b.id}/mark-paid`, headers: admin.auth });
    return b;
  };

  it('moves a confirmed future booking to another free time of the same length, freeing the old one', async () => {
    const b = await confirmed(day(90), '09:00', '11:00');
    const res = await move(guest, b.id, { date: day(91), startTime: '14:00', endTime: '16:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: b.id, status: 'confirmed', paymentStatus: 'paid', totalCost: b.totalCost, reference: b.reference });
    expect(res.json().data.startTime).toBe(new Date(`${day(91)}T14:00:00+03:00`).toISOString());
    const availability = async (date: string) =>
      (await t.app.inject(`/api/spaces/${spaceId}/availability?from=${date}&to=${date}`)).json().data[date].bookedSlots;
    expect(await availability(day(90))).toEqual([]);
    expect(await availability(day(91))).toEqual(['14:00-16:00']);
    // Overlapping its own old time is fine: only other bookings count.
    expect((await move(guest, b.id, { date: day(91), startTime: '15:00', endTime: '17:00' })).statusCode).toBe(200);
  });

  it('refuses a taken time with 409, and a different length, the same time or a past time with 400', async () => {
    const b = await confirmed(day(92), '09:00', '10:00');
    expect((await book(other, slot(day(93), '09:00', '10:00'))).statusCode).toBe(201);
    const taken = await move(guest, b.id, { date: day(93), startTime: '09:30', endTime: '10:30' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(BOOKING_MESSAGES.slotTaken);
    for (const [body, message] of [
      [{ date: day(94), startTime: '09:00', endTime: '11:00' }, BOOKING_MESSAGES.keepLength],
      [{ date: day(92), startTime: '09:00', endTime: '10:00' }, BOOKING_MESSAGES.sameSlot],
      [{ date: day(-1), startTime: '09:00', endTime: '10:00' }, SLOT_MESSAGES.inPast],
      [{ date: day(94), startTime: '22:00', endTime: '23:00' }, SLOT_MESSAGES.outsideHours(weekdayOf(day(94)), DEFAULT_SCHEDULE.weeklyHours.mon)],
    ] as const) {
      const res = await move(guest, b.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('moves only a confirmed booking, and only the guest’s own', async () => {
    const pending = (await book(guest, slot(day(95), '09:00', '10:00'))).json().data;
    const refused = await move(guest, pending.id, { date: day(96), startTime: '09:00', endTime: '10:00' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BOOKING_MESSAGES.cannotModify);
    const mine = await confirmed(day(97), '09:00', '10:00');
    expect((await move(other, mine.id, { date: day(98), startTime: '09:00', endTime: '10:00' })).statusCode).toBe(404);
    expect((await move(owner, mine.id, { date: day(98), startTime: '09:00', endTime: '10:00' })).statusCode).toBe(404);
  });
});

describe('reviews', () => {
  const review = (who: { auth: Record<string, string> }, body: object, space = spaceId) =>
    t.app.inject({ method: 'POST', url: `/api/spaces/${space}/reviews`, headers: who.auth, payload: body });
  let endedCount = 0;
  const ended = async (status: 'confirmed' | 'pending' = 'confirmed', who = guest) => {
    endedCount += 1;
    const start = Date.now() - (endedCount + 10) * 86_400_000;
    return (
      await insertBooking(t.database, {
        spaceId,
        userId: who.user.id,
        startTime: new Date(start),
        endTime: new Date(start + 3_600_000),
        status,
        paymentStatus: status === 'confirmed' ? 'paid' : 'pending',
      })
    ).id;
  };

  it('lets the guest rate an ended confirmed booking once; the space’s rating and count follow', async () => {
    await t.database.db.update(spaces).set({ rating: 4, reviewsCount: 3 }).where(eq(spaces.id, spaceId));
    const bookingId = await ended();
    const res = await review(guest, { bookingId, rating: 5, comment: '  Bright room, fast Wi-Fi.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ rating: 5, comment: 'Bright room, fast Wi-Fi.' });
    const space = (await t.app.inject(`/api/spaces/${spaceId}`)).json().data;
    expect(space).toMatchObject({ rating: 4.25, reviews: 4 });
    const listed = (await t.app.inject(`/api/spaces/${spaceId}/reviews`)).json();
    expect(listed.data[0]).toMatchObject({ rating: 5, comment: 'Bright room, fast Wi-Fi.' });
    expect((await t.app.inject({ url: `/api/bookings/${bookingId}`, headers: guest.auth })).json().data.reviewed).toBe(true);

    const again = await Promise.all([review(guest, { bookingId, rating: 1 }), review(guest, { bookingId, rating: 1 })]);
    expect(again.map((r) => r.statusCode)).toEqual([409, 409]);
    expect(again[0].json().message).toBe(BOOKING_MESSAGES.alreadyReviewed);
    expect((await t.app.inject(`/api/spaces/${spaceId}`)).json().data).toMatchObject({ rating: 4.25, reviews: 4 });
  });

  it('counts exactly one of two simultaneous reviews of a new booking', async () => {
    const bookingId = await ended();
    const before = (await t.app.inject(`/api/spaces/${spaceId}`)).json().data.reviews;
    const results = await Promise.all([review(guest, { bookingId, rating: 3 }), review(guest, { bookingId, rating: 3 })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await t.app.inject(`/api/spaces/${spaceId}`)).json().data.reviews).toBe(before + 1);
  });

  it('refuses a booking that has not ended or was not confirmed, someone else’s, another space’s, and a bad rating', async () => {
    const future = (await book(guest, slot(day(99), '09:00', '10:00'))).json().data;
    await t.app.inject({ method: 'POST', url: `/api/bookings/${future.id}/mark-paid`, headers: admin.auth });
    for (const bookingId of [future.id, await ended('pending')]) {
      const res = await review(guest, { bookingId, rating: 4 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(BOOKING_MESSAGES.reviewTooEarly);
    }
    expect((await review(other, { bookingId: await ended(), rating: 4 })).statusCode).toBe(404);
    const elsewhere = await insertSpace(t.database, { title: 'Elsewhere' });
    const wrong = await review(guest, { bookingId: await ended(), rating: 4 }, elsewhere.id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(BOOKING_MESSAGES.reviewWrongSpace);
    for (const rating of [0, 6, 4.5, '5']) {
      const res = await review(guest, { bookingId: await ended(), rating });
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json().field).toBe('rating');
    }
    expect((await review(guest, { bookingId: await ended(), rating: 4, comment: 'x'.repeat(2001) })).json().field).toBe('comment');
    expect((await t.app.inject({ method: 'POST', url: `/api/spaces/${spaceId}/reviews`, payload: { bookingId: await ended(), rating: 4 } })).statusCode).toBe(
      401,
    );
  });
});

describe('a reference drawn twice', () => {
  it('is drawn again: the booking is made, never a 500', async () => {
    const first = await book(guest, slot(day(40), '09:00', '10:00'));
    expect(first.statusCode).toBe(201);
    const taken = first.json().data.reference as string;
    // The next booking's first draw is made to repeat that reference (a trigger, once: a sequence
    // is not rolled back with the attempt that failed); its second draw is its own.
    await t.database.db.execute(sql`create sequence drawn_once`);
    await t.database.db.execute(
      sql.raw(`create function repeat_reference() returns trigger language plpgsql as $$
        begin
          if nextval('drawn_once') = 1 then new.reference := '${taken}'; end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(sql`create trigger repeat_reference before insert on bookings for each row execute function repeat_reference()`);
    try {
      const second = await book(guest, slot(day(40), '11:00', '12:00'));
      expect(second.statusCode).toBe(201);
      expect(second.json().data.reference).not.toBe(taken);
      // The first attempt was refused: the trigger ran for it, and again for the one that landed.
      expect(Number(rowsOf<{ n: string }>(await t.database.db.execute(sql`select nextval('drawn_once') as n`))[0]?.n)).toBe(3);
      expect(Number(rowsOf<{ n: string }>(await t.database.db.execute(sql`select count(*) as n from bookings where reference = ${taken}`))[0]?.n)).toBe(1);
    } finally {
      await t.database.db.execute(sql`drop trigger repeat_reference on bookings`);
    }
  });
});
