/**
 * Server-rendered pages under load (issue 12): the public pages as the server sends them, at the
 * catalogue's full size. A rendered page is kept for everyone until the catalogue changes, so the
 * figures are what a busy site gets; the first render of each is in the warm-up. `tsx ssr-pages.ts`
 * alone builds a fresh 100,000-space database, measures, and rewrites its section of RESULTS.md.
 */
import { fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { generateSpacesSql } from '../apps/server/src/seed/generate.ts';
import { freshPostgresDatabase } from '../apps/server/src/test/harness.ts';

export const SECTION = '## Server-rendered pages';

export async function measureRenderedPages(port: number, ids: string[], options: { spaces: number; seconds: number; connections: number }): Promise<string[]> {
  const few = ids.slice(0, 20);
  const scenarios = [
    { name: 'GET / (home: the first 12 of the catalogue and its category counts)', pathFor: () => '/' },
    { name: 'GET /?category=event-hall (a search URL)', pathFor: () => '/?category=event-hall' },
    { name: 'GET /space/:id (20 spaces in turn)', pathFor: (i: number) => `/space/${few[i % few.length]}` },
    { name: 'GET /about (no data)', pathFor: () => '/about' },
  ];
  const lines = [
    `${SECTION}: ${options.spaces.toLocaleString('en')} spaces on PostgreSQL, autocannon ${options.connections} connections, ${options.seconds} s each`,
    '',
    'Rendered once, then kept for everyone until the catalogue changes (30 s at most); before the page cache the same',
    'pages managed / 14 req/s (p50 2.8 s), a search URL 37, /space/:id 103 and /about 357 (each request rendered).',
    '',
    '| request | req/s | p50 / p99 ms |',
    '|---|---|---|',
  ];
  for (const scenario of scenarios) {
    const run = async (seconds: number) => {
      let i = 0;
      const result = await autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: options.connections,
        duration: seconds,
        requests: [{ setupRequest: (req) => ({ ...req, path: scenario.pathFor(i++) }) }],
      });
      if (result.non2xx || result.errors) throw new Error(`${scenario.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      return result;
    };
    await run(2);
    const r = await run(options.seconds);
    lines.push(`| ${scenario.name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} / ${r.latency.p99} |`);
  }
  lines.push('');
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const SPACES = Number(process.env.BENCH_SPACES ?? 100_000);
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const fresh = await freshPostgresDatabase();
  const database = await openDatabase({ url: fresh.url, poolSize: 2 });
  await database.migrate();
  await database.db.execute(generateSpacesSql(SPACES));
  await database.db.execute(sql`insert into space_images (space_id, storage_key, width, height) select id, 'seed-westlands-boardroom', 1600, 1067 from spaces`);
  await database.db.execute(sql`vacuum analyze`);
  const rows = (await database.db.execute(sql`select id from spaces where status = 'approved' order by random() limit 100`)) as unknown as {
    rows: { id: string }[];
  };
  await database.close();
  const port = 5790;
  const child = fork(path.join(import.meta.dirname, 'serve.ts'), ['ours', String(port), fresh.url], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve) => child.stdout!.on('data', (d) => String(d).includes('ready') && resolve()));
  const lines = await measureRenderedPages(
    port,
    rows.rows.map((r) => r.id),
    { spaces: SPACES, seconds: 10, connections: 50 },
  );
  child.kill('SIGTERM');
  await fresh.drop();
  console.log(lines.join('\n'));
  const file = path.join(import.meta.dirname, 'RESULTS.md');
  const results = readFileSync(file, 'utf8');
  const start = results.indexOf(SECTION);
  const end = start >= 0 ? results.indexOf('\n## ', start + SECTION.length) : -1;
  writeFileSync(
    file,
    start >= 0 ? results.slice(0, start) + lines.join('\n') + (end >= 0 ? results.slice(end) : '\n') : `${results.trimEnd()}\n\n${lines.join('\n')}\n`,
  );
}
