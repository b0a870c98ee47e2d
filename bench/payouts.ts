/**
 * Money out (issue 29): how many refunds a second go back by B2C through the Daraja simulator, end
 * to end: claimed, sent, Daraja's result, the Transaction Status query, its answer, recorded sent.
 * The product runs in this process on an embedded database (or TEST_DATABASE_URL); the simulator
 * answers each request after its usual 300 ms, as Daraja answers later.
 * `npm run bench:payouts -w bench`, or as part of `npm run bench`.
 */
import { fileURLToPath } from 'node:url';
import { REFUND_REASONS } from '@nafasi/shared/payments';
import { eq, sql } from 'drizzle-orm';
import { c2bTransactions, payouts } from '../apps/server/src/db/schema.ts';
import { oweRefund } from '../apps/server/src/modules/payments/refunds.ts';
import { benchDatabase, inProcess } from './in-process.ts';

export async function measurePayouts(count = 400): Promise<string[]> {
  return inProcess(
    'payouts',
    (port) => ({ MPESA_CALLBACK_BASE_URL: `http://127.0.0.1:${port}` }),
    async ({ app, database }) => {
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
        `## Money out: refunds by B2C through the Daraja simulator (${benchDatabase()})`,
        '',
        '| payouts | all requests sent in | all recorded sent in | payouts/s, end to end | requests/s to Daraja |',
        '|---|---|---|---|---|',
        `| ${done} of ${count} | ${((sentAllBy - started) / 1000).toFixed(1)} s | ${seconds.toFixed(1)} s | ${(done / seconds).toFixed(0)} | ${(count / ((sentAllBy - started) / 1000)).toFixed(0)} |`,
        '',
      ];
    },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) for (const line of await measurePayouts()) console.log(line);
