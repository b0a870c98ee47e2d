import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SpaceListQuerySchema } from '@nafasi/shared/spaces';
import { createTestApp, dbKind, type TestContext } from '../../test/harness.ts';
import { generateSpacesSql } from '../../seed/generate.ts';
import { spacesService } from './service.ts';

/**
 * The catalogue must stay fast at scale: with 100,000 spaces on PostgreSQL, no catalogue query
 * reads the whole table. PostgreSQL only: that is where a catalogue this big lives.
 */
describe.runIf(dbKind === 'postgres')('catalogue query plans at 100,000 spaces', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.execute(generateSpacesSql(100_000));
    await t.database.db.execute(sql`vacuum analyze spaces`);
  }, 120_000);
  afterAll(() => t?.close());

  async function plan(query: Record<string, string>) {
    const { rows, total } = spacesService(t.database.db).listQueries(SpaceListQuerySchema.parse(query));
    const plans: string[] = [];
    for (const q of [rows, total]) {
      const { sql: text, params } = q.toSQL();
      const result = await t.database.db.execute(sql.raw(`explain ${inlineParams(text, params)}`));
      plans.push((result as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    return plans;
  }

  it.each<[Record<string, string>]>([
    [{ q: 'boardroom' }],
    [{ q: 'KILIMANI' }],
    [{ q: 'jacaranda pavilion' }],
    [{ q: 'zz-matches-nothing' }],
    [{ q: 'studio', category: 'creative-studio', sort: 'price_asc' }],
    [{ category: 'event-hall', minPrice: '5000', maxPrice: '8000' }],
    [{}],
    [{ sort: 'price_asc' }],
    [{ sort: 'price_desc' }],
    [{ sort: 'rating' }],
  ])('%j uses indexes, never a sequential scan of spaces', async (query) => {
    const [rows, total] = await plan(query);
    expect(rows).not.toMatch(/Seq Scan on spaces/);
    expect(total).not.toMatch(/Seq Scan on spaces/);
    if (query.q && Object.keys(query).length === 1) expect(`${rows}\n${total}`).toMatch(/spaces_(title|description|location)_trgm_idx/);
  });
});

/** EXPLAIN cannot take bind parameters through every driver; inline them as literals (test data only). */
function inlineParams(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    return typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`;
  });
}
