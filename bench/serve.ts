/**
 * A server under load, in its own process so it does not share a core with the load generator.
 * `node --import tsx serve.ts ours|bare <port> <databaseUrl> [<sql.json>]`; prints "ready" when listening.
 */
import { readFileSync } from 'node:fs';
import { REALTIME_LIMITS } from '@nafasi/shared/realtime';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { startBareServer, type BareSql } from './bare-server.ts';

const [kind, portArg, url, sqlFile] = process.argv.slice(2);
const port = Number(portArg);
if (kind === 'bare') {
  await startBareServer(port, url!, JSON.parse(readFileSync(sqlFile!, 'utf8')) as BareSql);
} else {
  const config = {
    ...loadConfig({
      DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '10',
      LOG_LEVEL: 'silent',
      SEED: 'false',
      DATA_DIR: '/tmp/nafasi-bench',
      WS_MAX_PER_ADDRESS: '100000',
      BOOKING_MAX_HOLDS: '100000',
      MPESA_CALLBACK_BASE_URL: `http://127.0.0.1:${port}`,
      SEARCH_CACHE_MS: process.env.SEARCH_CACHE_MS ?? '10000',
      // The load generator plays thousands of people from this machine's one address: no budget per address.
      SEARCH_BUDGET_PER_ADDRESS: '0',
    }),
  };
  // The chat fan-out plays 500 people with one account: per-account room limits would refuse it.
  const realtimeLimits = { ...REALTIME_LIMITS, joins: { burst: 1e6, perSecond: 1e6 }, socketsPerAccount: 1e6 };
  const database = await openDatabase({ url, poolSize: config.databasePoolSize });
  const app = await buildApp({ config, database, logger: false, realtimeLimits });
  await app.listen({ port, host: '127.0.0.1' });
  // Ready as a deployed instance is: the catalogue read. The admin's tables are read when the bench
  // asks, before its admin rows (as an admin's first page would), and again after it deleted rows.
  await app.started();
  // The most memory resident since the bench last asked (sampled), and now: searches are measured
  // on an instance that never read the admin's tables, as one no admin asks.
  let most = process.memoryUsage().rss;
  setInterval(() => (most = Math.max(most, process.memoryUsage().rss)), 100).unref();
  process.on('message', (message) => {
    if (message === 'warm') void app.warmed().then(() => process.send?.('warm'));
    if (message === 'memory') {
      const now = process.memoryUsage();
      process.send?.({ memory: { most: Math.max(most, now.rss), rss: now.rss, heap: now.heapUsed } });
      most = now.rss;
    }
  });
}
console.log('ready');
process.on('SIGTERM', () => process.exit(0));
