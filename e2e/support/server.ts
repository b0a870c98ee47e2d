import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
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

/**
 * Starts the real product (apps/server/src/main.ts: migrations, seed, the built web app) on a free
 * port with a fresh data directory; PGlite unless a database URL is given.
 */
export async function startServer(options: { databaseUrl?: string; env?: Record<string, string>; port?: number } = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nafasi-e2e-'));
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
  // One node process (not the tsx CLI, which wraps a child), so signals reach the server itself.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy in 60 s:\n${output}`);
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
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
