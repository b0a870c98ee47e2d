import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES } from '@nafasi/shared/bookings';
import type { SettleFirst } from '@nafasi/shared/privacy';
import type { Db } from '../../db/client.ts';
import { accountDeletions, bookings, companies, companyMembers, correctionRequests, dataExports, profiles, refunds, spaces, users } from '../../db/schema.ts';
import { eraseConsents } from '../../lib/consent.ts';
import { privateDir, PRIVATE_FILE_MODE } from '../../lib/private-files.ts';
import { eraseAccount } from '../auth/service.ts';
import { eraseReviewer } from '../bookings/service.ts';
import { eraseMember } from '../companies/service.ts';
import { eraseCorrespondent } from '../contact/service.ts';
import { eraseCustomer } from '../etims/service.ts';
import { eraseHost } from '../listings/service.ts';
import { eraseMeetingMember } from '../meetings/service.ts';
import { eraseRecipient } from '../notifications/service.ts';
import { hostOwed } from '../payments/ledger.ts';
import { erasePayer } from '../payments/service.ts';
import { eraseProfileExtras } from '../profiles/service.ts';

/**
 * What must be settled before an account can go (docs/PRIVACY.md "Delete my account"): bookings
 * still to come (as guest or host), money on its way to the person, a company that would be left
 * without an admin, and Nafasi's own administrators. Empty: it may go.
 */
export async function settleFirst(db: Pick<Db, 'select' | 'execute'>, userId: string, at: Date): Promise<SettleFirst[]> {
  const upcoming = (where: ReturnType<typeof and>) =>
    db
      .select({ n: count() })
      .from(bookings)
      .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
      .where(and(where, inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]), gt(bookings.endTime, at)));
  const [[role], [asGuest], [asHost], [refundsDue], owed, lastAdminOf] = await Promise.all([
    db.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, userId)),
    upcoming(eq(bookings.userId, userId)),
    upcoming(eq(spaces.ownerId, userId)),
    db
      .select({ n: count() })
      .from(refunds)
      .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
      .where(and(eq(bookings.userId, userId), eq(refunds.status, 'due'))),
    hostOwed(db, userId),
    // Companies where the person is the only admin and others still belong.
    db
      .select({ name: companies.name })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(
        and(
          eq(companyMembers.userId, userId),
          isNull(companyMembers.leftAt),
          eq(companyMembers.role, 'admin'),
          sql`not exists (select 1 from ${companyMembers} other where other.company_id = ${companyMembers.companyId} and other.user_id <> ${userId} and other.left_at is null and other.role = 'admin')`,
          sql`exists (select 1 from ${companyMembers} other where other.company_id = ${companyMembers.companyId} and other.user_id <> ${userId} and other.left_at is null)`,
        ),
      ),
  ]);
  const first: SettleFirst[] = [];
  if (role?.role === 'admin') first.push({ kind: 'administrator' });
  if (asGuest && asGuest.n > 0) first.push({ kind: 'upcoming_bookings', count: asGuest.n });
  if (asHost && asHost.n > 0) first.push({ kind: 'upcoming_guests', count: asHost.n });
  if (refundsDue && refundsDue.n > 0) first.push({ kind: 'refund_due', count: refundsDue.n });
  if (owed > 0) first.push({ kind: 'earnings_owed', cents: owed });
  for (const { name } of lastAdminOf) first.push({ kind: 'last_company_admin', company: name });
  return first;
}

/**
 * Erases one person in one transaction, each module writing its own tables: the account
 * pseudonymised, sessions and links gone, names emptied where their words stay (messages, reviews,
 * posts, chat), phone numbers masked where the money's records stay, their spaces out of the
 * catalogue, their bell, mails, saved spaces, requests, payout accounts and archives gone. Done
 * again for someone already erased, it changes nothing (a restore's replay). What it returns is for
 * after the commit: the address it had (the last mail) and the photo to remove.
 */
export async function erasePerson(db: Db, userId: string, at: Date): Promise<{ email: string; avatarKey: string | null } | null> {
  return db.transaction(async (tx) => {
    const [who] = await tx.select({ email: users.email, deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId)).for('update');
    if (!who) return null;
    await eraseMember(tx, userId, who.email, at);
    await eraseCorrespondent(tx, who.email);
    await eraseReviewer(tx, userId);
    await eraseMeetingMember(tx, userId);
    await eraseHost(tx, userId);
    await eraseProfileExtras(tx, userId);
    await eraseRecipient(tx, userId);
    await eraseCustomer(tx, userId);
    await erasePayer(tx, userId);
    await erasePrivacyRecords(tx, userId);
    await eraseConsents(tx, userId, who.email);
    const { avatarKey } = await eraseAccount(tx, userId, who.deletedAt ?? at);
    await tx
      .update(accountDeletions)
      .set({ erasedAt: at, tokenHash: null })
      .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.erasedAt)));
    return { email: who.email, avatarKey };
  });
}

/** The person's archives and correction requests go with them (nothing of theirs is left to download). */
async function erasePrivacyRecords(tx: Db, userId: string) {
  await tx.delete(dataExports).where(eq(dataExports.userId, userId));
  await tx.delete(correctionRequests).where(eq(correctionRequests.userId, userId));
}

/**
 * The erasures' journal, beside the backups and outside the database (docs/PRIVACY.md "Backups"):
 * one line per account erased, its id and when. A database restored from a backup made before an
 * erasure would bring the person back; the server replays the journal at every start, so it never
 * serves them again. Only ids are in it: nothing of the person.
 */
export function erasureJournal(dir: string) {
  const file = path.join(dir, 'erasures.jsonl');
  return {
    file,
    async record(userId: string, at: Date) {
      await privateDir(dir);
      await appendFile(file, `${JSON.stringify({ userId, at: at.toISOString() })}\n`, { mode: PRIVATE_FILE_MODE });
    },
    async read(): Promise<{ userId: string; at: Date }[]> {
      const text = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return '';
        throw err;
      });
      return text
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as { userId: string; at: string })
        .map((e) => ({ userId: e.userId, at: new Date(e.at) }));
    },
  };
}
export type ErasureJournal = ReturnType<typeof erasureJournal>;

/** Of the journal's accounts, those the database holds and has not erased (after a restore). */
export async function notErased(db: Pick<Db, 'select'>, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
  return rows.map((r) => r.id);
}
