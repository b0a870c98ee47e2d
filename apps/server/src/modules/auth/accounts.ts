import { and, eq, sql } from 'drizzle-orm';
import type { OptionalMail } from '@nafasi/shared/notifications';
import type { Role } from '@nafasi/shared/roles';
import { DEFAULT_LOCALE, type Locale } from '@nafasi/shared/i18n';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema.ts';

/*
 * The accounts' writes other modules need (issue 28: one owner per table). The auth module owns
 * `users` and `profiles`; the admin panel, owner upgrades and mail settings change them through here.
 */

type Writer = Pick<Db, 'insert' | 'update'>;

/** Gives an account a role (an admin's choice), making its profile if it has none. */
export async function setRole(tx: Writer, userId: string, role: Role, fullName: string | null) {
  await tx.insert(profiles).values({ userId, fullName, role }).onConflictDoUpdate({ target: profiles.userId, set: { role } });
}

/** An approved upgrade: a member becomes an owner (an admin or an owner already stays as they are). */
export async function promoteToOwner(tx: Writer, userId: string) {
  await tx
    .update(profiles)
    .set({ role: 'owner' })
    .where(and(eq(profiles.userId, userId), eq(profiles.role, 'user')));
}

/** Which optional mails the person receives: all of them at once, or one turned off. */
export async function saveMailSettings(db: Writer, userId: string, settings: Partial<Record<OptionalMail, boolean>>, merge = false) {
  await db
    .update(users)
    .set({ mailSettings: merge ? sql`${users.mailSettings} || ${JSON.stringify(settings)}::jsonb` : settings })
    .where(eq(users.id, userId));
}

/** The language an account reads (its mails are written in it). */
export async function localeOf(db: Pick<Db, 'select'>, userId: string): Promise<Locale> {
  const [row] = await db.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.userId, userId));
  return row?.locale ?? DEFAULT_LOCALE;
}
