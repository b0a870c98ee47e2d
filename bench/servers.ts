import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * A server under load in its own process (serve.ts): ours on `databaseUrl`, or the bare node:http
 * baseline running the statements in `sqlFile`. Resolves once it listens.
 */
export async function startBenchServer(
  kind: 'ours' | 'bare',
  port: number,
  databaseUrl: string,
  options: { sqlFile?: string; env?: Record<string, string> } = {},
) {
  const child: ChildProcess = fork(
    path.join(import.meta.dirname, 'serve.ts'),
    [kind, String(port), databaseUrl, ...(options.sqlFile ? [options.sqlFile] : [])],
    {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  return child;
}

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

/** A Nairobi date `n` days from now. */
export const benchDay = (n: number) => new Date(Date.now() + 3 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

/** Two-hour windows over the coming days, in turn (the generated bookings fall in some of them). */
export const FREE_WINDOWS = Array.from(
  { length: 10 },
  (_, i) => `date=${benchDay(2 + i)}&start=${String(9 + (i % 6)).padStart(2, '0')}:00&end=${String(11 + (i % 6)).padStart(2, '0')}:00`,
);
