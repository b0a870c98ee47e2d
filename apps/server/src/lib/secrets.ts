import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';
import { one } from './rows.ts';

/** A secret shared by every instance on one database: the first to ask makes it, all read the same. */
export async function sharedSecret(db: Db, name: string, make = () => randomBytes(48).toString('base64url')): Promise<string> {
  await db.insert(appSecrets).values({ name, value: make() }).onConflictDoNothing();
  const row = one(await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name)));
  return row.value;
}

/** What was kept under a name, or null. */
export async function keptSecret(db: Pick<Db, 'select'>, name: string): Promise<string | null> {
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row?.value ?? null;
}

/** Forgets a kept value (one the outside refuses now), so the next asker learns it again. */
export async function forgetSecret(db: Pick<Db, 'delete'>, name: string, value: string): Promise<void> {
  await db.delete(appSecrets).where(and(eq(appSecrets.name, name), eq(appSecrets.value, value)));
}
