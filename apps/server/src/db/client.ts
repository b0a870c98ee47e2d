import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { currentRequestId } from '../lib/request-context.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs the forward-only migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel`; resolves once listening. After the listening
   * connection was lost and is back, `onResume` runs: what was notified in the gap is gone, so
   * whoever relies on it must read again.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResume?: () => void): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Whether every channel listened to is listening now (the change feed; false after a drop until it is back). */
  listening(): boolean;
  /** The pool's connections (PostgreSQL); null for the embedded database, one connection in-process. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** Calls `listener` with each pooled query's duration in seconds (PostgreSQL; the metrics). */
  onQuery(listener: (seconds: number) => void): void;
  /**
   * The embedded database's whole data directory as a gzipped tarball, taken between two queries
   * while the service runs (crash-consistent: a restore replays the WAL it holds). Null for
   * PostgreSQL, which is backed up by its own tools (lib/backup.ts).
   */
  snapshot(): Promise<Blob> | null;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * A transaction begun while a request is handled first tells the database whose it is
 * (`nafasi.request_id`, local to the transaction): the events its triggers write take it, and the
 * mails they lead to log it (issue 34). Outside a request nothing is added. The embedded database
 * sets it with a statement of its own (in-process, it costs no round trip); PostgreSQL's
 * connections send it with the transaction's BEGIN (beginCarriesRequestId).
 */
function transactionsCarryRequestId(db: Db): Db {
  const begin = db.transaction.bind(db);
  db.transaction = ((run: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<unknown>, config?: Parameters<Db['transaction']>[1]) =>
    begin(async (tx) => {
      const requestId = currentRequestId();
      if (requestId) await tx.execute(sql`select set_config('nafasi.request_id', ${requestId}, true)`);
      return run(tx);
    }, config)) as Db['transaction'];
  return db;
}
/**
 * On a pooled PostgreSQL connection, a transaction's BEGIN begun within a request also sets
 * `nafasi.request_id` in the same message (two statements in one simple query, the request id a
 * quoted literal): a booking is one round trip shorter than with a statement of its own (issue 33).
 */
function beginCarriesRequestId(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    // Drizzle opens a transaction with exactly `begin` unless it asks for an isolation level (only the
    // catalogue index's whole read does, and it is no request's work).
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    const requestId = text === 'begin' ? currentRequestId() : undefined;
    if (!requestId) return query(config, ...rest);
    const begin = `begin; select set_config('nafasi.request_id', ${client.escapeLiteral(requestId)}, true)`;
    return query(typeof config === 'string' ? begin : { ...(config as object), text: begin }, ...rest);
  };
}

/** An arbitrary constant: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_ID = 4_207_715_501;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite. */
  url?: string | undefined;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string | undefined;
  /**
   * PGlite only: start from a copy of another PGlite's data directory (`dumpPgliteDataDir`)
   * instead of creating a cluster (initdb), which costs seconds. Tests start each app this way
   * from one migrated copy.
   */
  startFrom?: Blob | undefined;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.dataDir, options.startFrom);
}

/** A migrated, empty embedded database as an uncompressed tarball, for `openDatabase({ startFrom })`. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = await PGlite.create({ extensions: { pg_trgm, btree_gist } });
  try {
    await migratePglite(drizzlePglite({ client, schema }) as never, { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openPglite(dataDir: string | undefined, startFrom: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm, btree_gist }, ...(startFrom ? { loadDataDir: startFrom } : {}) });
  const db = transactionsCarryRequestId(drizzlePglite({ client, schema }));
  let listened = false;
  return {
    kind: 'pglite',
    db,
    // PGlite is one connection in one process: no other instance can race the migration.
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    async listen(channel, onPayload) {
      await client.listen(channel, onPayload);
      listened = true;
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
    // In-process: a listen cannot drop while the database is open.
    listening: () => listened && !client.closed,
    poolStats: () => null,
    onQuery: () => {},
    snapshot: () => client.dumpDataDir('gzip'),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Each pooled query's time, for the metrics (queries inside a transaction run on a checked-out client and are not counted).
  const queryListeners: ((seconds: number) => void)[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.on('connect', beginCarriesRequestId);
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
    if (queryListeners.length === 0 || typeof args.at(-1) === 'function') return query(...args);
    const started = performance.now();
    return query(...args).finally(() => {
      const seconds = (performance.now() - started) / 1000;
      for (const l of queryListeners) l(seconds);
    });
  };
  /** Channels asked for, and whether each listens now. */
  const channelsListening = new Map<string, boolean>();
  const db = drizzleNodePg({ client: pool, schema }) as Db;
  const listeners: pg.Client[] = [];
  let closing = false;
  /** Channels that have listened once: later failures retry in the background instead of throwing. */
  const established = new Set<string>();

  /**
   * LISTENs on a dedicated connection. When it drops, listens again on a new one, backing off from
   * 0.5 s up to 10 s while attempts fail; a success resets the backoff and calls `onResume`.
   */
  async function listenOn(channel: string, onPayload: (payload: string) => void, onResume: (() => void) | undefined, attempt = 0): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    let listening = false;
    let failed = false;
    const retry = () => {
      if (failed) return;
      failed = true;
      channelsListening.set(channel, false);
      const i = listeners.indexOf(client);
      if (i >= 0) listeners.splice(i, 1);
      client.end().catch(() => {});
      if (closing) return;
      const next = listening ? 0 : attempt + 1;
      const delay = Math.min(10_000, 500 * 2 ** (next === 0 ? 0 : next - 1));
      setTimeout(() => {
        listenOn(channel, onPayload, onResume, next).then(
          () => onResume?.(),
          () => {},
        );
      }, delay).unref();
    };
    client.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    client.on('error', retry);
    client.on('end', retry);
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      // The first attempt reports its failure to the caller; later ones keep trying in the background.
      if (attempt === 0 && !established.has(channel)) throw err;
      retry();
      throw err;
    }
    listening = true;
    channelsListening.set(channel, true);
    established.add(channel);
    listeners.push(client);
  }

  return {
    kind: 'postgres',
    db,
    async migrate() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        await client.end();
      }
    },
    listen: (channel, onPayload, onResume) => listenOn(channel, onPayload, onResume),
    listening: () => channelsListening.size > 0 && [...channelsListening.values()].every(Boolean),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    onQuery: (listener) => void queryListeners.push(listener),
    snapshot: () => null,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      closing = true;
      await Promise.all(listeners.map((c) => c.end().catch(() => {})));
      await pool.end();
    },
  };
}
