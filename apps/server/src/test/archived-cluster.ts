import { execFileSync } from 'node:child_process';
import { chownSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL cluster of its own with continuous WAL archiving by pgBackRest (Debian packages
 * postgresql and pgbackrest), as docs/OPERATIONS.md sets one up, for the point-in-time restore
 * test (issue 34). PostgreSQL runs as the `postgres` user (initdb refuses root), so the test runs
 * as root or as postgres.
 */
const BIN = '/usr/lib/postgresql/15/bin';

export async function archivedCluster(port: number) {
  const root = await mkdtemp(path.join(tmpdir(), 'nafasi-pitr-'));
  const dirs = { data: path.join(root, 'data'), repo: path.join(root, 'repo'), run: path.join(root, 'run'), log: path.join(root, 'log') };
  for (const dir of Object.values(dirs)) mkdirSync(dir, { mode: 0o700 });
  const config = path.join(root, 'pgbackrest.conf');
  writeFileSync(
    config,
    [
      '[global]',
      `repo1-path=${dirs.repo}`,
      'repo1-retention-full=2',
      `log-path=${dirs.log}`,
      `lock-path=${dirs.run}`,
      'start-fast=y',
      '',
      '[nafasi]',
      `pg1-path=${dirs.data}`,
      `pg1-port=${port}`,
      `pg1-socket-path=${dirs.run}`,
      '',
    ].join('\n'),
  );
  const own = () => {
    for (const p of [root, config, ...Object.values(dirs)]) chownSync(p, ownerId('uid'), ownerId('gid'));
  };
  own();
  const asPostgres = (command: string, ...args: string[]) =>
    execFileSync(process.getuid?.() === 0 ? 'runuser' : command, process.getuid?.() === 0 ? ['-u', 'postgres', '--', command, ...args] : args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const backrest = (...args: string[]) => asPostgres('pgbackrest', `--config=${config}`, '--stanza=nafasi', ...args);
  const start = () => asPostgres(`${BIN}/pg_ctl`, '-D', dirs.data, '-l', path.join(dirs.log, 'postgresql.log'), '-w', 'start');
  const stop = (mode: 'fast' | 'immediate' = 'fast') => asPostgres(`${BIN}/pg_ctl`, '-D', dirs.data, '-m', mode, '-w', 'stop');

  asPostgres(`${BIN}/initdb`, '-D', dirs.data, '-A', 'trust', '-U', 'postgres');
  writeFileSync(
    path.join(dirs.data, 'postgresql.conf'),
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dirs.run}'`,
      'wal_level = replica',
      'archive_mode = on',
      `archive_command = 'pgbackrest --config=${config} --stanza=nafasi archive-push %p'`,
      'archive_timeout = 60',
      'fsync = off',
      '',
    ].join('\n'),
    { flag: 'a' },
  );
  start();
  backrest('stanza-create');
  backrest('check');
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const query = async <T>(text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  };

  return {
    url,
    /** A full base backup, taken online. */
    backup: () => backrest('--type=full', 'backup'),
    /** The database's clock now: a point in time to restore to. */
    now: async () => (await query<{ now: Date }>('select clock_timestamp() as now'))[0]!.now,
    /** Resolves once the database's clock has passed `time` (a moment a test needs behind it, read from the server, not slept for). */
    async passed(time: Date) {
      for (let i = 0; i < 300; i++) {
        const [row] = await query<{ now: Date }>('select clock_timestamp() as now');
        if (row && row.now.getTime() > time.getTime()) return;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`the database's clock did not pass ${time.toISOString()}`);
    },
    /** Closes the current WAL segment and waits until the archive has it (archive_timeout, early). */
    async archiveNow() {
      const wal = (await query<{ wal: string }>('select pg_walfile_name(pg_switch_wal()) as wal'))[0]!.wal;
      for (let i = 0; i < 100; i++) {
        const [state] = await query<{ last: string | null }>('select last_archived_wal as last from pg_stat_archiver');
        if (state?.last && state.last >= wal) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`WAL ${wal} was not archived in 10 s`);
    },
    /** The disaster: the server killed and its data directory gone. */
    async destroy() {
      stop('immediate');
      await rm(dirs.data, { recursive: true, force: true });
      mkdirSync(dirs.data, { mode: 0o700 });
      own();
    },
    /** Restores the last base backup and replays the archived WAL up to `time`; resolves once the server has promoted itself. */
    async restoreTo(time: Date) {
      backrest('--type=time', `--target=${time.toISOString().replace('T', ' ').replace('Z', '+00')}`, '--target-action=promote', 'restore');
      start();
      // pg_ctl returns once connections are accepted, which a server replaying WAL already does
      // (read-only): the restore is done when it has promoted itself.
      for (let i = 0; i < 600; i++) {
        const [state] = await query<{ recovering: boolean }>('select pg_is_in_recovery() as recovering');
        if (state && !state.recovering) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the restored server was still replaying WAL after a minute');
    },
    async close() {
      try {
        stop('immediate');
      } catch {
        // already stopped
      }
      await rm(root, { recursive: true, force: true });
    },
  };
}

function ownerId(kind: 'uid' | 'gid'): number {
  return Number(execFileSync('id', [kind === 'uid' ? '-u' : '-g', 'postgres'], { encoding: 'utf8' }).trim());
}
