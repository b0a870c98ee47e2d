import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '@nafasi/shared/catalogue';
import { DEFAULT_SCHEDULE, weekdayOf, type Schedule, type Weekday } from '@nafasi/shared/schedule';
import { SEARCH_MESSAGES } from '@nafasi/shared/spaces';
import { addDays, addMonths, nairobiDate, nairobiInstant } from '@nafasi/shared/time';
import { spaceBlocks, spaces } from '../../db/schema.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, insertBooking, insertSpace, signUp, type TestContext } from '../../test/harness.ts';

/**
 * Issue 16: search that finds a free room. Every filter and their combinations on PGlite and
 * PostgreSQL alike: free at a time (by the rules a booking meets), amenities, capacity, near and
 * the map's box, ranked text search that forgives a typo, counts that stop at COUNT_CAP.
 */
let t: TestContext;
let guest: Awaited<ReturnType<typeof signUp>>;
const ids: Record<string, string> = {};

const get = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/spaces?${query.includes('limit=') ? '' : 'limit=100&'}${query}` });
  return { status: res.statusCode, body: res.json() };
};
const titles = (body: { data: { title: string }[] }) => body.data.map((s) => s.title).sort();

/** The first date on `weekday` at least `minDays` ahead (Nairobi calendar). */
function next(weekday: Weekday, minDays = 3): string {
  let date = addDays(nairobiDate(), minDays);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}
const saturday = next('sat');
const closedOnSaturdays: Schedule = { ...DEFAULT_SCHEDULE, weeklyHours: { ...DEFAULT_SCHEDULE.weeklyHours, sat: [] } };

beforeAll(async () => {
  t = await createTestApp();
  guest = await signUp(t);
  const add = async (key: string, fixture: Parameters<typeof insertSpace>[1]) => (ids[key] = (await insertSpace(t.database, fixture)).id);
  // Westlands, the CBD and Karen are a few km apart in Nairobi; Nyali is in Mombasa.
  await add('boardroom', {
    title: 'Westlands Executive Boardroom',
    description: 'Twelve seats, a big screen and a projector.',
    location: 'Westlands, Nairobi',
    capacity: 12,
    amenities: ['wifi', 'projector', 'whiteboard'],
    latitude: -1.2676,
    longitude: 36.8108,
  });
  await add('buffered', {
    title: 'Parklands Board Room',
    description: 'A quiet room that keeps half an hour between bookings.',
    location: 'Parklands, Nairobi',
    capacity: 10,
    amenities: ['wifi', 'projector'],
    schedule: { ...DEFAULT_SCHEDULE, bufferMinutes: 30 },
    latitude: -1.2615,
    longitude: 36.8156,
  });
  await add('studio', {
    title: 'Karen Art Studio',
    description: 'Daylight studio with easels; fine for a small boardroom-style meeting.',
    location: 'Karen, Nairobi',
    capacity: 8,
    category: 'creative-studio',
    amenities: ['wifi', 'natural_light'],
    latitude: -1.3197,
    longitude: 36.7073,
  });
  await add('closed', {
    title: 'CBD Training Room',
    description: 'Weekday training room with a projector.',
    location: 'CBD, Nairobi',
    capacity: 30,
    amenities: ['wifi', 'projector'],
    schedule: closedOnSaturdays,
    latitude: -1.2864,
    longitude: 36.8172,
  });
  await add('hall', {
    title: 'Nyali Garden Hall',
    description: 'A hall by the ocean for 150 guests.',
    location: 'Nyali, Mombasa',
    capacity: 150,
    category: 'event_hall',
    amenities: ['wifi', 'projector', 'sound_system'],
    latitude: -4.0435,
    longitude: 39.7292,
  });
  await add('other', { title: 'Roysambu Multipurpose Room', location: 'Roysambu, Nairobi', category: 'other', amenities: [] });
  await add('paused', { title: 'Paused Westlands Boardroom', status: 'paused', amenities: ['wifi', 'projector'] });
});
afterAll(() => t?.close());

describe('free at a time', () => {
  const window = (date: string, start: string, end: string) => `date=${date}&start=${start}&end=${end}`;

  it('shows only spaces open and free for the whole window, by the rules a booking meets', async () => {
    const date = next('sat', 12);
    expect(titles((await get(window(date, '14:00', '16:00'))).body)).toEqual([
      'Karen Art Studio',
      'Nyali Garden Hall',
      'Parklands Board Room',
      'Roysambu Multipurpose Room',
      'Westlands Executive Boardroom',
    ]);
    // A booking 14:00–16:00 takes the boardroom; a cancelled one takes nothing.
    await insertBooking(t.database, {
      spaceId: ids.boardroom!,
      userId: guest.user.id,
      startTime: nairobiInstant(date, '15:00'),
      endTime: nairobiInstant(date, '17:00'),
    });
    await insertBooking(t.database, {
      spaceId: ids.studio!,
      userId: guest.user.id,
      startTime: nairobiInstant(date, '14:00'),
      endTime: nairobiInstant(date, '16:00'),
      status: 'cancelled',
    });
    const free = titles((await get(window(date, '14:00', '16:00'))).body);
    expect(free).not.toContain('Westlands Executive Boardroom');
    expect(free).toContain('Karen Art Studio');
  });

  it('counts a window touching a booking’s end as free, unless the space keeps a buffer there', async () => {
    const date = next('sun', 6);
    for (const key of ['boardroom', 'buffered'] as const) {
      await insertBooking(t.database, {
        spaceId: ids[key]!,
        userId: guest.user.id,
        startTime: nairobiInstant(date, '10:00'),
        endTime: nairobiInstant(date, '12:00'),
        // What the booking service writes: the end plus the space's buffer.
        blockedUntil: nairobiInstant(date, key === 'buffered' ? '12:30' : '12:00'),
        status: 'confirmed',
      });
    }
    const touching = titles((await get(window(date, '12:00', '13:00'))).body);
    expect(touching).toContain('Westlands Executive Boardroom');
    expect(touching).not.toContain('Parklands Board Room');
    // Past the buffer it is free again; ending where the booking starts is fine too, the buffer aside.
    expect(titles((await get(window(date, '12:30', '13:30'))).body)).toContain('Parklands Board Room');
    expect(titles((await get(window(date, '08:00', '10:00'))).body)).toContain('Westlands Executive Boardroom');
    expect(titles((await get(window(date, '08:00', '10:00'))).body)).not.toContain('Parklands Board Room');
    expect(titles((await get(window(date, '08:00', '09:30'))).body)).toContain('Parklands Board Room');
    // And what the search shows, a booking takes: the same rule.
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: guest.auth,
      payload: { spaceId: ids.buffered, date, startTime: '12:30', endTime: '13:30' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('leaves out a closed day, hours outside the opening, a block, too much notice, a paused space and a date past the horizon', async () => {
    const free = titles((await get(window(saturday, '10:00', '12:00'))).body);
    expect(free).not.toContain('CBD Training Room');
    expect(free).not.toContain('Paused Westlands Boardroom');
    // Outside 07:00–22:00.
    expect((await get(window(saturday, '21:00', '23:00'))).body.data).toEqual([]);
    const date = next('tue', 8);
    await t.database.db
      .insert(spaceBlocks)
      .values({ spaceId: ids.studio!, startsAt: nairobiInstant(date, '00:00'), endsAt: nairobiInstant(addDays(date, 1), '00:00'), note: 'Painting' });
    expect(titles((await get(window(date, '09:00', '10:00'))).body)).not.toContain('Karen Art Studio');
    expect(titles((await get(window(date, '09:00', '10:00'))).body)).toContain('CBD Training Room');
    // Notice and horizon are each space's own.
    await t.database.db.execute(sql`update ${spaces} set schedule = jsonb_set(schedule, '{noticeMinutes}', '10080') where id = ${ids.hall}`);
    expect(titles((await get(window(addDays(nairobiDate(), 2), '09:00', '10:00'))).body)).not.toContain('Nyali Garden Hall');
    expect(titles((await get(window(addDays(nairobiDate(), 9), '09:00', '10:00'))).body)).toContain('Nyali Garden Hall');
    await t.database.db.execute(sql`update ${spaces} set schedule = jsonb_set(schedule, '{noticeMinutes}', '0') where id = ${ids.hall}`);
    await t.database.db.execute(sql`update ${spaces} set schedule = jsonb_set(schedule, '{horizonMonths}', '1') where id = ${ids.other}`);
    const beyond = addDays(addMonths(nairobiDate(), 1), 1);
    expect(titles((await get(window(beyond, '09:00', '10:00'))).body)).not.toContain('Roysambu Multipurpose Room');
    expect(titles((await get(window(addMonths(nairobiDate(), 1), '09:00', '10:00'))).body)).toContain('Roysambu Multipurpose Room');
  });

  it('respects the shortest and longest booking of each space', async () => {
    await t.database.db.execute(sql`update ${spaces} set schedule = jsonb_set(schedule, '{minMinutes}', '120') where id = ${ids.boardroom}`);
    const date = next('wed', 9);
    expect(titles((await get(window(date, '09:00', '10:00'))).body)).not.toContain('Westlands Executive Boardroom');
    expect(titles((await get(window(date, '09:00', '11:00'))).body)).toContain('Westlands Executive Boardroom');
    await t.database.db.execute(sql`update ${spaces} set schedule = jsonb_set(schedule, '{minMinutes}', '30') where id = ${ids.boardroom}`);
  });
});

describe('amenities, capacity and combinations', () => {
  it('keeps spaces with every amenity asked, at least the capacity, and combines with a time and words', async () => {
    expect(titles((await get('amenities=projector,whiteboard')).body)).toEqual(['Westlands Executive Boardroom']);
    expect(titles((await get('amenities=projector&capacity=20')).body)).toEqual(['CBD Training Room', 'Nyali Garden Hall']);
    expect(titles((await get(`amenities=projector&capacity=20&date=${saturday}&start=14:00&end=16:00`)).body)).toEqual(['Nyali Garden Hall']);
    // A meeting room is a room (its category's words count); the training room is closed on Saturdays.
    expect(titles((await get(`q=room&amenities=projector&date=${saturday}&start=14:00&end=16:00`)).body)).toEqual([
      'Parklands Board Room',
      'Westlands Executive Boardroom',
    ]);
  });

  it('finds the spaces of no browse category under "other"', async () => {
    expect(titles((await get('category=other')).body)).toEqual(['Roysambu Multipurpose Room']);
  });
});

describe('near and the map', () => {
  it('keeps spaces within the radius, nearest first, with how far each is', async () => {
    const { body } = await get('near=-1.2864,36.8172&radius=5&sort=distance');
    expect(body.data.map((s: { title: string }) => s.title)).toEqual(['CBD Training Room', 'Westlands Executive Boardroom', 'Parklands Board Room']);
    expect(body.data[0].distanceKm).toBe(0);
    expect(body.data[2].distanceKm).toBeGreaterThan(1.5);
    expect(body.data[2].distanceKm).toBeLessThan(3);
    expect(titles((await get('near=-1.2864,36.8172&radius=20')).body)).toContain('Karen Art Studio');
    expect(titles((await get('near=-4.05,39.7&radius=20')).body)).toEqual(['Nyali Garden Hall']);
  });

  it('keeps spaces inside the visible box of the map', async () => {
    expect(titles((await get('bbox=36.80,-1.30,36.82,-1.26')).body)).toEqual(['CBD Training Room', 'Parklands Board Room', 'Westlands Executive Boardroom']);
    expect(titles((await get('bbox=39,-5,40,-4')).body)).toEqual(['Nyali Garden Hall']);
  });
});

describe('text search', () => {
  it('ranks a title match above a description match, and forgives a prefix or a typo', async () => {
    const ranked = (await get('q=boardroom')).body.data.map((s: { title: string }) => s.title);
    expect(ranked[0]).toBe('Westlands Executive Boardroom');
    expect(ranked).toContain('Karen Art Studio');
    expect(ranked.indexOf('Karen Art Studio')).toBeGreaterThan(ranked.indexOf('Westlands Executive Boardroom'));
    expect(titles((await get('q=westland')).body)).toEqual(['Westlands Executive Boardroom']);
    expect((await get('q=boadroom')).body.data[0].title).toBe('Westlands Executive Boardroom');
    expect(titles((await get('q=nyali%20hall')).body)).toEqual(['Nyali Garden Hall']);
    expect(titles((await get('q=ocean%20westlands')).body)).toEqual([]);
    // Punctuation alone is no words: nothing matches, rather than everything.
    expect((await get('q=%25%25%25')).body).toMatchObject({ data: [], page: { total: 0, capped: false } });
  });
});

describe('counts', () => {
  it('are exact up to the cap, then say "1,000+" without counting the rest', async () => {
    expect((await get('q=nairobi')).body.page).toMatchObject({ total: 5, capped: false });
    await t.database.db.execute(sql`
      insert into spaces (title, description, location, hourly_rate_cents, capacity, category, browse_category, status)
      select 'Kisumu Lakeside Desk ' || g, 'A desk by the lake.', 'Milimani, Kisumu', 50000, 1, 'coworking', 'coworking', 'approved'
      from generate_series(1, ${COUNT_CAP + 5}) g`);
    const kisumu = await get('q=kisumu&limit=5');
    expect(kisumu.status, JSON.stringify(kisumu.body)).toBe(200);
    expect(kisumu.body.page).toEqual({ total: COUNT_CAP, limit: 5, offset: 0, capped: true });
    const chips = (await t.app.inject('/api/spaces/categories?q=kisumu')).json().data;
    expect(chips.find((c: { category: string }) => c.category === 'coworking')).toMatchObject({ count: COUNT_CAP, capped: true });
    expect(chips.find((c: { category: string }) => c.category === 'meeting-room')).toMatchObject({ count: 0, capped: false });
  });

  it('follow the search on the chips, "other" among them', async () => {
    const chips = (await t.app.inject('/api/spaces/categories?amenities=projector')).json().data as { category: string; count: number }[];
    expect(Object.fromEntries(chips.map((c) => [c.category, c.count]))).toEqual({
      'meeting-room': 3,
      'creative-studio': 0,
      'event-hall': 1,
      coworking: 0,
      office: 0,
      other: 0,
    });
  });
});

describe('bad values', () => {
  it.each([
    [`date=${saturday}&start=14:00`, 'end', SEARCH_MESSAGES.windowIncomplete],
    [`start=14:00&end=16:00`, 'date', SEARCH_MESSAGES.windowIncomplete],
    [`date=${saturday}&start=16:00&end=14:00`, 'end', SEARCH_MESSAGES.windowOrder],
    [`date=${addDays(nairobiDate(), -1)}&start=10:00&end=12:00`, 'date', SEARCH_MESSAGES.pastDate],
    [`date=${saturday}&start=14:15&end=16:00`, 'start', 'start must be a time on the hour or half hour, like 07:00 or 21:30'],
    ['date=2026-02-30&start=10:00&end=11:00', 'date', 'Date must be a date written YYYY-MM-DD'],
    ['amenities=wifi,jacuzzi', 'amenities', SEARCH_MESSAGES.amenities],
    ['near=-1.28', 'near', SEARCH_MESSAGES.near],
    ['near=95,36', 'near', SEARCH_MESSAGES.near],
    ['radius=5', 'radius', SEARCH_MESSAGES.radiusWithoutNear],
    ['near=-1.28,36.8&radius=500', 'radius', 'radius must be at most 200'],
    ['sort=distance', 'sort', SEARCH_MESSAGES.distanceWithoutNear],
    ['sort=relevance', 'sort', SEARCH_MESSAGES.relevanceWithoutQ],
    ['bbox=36.9,-1.3,36.8,-1.2', 'bbox', SEARCH_MESSAGES.bbox],
    ['bbox=a,b,c,d', 'bbox', SEARCH_MESSAGES.bbox],
    ['category=lounge', 'category', 'Category must be one of meeting-room, creative-studio, event-hall, coworking, office, other'],
  ])('%s → 400 naming %s', async (query, field, message) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
    expect(body.message).toContain(message);
  });
});

describe('cached answers', () => {
  it('forget a search for a time as soon as a booking takes the space, on this instance', async () => {
    const cached = await createTestApp({ SEARCH_CACHE_MS: '60000' });
    try {
      const space = await insertSpace(cached.database, { title: 'Kept Answer Room' });
      const person = await signUp(cached);
      const date = next('thu', 10);
      const url = `/api/spaces?date=${date}&start=10:00&end=11:00`;
      const found = async () => (await cached.app.inject(url)).json().data.map((s: { title: string }) => s.title);
      await expect.poll(found).toContain('Kept Answer Room');
      expect(await found()).toContain('Kept Answer Room');
      const booked = await cached.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: person.auth,
        payload: { spaceId: space.id, date, startTime: '10:00', endTime: '11:00' },
      });
      expect(booked.statusCode).toBe(201);
      await expect.poll(found, { timeout: 3000 }).not.toContain('Kept Answer Room');
    } finally {
      await cached.close();
    }
  });
});

describe('the map’s tiles', () => {
  it('come from MAP_TILE_URL, whose origin the pages allow; empty means none, and a bad template is refused at start', async () => {
    const mapped = await createTestApp({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Example' });
    try {
      const res = await mapped.app.inject('/api/map');
      expect(res.json().data).toEqual({ tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example' });
      expect(res.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/tiles\.example\.org/);
    } finally {
      await mapped.close();
    }
    expect((await t.app.inject('/api/map')).json().data.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(loadConfig({ MAP_TILE_URL: '' }).map.tileUrl).toBeNull();
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.org/tile.png' })).toThrow(/MAP_TILE_URL/);
  });
});
