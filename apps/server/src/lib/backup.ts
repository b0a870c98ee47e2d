import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, readFile, rename, rm } from 'node:fs/promises';
import { PRIVATE_FILE_MODE, privateDir, writePrivateFile } from './private-files.ts';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';

/**
 * Backups and restores (issue 34), one way for each database:
 * - the embedded database: its whole data directory as a gzipped tarball, taken by the running
 *   server between two queries (`Database.snapshot`; crash-consistent, the restore replays the WAL
 *   it holds), or read from the directory when no server runs;
 * - PostgreSQL: `pg_dump --format=custom`, one consistent snapshot of the database at the moment it
 *   starts (a repeatable-read transaction) while the service goes on writing.
 * A backup is written under a temporary name and renamed when whole: a file named like a backup is
 * always a complete one. Backups are their owner's alone (0600 in a 0700 folder): they hold everything. `npm run backup` and `npm run restore` (apps/server/src/cli) call these.
 */

export type BackupKind = 'embedded' | 'postgres';

const EMBEDDED_SUFFIX = '.tar.gz';
const POSTGRES_SUFFIX = '.dump';

/** The kind of a backup file, from its name. */
export function backupKind(file: string): BackupKind {
  if (file.endsWith(EMBEDDED_SUFFIX)) return 'embedded';
  if (file.endsWith(POSTGRES_SUFFIX)) return 'postgres';
  throw new Error(`${file} is not a Nafasi backup (nafasi-embedded-….tar.gz or nafasi-postgres-….dump)`);
}

const stampOf = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

/** Writes `write(partial)` to a temporary name beside `file`, then gives it its name. */
async function whole(file: string, write: (partial: string) => Promise<void>) {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    await chmod(partial, PRIVATE_FILE_MODE);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return file;
}

/** Runs a PostgreSQL client tool; rejects with what it wrote to stderr when it fails. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', (err) => reject(new Error(`${command} could not run (Debian: apt-get install postgresql-client): ${err.message}`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`))));
  });
}

/** Backs up the embedded database the server has open (or one opened for it) into `dir`; resolves with the file. */
export async function backupEmbedded(database: Database, dir: string, now = new Date()): Promise<string> {
  const snapshot = database.snapshot();
  if (!snapshot) throw new Error('This is PostgreSQL: back it up with backupPostgres');
  await privateDir(dir);
  const blob = await snapshot;
  return whole(path.join(dir, `nafasi-embedded-${stampOf(now)}${EMBEDDED_SUFFIX}`), async (partial) =>
    writePrivateFile(partial, Buffer.from(await blob.arrayBuffer())),
  );
}

/** Backs up the PostgreSQL database at `url` into `dir` with pg_dump; resolves with the file. */
export async function backupPostgres(url: string, dir: string, now = new Date()): Promise<string> {
  await privateDir(dir);
  return whole(path.join(dir, `nafasi-postgres-${stampOf(now)}${POSTGRES_SUFFIX}`), (partial) =>
    run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${url}`]),
  );
}

/**
 * Restores an embedded backup into `dataDir`, which must not hold a database yet (move the old one
 * aside first: a restore never overwrites). Opens it once, so the WAL is replayed before a server
 * starts on it.
 */
export async function restoreEmbedded(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty: move it aside before restoring into it`);
  const database = await openDatabase({ dataDir, startFrom: new Blob([await readFile(file)]) });
  try {
    await database.ping();
  } finally {
    await database.close();
  }
}

/**
 * Restores a PostgreSQL backup into the database at `url`, which must be empty (a fresh
 * `createdb`): restoring over live tables would mix two histories. Stops at the first error.
 */
export async function restorePostgres(file: string, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`);
    if ((rows[0]?.n ?? 0) > 0) throw new Error('The target database is not empty: restore into a new one (createdb) and point DATABASE_URL at it');
  } finally {
    await client.end();
  }
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, file]);
}

/**
 * The running server's control socket (embedded database only): the one process that has the
 * database open takes its backup when `npm run backup` asks. A Unix socket in DATA_DIR, readable by
 * the service's own user only; one command a line (`backup <dir>`), one JSON answer a line.
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

export async function serveControlSocket(database: Database, dataDir: string, log: { error(obj: object, msg: string): void }): Promise<() => Promise<void>> {
  const file = controlSocketPath(dataDir);
  await rm(file, { force: true });
  const server = createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      input += chunk;
      if (input.length > 4096) return socket.destroy();
      const end = input.indexOf('\n');
      if (end < 0) return;
      const [command, ...rest] = input.slice(0, end).split(' ');
      const answer = (body: object) => socket.end(`${JSON.stringify(body)}\n`);
      if (command === 'ping') return answer({ ok: true });
      if (command !== 'backup' || rest.length === 0) return answer({ error: 'unknown command (ping, backup <dir>)' });
      backupEmbedded(database, rest.join(' ')).then(
        (written) => answer({ file: written }),
        (err: Error) => {
          log.error({ err }, 'backup failed');
          answer({ error: err.message });
        },
      );
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(file, resolve));
  await chmod(file, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Sends one command to the running server; null when none listens (the socket is absent or dead). */
function control(dataDir: string, command: string): Promise<{ ok?: boolean; file?: string; error?: string } | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(controlSocketPath(dataDir));
    let output = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (output += chunk));
    socket.on('connect', () => socket.write(`${command}\n`));
    socket.on('error', (err: NodeJS.ErrnoException) => (['ENOENT', 'ECONNREFUSED'].includes(err.code ?? '') ? resolve(null) : reject(err)));
    socket.on('end', () => resolve(JSON.parse(output || '{}') as { file?: string; error?: string }));
  });
}

/** Whether a server is running on this DATA_DIR (it answers on its control socket). */
export const serverRunning = async (dataDir: string) => (await control(dataDir, 'ping')) !== null;

/** Asks a running server to take a backup into `dir`; null when none runs. */
export async function askRunningServer(dataDir: string, dir: string): Promise<string | null> {
  const answer = await control(dataDir, `backup ${path.resolve(dir)}`);
  if (answer === null) return null;
  if (!answer.file) throw new Error(answer.error ?? 'the server gave no answer');
  return answer.file;
}
