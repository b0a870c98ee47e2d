import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../apps/server/src/app.ts';
import { loadConfig, type Config } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { freePort } from '../apps/server/src/test/free-port.ts';
import { freshPostgresDatabase } from '../apps/server/src/test/harness.ts';

/**
 * The product in this process for a bench of its own work: a database of its own (PostgreSQL when
 * TEST_DATABASE_URL names a server, else embedded), listening on a free port (its simulators call
 * back there), given `env` with that port; everything removed afterwards.
 */
export async function inProcess<T>(
  name: string,
  env: (port: number) => Record<string, string>,
  run: (product: { app: App; database: Database; config: Config & { webDist: null } }) => Promise<T>,
  options: { periodicJobs?: boolean } = {},
): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `nafasi-bench-${name}-`));
  const port = await freePort();
  const pg = process.env.TEST_DATABASE_URL ? await freshPostgresDatabase() : null;
  const database = await openDatabase({ url: pg?.url, dataDir: path.join(dataDir, 'db'), poolSize: 10 });
  await database.migrate();
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED: 'false', DATA_DIR: dataDir, ...env(port) }), webDist: null };
  const app = await buildApp({ config, database, logger: false, periodicJobs: options.periodicJobs ?? true });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    return await run({ app, database, config });
  } finally {
    await app.close();
    await database.close();
    await pg?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Which database a bench ran on, for its heading. */
export const benchDatabase = () => (process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite');
