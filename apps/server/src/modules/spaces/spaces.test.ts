import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE } from '@nafasi/shared/schedule';
import { nairobiDate, nairobiInstant } from '@nafasi/shared/time';
import type { Space } from '@nafasi/shared/spaces';
import type { BookingStatus } from '@nafasi/shared/bookings';
import { eq } from 'drizzle-orm';
import { reviews, spaceImages, spaces } from '../../db/schema.ts';
import { createTestApp, insertBooking, insertSpace, signUp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
const ids: Record<string, string> = {};

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  t = await createTestApp();
  const day = 86_400_000;
  const base = Date.now() - 30 * day;
  const add = async (key: string, f: Parameters<typeof insertSpace>[1], age: number) =>
    (ids[key] = (await insertSpace(t.database, { ...f, createdAt: new Date(base + age * day) })).id);
  await add(
    'boardroom',
    { title: 'Westlands Boardroom', location: 'Westlands, Nairobi', hourlyRate: 3500, capacity: 12, category: 'meeting-room', rating: 4.9, reviews: 80 },
    1,
  );
  await add(
    'studio',
    {
      title: 'Daylight Photo Studio',
      description: 'Cyclorama wall and strobes',
      location: 'Kilimani, Nairobi',
      hourlyRate: 4500,
      capacity: 10,
      category: 'creative-studio',
      rating: 4.7,
      reviews: 10,
    },
    2,
  );
  await add('hall', { title: 'Garden Hall', location: 'Nyali, Mombasa', hourlyRate: 18000, capacity: 150, category: 'event_hall', rating: 4.8, reviews: 5 }, 3);
  await add(
    'desk',
    {
      title: 'Hot Desk',
      description: 'Fast fibre and chai',
      location: 'Milimani, Kisumu',
      hourlyRate: 350.5,
      capacity: 1,
      category: 'coworking',
      rating: 4.5,
      reviews: 3,
    },
    4,
  );
  await add(
    'office',
    { title: 'Private Office', location: 'Nakuru Town, Nakuru', hourlyRate: 2200, capacity: 6, category: 'retail_space', rating: 4.2, reviews: 2 },
    5,
  );
  await add('other', { title: '100% Multipurpose_Room', location: 'Roysambu, Nairobi', hourlyRate: 800, capacity: 35, category: 'other', rating: 4.4 }, 6);
  await add('pending', { title: 'Pending Boardroom', location: 'Westlands, Nairobi', status: 'pending' }, 7);
  await add('rejected', { title: 'Rejected Studio', status: 'rejected', category: 'creative-studio' }, 8);
});
afterAll(() => t?.close());

const titles = (body: { data: Space[] }) => body.data.map((s) => s.title);

describe('GET /api/spaces', () => {
  it('lists approved spaces only, newest first, with the page envelope', async () => {
    const { status, body } = await get('/api/spaces');
    expect(status).toBe(200);
    expect(body.page).toEqual({ total: 6, limit: 12, offset: 0, capped: false });
    expect(titles(body)).toEqual(['100% Multipurpose_Room', 'Private Office', 'Hot Desk', 'Garden Hall', 'Daylight Photo Studio', 'Westlands Boardroom']);
    const desk = body.data.find((s: Space) => s.title === 'Hot Desk');
    expect(desk).toMatchObject({
      hourlyRate: 350.5,
      capacity: 1,
      category: 'coworking',
      browseCategory: 'coworking',
      status: 'approved',
      amenities: ['wifi'],
      images: [],
    });
  });

  it('searches title, description and location case-insensitively', async () => {
    expect(titles((await get('/api/spaces?q=BOARDROOM')).body)).toEqual(['Westlands Boardroom']);
    expect(titles((await get('/api/spaces?q=cyclorama')).body)).toEqual(['Daylight Photo Studio']);
    expect(titles((await get('/api/spaces?q=mombasa')).body)).toEqual(['Garden Hall']);
    expect(titles((await get('/api/spaces?q=nairobi')).body).sort()).toEqual(['100% Multipurpose_Room', 'Daylight Photo Studio', 'Westlands Boardroom']);
    expect((await get('/api/spaces?q=zanzibar')).body).toMatchObject({ data: [], page: { total: 0 } });
  });

  it('searches words: punctuation (% and _ too) separates them, and a search of no words finds nothing', async () => {
    expect(titles((await get('/api/spaces?q=100%25')).body)).toEqual(['100% Multipurpose_Room']);
    expect(titles((await get('/api/spaces?q=multipurpose_room')).body)).toEqual(['100% Multipurpose_Room']);
    expect((await get('/api/spaces?q=e_r')).body.page.total).toBe(0);
    expect((await get('/api/spaces?q=%25%25%25')).body.page.total).toBe(0);
  });

  it('filters by exact browse category; owner categories map to one, other to none', async () => {
    expect(titles((await get('/api/spaces?category=event-hall')).body)).toEqual(['Garden Hall']);
    expect(titles((await get('/api/spaces?category=office')).body)).toEqual(['Private Office']);
    const hall = (await get('/api/spaces?category=event-hall')).body.data[0];
    expect(hall).toMatchObject({ category: 'event_hall', browseCategory: 'event-hall' });
    for (const c of ['meeting-room', 'creative-studio', 'event-hall', 'coworking', 'office']) {
      expect(titles((await get(`/api/spaces?category=${c}`)).body)).not.toContain('100% Multipurpose_Room');
    }
  });

  it('filters by hourly rate range, location and minimum capacity', async () => {
    expect(titles((await get('/api/spaces?minPrice=2200&maxPrice=4500&sort=price_asc')).body)).toEqual([
      'Private Office',
      'Westlands Boardroom',
      'Daylight Photo Studio',
    ]);
    expect(titles((await get('/api/spaces?maxPrice=350.5')).body)).toEqual(['Hot Desk']);
    expect(titles((await get('/api/spaces?location=kisumu')).body)).toEqual(['Hot Desk']);
    expect(titles((await get('/api/spaces?capacity=35&sort=price_asc')).body)).toEqual(['100% Multipurpose_Room', 'Garden Hall']);
    expect(titles((await get('/api/spaces?category=meeting-room&minPrice=3000&maxPrice=4000')).body)).toEqual(['Westlands Boardroom']);
  });

  it('sorts by price both ways and by rating', async () => {
    expect(titles((await get('/api/spaces?sort=price_desc&limit=2')).body)).toEqual(['Garden Hall', 'Daylight Photo Studio']);
    expect(titles((await get('/api/spaces?sort=rating&limit=3')).body)).toEqual(['Westlands Boardroom', 'Garden Hall', 'Daylight Photo Studio']);
  });

  it('pages with limit and offset, and the total counts every match', async () => {
    const first = (await get('/api/spaces?limit=4')).body;
    const second = (await get('/api/spaces?limit=4&offset=4')).body;
    expect(first.data).toHaveLength(4);
    expect(second.data).toHaveLength(2);
    expect(second.page).toEqual({ total: 6, limit: 4, offset: 4, capped: false });
    expect(new Set([...titles(first), ...titles(second)]).size).toBe(6);
    expect((await get('/api/spaces?offset=100')).body).toMatchObject({ data: [], page: { total: 6, offset: 100 } });
  });

  it.each([
    ['limit=101', 'limit', 'limit must be at most 100'],
    ['limit=0', 'limit', 'limit must be at least 1'],
    ['limit=ten', 'limit', 'limit must be a number'],
    ['limit=2.5', 'limit', 'limit must be a whole number'],
    ['offset=-1', 'offset', 'offset must be at least 0'],
    ['minPrice=-5', 'minPrice', 'minPrice must be at least 0'],
    ['minPrice=5000&maxPrice=100', 'maxPrice', 'maxPrice must not be less than minPrice'],
    ['maxPrice=abc', 'maxPrice', 'maxPrice must be a number'],
    ['capacity=0', 'capacity', 'Capacity (people) must be at least 1'],
    ['category=meeting_room', 'category', 'Category must be one of'],
    ['sort=cheapest', 'sort', 'sort must be one of'],
    ['q=' + 'x'.repeat(201), 'q', 'q must be at most 200 characters'],
    ['q=a%01b', 'q', 'q contains characters that are not allowed'],
    ['location=%1b%5b31m', 'location', 'Address contains characters that are not allowed'],
    ['colour=red', 'colour', 'Unknown query field: colour'],
  ])('refuses %s with 400 naming %s', async (query, field, message) => {
    const { status, body } = await get(`/api/spaces?${query}`);
    expect(status).toBe(400);
    expect(body.code).toBe('validation_error');
    expect(body.field).toBe(field);
    expect(body.message).toContain(message);
  });
});

describe("a space's photos", () => {
  it('show on every public read (a list page, a search, the space, the featured) approved only, in their order', async () => {
    const id = ids.studio!;
    // Added in an order other than the host's; the last one waits for an admin.
    await t.database.db.insert(spaceImages).values([
      { spaceId: id, storageKey: 'photo-second', width: 1600, height: 1067, position: 2 },
      { spaceId: id, storageKey: 'photo-first', width: 1600, height: 1067, position: 1 },
      { spaceId: id, storageKey: 'photo-waiting', width: 1600, height: 1067, position: 0, approved: false },
    ]);
    try {
      const keys = (space: Space | undefined) => space?.images.map((i) => i.url);
      const expected = ['/media/photo-first-full.webp', '/media/photo-second-full.webp'];
      const find = (body: { data: Space[] }) => body.data.find((s) => s.id === id);
      expect(keys(find((await get('/api/spaces')).body))).toEqual(expected);
      expect(keys(find((await get('/api/spaces?q=cyclorama')).body))).toEqual(expected);
      expect(keys((await get(`/api/spaces/${id}`)).body.data)).toEqual(expected);
      expect(keys(find((await get('/api/spaces/featured?limit=6')).body))).toEqual(expected);
      expect((await get(`/api/spaces/${id}`)).body.data.images[0]).toEqual({
        id: expect.any(String),
        url: '/media/photo-first-full.webp',
        thumbUrl: '/media/photo-first-thumb.webp',
      });
      // Spaces without photos stay without (not another space's).
      expect((await get(`/api/spaces/${ids.desk}`)).body.data.images).toEqual([]);
    } finally {
      await t.database.db.delete(spaceImages).where(eq(spaceImages.spaceId, id));
    }
  });
});

describe('GET /api/spaces/:id', () => {
  it('returns an approved space', async () => {
    const { status, body } = await get(`/api/spaces/${ids.studio}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: ids.studio, title: 'Daylight Photo Studio', hourlyRate: 4500, rating: 4.7, reviews: 10 });
  });

  it('says its booking rules: 07:00–22:00 every day, instant book, unless its host says otherwise', async () => {
    const studio = ids.studio ?? '';
    expect((await get(`/api/spaces/${ids.studio}`)).body.data).toMatchObject({ schedule: DEFAULT_SCHEDULE, houseRules: '' });
    const weekdays = { ...DEFAULT_SCHEDULE.weeklyHours, sun: [], sat: [{ opensAt: '08:30', closesAt: '13:00' }] };
    await t.database.db
      .update(spaces)
      .set({ schedule: { ...DEFAULT_SCHEDULE, weeklyHours: weekdays, bufferMinutes: 30 } })
      .where(eq(spaces.id, studio));
    expect((await get(`/api/spaces/${ids.studio}`)).body.data.schedule).toMatchObject({ weeklyHours: weekdays, bufferMinutes: 30 });
    await t.database.db.update(spaces).set({ schedule: DEFAULT_SCHEDULE }).where(eq(spaces.id, studio));
  });

  it('answers 404 Space not found for unknown, pending and rejected spaces', async () => {
    for (const id of [randomUUID(), ids.pending, ids.rejected]) {
      const { status, body } = await get(`/api/spaces/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Space not found', code: 'not_found' });
    }
  });

  it('answers 400 for a malformed id', async () => {
    for (const id of ['abc', '1', "1' or 1=1", 'x'.repeat(90)]) {
      const { status, body } = await get(`/api/spaces/${encodeURIComponent(id)}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'validation_error', field: 'id' });
    }
    const long = await get(`/api/spaces/${'x'.repeat(300)}`);
    expect(long.status).toBe(414);
    expect(long.body.message).toBeTruthy();
  });
});

describe('GET /api/spaces/categories and /featured', () => {
  it('counts approved spaces in each of the five browse categories and "other"', async () => {
    const { status, body } = await get('/api/spaces/categories');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { category: 'meeting-room', label: 'Meeting Room', count: 1, capped: false },
      { category: 'creative-studio', label: 'Creative Studio', count: 1, capped: false },
      { category: 'event-hall', label: 'Event Hall', count: 1, capped: false },
      { category: 'coworking', label: 'Coworking', count: 1, capped: false },
      { category: 'office', label: 'Office', count: 1, capped: false },
      { category: 'other', label: 'Other', count: 1, capped: false },
    ]);
  });

  it('returns the best-rated approved spaces, up to the limit', async () => {
    const { body } = await get('/api/spaces/featured?limit=2');
    expect(body.data.map((s: Space) => s.title)).toEqual(['Westlands Boardroom', 'Garden Hall']);
    expect((await get('/api/spaces/featured?limit=25')).status).toBe(400);
    expect((await get('/api/spaces/featured')).body.data).toHaveLength(6);
  });
});

describe('GET /api/spaces/:id/availability', () => {
  const today = nairobiDate();
  const plusDays = (n: number) => nairobiDate(new Date(Date.now() + n * 86_400_000));

  it('reports each date with its booked slots, from active bookings only', async () => {
    const d1 = plusDays(3);
    const d2 = plusDays(4);
    const userId = (await signUp(t)).user.id;
    const booking = (date: string, from: string, to: string, status: BookingStatus = 'pending') =>
      insertBooking(t.database, { spaceId: ids.boardroom!, userId, startTime: nairobiInstant(date, from), endTime: nairobiInstant(date, to), status });
    await booking(d1, '09:00', '10:30');
    await booking(d1, '14:00', '16:00', 'confirmed');
    await booking(d1, '11:00', '12:00', 'cancelled');
    await booking(d1, '12:00', '13:00', 'declined');
    await booking(d2, '07:00', '22:00', 'confirmed');
    const { status, body } = await get(`/api/spaces/${ids.boardroom}/availability?from=${d1}&to=${plusDays(5)}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      [d1]: { available: true, reason: null, why: null, bookedSlots: ['09:00-10:30', '14:00-16:00'], blockedSlots: [] },
      [d2]: { available: false, reason: 'Fully booked', why: 'full', bookedSlots: ['07:00-22:00'], blockedSlots: [] },
      [plusDays(5)]: { available: true, reason: null, why: null, bookedSlots: [], blockedSlots: [] },
    });
  });

  it('the database refuses two overlapping active bookings of one space', async () => {
    const d = plusDays(6);
    const row = { spaceId: ids.studio!, userId: (await signUp(t)).user.id };
    await insertBooking(t.database, { ...row, startTime: nairobiInstant(d, '09:00'), endTime: nairobiInstant(d, '11:00') });
    await expect(insertBooking(t.database, { ...row, startTime: nairobiInstant(d, '10:00'), endTime: nairobiInstant(d, '12:00') })).rejects.toThrow();
    // Touching ends are fine: [09:00, 11:00) then [11:00, 12:00).
    await insertBooking(t.database, { ...row, startTime: nairobiInstant(d, '11:00'), endTime: nairobiInstant(d, '12:00') });
  });

  it('marks past dates unavailable', async () => {
    const yesterday = plusDays(-1);
    const { body } = await get(`/api/spaces/${ids.hall}/availability?from=${yesterday}&to=${today}`);
    expect(body.data[yesterday]).toEqual({ available: false, reason: 'This day has passed', why: 'passed', bookedSlots: [], blockedSlots: [] });
  });

  it.each([
    ['from=2026-01-01', 'to'],
    ['from=2026-02-30&to=2026-03-01', 'from'],
    ['from=01-01-2026&to=2026-01-02', 'from'],
    ['from=2026-03-10&to=2026-03-01', 'to'],
    ['from=2026-01-01&to=2026-06-01', 'to'],
    ['from=2026-01-01&to=2026-01-02&extra=1', 'extra'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const { status, body } = await get(`/api/spaces/${ids.hall}/availability?${query}`);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
  });

  it('answers 404 for a space the public cannot see', async () => {
    expect((await get(`/api/spaces/${ids.pending}/availability?from=${today}&to=${today}`)).status).toBe(404);
  });
});

describe('GET /api/spaces/:id/reviews', () => {
  it('pages reviews newest first, and is empty for a space without any', async () => {
    expect((await get(`/api/spaces/${ids.desk}/reviews`)).body).toEqual({ data: [], page: { total: 0, limit: 10, offset: 0 } });
    const now = Date.now();
    await t.database.db
      .insert(reviews)
      .values(
        [5, 4, 3].map((rating, i) => ({ spaceId: ids.hall!, userName: `Guest ${i}`, rating, comment: `Comment ${i}`, createdAt: new Date(now - i * 60_000) })),
      );
    const { status, body } = await get(`/api/spaces/${ids.hall}/reviews?limit=2`);
    expect(status).toBe(200);
    expect(body.page).toEqual({ total: 3, limit: 2, offset: 0 });
    expect(body.data.map((r: { userName: string }) => r.userName)).toEqual(['Guest 0', 'Guest 1']);
    expect((await get(`/api/spaces/${ids.hall}/reviews?limit=2&offset=2`)).body.data[0]).toMatchObject({ rating: 3, comment: 'Comment 2' });
  });

  it('answers 404 for an unknown space and 400 for bad paging', async () => {
    expect((await get(`/api/spaces/${randomUUID()}/reviews`)).status).toBe(404);
    expect((await get(`/api/spaces/${ids.hall}/reviews?limit=500`)).status).toBe(400);
  });
});
