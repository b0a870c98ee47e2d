import { and, count, desc, eq } from 'drizzle-orm';
import { m } from '@nafasi/shared/i18n';
import { UPGRADE_MESSAGES, type OwnerUpgradeRequest } from '@nafasi/shared/profiles';
import { MESSAGES } from '@nafasi/shared/errors';
import type { Db } from '../../db/client.ts';
import { favorites, ownerUpgradeRequests, profiles, spaces, users } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { audit } from '../../lib/audit.ts';
import { promoteToOwner } from '../auth/accounts.ts';
import { AppError, badRequest, conflict, notFound, sqlState } from '../../lib/errors.ts';
import { one } from '../../lib/rows.ts';

const requestColumns = {
  request: ownerUpgradeRequests,
  userName: profiles.fullName,
  userEmail: users.email,
};

function toRequest(row: { request: typeof ownerUpgradeRequests.$inferSelect; userName: string | null; userEmail: string }): OwnerUpgradeRequest {
  const r = row.request;
  return {
    id: r.id,
    user_id: r.userId,
    user_name: row.userName ?? row.userEmail,
    user_email: row.userEmail,
    message: r.message,
    status: r.status,
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
  };
}

/** What belongs to a profile beyond the account: owner upgrades and favourite spaces. */
/** `accountChanged` is told of each person whose role a write here changed, once written (an approved upgrade). */
export function profilesService(db: Db, accountChanged: (userId: string) => void) {
  const selectRequests = () =>
    db
      .select(requestColumns)
      .from(ownerUpgradeRequests)
      .innerJoin(users, eq(users.id, ownerUpgradeRequests.userId))
      .leftJoin(profiles, eq(profiles.userId, users.id));

  return {
    /** The caller's latest upgrade request, if any. */
    async myUpgradeRequest(user: AuthUser): Promise<OwnerUpgradeRequest | null> {
      const [row] = await selectRequests().where(eq(ownerUpgradeRequests.userId, user.id)).orderBy(desc(ownerUpgradeRequests.createdAt)).limit(1);
      return row ? toRequest(row) : null;
    },

    async requestUpgrade(user: AuthUser, message: string): Promise<OwnerUpgradeRequest> {
      if (user.role !== 'user') throw conflict(UPGRADE_MESSAGES.alreadyOwner, 'already_owner');
      try {
        const created = one(await db.insert(ownerUpgradeRequests).values({ userId: user.id, message }).returning({ id: ownerUpgradeRequests.id }));
        const row = one(await selectRequests().where(eq(ownerUpgradeRequests.id, created.id)));
        return toRequest(row);
      } catch (err) {
        if (sqlState(err) === '23505') throw conflict(UPGRADE_MESSAGES.alreadyPending, 'already_pending');
        throw err;
      }
    },

    async listUpgradeRequests(status: OwnerUpgradeRequest['status'] | undefined, limit: number, offset: number) {
      const where = status ? eq(ownerUpgradeRequests.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        selectRequests().where(where).orderBy(desc(ownerUpgradeRequests.createdAt)).limit(limit).offset(offset),
        db.select({ n: count() }).from(ownerUpgradeRequests).where(where),
      ]);
      return { data: rows.map(toRequest), page: { total: total?.n ?? 0, limit, offset } };
    },

    /** An admin grants (the account becomes an owner) or refuses (with a reason) a pending request. */
    async decideUpgrade(admin: AuthUser, id: string, decision: 'approve' | 'reject', reason: string | undefined): Promise<OwnerUpgradeRequest> {
      if (decision === 'reject' && !reason) throw badRequest(UPGRADE_MESSAGES.reasonRequired, 'reason');
      const decided = await db.transaction(async (tx) => {
        const [request] = await tx
          .update(ownerUpgradeRequests)
          .set({ status: decision === 'approve' ? 'approved' : 'rejected', reason: reason ?? null, decidedBy: admin.id, decidedAt: new Date() })
          .where(and(eq(ownerUpgradeRequests.id, id), eq(ownerUpgradeRequests.status, 'pending')))
          .returning({ userId: ownerUpgradeRequests.userId });
        if (!request) {
          const [exists] = await tx.select({ id: ownerUpgradeRequests.id }).from(ownerUpgradeRequests).where(eq(ownerUpgradeRequests.id, id));
          throw exists ? new AppError(409, 'not_pending', UPGRADE_MESSAGES.notPending) : notFound(m.api_upgrade_not_found());
        }
        // A user becomes an owner; an admin stays an admin.
        if (decision === 'approve') {
          await promoteToOwner(tx, request.userId);
        }
        await audit(tx, admin, {
          action: `upgrade.${decision}`,
          targetType: 'upgrade_request',
          targetId: id,
          said: decision === 'approve' ? { key: 'audit_upgrade_approved', values: {} } : { key: 'audit_upgrade_refused', values: { reason: reason ?? '' } },
        });
        return request.userId;
      });
      if (decision === 'approve') accountChanged(decided);
      const row = one(await selectRequests().where(eq(ownerUpgradeRequests.id, id)));
      return toRequest(row);
    },

    async favoriteIds(user: AuthUser): Promise<string[]> {
      const rows = await db.select({ spaceId: favorites.spaceId }).from(favorites).where(eq(favorites.userId, user.id)).orderBy(desc(favorites.createdAt));
      return rows.map((r) => r.spaceId);
    },

    async addFavorite(user: AuthUser, spaceId: string) {
      const [space] = await db
        .select({ id: spaces.id })
        .from(spaces)
        .where(and(eq(spaces.id, spaceId), eq(spaces.status, 'approved')));
      if (!space) throw notFound(MESSAGES.spaceNotFound);
      await db.insert(favorites).values({ userId: user.id, spaceId }).onConflictDoNothing();
    },

    async removeFavorite(user: AuthUser, spaceId: string) {
      await db.delete(favorites).where(and(eq(favorites.userId, user.id), eq(favorites.spaceId, spaceId)));
    },
  };
}

export type ProfilesService = ReturnType<typeof profilesService>;

/** Deleting an account: its saved spaces and its requests to list go. */
export async function eraseProfileExtras(tx: Db, userId: string) {
  await tx.delete(favorites).where(eq(favorites.userId, userId));
  await tx.delete(ownerUpgradeRequests).where(eq(ownerUpgradeRequests.userId, userId));
}
