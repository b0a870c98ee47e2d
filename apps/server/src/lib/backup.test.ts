import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { nairobiDate } from '@nafasi/shared/time';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { ledgerEntries } from '../db/schema.ts';
import { createTestApp, dbKind, freshPostgresDatabase, insertSpace, signUp } from '../test/harness.ts';
import { backupEmbedded, backupKind, backupPostgres, restoreEmbedded, restorePostgres } from './backup.ts';
import { rowsOf } from './rows.ts';
import { sharedSecret } from './secrets.ts';

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
    const t = await createTestApp({ BOOKING_MAX_HOLDS: '100000' });
    let closed = false;
    cleanups.push(() => (closed ? Promise.resolve() : t.close()));
    const dir = await mkdtemp(path.join(tmpdir(), 'nafasi-backups-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));

    const secret = await sharedSecret(t.database.db, 'daraja-c2b');
    const guest = await signUp(t);
    const spaces = await Promise.all(Array.from({ length: 4 }, () => insertSpace(t.database, { status: 'approved', hourlyRate: 750 })));
    const acknowledged: { id: string; at: number }[] = [];
    let next = 0;
    let transIds = 0;
    /** One booking made and paid in full by Paybill; acknowledged once both answers are in. */
    async function write() {
      const n = next++;
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: guest.auth,
        payload: {
          spaceId: spaces[n % spaces.length]!.id,
          date: nairobiDate(new Date(Date.now() + (20 + Math.floor(n / spaces.length)) * 86_400_000)),
          startTime: '09:00',
          endTime: '10:00',
        },
      });
      expect(made.statusCode, made.body).toBe(201);
      const booking = made.json().data as { id: string; reference: string; invoice: { total: number } };
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/hooks/c2b/${secret}/confirmation`,
        payload: {
          TransID: `BK${String(++transIds).padStart(8, '0')}`,
          TransAmount: String(Math.ceil(booking.invoice.total)),
          BillRefNumber: booking.reference,
          MSISDN: '254722555000',
          TransTime: '20261126101500',
        },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      acknowledged.push({ id: booking.id, at: performance.now() });
    }
    const until = async (count: number) => {
      while (acknowledged.length < count) await new Promise((r) => setTimeout(r, 10));
    };

    // Four writers at once, throughout.
    let stop = false;
    const writers = Array.from({ length: 4 }, async () => {
      while (!stop) await write();
    });
    await until(24);
    const backupStarted = performance.now();
    const file = t.databaseUrl ? await backupPostgres(t.databaseUrl, dir) : await backupEmbedded(t.database, dir);
    const before = acknowledged.filter((a) => a.at < backupStarted);
    await until(acknowledged.length + 24);
    stop = true;
    await Promise.all(writers);
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
    const unbalanced = await restored.db
      .select({ txn: ledgerEntries.txn })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.txn)
      .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
    expect(unbalanced).toEqual([]);
    const entries = await restored.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    expect(entries[0]!.n).toBeGreaterThan(0);

    // And the product serves from it: the catalogue, and a new booking.
    expect((await app.inject('/api/spaces')).statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: guest.auth,
      payload: {
        spaceId: spaces[0]!.id,
        date: nairobiDate(new Date(Date.now() + (22 + Math.ceil(next / spaces.length)) * 86_400_000)),
        startTime: '09:00',
        endTime: '10:00',
      },
    });
    expect(again.statusCode, again.body).toBe(201);
  }, 120_000);
});
