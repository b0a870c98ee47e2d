import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';
import { one } from './rows.ts';

/** A secret shared by every instance on one database: the first to ask makes it, all read the same. */
export async function sharedSecret(db: Db, name: string, make = () => randomBytes(48).toString('base64url')): Promise<string> {
  await db.insert(appSecrets).values({ name, value: make() }).onConflictDoNothing();
  const row = one(await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name)));
  return row.value;
}
