/**
 * Two text engines over one catalogue, for the decision record docs/decisions/0014: the product's
 * (the catalogue index: PostgreSQL's tsvector, matched and ranked in memory by a port of ts_rank,
 * equal to the SQL oracle) and an adapter over MiniSearch (a maintained library: BM25+, prefix and
 * fuzzy search), each given the same searches.
 *
 * For TEXT_ENGINE_SIZE spaces (100,000 unless set) in a fresh PostgreSQL database (bench/dataset.ts
 * generateSpaces): each engine is built, then asked TEXT_ENGINE_SEARCHES searches (2,000) drawn at
 * random (seeded) from the catalogue's own words as people type them — one word, two words of one
 * space, the first letters of a word, a word with one letter wrong — none asked twice. Reported: the
 * time to build, the heap it holds, searches a second one after another in this process and their
 * p50 and p99 (the first page of 20 and the count, as the catalogue asks); how often each engine's
 * first ten are the SQL's first ten (the oracle: ts_rank, then rating, then id); and, in
 * bench/TEXT-ENGINES.md, the first ten of 50 searches side by side.
 *
 * `npm run bench:text-engines -w bench` (TEST_DATABASE_URL or the local PostgreSQL server).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { sql } from 'drizzle-orm';
import { SpaceListQuerySchema, type SpaceListQuery } from '@nafasi/shared/spaces';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/lib/rows.ts';
import { spacesService } from '../apps/server/src/modules/spaces/service.ts';
import type { TextQuery } from '../apps/server/src/modules/search/index.ts';
import { freshPostgresDatabase } from '../apps/server/src/test/harness.ts';
import { generateSpaces } from './dataset.ts';
import { drawSearches, seeded, tokenize } from './people.ts';

const SIZE = Number(process.env.TEXT_ENGINE_SIZE ?? 100_000);
const SEARCHES = Number(process.env.TEXT_ENGINE_SEARCHES ?? 2000);
const ORACLE_SEARCHES = 200;
const SIDE_BY_SIDE = 50;
const PAGE = 20;
const CAP = 1000;
const MINISEARCH_VERSION = (JSON.parse(readFileSync(path.join(import.meta.dirname, '../node_modules/minisearch/package.json'), 'utf8')) as { version: string })
  .version;

interface SpaceText {
  id: string;
  title: string;
  location: string;
  category: string;
  description: string;
  rating: number;
}

/**
 * The adapter: MiniSearch over the fields the tsvector weighs (title A, place and category B,
 * description C), boosted as ts_rank weighs them (1.0, 0.4, 0.2); every word must match (AND), as a
 * prefix, and a word of four letters or more within one edit in five; ties as the catalogue breaks
 * them (rating, then id).
 */
function miniSearchEngine(spaces: SpaceText[]) {
  const engine = new MiniSearch<SpaceText>({
    fields: ['title', 'location', 'category', 'description'],
    storeFields: [],
    tokenize,
    searchOptions: {
      boost: { title: 5, location: 2, category: 2, description: 1 },
      combineWith: 'AND',
      prefix: true,
      fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
    },
  });
  engine.addAll(spaces);
  const rating = new Map(spaces.map((s) => [s.id, s.rating]));
  return {
    engine,
    search(q: string) {
      const found = engine.search(q);
      found.sort((a, b) => b.score - a.score || (rating.get(b.id as string) ?? 0) - (rating.get(a.id as string) ?? 0) || (b.id < a.id ? -1 : 1));
      return { ids: found.slice(0, PAGE).map((r) => r.id as string), total: Math.min(found.length, CAP + 1) };
    },
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const heapMb = () => {
  global.gc?.();
  const m = process.memoryUsage();
  return (m.heapUsed + m.arrayBuffers) / 1e6;
};

async function main() {
  // As the benches' README says: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server.
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const fresh = await freshPostgresDatabase();
  const database = await openDatabase({ url: fresh.url, poolSize: 4 });
  try {
    await database.migrate();
    const started = performance.now();
    await generateSpaces(database, SIZE);
    console.log(`generated ${SIZE} spaces in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const spaces = rowsOf<SpaceText & { rating: string }>(
      await database.db.execute(sql`select id, title, location, category, description, rating::text as rating from spaces where status = 'approved'`),
    ).map((s) => ({ ...s, rating: Number(s.rating) }));

    // The product's engine: the catalogue index, read as a server reads it at start.
    const service = spacesService(database.db, { searchCacheMs: 0 });
    let before = heapMb();
    let t0 = performance.now();
    await service.index.fresh();
    const ours = { build: (performance.now() - t0) / 1000, heap: heapMb() - before };

    before = heapMb();
    t0 = performance.now();
    const mini = miniSearchEngine(spaces);
    const theirs = { build: (performance.now() - t0) / 1000, heap: heapMb() - before };

    const searches = drawSearches(spaces, SEARCHES, seeded(2026));
    // A warm-up of other searches (the engines' code compiled), none of those measured.
    const measured = new Set(searches);
    const warmUp = drawSearches(spaces, 300, seeded(7)).filter((q) => !measured.has(q));
    const now = new Date();
    const noTime = () => Promise.resolve([]);
    // Each search's words as the service reads them (a mistyped word's nearest word looked up once,
    // in the database, before the timing: both engines are timed in memory alone).
    const texts = new Map<string, TextQuery | null | false>();
    for (const q of [...searches, ...warmUp]) texts.set(q, await service.textQuery(q));
    const query = (q: string): SpaceListQuery => SpaceListQuerySchema.parse({ q, limit: String(PAGE) });

    const timeEach = async (answer: (q: string) => Promise<unknown> | unknown, asked = searches) => {
      const times: number[] = [];
      for (const q of asked) {
        const t = performance.now();
        await answer(q);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const total = times.reduce((a, b) => a + b, 0);
      return { perSecond: (asked.length / total) * 1000, p50: percentile(times, 50), p99: percentile(times, 99) };
    };
    const oursAnswer = async (q: string) => {
      const text = texts.get(q);
      if (text === false || text === undefined) return { ids: [] as string[], total: 0 };
      const page = await service.index.page(query(q), text, now, noTime);
      return { ids: page.entries.map((e) => e.id), total: page.total };
    };
    await timeEach(oursAnswer, warmUp);
    await timeEach((q) => mini.search(q), warmUp);
    const oursTimes = await timeEach(oursAnswer);
    const theirTimes = await timeEach((q) => mini.search(q));
    // The same searches again: what the product's kept rankings give a word searched before (labelled: repeated).
    const oursAgain = await timeEach(oursAnswer);

    // Agreement with the SQL (ts_rank, then rating, then id): the first ten, as a set and in order.
    const title = new Map(spaces.map((s) => [s.id, `${s.title} (${s.location.split(',')[0]}, ★${s.rating.toFixed(2)})`]));
    let oursSame = 0;
    let theirsSame = 0;
    let theirsOverlap = 0;
    let asked = 0;
    const sideBySide: string[] = [];
    for (const q of searches.slice(0, ORACLE_SEARCHES)) {
      const text = texts.get(q);
      if (!text) continue;
      const { rows } = service.listQueries(query(q), text, now);
      const sqlIds = (await rows).map((r) => r.id).slice(0, 10);
      const oursIds = (await oursAnswer(q)).ids.slice(0, 10);
      const theirIds = mini.search(q).ids.slice(0, 10);
      asked++;
      if (oursIds.join() === sqlIds.join()) oursSame++;
      if (theirIds.join() === sqlIds.join()) theirsSame++;
      theirsOverlap += sqlIds.length ? theirIds.filter((id) => sqlIds.includes(id)).length / sqlIds.length : theirIds.length === 0 ? 1 : 0;
      if (sideBySide.length < SIDE_BY_SIDE) {
        const rowsOf10 = Array.from(
          { length: Math.max(sqlIds.length, theirIds.length) },
          (_, i) => `| ${i + 1} | ${title.get(oursIds[i] ?? '') ?? ''} | ${title.get(theirIds[i] ?? '') ?? ''} |`,
        );
        sideBySide.push(`### "${q}"\n\n| # | the product (= SQL) | MiniSearch |\n| --- | --- | --- |\n${rowsOf10.join('\n') || '| — | nothing | nothing |'}\n`);
      }
    }

    const lines = [
      `## Text engines at ${SIZE.toLocaleString('en')} spaces (${spaces.length.toLocaleString('en')} approved), ${searches.length.toLocaleString('en')} searches none repeated`,
      '',
      "| engine | build | heap | searches/s (one at a time) | p50 | p99 | first ten = SQL's, in order | of SQL's first ten, found in its first ten |",
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      `| the product (tsvector, ts_rank port) | ${ours.build.toFixed(1)} s | ${ours.heap.toFixed(0)} MB | ${oursTimes.perSecond.toFixed(0)} | ${oursTimes.p50.toFixed(2)} ms | ${oursTimes.p99.toFixed(2)} ms | ${oursSame}/${asked} | 100 % |`,
      `| MiniSearch ${MINISEARCH_VERSION} (BM25+, prefix, fuzzy) | ${theirs.build.toFixed(1)} s | ${theirs.heap.toFixed(0)} MB | ${theirTimes.perSecond.toFixed(0)} | ${theirTimes.p50.toFixed(2)} ms | ${theirTimes.p99.toFixed(2)} ms | ${theirsSame}/${asked} | ${((100 * theirsOverlap) / asked).toFixed(0)} % |`,
      '',
      `The same ${searches.length.toLocaleString('en')} searches asked again (repeated, so the product's kept rankings answer): the product ${oursAgain.perSecond.toFixed(0)} searches/s, p99 ${oursAgain.p99.toFixed(2)} ms.`,
      `The product's build is what a server reads at start: every space's facts and text, its busy times (this catalogue has no bookings) and the admin's table; a search's mistyped word is looked up in the database before the timing, once.`,
    ];
    console.log(lines.join('\n'));
    writeFileSync(
      path.join(import.meta.dirname, 'TEXT-ENGINES.md'),
      `# Text engines side by side\n\nWritten by \`npm run bench:text-engines -w bench\` (bench/text-engines.ts); the decision is docs/decisions/0014-the-text-engine.md.\n\n${lines.join('\n')}\n\n## The first ten of ${SIDE_BY_SIDE} searches\n\n${sideBySide.join('\n')}`,
    );
  } finally {
    await database.close();
    await fresh.drop();
  }
}

await main();
process.exit(0);
