import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '@nafasi/shared/catalogue';
import { CategoryCountsQuerySchema, SpaceListQuerySchema, type SpaceListQuery } from '@nafasi/shared/spaces';
import { addDays, nairobiDate, nairobiInstant } from '@nafasi/shared/time';
import { rowsOf } from '../../lib/rows.ts';
import { generateSpacesSql } from '../../seed/generate.ts';
import { createTestApp, insertBooking, insertSpace, signUp, type TestContext } from '../../test/harness.ts';
import { catalogueIndex } from './catalogue-index.ts';
import { spacesService, type SpacesService } from './service.ts';
import { tsQueryText, type TextQuery } from '../search/index.ts';

/**
 * Issue 33: the in-process catalogue index answers every search as the SQL it replaced would (that
 * SQL is kept as the oracle, listQueries): the same spaces in the same order, the same counts, the
 * same ts_rank to the last bit; and it is up to date with every write committed before a search
 * begins, on PGlite and PostgreSQL alike. The app's clock is fixed: the answers do not depend on
 * the hour the test runs.
 */
let t: TestContext;
let service: SpacesService;
const NOW = nairobiInstant('2031-03-03', '08:15');
const day = (n: number) => addDays(nairobiDate(NOW), n);

beforeAll(async () => {
  t = await createTestApp();
  const guest = await signUp(t);
  await t.database.db.execute(generateSpacesSql(400));
  // Ratings and reviews vary (ties too), so the orders that use them are tested.
  await t.database.db.execute(sql`update spaces set rating = (abs(hashtext(id::text)) % 11) / 2.0, reviews_count = abs(hashtext(title)) % 4`);
  // Words that repeat, stand far apart, carry an apostrophe, or are not English.
  const extra = [
    {
      title: "Mama Ngina's Boardroom",
      description: 'Boardroom boardroom with a view. Meeting room, boardroom again far below.',
      location: 'Kilimani, Nairobi',
    },
    { title: 'Ukumbi wa Mikutano', description: 'Chumba cha mikutano chenye projector na wifi. Mkutano wa bodi.', location: 'Nyali, Mombasa' },
    {
      title: 'Studio Café Élan',
      description: 'Photo studio café with natural light; studio studio studio.',
      location: 'Westlands, Nairobi',
      category: 'creative-studio' as const,
    },
  ];
  for (const fixture of extra) await insertSpace(t.database, fixture);
  // Bookings and blocks that take some spaces at the searched windows, or only their buffers.
  const taken = rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from spaces where status = 'approved' order by id limit 120`));
  for (const [i, { id }] of taken.entries()) {
    const start = nairobiInstant(day(2 + (i % 3)), `${String(9 + (i % 5)).padStart(2, '0')}:00`);
    await insertBooking(t.database, {
      spaceId: id,
      userId: guest.user.id,
      startTime: start,
      endTime: new Date(start.getTime() + 2 * 3_600_000),
      status: i % 7 === 0 ? 'cancelled' : 'confirmed',
      paymentStatus: 'paid',
    });
  }
  await t.database.db.execute(sql`insert into space_blocks (space_id, starts_at, ends_at, note)
    select id, ${nairobiInstant(day(2), '00:00').toISOString()}::timestamptz, ${nairobiInstant(day(3), '00:00').toISOString()}::timestamptz, 'Renovation'
    from spaces where status = 'approved' order by id desc limit 30`);
  service = spacesService(t.database.db);
}, 120_000);
afterAll(() => t?.close());

/** What the SQL says: the page's ids in order, their distances, and the capped count. */
async function oracle(query: SpaceListQuery) {
  const text = await service.textQuery(query.q);
  if (text === false) return { ids: [], distances: [], total: 0, capped: false };
  const { rows, total } = service.listQueries(query, text, NOW);
  const [found, [counted]] = await Promise.all([rows, total]);
  const matches = counted?.total ?? 0;
  return {
    ids: found.map((r) => r.id),
    distances: found.map((r) => (r.distanceKm === null ? undefined : Math.round(Number(r.distanceKm) * 10) / 10)),
    total: Math.min(matches, COUNT_CAP),
    capped: matches > COUNT_CAP,
  };
}

async function indexed(query: SpaceListQuery) {
  const answer = await service.list(query, NOW);
  return {
    ids: answer.data.map((s) => s.id),
    distances: answer.data.map((s) => (s as { distanceKm?: number }).distanceKm),
    total: answer.page.total,
    capped: answer.page.capped,
  };
}

const window = (n: number, start: string, end: string) => ({ date: day(n), start, end });
const SEARCHES: Record<string, string | number>[] = [
  {},
  { sort: 'price_asc' },
  { sort: 'price_desc', offset: 40 },
  { sort: 'rating', limit: 50 },
  { category: 'event-hall', minPrice: 3000, maxPrice: 9000 },
  // Sorted by price, a price range is a stretch of the order (both ends exact, ties of price included).
  { minPrice: 2000, maxPrice: 6000, sort: 'price_asc' },
  { minPrice: 2000, maxPrice: 6000, sort: 'price_desc', offset: 10 },
  // The three extra spaces cost exactly 1,000: each end of a range is inclusive.
  { minPrice: 1000, maxPrice: 1000, sort: 'price_asc' },
  { minPrice: 1000, maxPrice: 5000, sort: 'price_asc' },
  { minPrice: 500, maxPrice: 1000, sort: 'price_desc' },
  { ...window(3, '10:00', '12:00'), minPrice: 1000, maxPrice: 30000, sort: 'price_desc' },
  { category: 'other' },
  // Browsing a category to a deep page, in each order (the page read at its place in the category's order).
  { category: 'meeting-room', sort: 'rating', offset: 30 },
  { category: 'event-hall', sort: 'price_desc', offset: 60, limit: 12 },
  { category: 'coworking', sort: 'newest', offset: 70 },
  { category: 'office', sort: 'price_asc', offset: 12 },
  { category: 'office', sort: 'price_asc', offset: 1000 },
  { category: 'other', sort: 'price_desc' },
  { capacity: 40, sort: 'price_desc' },
  { amenities: 'wifi,projector' },
  { location: 'nairobi', sort: 'rating' },
  { location: 'NYALI' },
  // Words with a place, a price and a sort: the filters tested before the other words are searched.
  { q: 'meeting room', location: 'westlands', sort: 'price_asc' },
  { q: 'room', location: 'nairobi', minPrice: 1000, maxPrice: 8000, sort: 'newest', offset: 20 },
  { q: 'conference hall wifi', location: 'Kilimani', sort: 'rating' },
  { q: 'studio', location: 'mombasa', maxPrice: 5000, sort: 'price_desc' },
  { q: 'boardroom' },
  { q: 'boardroom', sort: 'price_asc' },
  { q: 'boardroom room' },
  { q: 'boadroom' },
  { q: 'confrence hall' },
  { q: 'studio cafe' },
  { q: 'café élan' },
  { q: 'mikutano' },
  { q: 'mama ngina' },
  { q: 'ro', limit: 100 },
  { q: 'zzzz nothing' },
  { q: 'meeting', category: 'meeting-room', amenities: 'wifi', offset: 20 },
  { near: '-1.2864,36.8172', radius: 8, sort: 'distance' },
  { near: '-1.2864,36.8172', radius: 30 },
  { near: '-4.05,39.7', q: 'room', sort: 'distance' },
  { bbox: '36.7,-1.35,36.9,-1.2', sort: 'price_asc' },
  { ...window(2, '09:00', '11:00') },
  { ...window(2, '10:00', '12:00'), sort: 'price_asc', limit: 100 },
  { ...window(3, '12:00', '14:00'), category: 'meeting-room', amenities: 'wifi' },
  { ...window(4, '09:00', '10:00'), q: 'boardroom' },
  { ...window(2, '13:00', '15:00'), near: '-1.2864,36.8172', radius: 20, sort: 'distance' },
  { ...window(5, '06:00', '08:00') },
  { ...window(0, '07:00', '09:00') },
];

describe('the catalogue index answers as the SQL does', () => {
  it.each(SEARCHES)('%j', async (raw) => {
    const query = SpaceListQuerySchema.parse(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v)])));
    const [expected, answer] = await Promise.all([oracle(query), indexed(query)]);
    expect(answer).toEqual(expected);
  });

  it.each(SEARCHES.filter((raw) => raw.date))('with the clock set back three years, asks the database which are free: %j', async (raw) => {
    // The index keeps the bookings from three days before it read them: a window older than that
    // (a clock set back, as here) is checked by the database, with the same answers.
    const past = new Date(NOW.getTime() - 3 * 365 * 86_400_000);
    const back = (n: number) => addDays(nairobiDate(past), n);
    const query = SpaceListQuerySchema.parse(
      Object.fromEntries(Object.entries({ ...raw, date: back(Number(raw.date === day(0) ? 0 : 3)) }).map(([k, v]) => [k, String(v)])),
    );
    const text = await service.textQuery(query.q);
    const { rows, total } = service.listQueries(query, text || null, past);
    const [found, [counted]] = await Promise.all([rows, total]);
    const answer = await service.list(query, past);
    expect(answer.data.map((s) => s.id)).toEqual(found.map((r) => r.id));
    expect(answer.page.total).toBe(Math.min(counted?.total ?? 0, COUNT_CAP));
  });

  it('counts the chips’ categories of a search as the SQL counts each category', async () => {
    for (const raw of [
      { q: 'room' },
      { q: 'boardroom room', amenities: 'projector', maxPrice: 20000 },
      { q: 'studio', ...window(3, '10:00', '12:00') },
      { minPrice: 2000 },
    ]) {
      const fields = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v)]));
      const chips = await service.categoryCounts(CategoryCountsQuerySchema.parse(fields), NOW);
      const expected = await Promise.all(chips.map(({ category }) => oracle(SpaceListQuerySchema.parse({ ...fields, category })).then((o) => o.total)));
      expect(
        chips.map((c) => c.count),
        JSON.stringify(raw),
      ).toEqual(expected);
      expect(expected.some((n) => n > 0)).toBe(true);
    }
  });

  it('ranks every match with PostgreSQL’s own ts_rank, bit for bit', async () => {
    const queries: TextQuery[] = [
      [[{ word: 'boardroom', prefix: true }]],
      [[{ word: 'boardroom', prefix: true }], [{ word: 'room', prefix: true }]],
      [
        [
          { word: 'confrence', prefix: true },
          { word: 'conference', prefix: false },
        ],
        [{ word: 'room', prefix: true }],
      ],
      [[{ word: 'studio', prefix: true }], [{ word: 'caf', prefix: true }], [{ word: 'light', prefix: true }]],
      [
        [
          { word: 'mikutano', prefix: false },
          { word: 'mk', prefix: true },
        ],
      ],
      [[{ word: 'r', prefix: true }], [{ word: 'n', prefix: true }]],
    ];
    let compared = 0;
    await service.list(SpaceListQuerySchema.parse({}), NOW);
    for (const text of queries) {
      const rows = rowsOf<{ id: string; rank: number }>(
        await t.database.db.execute(
          sql`select id, ts_rank(search_tsv, to_tsquery('simple', ${tsQueryText(text)})) as rank from spaces
            where status = 'approved' and search_tsv @@ to_tsquery('simple', ${tsQueryText(text)})`,
        ),
      );
      expect([tsQueryText(text), rows.length > 0]).toEqual([tsQueryText(text), true]);
      for (const row of rows) {
        expect([row.id, service.index.rank(row.id, text)]).toEqual([row.id, Math.fround(Number(row.rank))]);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('gives "1,000+" for a time only when far more than 1,000 are free, and counts exactly below', async () => {
    const many = await createTestApp();
    try {
      await many.database.db.execute(generateSpacesSql(2400));
      const bigService = spacesService(many.database.db);
      const free = SpaceListQuerySchema.parse({ ...window(3, '10:00', '12:00') });
      const answer = await bigService.list(free, NOW);
      expect(answer.page).toMatchObject({ total: COUNT_CAP, capped: true });
      expect(answer.data).toHaveLength(free.limit);
      // Fewer than the cap match: every one is checked, and the count is exact.
      const few = SpaceListQuerySchema.parse({ ...window(3, '10:00', '12:00'), category: 'event-hall', maxPrice: '6000' });
      const [expected, got] = await Promise.all([bigService.listQueries(few, null, NOW).total, bigService.list(few, NOW)]);
      expect(got.page).toEqual({ total: expected[0]!.total, capped: false, limit: few.limit, offset: 0 });
    } finally {
      await many.close();
    }
  }, 120_000);
});

describe('the catalogue index is up to date with every committed write', () => {
  const search = (q: Record<string, string>) => service.list(SpaceListQuerySchema.parse(q), NOW);

  it('shows an approved space, an edit, a pause and a deletion to the very next search', async () => {
    const space = await insertSpace(t.database, { title: 'Zanzibari Loft', status: 'pending' });
    expect((await search({ q: 'zanzibari' })).data).toEqual([]);
    await t.database.db.execute(sql`update spaces set status = 'approved' where id = ${space.id}`);
    expect((await search({ q: 'zanzibari' })).data.map((s) => s.id)).toEqual([space.id]);
    await t.database.db.execute(sql`update spaces set title = 'Pemba Loft', hourly_rate_cents = 123400 where id = ${space.id}`);
    expect((await search({ q: 'zanzibari' })).data).toEqual([]);
    expect((await search({ q: 'pemba', minPrice: '1234', maxPrice: '1234' })).data.map((s) => s.title)).toEqual(['Pemba Loft']);
    await t.database.db.execute(sql`update spaces set status = 'paused' where id = ${space.id}`);
    expect((await search({ q: 'pemba' })).data).toEqual([]);
    await t.database.db.execute(sql`update spaces set status = 'approved' where id = ${space.id}`);
    expect((await search({ q: 'pemba' })).data).toHaveLength(1);
    await t.database.db.execute(sql`update spaces set status = 'deleted' where id = ${space.id}`);
    expect((await search({ q: 'pemba' })).data).toEqual([]);
  });

  it("shows a space's edits, photos, rating and owner's name to the very next search, as the database reads the space", async () => {
    const space = await insertSpace(t.database, { title: 'Lamu Dhow Room', description: 'Carved doors' });
    const image = sql`insert into space_images (space_id, storage_key, width, height, position, approved)`;
    // What a search shows of the space is what reading the space from the database shows.
    const agrees = async () => {
      const shown = (await search({ q: 'lamu' })).data.find((s) => s.id === space.id);
      expect(shown).toEqual(await service.findPublic(space.id));
      return shown!;
    };
    expect((await agrees()).images).toEqual([]);
    await t.database.db.execute(sql`update spaces set description = 'Carved Swahili doors', house_rules = 'Shoes off' where id = ${space.id}`);
    expect(await agrees()).toMatchObject({ description: 'Carved Swahili doors', houseRules: 'Shoes off' });
    await t.database.db.execute(sql`${image} values (${space.id}, 'dhow-one', 1600, 1067, 1, true), (${space.id}, 'dhow-two', 1600, 1067, 2, false)`);
    expect((await agrees()).images.map((i) => i.url)).toEqual(['/media/dhow-one-full.webp']);
    // An admin approves the second photo; the host puts it first; then removes the first.
    await t.database.db.execute(sql`update space_images set approved = true where storage_key = 'dhow-two'`);
    expect((await agrees()).images).toHaveLength(2);
    await t.database.db.execute(sql`update space_images set position = 0 where storage_key = 'dhow-two'`);
    expect((await agrees()).images.map((i) => i.url)).toEqual(['/media/dhow-two-full.webp', '/media/dhow-one-full.webp']);
    await t.database.db.execute(sql`delete from space_images where storage_key = 'dhow-one'`);
    expect((await agrees()).images.map((i) => i.url)).toEqual(['/media/dhow-two-full.webp']);
    await t.database.db.execute(sql`update spaces set rating = 4.25, reviews_count = 3, owner_name = 'Fatma Mohamed' where id = ${space.id}`);
    expect(await agrees()).toMatchObject({ rating: 4.25, reviews: 3, ownerName: 'Fatma Mohamed' });
    // Deleting a space deletes its photos: their stamp of the space finds nothing to stamp.
    await t.database.db.execute(sql`delete from spaces where id = ${space.id}`);
    expect((await search({ q: 'lamu' })).data).toEqual([]);
  });

  it('ranks a one-word search by its postings kept in rank order, as the SQL does, as spaces come, change and go', async () => {
    // A one-word search walks the word's postings in rank order (sorted once, the new merged in at the next search).
    const agree = async () => {
      for (const q of [{ q: 'boardroom', limit: '100' }, { q: 'boardroom', limit: '7', offset: '3' }, { q: 'boadroom', limit: '100' }, { q: 'boardroom' }]) {
        const query = SpaceListQuerySchema.parse(q);
        expect(await indexed(query), JSON.stringify(q)).toEqual(await oracle(query));
      }
    };
    await agree();
    const made: string[] = [];
    for (let round = 0; round < 3; round++) {
      // New spaces whose word weighs more, less and the same as the others', at ratings above, below and between theirs.
      for (const [i, fixture] of [
        { title: `Boardroom ${round} Prime`, description: 'Boardroom boardroom' },
        { title: `Quiet Room ${round}`, description: 'A boardroom table for twelve' },
        { title: `Kisumu Boardroom ${round}`, description: 'Lake views' },
      ].entries()) {
        const space = await insertSpace(t.database, fixture);
        await t.database.db.execute(sql`update spaces set rating = ${[4.95, 0.5, 3][(i + round) % 3]!} where id = ${space.id}`);
        made.push(space.id);
      }
      // Spaces already found change their rating (replaced in the index), pause, and come back.
      await t.database.db.execute(sql`update spaces set rating = ${(round * 1.7) % 5} where id in (
        select id from spaces where status = 'approved' and title ilike '%boardroom%' order by id limit 3 offset ${round * 3})`);
      await t.database.db.execute(sql`update spaces set status = case when status = 'paused' then 'approved' else 'paused' end
        where id = ${made[round]!}`);
      await agree();
    }
  });

  it('keeps the first of a text search’s order between searches, as the SQL orders them, as spaces come, change and go', async () => {
    // Put in order two at a time at first: pages read into the part not yet in order, and changes merged into a part in order.
    const kept = spacesService(t.database.db, { searchCacheMs: 0, orderChunk: 2 });
    // 'room in' (every generated space says "in"): only short pages, each round one deeper, so what was added
    // since is read both inside the part in order and past it.
    const queries = (round: number) => [
      { q: 'room in', limit: '2', offset: '2' },
      { q: 'room in', limit: '3', offset: String(6 + 5 * round) },
      { q: 'boardroom room', limit: '100' },
      { q: 'boardroom room', limit: '3' },
      { q: 'boardroom room', limit: '4', offset: '4' },
      { q: 'boadroom', limit: '100' },
      { q: 'room', limit: '2', offset: '1' },
      { q: 'room', limit: '100', offset: '6' },
      { q: 'room', category: 'meeting-room', amenities: 'wifi' },
      { q: 'quiet room', sort: 'relevance', minPrice: '2000', maxPrice: '30000' },
      { q: 'room', ...window(3, '10:00', '12:00') },
    ];
    const agree = async (round: number) => {
      for (const q of queries(round)) {
        const query = SpaceListQuerySchema.parse(q);
        const answer = await kept.list(query, NOW);
        const found = { ids: answer.data.map((s) => s.id), total: answer.page.total, capped: answer.page.capped };
        const expected = await oracle(query);
        expect(found, `round ${round}: ${JSON.stringify(q)}`).toEqual({ ids: expected.ids, total: expected.total, capped: expected.capped });
      }
    };
    await agree(-1);
    const made: string[] = [];
    for (let round = 0; round < 4; round++) {
      // New spaces ranking first, last and between, at ratings above, below and between the others'.
      for (const [i, fixture] of [
        { title: `Boardroom Room ${round}`, description: 'Boardroom room, the room of rooms' },
        { title: `Quiet Room ${round}`, description: 'A boardroom table for twelve, far from any meeting room at all' },
        { title: `Kisumu Boardroom ${round}`, description: 'Lake views from the room' },
      ].entries()) {
        const space = await insertSpace(t.database, { ...fixture, category: 'meeting-room' });
        await t.database.db.execute(sql`update spaces set rating = ${[4.95, 0.5, 3][(i + round) % 3]!}, amenities = '{wifi}' where id = ${space.id}`);
        made.push(space.id);
      }
      // Spaces among the first kept and past them change (the kept entry is replaced), pause, and come back.
      await t.database.db.execute(sql`update spaces set rating = ${(round * 1.7) % 5} where id in (
        select id from spaces where status = 'approved' and title ilike '%room%' order by rating desc, id desc limit 2 offset ${round})`);
      await t.database.db.execute(sql`update spaces set rating = ${(round * 0.9) % 5} where id in (
        select id from spaces where status = 'approved' and title ilike '%room%' order by id limit 3 offset ${round * 3})`);
      await t.database.db.execute(sql`update spaces set status = case when status = 'paused' then 'approved' else 'paused' end
        where id = ${made[round]!}`);
      await agree(round);
    }
  });

  it('agrees with the SQL after rounds of concurrent writers and searches, text searches kept between them too', async () => {
    const ids = rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from spaces where status = 'approved' order by id limit 60`)).map((r) => r.id);
    // A text search's matches are kept between searches (put in order two at a time): writers race them too.
    const kept = spacesService(t.database.db, { searchCacheMs: 0, orderChunk: 2 });
    const textSearches = [
      { q: 'boardroom room', limit: '3' },
      { q: 'room in', limit: '2', offset: '3' },
      { q: 'room', limit: '100', offset: '4' },
      { q: 'quiet boardroom', limit: '100' },
    ];
    for (let round = 0; round < 5; round++) {
      const writes = ids.map((id, i) =>
        t.database.db.transaction(async (tx) => {
          // In rounds 2 and 4 one space costs more than the default price filter shows: browsing then walks and tests.
          const pricey = round % 2 === 0 && round > 0 && i === round;
          await tx.execute(
            sql`update spaces set hourly_rate_cents = ${pricey ? 20_000_000 : 100_000 + ((i * 7919 + round * 104_729) % 900_000)} where id = ${id}`,
          );
          if (i % 9 === round) await tx.execute(sql`update spaces set status = 'paused' where id = ${id}`);
          else if (i % 9 === round + 3) await tx.execute(sql`update spaces set status = 'approved', rating = ${(i % 5) + 0.5} where id = ${id}`);
          // Words that move a space in the text searches' order, or into and out of their matches.
          else if (i % 9 === (round + 6) % 9)
            await tx.execute(sql`update spaces set title = ${`${['Quiet Boardroom', 'Open Plan', 'Room in Room'][(i + round) % 3]!} ${i}`} where id = ${id}`);
          // A space that moves to another browse category (or to none: 'other').
          else if (i % 9 === (round + 1) % 9)
            await tx.execute(sql`update spaces set browse_category = ${[null, 'event-hall', 'coworking'][(i + round) % 3]!} where id = ${id}`);
        }),
      );
      const searches = Array.from({ length: 20 }, (_, i) =>
        i % 2 ? search({ sort: 'price_asc' }) : kept.list(SpaceListQuerySchema.parse(textSearches[(i / 2) % textSearches.length]!), NOW),
      );
      await Promise.all([...writes, ...searches]);
      for (const q of [
        { sort: 'price_asc', limit: '100' },
        { sort: 'rating', limit: '100' },
        { q: 'room', sort: 'price_desc', limit: '100' },
        // Browsing: a page read at its place in the category's own order.
        { category: 'event-hall', sort: 'rating', limit: '10', offset: '5' },
        { category: 'other', sort: 'price_desc', limit: '20' },
        { category: 'coworking', sort: 'price_asc', offset: '3' },
        { sort: 'newest', limit: '12', offset: '50' },
      ]) {
        const query = SpaceListQuerySchema.parse(q);
        expect(await indexed(query)).toEqual(await oracle(query));
        // And each space as the database reads it now, not as a page showed it before the writes.
        const { data } = await service.list(query, NOW);
        expect(data).toEqual(await Promise.all(data.map((s) => service.findPublic(s.id))));
      }
      for (const q of textSearches) {
        const query = SpaceListQuerySchema.parse(q);
        const answer = await kept.list(query, NOW);
        const expected = await oracle(query);
        expect({ ids: answer.data.map((s) => s.id), total: answer.page.total, capped: answer.page.capped }, `round ${round}: ${JSON.stringify(q)}`).toEqual({
          ids: expected.ids,
          total: expected.total,
          capped: expected.capped,
        });
      }
    }
  });

  it('shows a booking, its cancellation, and a block added and removed to the very next search for that time', async () => {
    const guest = await signUp(t);
    const [space] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from spaces where status = 'approved' order by id desc offset 200 limit 1`),
    );
    const at = { date: day(6), start: '10:00', end: '12:00' };
    const free = async () => {
      const query = SpaceListQuerySchema.parse({ ...at, limit: '100' });
      const answer = await indexed(query);
      expect(answer).toEqual(await oracle(query));
      return answer.total;
    };
    const before = await free();
    const booking = await insertBooking(t.database, {
      spaceId: space!.id,
      userId: guest.user.id,
      startTime: nairobiInstant(at.date, '11:00'),
      endTime: nairobiInstant(at.date, '12:00'),
      status: 'pending',
    });
    expect(await free()).toBe(before - 1);
    await t.database.db.execute(sql`update bookings set status = 'cancelled' where id = ${booking.id}`);
    expect(await free()).toBe(before);
    await t.database.db.execute(sql`insert into space_blocks (space_id, starts_at, ends_at) values
      (${space!.id}, ${nairobiInstant(at.date, '09:00').toISOString()}::timestamptz, ${nairobiInstant(at.date, '10:30').toISOString()}::timestamptz)`);
    expect(await free()).toBe(before - 1);
    await t.database.db.execute(sql`delete from space_blocks where space_id = ${space!.id}`);
    expect(await free()).toBe(before);
  });

  it('reads the catalogue and every space’s time a batch at a time, with the same answers', async () => {
    // Fifty spaces and seven rows of their time a batch: the catalogue takes many of each.
    const batched = spacesService(t.database.db, { searchCacheMs: 0, loadBatch: 50, busyBatch: 7 });
    const [{ n }] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select (select count(*) from bookings)::int + (select count(*) from space_blocks)::int as n`),
    ) as [{ n: number }];
    expect(n).toBeGreaterThan(70);
    for (const raw of SEARCHES) {
      const query = SpaceListQuerySchema.parse(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v)])));
      const answer = await batched.list(query, NOW);
      expect({ ids: answer.data.map((s) => s.id), total: answer.page.total }).toEqual(await oracle(query).then((o) => ({ ids: o.ids, total: o.total })));
    }
  });

  it('reads every space’s time anew when the log it had not read was pruned', async () => {
    const guest = await signUp(t);
    const at = { date: day(7), start: '14:00', end: '16:00' };
    const query = SpaceListQuerySchema.parse({ ...at, limit: '100' });
    const before = (await indexed(query)).total;
    const [space] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from spaces where status = 'approved' order by id desc offset 201 limit 1`),
    );
    await insertBooking(t.database, {
      spaceId: space!.id,
      userId: guest.user.id,
      startTime: nairobiInstant(at.date, '15:00'),
      endTime: nairobiInstant(at.date, '16:00'),
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    // The log's entry is old before this index reads it, and the minute job prunes it.
    await t.database.db.execute(sql`update availability_changes set at = at - interval '2 hours'`);
    expect(await service.pruneAvailabilityLog()).toBeGreaterThan(0);
    expect(rowsOf(await t.database.db.execute(sql`select 1 from availability_changes`))).toEqual([]);
    const after = await indexed(query);
    expect(after.total).toBe(before - 1);
    expect(after).toEqual(await oracle(query));
  });

  it('reads the catalogue anew while searches run: each sees the old catalogue whole, never a part', async () => {
    const index = catalogueIndex(t.database.db);
    const all = SpaceListQuerySchema.parse({ limit: '100' });
    const noTimeAsked = () => Promise.reject(new Error('no time was asked'));
    const page = async () => {
      const answer = await index.page(all, null, NOW, noTimeAsked);
      return { total: answer.total, ids: answer.entries.map((e) => e.id) };
    };
    const gone = await insertSpace(t.database, { title: 'Gone Before Long' });
    await index.fresh();
    const before = await page();
    expect(before.ids).toContain(gone.id);
    // A deletion turns the catalogue's epoch: the next read is the whole catalogue.
    await t.database.db.execute(sql`delete from spaces where id = ${gone.id}`);
    let done = false;
    const reading = index.fresh().finally(() => (done = true));
    const meanwhile: Awaited<ReturnType<typeof page>>[] = [];
    while (!done) {
      meanwhile.push(await page());
      await new Promise((resolve) => setImmediate(resolve));
    }
    await reading;
    expect(meanwhile.length).toBeGreaterThan(0);
    for (const seen of meanwhile) expect(seen).toEqual(before);
    const after = await page();
    expect(after.total).toBe(before.total - 1);
    expect(after.ids).not.toContain(gone.id);
  });

  it('reads the catalogue anew after a TRUNCATE', async () => {
    const other = await createTestApp();
    try {
      await insertSpace(other.database, { title: 'Before Truncate' });
      const fresh = spacesService(other.database.db);
      expect((await fresh.list(SpaceListQuerySchema.parse({}), NOW)).page.total).toBe(1);
      await other.database.db.execute(sql`truncate spaces cascade`);
      await insertSpace(other.database, { title: 'After Truncate' });
      const answer = await fresh.list(SpaceListQuerySchema.parse({}), NOW);
      expect(answer.data.map((s) => s.title)).toEqual(['After Truncate']);
    } finally {
      await other.close();
    }
  });
});
