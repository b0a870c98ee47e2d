import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdayOf } from '@nafasi/shared/schedule';
import { SpaceListQuerySchema } from '@nafasi/shared/spaces';
import { addDays, nairobiDate } from '@nafasi/shared/time';
import { createTestApp, dbKind, explain, type TestContext } from '../../test/harness.ts';
import { generateSpacesSql } from '../../seed/generate.ts';
import { spacesService } from './service.ts';

/**
 * The catalogue must stay fast at scale: with 100,000 spaces on PostgreSQL, no catalogue query
 * reads the whole table. PostgreSQL only: that is where a catalogue this big lives.
 */
let saturday = addDays(nairobiDate(), 3);
while (weekdayOf(saturday) !== 'sat') saturday = addDays(saturday, 1);

describe.runIf(dbKind === 'postgres')('catalogue query plans at 100,000 spaces', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.execute(generateSpacesSql(100_000));
    await t.database.db.execute(sql`vacuum analyze spaces`);
  }, 120_000);
  afterAll(() => t?.close());

  async function plan(query: Record<string, string>) {
    const service = spacesService(t.database.db);
    const tsQuery = (await service.textQuery(query.q)) || null;
    const { rows, total } = service.listQueries(SpaceListQuerySchema.parse(query), tsQuery);
    const plans: string[] = [];
    for (const q of [rows, total]) plans.push(await explain(t.database.db, q));
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
    [{ q: 'boadroom' }],
    [{ amenities: 'projector,wifi', capacity: '20' }],
    [{ date: saturday, start: '14:00', end: '16:00' }],
    [{ date: saturday, start: '14:00', end: '16:00', amenities: 'projector', category: 'meeting-room' }],
    [{ near: '-1.2864,36.8172', radius: '5', sort: 'distance' }],
    [{ bbox: '36.7,-1.35,36.9,-1.2' }],
    // Where there are few matches, an index finds them (a scan would read the whole table).
    [{ near: '-4.05,39.7', radius: '2', sort: 'distance' }],
    [{ bbox: '39.6,-4.1,39.8,-4.0' }],
  ])('%j uses indexes, never a sequential scan of spaces', async (query) => {
    const [rows, total] = await plan(query);
    // A scan under a Limit stops at the page or the count's cap: the planner picks it only when matches are common.
    expect(unboundedScans(rows ?? '')).toEqual([]);
    expect(unboundedScans(total ?? '')).toEqual([]);
    if (query.q && Object.keys(query).length === 1) expect(`${rows}\n${total}`).toMatch(/spaces_public_search_idx/);
  });

  it('checks a batch of candidates for a time through the indexes of bookings and blocks, never a scan', async () => {
    const service = spacesService(t.database.db);
    const ids = (await t.database.db.execute(sql`select id from spaces where status = 'approved' order by created_at desc limit 400`)) as {
      rows: { id: string }[];
    };
    const { sql: text } = service.preparedSql.free();
    const values: Record<string, string> = {
      ids: `'{${ids.rows.map((r) => r.id).join(',')}}'`,
      startAt: `'${new Date(Date.now() + 3 * 86_400_000).toISOString()}'`,
      endAt: `'${new Date(Date.now() + 3 * 86_400_000 + 7_200_000).toISOString()}'`,
    };
    // The placeholders in the order the statement names them (ids, then the window's ends).
    const names = service.preparedSql.free().params.map((p) => (p as { name: string }).name);
    const result = await t.database.db.execute(sql.raw(`explain ${text.replace(/\$(\d+)/g, (_, n: string) => values[names[Number(n) - 1]!]!)}`));
    const plan = (result as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).not.toMatch(/Seq Scan on (spaces|bookings)/);
    expect(plan).toMatch(/spaces_pkey/);
  });
});

/** The sequential scans of spaces in a plan that no Limit above them stops early. */
function unboundedScans(plan: string): string[] {
  const lines = plan.split('\n');
  const indent = (line: string) => line.length - line.trimStart().length;
  return lines.filter((line, i) => {
    if (!line.includes('Seq Scan on spaces')) return false;
    let depth = indent(line);
    for (let j = i - 1; j >= 0; j--) {
      const above = lines[j] ?? '';
      if (indent(above) < depth) {
        if (above.includes('Limit')) return false;
        depth = indent(above);
      }
    }
    return true;
  });
}
