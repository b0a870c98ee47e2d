/**
 * Money out (issue 29): how many refunds a second go back by B2C through the Daraja simulator, end
 * to end: claimed, sent, Daraja's result, the Transaction Status query, its answer, recorded sent.
 * The product runs in this process on an embedded database (or TEST_DATABASE_URL); the simulator
 * answers each request after its usual 300 ms, as Daraja answers later.
 * `npm run bench:payouts -w bench`, or as part of `npm run bench`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REFUND_REASONS } from '@nafasi/shared/payments';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { c2bTransactions, payouts } from '../apps/server/src/db/schema.ts';
import { oweRefund } from '../apps/server/src/modules/payments/refunds.ts';
import { freePort } from '../apps/server/src/test/free-port.ts';
import { freshPostgresDatabase } from '../apps/server/src/test/harness.ts';

export async function measurePayouts(count = 400): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nafasi-bench-payouts-'));
  const port = await freePort();
  // A database of its own: PostgreSQL when TEST_DATABASE_URL names a server, else embedded.
  const pg = process.env.TEST_DATABASE_URL ? await freshPostgresDatabase() : null;
  const database = await openDatabase({ url: pg?.url, dataDir: path.join(dataDir, 'db'), poolSize: 10 });
  await database.migrate();
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', SEED: 'false', DATA_DIR: dataDir, MPESA_CALLBACK_BASE_URL: `http://127.0.0.1:${port}` }),
    webDist: null,
  };
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const db = database.db;
    // Paybill money that paid no booking, from `count` different numbers: each owed back.
    const run = Date.now().toString(36).toUpperCase().slice(-4);
    for (let i = 0; i < count; i++) {
      const transId = `B${run}${String(i).padStart(5, '0')}`;
      const phone = `25472${String(1_000_000 + i).slice(-7)}`;
      await db.insert(c2bTransactions).values({ transId, amount: 250, billRef: 'NF-NOSUCH', msisdn: phone });
      await db.transaction((tx) =>
        oweRefund(tx, { kind: 'unmatched', c2bTransId: transId, amountCents: 25_000, phone, reason: REFUND_REASONS.noBooking('NF-NOSUCH') }),
      );
    }
    const sent = async () =>
      Number(
        (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(payouts)
            .where(eq(payouts.status, 'sent'))
        )[0]?.n ?? 0,
      );
    const started = performance.now();
    // The job's own loop, run back to back instead of every 15 s: claim and send what is due.
    while ((await app.jobs.sendPayouts()) > 0);
    const sentAllBy = performance.now();
    let done = await sent();
    while (done < count && performance.now() - started < 120_000) {
      await new Promise((r) => setTimeout(r, 100));
      done = await sent();
    }
    const seconds = (performance.now() - started) / 1000;
    return [
      `## Money out: refunds by B2C through the Daraja simulator (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
      '',
      '| payouts | all requests sent in | all recorded sent in | payouts/s, end to end | requests/s to Daraja |',
      '|---|---|---|---|---|',
      `| ${done} of ${count} | ${((sentAllBy - started) / 1000).toFixed(1)} s | ${seconds.toFixed(1)} s | ${(done / seconds).toFixed(0)} | ${(count / ((sentAllBy - started) / 1000)).toFixed(0)} |`,
      '',
    ];
  } finally {
    await app.close();
    await database.close();
    await pg?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) for (const line of await measurePayouts()) console.log(line);
