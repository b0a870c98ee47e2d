/**
 * What reading the catalogue index costs a server (issue 33): each instance reads every approved
 * space and every upcoming booking into memory at boot (and again when the catalogue's epoch turns).
 * For each size: a fresh PostgreSQL database with the benches' catalogue (bench/dataset.ts, ten
 * bookings a space), the index read once in this process while a timer asks the event loop every
 * millisecond; reported: how long the read took, the longest the event loop could not answer (a
 * request arriving meanwhile waits that long) and the memory it holds. INDEX_LOAD_SIZES=10000,100000
 * picks the sizes (BENCH_KEEP=1 measures the throughput bench's kept databases); `npm run
 * bench:index-load` (TEST_DATABASE_URL: a PostgreSQL server to make the databases on) rewrites its
 * section of bench/RESULTS.md.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { catalogueIndex } from '../apps/server/src/modules/spaces/catalogue-index.ts';
import { BOOKINGS_PER_SPACE, benchDatabase } from './dataset.ts';
import { rewriteSection } from './results.ts';

const SIZES = (process.env.INDEX_LOAD_SIZES ?? '10000,100000').split(',').map(Number);

interface Measured {
  spaces: number;
  bookings: number;
  seconds: number;
  longestPauseMs: number;
  p99PauseMs: number;
  heapMb: number;
}

async function measure(size: number): Promise<Measured> {
  const fresh = await benchDatabase(size);
  const database = await openDatabase({ url: fresh.url, poolSize: 2 });
  try {
    await database.migrate();
    await fresh.generate(database);
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const index = catalogueIndex(database.db);
    // The longest gap between ticks asked for every millisecond: how long a request would have waited.
    let longest = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 1);
    const histogram = monitorEventLoopDelay({ resolution: 1 });
    histogram.enable();
    const t0 = performance.now();
    await index.fresh();
    const seconds = (performance.now() - t0) / 1000;
    histogram.disable();
    clearInterval(ticker);
    global.gc?.();
    const heapAfter = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    return {
      spaces: size,
      bookings: size * BOOKINGS_PER_SPACE,
      seconds,
      longestPauseMs: longest,
      p99PauseMs: histogram.percentile(99) / 1e6,
      heapMb: (heapAfter - heapBefore) / 2 ** 20,
    };
  } finally {
    await database.close();
    await fresh.drop();
  }
}

export async function measureIndexLoad(): Promise<string[]> {
  const rows: Measured[] = [];
  for (const size of SIZES) {
    const m = await measure(size);
    console.log(`index load: ${JSON.stringify(m)}`);
    rows.push(m);
  }
  return [
    '## Reading the catalogue index (issue 33)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)}: the index of one server read whole (at boot, or when the catalogue's epoch turns) from PostgreSQL on this machine, ten upcoming bookings a space; the longest pause is the longest the event loop could not answer a timer asked every millisecond meanwhile (a request arriving then waits as long). Memory: heap and array buffers held after the read (\`--expose-gc\`: after a collection).`,
    '',
    '| spaces | bookings | read in | longest pause of the event loop | p99 event-loop delay | memory held |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (m) =>
        `| ${m.spaces.toLocaleString('en')} | ${m.bookings.toLocaleString('en')} | ${m.seconds.toFixed(1)} s | ${Math.round(m.longestPauseMs)} ms | ${m.p99PauseMs.toFixed(0)} ms | ${m.heapMb.toFixed(0)} MB |`,
    ),
    '',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lines = await measureIndexLoad();
  console.log(lines.join('\n'));
  rewriteSection('Reading the catalogue index', lines);
}
