/**
 * `npm run restore -- FILE`: restores a backup made by `npm run backup`.
 * - A PostgreSQL backup (.dump) into DATABASE_URL, which must be an empty database (createdb).
 * - An embedded backup (.tar.gz) into DATA_DIR/db, with the server stopped; the database there, if
 *   any, is moved aside to DATA_DIR/db.before-restore-<time>, never deleted.
 * Then start the server on it. docs/OPERATIONS.md: "Backups and restore".
 */
import { existsSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { backupKind, restoreEmbedded, restorePostgres, serverRunning } from '../lib/backup.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <backup file>');
  process.exit(2);
}
const config = loadConfig();
if (backupKind(file) === 'postgres') {
  if (!config.databaseUrl) throw new Error('A PostgreSQL backup restores into DATABASE_URL: set it to a new, empty database');
  await restorePostgres(path.resolve(file), config.databaseUrl);
  console.log(`restored ${file} into the database at DATABASE_URL`);
} else {
  const dataDir = path.join(config.dataDir, 'db');
  // A running server has the database open: restoring under it would be lost or worse.
  if (await serverRunning(config.dataDir)) throw new Error('The server is running on this DATA_DIR: stop it before restoring');
  if (existsSync(dataDir)) {
    const aside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(dataDir, aside);
    console.log(`moved the database that was there to ${aside}`);
  }
  await restoreEmbedded(path.resolve(file), dataDir);
  console.log(`restored ${file} into ${dataDir}`);
}
