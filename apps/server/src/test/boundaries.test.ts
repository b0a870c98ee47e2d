import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../lib/rows.ts';
import { createTestApp, type TestContext } from './harness.ts';
import { cycles, importsOf, partOf, SERVER_SRC, sourceFiles, tableOwners, writesOf } from './boundaries.ts';

/*
 * The server's boundaries, read from what the code means (test/boundaries.ts), so that a raw SQL
 * write, a `../../` climb, a renamed, namespace, dynamic or type import are all seen
 * (docs/ARCHITECTURE.md "Boundaries"). The ESLint rules say the same earlier, by spelling.
 */
const files = sourceFiles();
const tables = tableOwners();
const here = (file: string, line: number) => `${path.relative(SERVER_SRC, file)}:${line}`;
const offered = JSON.parse(readFileSync(path.join(SERVER_SRC, 'modules', 'offered.json'), 'utf8')) as Record<string, string[]>;
/** The layers from the bottom: a part imports only its own, those below, or a leaf (a file that imports nothing of the server). */
const LAYERS = ['db', 'lib', 'realtime', 'modules', 'config', 'seed', 'app', 'cli', 'main'];
const rank = (part: string) => LAYERS.indexOf(part.startsWith('modules/') ? 'modules' : part);
const isLeaf = (file: string) => importsOf(file).every((i) => !i.to.startsWith(SERVER_SRC));

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { periodicJobs: false });
});
afterAll(() => t?.close());

describe('the server’s boundaries', () => {
  it('knows every part: each file is in a layer or a module', () => {
    expect(files.length).toBeGreaterThan(100);
    const unknown = [...new Set(files.map(partOf))].filter((part) => rank(part) < 0);
    expect(unknown).toEqual([]);
  });

  it('every table in the database has one owner, and the map in ARCHITECTURE.md lists each with it', async () => {
    const inDatabase = rowsOf<{ name: string }>(await t.database.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'`)).map(
      (r) => r.name,
    );
    const owned = new Set([...tables.values()].map((table) => table.sqlName));
    // Drizzle's own record of the migrations run is no one's data.
    expect(inDatabase.filter((name) => !owned.has(name))).toEqual([]);

    const map = readFileSync(path.join(SERVER_SRC, '../../../docs/ARCHITECTURE.md'), 'utf8');
    const listed = new Map<string, Set<string>>();
    for (const row of map.split('\n').filter((line) => /^\| `[\w/]+`/.test(line))) {
      const cells = row.split('|').map((cell) => cell.trim());
      const names = [...cells[1]!.matchAll(/`([\w/]+)`/g)].map((m) => m[1]!.replace(/\/$/, ''));
      const owns = cells[4]!.startsWith('—') ? [] : cells[4]!.split(',').map((name) => name.trim().replace(/\s*\(.*$/, ''));
      for (const name of names) listed.set(name, new Set([...(listed.get(name) ?? []), ...owns]));
    }
    const unlisted = [...tables.values()].filter((table) => !listed.get(table.owner.replace('modules/', ''))?.has(table.sqlName));
    expect(unlisted.map((table) => `${table.sqlName} (${table.owner})`)).toEqual([]);
  });

  it('each table is written only by its owner (the seed excepted: it fills sample data)', () => {
    const foreign = files.flatMap((file) =>
      partOf(file) === 'seed' ? [] : writesOf(file, tables).filter((write) => tables.get(write.table)!.owner !== partOf(file)),
    );
    expect(foreign.map((w) => `${here(w.file, w.line)} writes ${w.table} (${tables.get(w.table)!.owner}'s) by ${w.how}`)).toEqual([]);
  });

  it('finds writes however they are spelled', () => {
    const notifications = path.join(SERVER_SRC, 'modules', 'notifications', 'service.ts');
    const found = writesOf(notifications, tables);
    // Drizzle calls and `insert into ${events}` in SQL text.
    expect(found.some((w) => w.table === 'events' && w.how === 'drizzle')).toBe(true);
    expect(found.some((w) => w.table === 'events' && w.how === 'sql')).toBe(true);
    const catalogue = writesOf(path.join(SERVER_SRC, 'modules', 'spaces', 'catalogue-index.ts'), tables);
    expect(catalogue.some((w) => w.table === 'availability_changes' && w.how === 'sql')).toBe(true);
  });

  it('imports go down the layers, and into another module only through its front door', () => {
    const wrong: string[] = [];
    for (const file of files) {
      const from = partOf(file);
      for (const imported of importsOf(file)) {
        if (!imported.to.startsWith(SERVER_SRC)) continue;
        const to = partOf(imported.to);
        if (to === from) continue;
        const at = `${here(file, imported.line)} (${imported.how})`;
        if (rank(to) > rank(from) && !isLeaf(imported.to)) wrong.push(`${at}: ${from} imports ${to}, a layer above it`);
        if (from.startsWith('modules/') && to.startsWith('modules/')) {
          const door = ['service.ts', ...(offered[to.replace('modules/', '')] ?? [])];
          if (!door.includes(path.relative(path.join(SERVER_SRC, to), imported.to)))
            wrong.push(`${at}: ${path.relative(SERVER_SRC, imported.to)} is inside ${to}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('no cycle between modules: they form layers of their own', () => {
    const edges = new Map<string, Set<string>>();
    for (const file of files) {
      const from = partOf(file);
      if (!from.startsWith('modules/')) continue;
      for (const imported of importsOf(file)) {
        const to = partOf(imported.to);
        if (to !== from && to.startsWith('modules/')) edges.set(from, new Set([...(edges.get(from) ?? []), to]));
      }
    }
    expect(cycles(edges)).toEqual([]);
  });
});
