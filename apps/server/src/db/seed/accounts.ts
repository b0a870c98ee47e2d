import { hash } from '@node-rs/argon2';
import { count } from 'drizzle-orm';
import type { Role } from '@nafasi/shared/roles';
import type { Db } from '../client.ts';
import { profiles, users } from '../schema.ts';

/** The sample accounts a new installation starts with (README: Sample accounts). */
export const SAMPLE_ACCOUNTS: { email: string; password: string; name: string; role: Role }[] = [
  { email: 'admin@nafasi.co.ke', password: 'Nafasi-Admin-2025', name: 'Amina Wanjiku', role: 'admin' },
  { email: 'owner@nafasi.co.ke', password: 'Nafasi-Owner-2025', name: 'James Kariuki', role: 'owner' },
  { email: 'user@nafasi.co.ke', password: 'Nafasi-User-2025', name: 'Achieng Odhiambo', role: 'user' },
];

/** On a database without accounts, adds the sample admin, owner and user. Returns how many. */
export async function seedAccountsIfEmpty(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return 0;
  const hashed = await Promise.all(SAMPLE_ACCOUNTS.map(async (a) => ({ ...a, hash: await hash(a.password) })));
  await db.transaction(async (tx) => {
    for (const account of hashed) {
      const [user] = await tx
        .insert(users)
        .values({ email: account.email, passwordHash: account.hash, emailVerified: true, metadata: { full_name: account.name } })
        .returning({ id: users.id });
      await tx.insert(profiles).values({ userId: user!.id, fullName: account.name, role: account.role });
    }
  });
  return SAMPLE_ACCOUNTS.length;
}
