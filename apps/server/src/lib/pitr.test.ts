import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { archivedCluster } from '../test/archived-cluster.ts';
import { dbKind } from '../test/harness.ts';
import { freePort } from '../test/free-port.ts';
import { ledgerCheck, paidBookingWriters } from '../test/paid-bookings.ts';

/**
 * Issue 34: PostgreSQL restored to a point in time from continuous WAL archiving (pgBackRest, as
 * docs/OPERATIONS.md sets it up). Bookings are made and paid under load; a base backup is taken
 * online; a moment is chosen; more bookings follow; the server is killed and its data directory
 * deleted; the backup and the archived WAL are replayed to the chosen moment. Every booking
 * acknowledged before it is there and paid, none made after it is, the ledger balances, and the
 * product serves. PostgreSQL only (the api-pg lane): the embedded database has no WAL archive.
 */
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

describe.runIf(dbKind === 'postgres')('point-in-time restore (PostgreSQL, pgBackRest)', () => {
  it('replays to the chosen moment: everything acknowledged before it, nothing after, the ledger balanced', async () => {
    const cluster = await archivedCluster(await freePort());
    cleanups.push(() => cluster.close());
    const dataDir = await mkdtemp(path.join(tmpdir(), 'nafasi-pitr-app-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // The app listens where the M-Pesa simulator calls back: the bookings are paid through it.
    const port = await freePort();
    const config = {
      ...loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        SEARCH_CACHE_MS: '0',
        BOOKING_MAX_HOLDS: '100000',
        MPESA_CALLBACK_BASE_URL: `http://127.0.0.1:${port}`,
      }),
      webDist: null,
    };
    const open = async () => {
      const database = await openDatabase({ url: cluster.url, poolSize: 5 });
      await database.migrate();
      const app = await buildApp({ config, database, logger: false });
      await app.listen({ port, host: '127.0.0.1' });
      return { app, database };
    };
    let live: { app: App; database: Database } = await open();

    const load = await paidBookingWriters(live);
    load.start(4);
    await load.until(12);
    cluster.backup();
    // pgBackRest keeps a backup's stop time to the second: the moment comes in a later second.
    const stopped = await cluster.now();
    await cluster.passed(new Date(Math.ceil(stopped.getTime() / 1000) * 1000));
    await load.until(load.acknowledged.length + 12);
    const before = [...load.acknowledged];
    const moment = await cluster.now();
    await load.until(load.acknowledged.length + 12);
    await load.stop();
    // Well after the moment (a second, by the database's clock), a few more, one at a time: these must not come back.
    await cluster.passed(new Date(moment.getTime() + 1000));
    const afterCount = load.acknowledged.length;
    load.start(1);
    await load.until(afterCount + 3);
    await load.stop();
    const after = load.acknowledged.slice(afterCount);
    await cluster.archiveNow();

    await live.app.close();
    await live.database.close();
    await cluster.destroy();
    await cluster.restoreTo(moment);
    live = await open();
    cleanups.push(
      () => live.database.close(),
      () => live.app.close(),
    );

    for (const { id } of before) {
      const res = await live.app.inject({ url: `/api/bookings/${id}`, headers: load.guest.auth });
      expect(res.statusCode, id).toBe(200);
      expect(res.json().data).toMatchObject({ id, paymentStatus: 'paid', status: 'confirmed' });
    }
    for (const { id } of after) expect((await live.app.inject({ url: `/api/bookings/${id}`, headers: load.guest.auth })).statusCode, id).toBe(404);
    const ledger = await ledgerCheck(live.database);
    expect(ledger.unbalanced).toEqual([]);
    expect(ledger.entries).toBeGreaterThan(0);
    const again = await live.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: load.guest.auth,
      payload: { ...load.unusedSlot(), startTime: '09:00', endTime: '10:00' },
    });
    expect(again.statusCode, again.body).toBe(201);
  }, 180_000);
});
