import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedAccountsIfEmpty } from './seed/accounts.ts';
import { seedIfEmpty } from './seed/index.ts';
import { mediaStorage } from './lib/storage.ts';
import { serveControlSocket } from './lib/backup.ts';
import { closeDataFolders } from './lib/private-files.ts';

const config = loadConfig();
// Everything the server writes (the embedded database, mails, uploads, the control socket) is its
// owner's alone; the folders that hold them are closed at start if they were left open.
process.umask(0o077);
closeDataFolders([config.dataDir, config.backupDir], { warn: (obj, msg) => console.warn(JSON.stringify({ level: 40, ...obj, msg })) });
const database = await openDatabase({ url: config.databaseUrl, poolSize: config.databasePoolSize, dataDir: path.join(config.dataDir, 'db') });
await database.migrate();
const storage = mediaStorage(config);
const app = await buildApp({ config, database, storage });

if (config.seed) {
  const added = await seedIfEmpty(database.db, storage);
  if (added) app.log.info(`seeded ${added} sample spaces`);
  const accounts = await seedAccountsIfEmpty(database.db, config.tax);
  if (accounts) app.log.info(`seeded ${accounts} sample accounts (README: Sample accounts)`);
}

let stopping = false;
let closeControl: (() => Promise<void>) | null = null;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  // A deploy's SIGTERM: readiness fails at once and the server keeps serving for the drain period,
  // so the balancer moves new requests elsewhere before anything is refused. Ctrl-C stops at once.
  if (signal === 'SIGTERM' && config.shutdownDrainMs > 0) {
    app.lifecycle.draining = true;
    app.log.info(`${signal}: draining for ${config.shutdownDrainMs} ms (readiness answers 503)`);
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  }
  app.log.info(`${signal}: finishing in-flight requests, then closing`);
  // If something hangs, leave anyway after the grace period rather than never.
  const force = setTimeout(() => {
    app.log.error('shutdown grace period passed; exiting');
    process.exit(1);
  }, config.shutdownGraceMs);
  force.unref();
  try {
    // A client that never reads its answer keeps its connection open forever: shortly before the
    // grace period ends, such stragglers are cut so the database still closes cleanly.
    const stragglers = setTimeout(
      () => {
        app.log.warn('closing connections still open near the end of the grace period');
        app.server.closeAllConnections();
      },
      Math.max(0, config.shutdownGraceMs - 2000),
    );
    stragglers.unref();
    await closeControl?.();
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// The embedded database is open in this process only: `npm run backup` asks it here (lib/backup.ts).
// Opened before the server listens: a stop that comes as soon as the server answers (a deploy, a
// test's first run) closes it too, instead of leaving its socket file in DATA_DIR.
if (database.kind === 'pglite') closeControl = await serveControlSocket(database, config.dataDir, app.log);
await app.listen({ port: config.port, host: config.host });

app.log.info(`Nafasi on http://localhost:${config.port} (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL'})`);
