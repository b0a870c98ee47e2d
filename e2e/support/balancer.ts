import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
export const HAPROXY_PATH = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

export interface RunningBalancer {
  /** https://127.0.0.1:port — TLS ends here with a self-signed certificate for 127.0.0.1. */
  url: string;
  /** The plain-HTTP port, which sends everything to HTTPS. */
  httpUrl: string;
  /** HAProxy's view of each instance, from its stats page: e.g. { app1: 'UP', app2: 'DOWN' }. */
  states(): Promise<Record<string, string>>;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * A configuration's `server` lines, each backend's run of them, as these instances (app1, app2, ...):
 * a line's words after its address stay, with its own name for app1's (`track nafasi/app1`).
 */
export function withInstances(shipped: string, instances: string[]): string {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const rest = (run[0] ?? '').trim().split(/\s+/).slice(3).join(' ');
    out.push(...instances.map((address, i) => `    server app${i + 1} ${address}${rest ? ` ${rest.replaceAll('app1', () => `app${i + 1}`)}` : ''}`));
    run = [];
  };
  for (const line of shipped.split('\n')) {
    if (/^\s+server\s/.test(line)) run.push(line);
    else {
      flush();
      out.push(line);
    }
  }
  flush();
  if (!out.some((l) => /^\s+server\s/.test(l))) throw new Error('deploy/haproxy.cfg has no server lines');
  return out.join('\n');
}

/**
 * The shipped deploy/haproxy.cfg, run by Debian's HAProxy in front of `instances` (host:port each),
 * exactly as deployed except for its `server` lines, which name these instances app1, app2, ...
 */
export async function startBalancer(instances: string[], ports?: { https: number; http?: number }): Promise<RunningBalancer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nafasi-haproxy-'));
  const cert = path.join(dir, 'site.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    path.join(dir, 'key.pem'),
    '-out',
    path.join(dir, 'cert.pem'),
  ]);
  await writeFile(cert, (await readFile(path.join(dir, 'cert.pem'), 'utf8')) + (await readFile(path.join(dir, 'key.pem'), 'utf8')));
  const config = path.join(dir, 'haproxy.cfg');
  await writeFile(config, withInstances(await readFile(path.join(repoRoot, 'deploy/haproxy.cfg'), 'utf8'), instances));

  const https = ports?.https ?? (await freePort());
  const http = ports?.http ?? (await freePort());
  const stats = await freePort();
  let output = '';
  const child: ChildProcess = spawn(HAPROXY_PATH, ['-db', '-f', config], {
    env: {
      ...process.env,
      NAFASI_HTTPS_BIND: `127.0.0.1:${https}`,
      NAFASI_HTTP_BIND: `127.0.0.1:${http}`,
      NAFASI_CERT: cert,
      NAFASI_STATS_BIND: `127.0.0.1:${stats}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));

  const states = async (): Promise<Record<string, string>> => {
    const csv = await (await fetch(`http://127.0.0.1:${stats}/;csv`)).text();
    const rows = csv.split('\n').map((l) => l.split(','));
    return Object.fromEntries(rows.filter((r) => r[0] === 'nafasi' && /^app\d+$/.test(r[1] ?? '')).map((r) => [r[1], (r[17] ?? '').split(' ')[0]]));
  };
  // Ready once every instance passed its health checks.
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}:\n${output}`);
    try {
      const now = await states();
      if (Object.keys(now).length === instances.length && Object.values(now).every((s) => s === 'UP')) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`haproxy did not see every instance up in 30 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url: `https://127.0.0.1:${https}`,
    httpUrl: `http://127.0.0.1:${http}`,
    states,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
