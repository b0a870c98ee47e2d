/**
 * `npm run backup [-- DIR]`: backs up the database the server uses (the same environment) into DIR
 * (default BACKUP_DIR, else DATA_DIR/backups) and prints the file written.
 * - PostgreSQL (DATABASE_URL): pg_dump, a consistent snapshot while the service runs.
 * - The embedded database: the running server takes it between two queries (its control socket);
 *   with no server running, it is read from DATA_DIR/db directly.
 * docs/OPERATIONS.md: "Backups and restore".
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { askRunningServer, backupEmbedded, backupPostgres } from '../lib/backup.ts';

const config = loadConfig();
const dir = path.resolve(process.argv[2] ?? config.backupDir);
let file: string;
if (config.databaseUrl) {
  file = await backupPostgres(config.databaseUrl, dir);
} else {
  const taken = await askRunningServer(config.dataDir, dir);
  if (taken) file = taken;
  else {
    const database = await openDatabase({ dataDir: path.join(config.dataDir, 'db') });
    try {
      file = await backupEmbedded(database, dir);
    } finally {
      await database.close();
    }
  }
}
console.log(file);
