import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../lib/rows.ts';
import { createTestApp, type TestContext } from '../test/harness.ts';
import { generateSpacesSql } from './generate.ts';

/**
 * The benches' catalogue is only as honest as its spread: a search for a place must find that
 * place's approved spaces (the pending tenth once fell on four whole places, and the bench's
 * searches for Westlands and Nyali found nothing and answered fast).
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(generateSpacesSql(800));
});
afterAll(() => t?.close());

describe('the generated catalogue', () => {
  it('has one space in ten pending, and every place and every category approved spaces and pending ones', async () => {
    const count = async (by: 'location' | 'category') =>
      rowsOf<{ key: string; approved: number; pending: number }>(
        await t.database.db.execute(
          sql`select ${sql.raw(by)} as key, count(*) filter (where status = 'approved')::int as approved, count(*) filter (where status = 'pending')::int as pending
              from spaces group by 1`,
        ),
      );
    const places = await count('location');
    expect(places).toHaveLength(40);
    for (const place of places) expect(place).toEqual({ key: place.key, approved: 18, pending: 2 });
    const categories = await count('category');
    expect(categories).toHaveLength(5);
    for (const category of categories) expect(category).toEqual({ key: category.key, approved: 144, pending: 16 });
  });
});
