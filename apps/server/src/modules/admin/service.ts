import { and, asc, desc, eq, getTableColumns, ilike, ne, sql, type SQL } from 'drizzle-orm';
import { m } from '@nafasi/shared/i18n';
import { LISTING_MESSAGES } from '@nafasi/shared/listings';
import {
  ADMIN_BOOKING_SORTS,
  ADMIN_SPACE_SORTS,
  type AdminSpaceQuery,
  type AdminStats,
  type AdminUser,
  type AdminUserQuery,
  type AuditEntry,
} from '@nafasi/shared/admin';
import type { Role } from '@nafasi/shared/roles';
import type { Db } from '../../db/client.ts';
import { auditLog, profiles, spaces, users } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { audit, auditSummary } from '../../lib/audit.ts';
import { setRole } from '../auth/accounts.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { anyOf, containing } from '../../lib/like.ts';
import { centsToKsh } from '@nafasi/shared/money';
import type { Space } from '@nafasi/shared/spaces';
import type { ListingsService } from '../listings/service.ts';
import {
  readCounts,
  sumCounts,
  countUpTo,
  searchCountCap,
  tablePage,
  takeEveryCheckpoint,
  type KEYSET_CHECKPOINTS,
  type TableOrder,
  databaseText,
} from '../search/index.ts';
import { adminBookingOrder } from '../bookings/service.ts';
import { SPACE_STATUSES } from '@nafasi/shared/catalogue';
import { BOOKING_STATUSES } from '@nafasi/shared/bookings';
import type { SpacesService } from '../spaces/service.ts';
import { TEXT_SORTS } from '../spaces/admin-space-index.ts';
import { byIdsInBatches } from '../../lib/coalesced.ts';
import { TEXT_SORTS as USER_TEXT_SORTS, type AdminUserIndex } from './admin-user-index.ts';

const page = (limit: number, offset: number, total: number | undefined, capped = false) => ({ total: total ?? 0, limit, offset, ...(capped && { capped }) });

/** The admin's spaces table in one of its sorts: every space but the deleted (with its keyset checkpoints), or those in one state (none). */
export function adminSpaceOrder(sort: AdminSpaceQuery['sort'], status?: AdminSpaceQuery['status']): TableOrder {
  const column = {
    created: spaces.createdAt,
    title: spaces.title,
    category: spaces.category,
    location: spaces.location,
    rate: spaces.hourlyRateCents,
    capacity: spaces.capacity,
  }[sort];
  const order = { table: spaces, id: spaces.id, column };
  if (status) return { ...order, where: and(ne(spaces.status, 'deleted'), eq(spaces.status, status)), counts: [`spaces:${status}`] };
  return { ...order, where: ne(spaces.status, 'deleted'), counts: SPACE_STATUSES.map((state) => `spaces:${state}`), checkpoints: `spaces:${sort}` };
}

/** The admin's search of spaces: the title, the place and the owner's name, in lower case in one column (migration 0046). */
export const adminSpaceSearch = (q: string): SQL => sql`${spaces.searchText} like lower(${containing(q)})`;

/**
 * The audit log, newest first (its one order), by its index of (created_at, id) read either way: a
 * page near either end reads only its rows, a deep page walks from the keyset checkpoint before it. The log
 * only grows (every admin action), and an OFFSET read every entry before the page.
 */
export const AUDIT_ORDER: TableOrder = {
  table: auditLog,
  id: auditLog.id,
  column: auditLog.createdAt,
  where: undefined,
  counts: ['audit_log'],
  checkpoints: 'audit:created',
};

/** Every admin table's order that has keyset checkpoints: each sort of the spaces and of the bookings, unfiltered, and the audit log. */
export const adminOrders = () => [
  ...ADMIN_SPACE_SORTS.map((sort) => adminSpaceOrder(sort)),
  ...ADMIN_BOOKING_SORTS.map((sort) => adminBookingOrder(sort)),
  AUDIT_ORDER,
];

/**
 * The admin panel's figures and tables. The spaces table is searched, sorted and paged in memory
 * (the catalogue index's copy), the others by the database.
 * `accountChanged` is told of each person whose role it wrote, once written (the sessions this
 * instance keeps of theirs are forgotten at once).
 */
export function adminService(
  db: Db,
  listings: ListingsService,
  accountChanged: (userId: string) => void,
  index: SpacesService['index'],
  usersIndex?: AdminUserIndex,
) {
  // Kept by triggers on bookings (migration 0044), not counted per row.
  const bookingCount = users.bookingsCount;
  const userName = sql<string>`coalesce(nullif(${profiles.fullName}, ''), split_part(${users.email}, '@', 1))`;
  // Someone without a profile is a user (as everywhere else).
  const userRole = sql<Role>`coalesce(${profiles.role}, 'user')`;

  /** What the admin's users table shows of each person. */
  const userColumns = {
    id: users.id,
    name: userName,
    email: users.email,
    role: userRole,
    locale: profiles.locale,
    bookings: bookingCount,
    createdAt: users.createdAt,
  };

  /** What the database's text does (search: `databaseText`), asked once. */
  const text = databaseText(db);
  /** People by their ids, as the users table shows them (the pages the in-memory table picked, those asked at once in one read). */
  const usersByIds = db
    .select(userColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(sql`${users.id} = any(${sql.placeholder('ids')})`)
    .prepare('admin_users_by_ids');
  const peopleByIds = byIdsInBatches(
    usersByIds,
    (row) => row.id,
    (row) => row,
  );

  /** The same table by SQL alone (the in-memory table's oracle in the tests, and the text sorts under another collation). */
  async function spacesBySql(query: AdminSpaceQuery) {
    const search = query.q ? adminSpaceSearch(query.q) : undefined;
    const order = adminSpaceOrder(query.sort, query.status);
    const { rows, total, capped } = await tablePage(db, { ...order, search }, query, (page, order, total, ctes) =>
      listings
        .managedRows({ total }, ctes)
        .where(page)
        .orderBy(...order),
    );
    return { data: listings.asManaged(rows), page: page(query.limit, query.offset, total, capped) };
  }

  const asUser = (row: {
    id: string;
    name: string;
    email: string;
    role: Role | null;
    locale: string | null;
    bookings: number;
    createdAt: Date;
  }): AdminUser => ({
    ...row,
    role: row.role ?? 'user',
    locale: (row.locale ?? 'en') as AdminUser['locale'],
    createdAt: row.createdAt.toISOString(),
  });

  /** The users table by SQL alone (the in-memory table's oracle in the tests, and the text sorts under another collation). */
  async function usersBySql(query: AdminUserQuery) {
    const conditions: SQL[] = [];
    if (query.role) conditions.push(eq(userRole, query.role));
    if (query.q) {
      const like = containing(query.q);
      conditions.push(anyOf(ilike(users.email, like), ilike(profiles.fullName, like)));
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const column = { joined: users.createdAt, name: userName, email: users.email, role: userRole, bookings: bookingCount }[query.sort];
    const direction = query.order === 'asc' ? asc : desc;
    const [rows, total] = await Promise.all([
      db
        .select(userColumns)
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(where)
        .orderBy(direction(column), direction(users.id))
        .limit(query.limit)
        .offset(query.offset),
      where
        ? countUpTo(
            db,
            db
              .select({ one: sql`1` })
              .from(users)
              .leftJoin(profiles, eq(profiles.userId, users.id))
              .where(where)
              .$dynamic(),
            searchCountCap(query.offset, query.limit),
          )
        : sumCounts(db, ['users']).then((n) => ({ total: n, capped: false })),
    ]);
    return {
      data: rows.map(asUser),
      page: page(query.limit, query.offset, total.total, total.capped),
    };
  }

  async function user(id: string): Promise<AdminUser> {
    const [row] = await db.select(userColumns).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, id));
    if (!row) throw notFound(m.api_user_not_found());
    return asUser(row);
  }

  return {
    /** The figures at the top of the panel: counts the triggers keep (modules/search/materialized-counts.ts), one small read. */
    async stats(): Promise<AdminStats> {
      const spaceNames = SPACE_STATUSES.map((s) => `spaces:${s}` as const);
      const bookingNames = BOOKING_STATUSES.map((s) => `bookings:${s}` as const);
      const t = await readCounts(db, [...spaceNames, ...bookingNames, 'bookings:revenue_cents', 'users', 'upgrades:pending']);
      const add = (names: readonly (keyof typeof t)[]) => names.reduce((sum, name) => sum + t[name], 0);
      return {
        spaces: add(spaceNames),
        bookings: add(bookingNames),
        // Money kept for bookings: paid less refunded (a refunded booking is no revenue), as the ledger has it.
        revenue: centsToKsh(t['bookings:revenue_cents']),
        users: t.users,
        pendingSpaces: t['spaces:pending'],
        pendingUpgrades: t['upgrades:pending'],
      };
    },

    /**
     * The admin's spaces table: picked, counted and ordered by the catalogue index's copy of it
     * (admin-space-index.ts), its page's rows read by their ids. The text sorts go to SQL when the
     * database's collation is not code point order.
     */
    async spaces(query: AdminSpaceQuery) {
      if (TEXT_SORTS.includes(query.sort) && !(await text.codePoints())) return spacesBySql(query);
      const needle = query.q ? await text.lowered(query.q) : undefined;
      await index.fresh();
      const { found, total, capped } = index.admin.page(query, needle);
      // Each space's row is read once (kept on its facts until it changes).
      await index.admin.show(found, listings.managedByIds);
      return { data: found.flatMap((facts) => (facts.shown as Space | undefined) ?? []), page: page(query.limit, query.offset, total, capped) };
    },

    spacesBySql,

    /** Takes the spaces' and the bookings' tables' keyset checkpoints again where they are due (a periodic job); how many sets it took. */
    takeCheckpoints: (now = new Date(), limits?: Partial<typeof KEYSET_CHECKPOINTS>) => takeEveryCheckpoint(db, adminOrders(), now, limits),

    /**
     * The admin's users table: picked, counted and ordered in memory (admin-user-index.ts), its
     * page's rows read by their ids; by the database (usersBySql) while the table is not held in
     * memory, and for the text sorts when the database's collation is not code point order.
     */
    async users(query: AdminUserQuery) {
      if (usersIndex && (!USER_TEXT_SORTS.includes(query.sort) || (await text.codePoints()))) {
        const kept = await usersIndex.page(query, query.q ? await text.lowered(query.q) : undefined);
        if (kept) {
          const ids = kept.found.map((facts) => facts.id);
          const byId = await peopleByIds(ids);
          return {
            // Someone deleted since the table's read is left out.
            data: kept.found.flatMap((facts) => byId.get(facts.id) ?? []).map(asUser),
            page: page(query.limit, query.offset, kept.total, kept.capped),
          };
        }
      }
      return usersBySql(query);
    },

    usersBySql,

    /** Changes someone's role at once (every instance forgets the sessions it kept of theirs: migration 0052). */
    async setRole(admin: AuthUser, id: string, role: Role): Promise<AdminUser> {
      if (id === admin.id) throw badRequest(LISTING_MESSAGES.ownRole, 'role');
      const before = await user(id);
      await db.transaction(async (tx) => {
        await setRole(tx, id, role, before.name);
        await audit(tx, admin, {
          action: 'user.role',
          targetType: 'user',
          targetId: id,
          said: { key: 'audit_role', values: { email: before.email, from: before.role, to: role } },
        });
      });
      accountChanged(id);
      return user(id);
    },

    async auditLog(limit: number, offset: number): Promise<{ data: AuditEntry[]; page: ReturnType<typeof page> }> {
      const { rows, total } = await tablePage(db, AUDIT_ORDER, { order: 'desc', limit, offset }, (onPage, order, total) =>
        db
          .select({ ...getTableColumns(auditLog), total })
          .from(auditLog)
          .where(onPage)
          .orderBy(...order),
      );
      return {
        data: rows.map((r) => ({
          id: r.id,
          actorName: r.actorName,
          action: r.action,
          targetType: r.targetType,
          targetId: r.targetId,
          summary: auditSummary(r),
          createdAt: r.createdAt.toISOString(),
        })),
        page: page(limit, offset, total),
      };
    },
  };
}

export type AdminService = ReturnType<typeof adminService>;
