/**
 * Gives an account a role: how the first admin is made on a new installation.
 *   npm run set-role -- someone@example.com admin
 * Reads the same environment as the server (DATABASE_URL or the embedded database in DATA_DIR).
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ROLES, type Role } from '@nafasi/shared/roles';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { setRole } from '../modules/auth/accounts.ts';

const [email, role] = process.argv.slice(2);
if (!email || !role || !(ROLES as readonly string[]).includes(role)) {
  console.error(`Usage: npm run set-role -- <e-mail> <${ROLES.join('|')}>`);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
try {
  await database.migrate();
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) {
    console.error(`No account has the e-mail ${email}. Register it first (the /register page), then run this again.`);
    process.exitCode = 1;
  } else {
    // Through the module that owns profiles (auth), as an admin's change of role is.
    await setRole(database.db, user.id, role as Role, null);
    console.log(`${email} is now ${role}.`);
  }
} finally {
  await database.close();
}
