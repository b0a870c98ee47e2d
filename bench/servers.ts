import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { bundleServer } from '../scripts/build-server.mjs';

/** serve.ts bundled as production bundles the server (scripts/build-server.mjs), once a run. */
let bundled: Promise<string> | null = null;
const serveBundle = () =>
  (bundled ??= (async () => {
    // Beside the server's own bundle: its packages resolve as the server's do (apps/server/node_modules first).
    const outdir = path.join(import.meta.dirname, '../apps/server/dist/bench');
    await bundleServer({ serve: path.join(import.meta.dirname, 'serve.ts') }, outdir);
    return path.join(outdir, 'serve.mjs');
  })());

/**
 * A server under load in its own process (serve.ts, bundled as production runs the server): ours
 * on `databaseUrl`, or the bare node:http baseline running the statements in `sqlFile`. Resolves
 * once it listens.
 */
export async function startBenchServer(
  kind: 'ours' | 'bare',
  port: number,
  databaseUrl: string,
  options: { sqlFile?: string; env?: Record<string, string> } = {},
) {
  const child: ChildProcess = fork(await serveBundle(), [kind, String(port), databaseUrl, ...(options.sqlFile ? [options.sqlFile] : [])], {
    // Room for the catalogue index of a million spaces and the admin's tables (2.2 GB held, 3.7 GB
    // resident under load: bench/RESULTS.md), as NODE_OPTIONS would give the instance admins are
    // sent to, and the young generation deploy/nafasi.service gives one (a search's short-lived
    // objects die there). BENCH_HEAP=<MB>: the old generation's limit instead (1024: a search
    // instance at 100,000 spaces, as deploy/nafasi.service gives one; the admin's tables are then
    // left to the database). BENCH_PROFILE=<dir>: each server writes a CPU profile there as it
    // stops (for Chrome's DevTools).
    execArgv: [
      '--enable-source-maps',
      ...(process.env.BENCH_HEAP ? [`--max-old-space-size=${process.env.BENCH_HEAP}`] : ['--max-old-space-size=8192']),
      '--max-semi-space-size=64',
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
    ],
    // Measured as it runs in production (`npm run serve` sets NODE_ENV).
    env: { ...process.env, NODE_ENV: 'production', ...options.env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  return child;
}

/** A bench server's answer to `message` (serve.ts): the first message back that `pick` takes. */
function ask<T>(server: ChildProcess, message: string, pick: (answer: unknown) => T | undefined): Promise<T> {
  return new Promise((resolve) => {
    const heard = (answer: unknown) => {
      const picked = pick(answer);
      if (picked === undefined) return;
      server.off('message', heard);
      resolve(picked);
    };
    server.on('message', heard);
    server.send(message);
  });
}

/** Resolves once a bench server has read the catalogue again and the admin's tables (serve.ts): before the admin's rows, and after rows were deleted. */
export const warmAgain = (server: ChildProcess): Promise<void> => ask(server, 'warm', (m) => (m === 'warm' ? null : undefined)).then(() => undefined);

/** A bench server's resident memory (bytes): the most sampled since last asked, and now; and its heap now. */
export interface ServerMemory {
  most: number;
  rss: number;
  heap: number;
}
export const memoryOf = (server: ChildProcess): Promise<ServerMemory> =>
  ask(server, 'memory', (m) => (typeof m === 'object' && m && 'memory' in m ? (m as { memory: ServerMemory }).memory : undefined));

/** Searches people make, in turn: words, two of them mistyped. */
export const TEXT_SEARCHES = [
  'boardroom',
  'westlands',
  'boadroom',
  'photo studio',
  'kilimani hall',
  'quiet meeting',
  'coworking desk',
  'nyali',
  'confrence',
  'sunny loft',
].map((q) => `?q=${encodeURIComponent(q)}`);

/**
 * A long tail of searches: 600 of two words (a describing word and a kind of space or a place), in
 * turn, more than the catalogue index keeps the first of the order of (256): each is ranked whole.
 */
export const TAIL_SEARCHES = [
  'sunny',
  'quiet',
  'modern',
  'classic',
  'garden',
  'rooftop',
  'executive',
  'cozy',
  'spacious',
  'bright',
  'urban',
  'savannah',
  'acacia',
  'baobab',
  'jacaranda',
  'coral',
  'lakeside',
  'highland',
  'heritage',
  'creative',
  'open',
  'minimal',
  'industrial',
  'boutique',
  'green',
  'golden',
  'riverside',
  'skyline',
  'tranquil',
  'vibrant',
].flatMap((first) =>
  [
    'room',
    'studio',
    'hall',
    'desk',
    'office',
    'lounge',
    'hub',
    'suite',
    'gallery',
    'pavilion',
    'ballroom',
    'commons',
    'shop',
    'boardroom',
    'kilimani',
    'westlands',
    'nyali',
    'mombasa',
    'kisumu',
    'nakuru',
  ].map((second) => `?q=${encodeURIComponent(`${first} ${second}`)}`),
);

/** A Nairobi date `n` days from now. */
export const benchDay = (n: number) => new Date(Date.now() + 3 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

/** Two-hour windows over the coming days, in turn (the generated bookings fall in some of them). */
export const FREE_WINDOWS = Array.from(
  { length: 10 },
  (_, i) => `date=${benchDay(2 + i)}&start=${String(9 + (i % 6)).padStart(2, '0')}:00&end=${String(11 + (i % 6)).padStart(2, '0')}:00`,
);

/**
 * Bookings made as fast as 50 connections can, by the people whose `tokens` are given, in turn:
 * each a random one of `ids`, a day in the next 300 and an hour of the day (few collide). What was
 * answered: the ids made (201), refusals as taken (409); any other answer throws.
 */
export async function bookingLoad(port: number, tokens: string[], ids: string[], seconds: number, connections = 50) {
  const made: string[] = [];
  let turn = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/bookings',
        setupRequest: (req) => {
          const headers = { 'content-type': 'application/json', authorization: `Bearer ${tokens[turn++ % tokens.length]}` };
          const hour = 7 + Math.floor(Math.random() * 14);
          const body = {
            spaceId: ids[Math.floor(Math.random() * ids.length)],
            date: benchDay(2 + Math.floor(Math.random() * 300)),
            startTime: `${String(hour).padStart(2, '0')}:00`,
            endTime: `${String(hour + 1).padStart(2, '0')}:00`,
          };
          return { ...req, headers, body: JSON.stringify(body) };
        },
        onResponse: (status, body) => {
          if (status === 201) made.push((JSON.parse(body) as { data: { id: string } }).data.id);
        },
      },
    ],
  });
  const codes = result.statusCodeStats as unknown as Record<string, { count: number }>;
  const others = Object.keys(codes).filter((c) => c !== '201' && c !== '409');
  if (result.errors || others.length) throw new Error(`bookings: ${result.errors} errors, statuses ${JSON.stringify(codes)}`);
  return { made, created: codes['201']?.count ?? 0, refused: codes['409']?.count ?? 0, p50: result.latency.p50, p99: result.latency.p99 };
}
