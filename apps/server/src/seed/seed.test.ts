import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, SAMPLE_NAFASI_PIN } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { bookings, etimsDocuments, events, reviews, spaces, users } from '../db/schema.ts';
import { mediaStorage } from '../lib/storage.ts';
import { dbKind, freshPostgresDatabase } from '../test/harness.ts';
import { SAMPLE_ACCOUNTS, seedAccountsIfEmpty } from './accounts.ts';
import { seedIfEmpty } from './index.ts';
import { SAMPLE_SPACES } from './spaces.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'nafasi-seed-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const config = () => loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
const storage = () => mediaStorage(config());
const rows = async (database: Database, table: typeof spaces | typeof users | typeof bookings | typeof reviews) =>
  (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

/** What `npm start` does on a new installation, by one instance. */
const firstStart = async (database: Database) => ({
  spaces: await seedIfEmpty(database.db, storage()),
  accounts: await seedAccountsIfEmpty(database.db, config().tax),
});

describe('the sample data of a new installation', () => {
  it('is added once: the sample spaces, accounts and their history, told to nobody; a later start adds nothing', async () => {
    const pgdb = dbKind === 'postgres' ? await freshPostgresDatabase() : null;
    const database = await openDatabase({ url: pgdb?.url });
    try {
      await database.migrate();
      expect(await firstStart(database)).toEqual({ spaces: SAMPLE_SPACES.length, accounts: SAMPLE_ACCOUNTS.length });
      expect(await rows(database, spaces)).toBe(SAMPLE_SPACES.length);
      expect(await rows(database, users)).toBe(SAMPLE_ACCOUNTS.length);
      expect(await rows(database, bookings)).toBeGreaterThan(0);
      expect(await rows(database, reviews)).toBeGreaterThan(0);
      // Both kinds of seller under the default model (docs/TAX.md): the sample host is VAT-registered,
      // Nafasi's own listings are sold without VAT while Nafasi is not registered.
      const sold = await database.db.select({ subtotal: bookings.subtotalCents, tax: bookings.taxCents, terms: bookings.taxTerms }).from(bookings);
      expect(sold.map((b) => [b.terms?.kind, b.terms?.seller, b.terms?.sellerPin]).sort()).toEqual([
        ['none', 'nafasi', SAMPLE_NAFASI_PIN],
        ['vat', 'host', 'P051234567X'],
        ['vat', 'host', 'P051234567X'],
      ]);
      for (const b of sold) expect(b.tax).toBe(b.terms?.kind === 'vat' ? Math.round(b.subtotal * 0.16) : 0);
      // Its invoices are KRA's to sign like any (Nafasi's sale, its fee to the sample host), told to nobody.
      const documents = await database.db.select({ kind: etimsDocuments.kind, tell: etimsDocuments.tellCustomer }).from(etimsDocuments);
      expect(documents.length).toBeGreaterThan(0);
      expect(documents.every((d) => !d.tell)).toBe(true);
      // The sample's history is not news: no mail or bell for it.
      expect((await database.db.select({ n: count() }).from(events).where(isNull(events.processedAt)))[0]?.n).toBe(0);

      expect(await firstStart(database)).toEqual({ spaces: 0, accounts: 0 });
      expect(await rows(database, spaces)).toBe(SAMPLE_SPACES.length);
      expect(await rows(database, users)).toBe(SAMPLE_ACCOUNTS.length);
    } finally {
      await database.close();
      await pgdb?.drop();
    }
  });

  it.runIf(dbKind === 'postgres')(
    'is added once when several instances start together on an empty database, in rounds',
    async () => {
      for (let round = 0; round < 3; round++) {
        const pgdb = await freshPostgresDatabase();
        const instances = await Promise.all(Array.from({ length: 2 }, () => openDatabase({ url: pgdb.url, poolSize: 2 })));
        try {
          // Each instance migrates and seeds as main.ts does, all at once.
          const started = await Promise.all(instances.map(async (database) => (await database.migrate(), firstStart(database))));
          expect(
            started.reduce((sum, s) => sum + s.spaces, 0),
            `round ${round}`,
          ).toBe(SAMPLE_SPACES.length);
          expect(
            started.reduce((sum, s) => sum + s.accounts, 0),
            `round ${round}`,
          ).toBe(SAMPLE_ACCOUNTS.length);
          expect(await rows(instances[0]!, spaces), `round ${round}`).toBe(SAMPLE_SPACES.length);
          expect(await rows(instances[0]!, users), `round ${round}`).toBe(SAMPLE_ACCOUNTS.length);
        } finally {
          for (const database of instances) await database.close();
          await pgdb.drop();
        }
      }
      // Three rounds of two first starts, each decoding and writing every sample photo: about 20 s
      // on a quiet 2-core machine, and more beside the other suites.
    },
    180_000,
  );
});
