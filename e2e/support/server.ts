import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/src/test/free-port.ts';

export { freePort };

const repoRoot = path.resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR the real product made on its first run (migrated, seeded, photos): each server starts from a copy. */
    e2eDataDir: string;
  }
}

/**
 * The first run's DATA_DIR that the journeys' global setup prepared, when running under it (loaded
 * lazily: outside a test worker, as in the global setup itself or a bench, vitest cannot be loaded).
 */
async function preparedDataDir(): Promise<string | undefined> {
  try {
    const { inject } = await import('vitest');
    return inject('e2eDataDir');
  } catch {
    return undefined;
  }
}

export interface RunningServer {
  url: string;
  /** Its DATA_DIR: without SMTP_URL, mails are written to `mail/` there. */
  dataDir: string;
  /** Everything the server printed, for a failing test to show. */
  output: () => string;
  /** Sends a signal; resolves with the exit code. */
  signal(signal: NodeJS.Signals): Promise<number | null>;
  stop(): Promise<void>;
}

/** The server as `npm run build` bundles it (scripts/build-server.mjs). */
const SERVER_BUNDLE = 'apps/server/dist/main.mjs';

/**
 * Starts the real product (apps/server/dist/main.mjs, built from apps/server/src/main.ts: migrations, seed, the built web app) on a free
 * port with a fresh data directory; PGlite unless a database URL is given. On PGlite the data
 * directory starts as a copy of the one the journeys' global setup made with a first run (an
 * embedded cluster, migrated and seeded, costs a server start 10–20 s); `firstRun` starts empty.
 * `keepDataDir` leaves the directory in place after `stop()`.
 */
export async function startServer(
  options: { databaseUrl?: string; env?: Record<string, string>; port?: number; firstRun?: boolean; keepDataDir?: boolean } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nafasi-e2e-'));
  const prepared = options.databaseUrl || options.firstRun ? undefined : await preparedDataDir();
  if (prepared) await cp(prepared, dataDir, { recursive: true });
  let output = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Links in e-mails point at this very server.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // No balancer to drain in front of a test server: stop at once unless a test asks otherwise.
    SHUTDOWN_DRAIN_MS: '0',
    // No tile server can be reached from a test: maps draw their pins on a plain background.
    MAP_TILE_URL: '',
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  // E2E_SERVER_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it exits (where a journey's time goes).
  const profiling = process.env.E2E_SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.E2E_SERVER_CPU_PROF}`] : [];
  // The server as production runs it (`npm run serve`: the bundle `npm run build` made), one node
  // process (not npm, which wraps a child), so signals reach the server itself.
  const child: ChildProcess = spawn(process.execPath, [...profiling, '--enable-source-maps', SERVER_BUNDLE], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  // A limit for a server that never comes up, not a speed: beside the other suites on two cores a
  // start once took over 60 s.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy in 150 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    output: () => output,
    signal(signal) {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill(signal);
      return exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.keepDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
