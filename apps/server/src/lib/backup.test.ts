import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createListeningTestApp, dbKind, freshPostgresDatabase } from '../test/harness.ts';
import { ledgerCheck, paidBookingWriters } from '../test/paid-bookings.ts';
import { backupEmbedded, backupKind, backupPostgres, restoreEmbedded, restorePostgres } from './backup.ts';
import { rowsOf } from './rows.ts';

/**
 * Issue 34: a backup is proven by restoring it. Bookings are made and paid (Paybill) by several
 * writers at once; a backup is taken while they write; they write more; the database is destroyed
 * and the backup restored into a fresh one; a new server on it serves every booking acknowledged
 * before the backup began, paid, and the ledger balances. On the embedded database and on
 * PostgreSQL (the api-pg lane).
 */
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe(`backups (${dbKind})`, () => {
  it('restore into a fresh database every write acknowledged before the backup, the ledger balanced, and the product serves from it', async () => {
    const t = await createListeningTestApp({ BOOKING_MAX_HOLDS: '100000' });
    let closed = false;
    cleanups.push(() => (closed ? Promise.resolve() : t.close()));
    const dir = await mkdtemp(path.join(tmpdir(), 'nafasi-backups-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));

    // Four writers at once, throughout.
    const load = await paidBookingWriters(t);
    const { guest, acknowledged } = load;
    load.start(4);
    await load.until(24);
    const backupStarted = performance.now();
    const file = t.databaseUrl ? await backupPostgres(t.databaseUrl, dir) : await backupEmbedded(t.database, dir);
    const before = acknowledged.filter((a) => a.at < backupStarted);
    await load.until(acknowledged.length + 24);
    await load.stop();
    expect(before.length).toBeGreaterThanOrEqual(24);
    expect(backupKind(file)).toBe(dbKind === 'postgres' ? 'postgres' : 'embedded');
    expect((await stat(file)).size).toBeGreaterThan(0);

    // The database is destroyed (PostgreSQL: dropped; embedded: closed, it lived in memory).
    const config = t.config;
    closed = true;
    await t.close();

    // Restored into a fresh one, and a new server started on it.
    let restored: Database;
    if (dbKind === 'postgres') {
      const target = await freshPostgresDatabase({ empty: true });
      cleanups.push(() => target.drop());
      await restorePostgres(file, target.url);
      restored = await openDatabase({ url: target.url, poolSize: 5 });
    } else {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'nafasi-restored-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      await expect(restoreEmbedded(file, path.dirname(file))).rejects.toThrow(/not empty/);
      await restoreEmbedded(file, path.join(dataDir, 'db'));
      restored = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    }
    cleanups.push(() => restored.close());
    await restored.migrate();
    const app = await buildApp({ config, database: restored, logger: false });
    cleanups.push(() => app.close());

    // Every booking acknowledged before the backup began is there and paid, read through the API
    // with the session the guest had (sessions and the signing key are in the database too).
    for (const { id } of before) {
      const res = await app.inject({ url: `/api/bookings/${id}`, headers: guest.auth });
      expect(res.statusCode, id).toBe(200);
      expect(res.json().data).toMatchObject({ id, paymentStatus: 'paid', status: 'confirmed' });
    }
    const kept = Number(rowsOf<{ n: number }>(await restored.db.execute(sql`select count(*)::int as n from bookings`))[0]!.n);
    expect(kept).toBeGreaterThanOrEqual(before.length);
    expect(kept).toBeLessThanOrEqual(acknowledged.length);

    // The ledger balances: every movement sums to zero, so the whole does.
    const ledger = await ledgerCheck(restored);
    expect(ledger.unbalanced).toEqual([]);
    expect(ledger.entries).toBeGreaterThan(0);

    // And the product serves from it: the catalogue, and a new booking.
    expect((await app.inject('/api/spaces')).statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: guest.auth,
      payload: { ...load.unusedSlot(), startTime: '09:00', endTime: '10:00' },
    });
    expect(again.statusCode, again.body).toBe(201);
  }, 120_000);
});
