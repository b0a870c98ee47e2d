import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SPACE_FILTERS, ADMIN_SPACE_SORTS, type AdminSpaceQuery } from '@nafasi/shared/admin';
import { as, createTestApp, dbKind, insertSpace, signUp, type TestContext } from '../../test/harness.ts';
import { samePage } from '../../test/same-page.ts';
import { localStorage } from '../../lib/storage.ts';
import { listingsService } from '../listings/service.ts';
import { adminService } from '../admin/service.ts';
import { probeText, searchCountCap } from '../search/index.ts';
import { spacesService } from './service.ts';
import { adminSpaceIndex, compareCodePoints, type AdminSpaceFacts } from './admin-space-index.ts';

/**
 * Issue 33: the admin's spaces table answered from memory (admin-space-index.ts) gives what its SQL
 * gives, on either database: the same rows in the same order and the same total, up to the same
 * cap, for every sort both ways, every state, searches that match many, few, none and characters
 * that LIKE treats as wildcards, at pages near the start and past the end; and after changes
 * written elsewhere (a new space, a title, a state, a deletion), at once.
 */
let t: TestContext;
let admin: ReturnType<typeof adminService>;
const MANY = 1_800;

const TITLES = ['Boardroom', 'boardroom', 'Ébène loft', 'ebony Room', 'Zeta room', '_under room', '50% room', 'Émoji 😀 room', 'Private \uE000 room', 'Ä hall'];
const PLACES = ['Westlands, Nairobi', 'westlands', 'Nyali, Mombasa', 'Kilimani', 'Ölkalou', 'CBD'];
const CATEGORIES = ['meeting-room', 'event-hall', 'studio', 'Office', 'coworking'];
const STATES = ['approved', 'approved', 'pending', 'rejected', 'paused', 'deleted'] as const;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const storage = localStorage(t.config.dataDir);
  admin = adminService(db, listingsService(db, storage), () => {}, spacesService(db).index);
  // Many spaces in one statement, their facts repeating (ties in every sort), a second's creation
  // shared by ten.
  await db.execute(sql`insert into spaces (title, description, location, hourly_rate_cents, capacity, category, amenities, status, created_at, updated_at)
    select (array[${sql.join(
      TITLES.map((x) => sql`${x}`),
      sql`, `,
    )}])[1 + i % ${TITLES.length}] || ' ' || (i % 37), 'A room.',
      (array[${sql.join(
        PLACES.map((x) => sql`${x}`),
        sql`, `,
      )}])[1 + i % ${PLACES.length}], 1000 * (1 + i % 13), 1 + i % 7,
      (array[${sql.join(
        CATEGORIES.map((x) => sql`${x}`),
        sql`, `,
      )}])[1 + i % ${CATEGORIES.length}], '{wifi}',
      (array[${sql.join(
        STATES.map((x) => sql`${x}`),
        sql`, `,
      )}])[1 + i % ${STATES.length}],
      timestamptz '2026-01-01 00:00:00+03' + (i / 10) * interval '1 second', now()
    from generate_series(1, ${MANY}) i`);
}, 120_000);
afterAll(() => t?.close());

async function bothAgree(query: Partial<AdminSpaceQuery>) {
  const full: AdminSpaceQuery = { sort: 'created', order: 'desc', limit: 20, offset: 0, ...query };
  // Each space whole, as its row says now (what a page keeps of it is dropped when it changes).
  return samePage(JSON.stringify(query), await admin.spaces(full), await admin.spacesBySql(full));
}

describe(`the admin's spaces table in memory (${dbKind})`, () => {
  it('sorts text in code point order, as the C collations do', () => {
    const texts = ['a', 'B', 'é', 'e', '😀', '\uE000', '\uFFFD', 'Z', '_', 'ab', 'a', '', 'Ä', '\uD7FF'];
    const byBytes = [...texts].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    expect([...texts].sort(compareCodePoints)).toEqual(byBytes);
    // The case JavaScript's < gets wrong: a character past U+FFFF after U+E000.
    expect(compareCodePoints('😀', '\uE000')).toBeGreaterThan(0);
    expect('😀' < '\uE000').toBe(true);
  });

  it('finds this database sorting text in code point order and lowering ASCII as JavaScript does (so the text sorts are answered in memory here)', async () => {
    expect(await probeText(t.database.db)).toEqual({ codePoints: true, asciiLower: true });
  });

  it('keeps its blocks in order through thousands of spaces added, changed and removed (against a plain filter and sort)', async () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const words = ['board', 'room', 'hall', 'nyali', 'loft', 'ébène', 'studio'];
    const states = ['approved', 'pending', 'rejected', 'paused'];
    let made = 0;
    const make = (id = `00000000-0000-4000-8000-${String(made++).padStart(12, '0')}`): AdminSpaceFacts => {
      const title = `${words[random(words.length)]} ${words[random(words.length)]}`;
      return {
        id,
        status: states[random(states.length)]!,
        text: `${title}\n${words[random(words.length)]}\nowner`,
        createdUs: 1_700_000_000_000_000 + random(500) * 1_000_000,
        title,
        category: words[random(3)]!,
        location: words[random(words.length)]!,
        rateCents: 100 * random(50),
        capacity: random(20),
        shown: undefined,
      };
    };
    const index = adminSpaceIndex();
    const all = new Map<string, AdminSpaceFacts>();
    // Two blocks to begin with (of 1,024): the spaces added later split them.
    for (let i = 0; i < 1500; i++) {
      const f = make();
      all.set(f.id, f);
    }
    await index.reset([...all.values()]);
    const column = { created: 'createdUs', title: 'title', category: 'category', location: 'location', rate: 'rateCents', capacity: 'capacity' } as const;
    const check = () => {
      const sort = ADMIN_SPACE_SORTS[random(ADMIN_SPACE_SORTS.length)]!;
      const order = random(2) ? 'asc' : 'desc';
      const status = random(3) ? undefined : states[random(3)];
      const needle = random(4) ? words[random(words.length)] : undefined;
      const offset = [0, 20, 500, 2500, 5000][random(5)]!;
      const limit = 20;
      const key = column[sort];
      const byKey = (a: AdminSpaceFacts, b: AdminSpaceFacts) => {
        const x = a[key];
        const y = b[key];
        const c = typeof x === 'number' ? x - (y as number) : compareCodePoints(x, y as string);
        return c || (a.id < b.id ? -1 : 1);
      };
      const matches = [...all.values()].filter((f) => (!status || f.status === status) && (!needle || f.text.includes(needle))).sort(byKey);
      if (order === 'desc') matches.reverse();
      const cap = needle ? searchCountCap(offset, limit) : Infinity;
      const page = index.page({ sort, order, status, limit, offset }, needle);
      const label = JSON.stringify({ sort, order, status, needle, offset });
      expect(
        page.found.map((f) => f.id),
        label,
      ).toEqual(matches.slice(offset, offset + limit).map((f) => f.id));
      expect(page.total, label).toBe(Math.min(matches.length, cap));
      expect(page.capped, label).toBe(matches.length > cap);
    };
    for (let round = 0; round < 6000; round++) {
      const ids = [...all.keys()];
      const op = random(3);
      if (op === 0 || !ids.length) {
        const f = make();
        all.set(f.id, f);
        index.put(f.id, f);
      } else if (op === 1) {
        const f = make(ids[random(ids.length)]);
        all.set(f.id, f);
        index.put(f.id, f);
      } else if (random(3) === 0) {
        const id = ids[random(ids.length)]!;
        all.delete(id);
        index.put(id, null);
      } else {
        // Mostly added: the blocks grow past twice their size and split.
        const f = make();
        all.set(f.id, f);
        index.put(f.id, f);
      }
      if (round % 20 === 0) check();
    }
    expect(index.size).toBe(all.size);
    expect(all.size).toBeGreaterThan(4 * 1024);
    for (let i = 0; i < 200; i++) check();
  });

  it('gives what the SQL gives for every sort both ways, every state, and searches of many, few, none and wildcards', async () => {
    const searches = [undefined, 'room', 'BOARDROOM', 'é', 'ébène', '😀', '%', '_', 'westlands', 'nothing like it', 'room 3'];
    let compared = 0;
    for (const sort of ADMIN_SPACE_SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        for (const status of [undefined, ...ADMIN_SPACE_FILTERS]) {
          for (const q of searches) {
            await bothAgree({ sort, order, status, q });
            compared++;
          }
        }
      }
    }
    expect(compared).toBe(ADMIN_SPACE_SORTS.length * 2 * 4 * searches.length);
  }, 300_000);

  it('gives the same pages deep in, past the end and counted past the cap', async () => {
    // "room" matches more than the first cap (1,000): counted to it, the page found by walking the order.
    const many = await bothAgree({ q: 'room', sort: 'title', order: 'asc' });
    expect(many.page).toMatchObject({ total: 1000, capped: true });
    for (const sort of ADMIN_SPACE_SORTS) {
      for (const [offset, limit] of [
        [100, 100],
        [333, 7],
        [910, 20],
        [1500, 20],
        [5000, 20],
      ] as const) {
        await bothAgree({ sort, order: 'asc', offset, limit });
        await bothAgree({ sort, order: 'desc', offset, limit, q: 'room' });
        await bothAgree({ sort, order: 'asc', offset, limit, status: 'approved' });
        await bothAgree({ sort, order: 'desc', offset, limit, status: 'pending', q: 'hall' });
      }
    }
  }, 300_000);

  it('sees a change written elsewhere at once: a new space, a new title, a new state, a deletion', async () => {
    const db = t.database.db;
    const added = await insertSpace(t.database, { title: 'Quokka Suite', location: 'Karen', status: 'pending' });
    expect((await bothAgree({ q: 'quokka' })).data.map((s) => s.id)).toEqual([added.id]);
    await db.execute(sql`update spaces set title = 'Wombat Suite' where id = ${added.id}`);
    expect((await bothAgree({ q: 'quokka' })).page.total).toBe(0);
    expect((await bothAgree({ q: 'wombat', status: 'pending' })).page.total).toBe(1);
    await db.execute(sql`update spaces set status = 'approved' where id = ${added.id}`);
    expect((await bothAgree({ q: 'wombat', status: 'pending' })).page.total).toBe(0);
    expect((await bothAgree({ q: 'wombat', status: 'approved', sort: 'title', order: 'asc' })).page.total).toBe(1);
    await db.execute(sql`update spaces set status = 'deleted' where id = ${added.id}`);
    expect((await bothAgree({ q: 'wombat' })).page.total).toBe(0);
    await bothAgree({ sort: 'rate', order: 'asc', offset: 400 });
  });

  it('shows what a space is now after any change written elsewhere: a description, a rejection reason, a photo added and approved', async () => {
    const db = t.database.db;
    const space = await insertSpace(t.database, { title: 'Numbat Hall', location: 'Kisumu', status: 'pending' });
    const shown = async () => (await bothAgree({ q: 'numbat' })).data[0]!;
    expect((await shown()).description).toBe('A room for testing.');
    // Twice: the second answer is the kept one.
    expect((await shown()).description).toBe('A room for testing.');
    await db.execute(sql`update spaces set description = 'Bigger now.' where id = ${space.id}`);
    expect((await shown()).description).toBe('Bigger now.');
    await db.execute(sql`update spaces set status = 'rejected', rejection_reason = 'Blurry photos' where id = ${space.id}`);
    expect(await shown()).toMatchObject({ status: 'rejected', rejectionReason: 'Blurry photos' });
    await db.execute(
      sql`insert into space_images (space_id, storage_key, position, width, height, approved) values (${space.id}, 'space-numbat', 0, 800, 600, false)`,
    );
    const waiting = await shown();
    expect(waiting.images).toEqual([]);
    await db.execute(sql`update space_images set approved = true where space_id = ${space.id}`);
    expect((await shown()).images).toHaveLength(1);
  });

  it('answers the admin through the API as the SQL does, and only the admin', async () => {
    const boss = await signUp(t, { role: 'admin' });
    const owner = await signUp(t, { role: 'owner' });
    const res = await as(t, boss).get('/api/admin/spaces?q=Board&sort=capacity&order=asc&limit=5&offset=3&status=approved');
    expect(res.statusCode, res.body).toBe(200);
    const bySql = await admin.spacesBySql({ q: 'Board', sort: 'capacity', order: 'asc', limit: 5, offset: 3, status: 'approved' });
    expect(res.json().data.map((s: { id: string }) => s.id)).toEqual(bySql.data.map((s) => s.id));
    expect(res.json().page).toEqual(bySql.page);
    expect((await as(t, owner).get('/api/admin/spaces?q=Board')).statusCode).toBe(403);
  });
});
