import { sql } from 'drizzle-orm';
import { ADMIN_USER_SORTS, type AdminUserQuery } from '@nafasi/shared/admin';
import { ROLES } from '@nafasi/shared/roles';
import type { Db } from '../../db/client.ts';
import { cdcIndex, cdcTable, compareCodePoints, thenById, type Compare, type MemoryPage, type TableFacts, type TableLog, sumCounts } from '../search/index.ts';

/*
 * The admin's users table in memory (issue 33): everyone in each of the table's five sorts, and
 * the text its search reads (their address and their name, as the database lowers them), in a
 * table in memory kept by the people's change feed (modules/search/cdc-table.ts, migration 0054), so a page or
 * a search costs no statement of its own: the page's rows are read by their ids. It answers what
 * the SQL of admin/service.ts answers (admin-user-index.test.ts asks both on both databases): the
 * same people, and the same count, up to the same cap. Past `most` people it is not read at all and
 * the SQL answers.
 */

/** What the admin's table sorts and searches a person by; `status` is their role. */
export interface AdminUserFacts extends TableFacts {
  /** Microseconds since 1970 (created_at at the database's precision, so ties order as there). */
  joinedUs: number;
  /** Their name as the table shows it (the profile's, else their address's first part). */
  name: string;
  email: string;
  bookings: number;
}

type Sort = AdminUserQuery['sort'];

const COLUMNS: Record<Sort, Compare<AdminUserFacts>> = {
  joined: (a, b) => a.joinedUs - b.joinedUs,
  name: (a, b) => compareCodePoints(a.name, b.name),
  email: (a, b) => compareCodePoints(a.email, b.email),
  role: (a, b) => compareCodePoints(a.status, b.status),
  bookings: (a, b) => a.bookings - b.bookings,
};
/** Each sort ascending, ending in the id, as admin/service.ts orders it in SQL. */
const ORDERS = Object.fromEntries(ADMIN_USER_SORTS.map((sort) => [sort, thenById(COLUMNS[sort])])) as Record<Sort, Compare<AdminUserFacts>>;
/** The sorts that compare text (the database's collation must be code point order for them). */
export const TEXT_SORTS: readonly Sort[] = ['name', 'email', 'role'];

/**
 * The SQL's search is its address or its name containing the words, case aside (ILIKE lowers both
 * sides as lower() does): the text is both, lowered by the database, on two lines (a search holds
 * no line break: control characters are refused).
 */
const FACT_COLUMNS = sql`u.id, coalesce(p.role, 'user') as role, coalesce(nullif(p.full_name, ''), split_part(u.email, '@', 1)) as name, u.email,
  lower(u.email) || E'\n' || lower(coalesce(p.full_name, '')) as text, u.bookings_count as bookings,
  (extract(epoch from u.created_at) * 1000000)::bigint::text as joined_us`;

interface FactRow {
  id: string;
  role: string;
  name: string;
  email: string;
  text: string;
  bookings: number;
  joined_us: string;
}

/** What a person costs held here, their text and their place in each sort included: 62 MB of heap for 100,000 people (bench/RESULTS.md). */
const BYTES_PER_ROW = 650;

/** `most`: the most people held in memory (0: never; the SQL answers; nor past the heap's room: `room`, for the tests); `clock`: when a page was last asked (forgetIdle); `log` hears of its reads. `loadBatch` is for the tests. */
export function adminUserIndex(
  db: Db,
  { most, loadBatch, clock, log, room }: { most: number; loadBatch?: number; clock?: () => number; log?: TableLog; room?: () => number },
) {
  const roles = new Map<string, string>(ROLES.map((r) => [r, r]));
  const fed = cdcTable<AdminUserFacts, Sort, FactRow>(db, {
    name: 'users',
    orders: ORDERS,
    states: ROLES,
    columns: FACT_COLUMNS,
    from: sql`users u left join profiles p on p.user_id = u.id`,
    stamp: sql`u.change_xid`,
    epoch: sql`users_epoch`,
    cursor: 'admin_users_load',
    count: () => sumCounts(db, ['users']),
    factsOf: (row) => ({
      id: row.id,
      // One string per role, shared by everyone in it.
      status: roles.get(row.role) ?? row.role,
      name: row.name,
      email: row.email,
      text: row.text,
      bookings: Number(row.bookings),
      joinedUs: Number(row.joined_us),
    }),
    most,
    bytesPerRow: BYTES_PER_ROW,
    room,
    loadBatch,
    clock,
    log,
  });

  /** A page of the table; `needle` is the search lowered as the database lowers it. */
  return cdcIndex(
    fed,
    async (
      query: Pick<AdminUserQuery, 'sort' | 'order' | 'role' | 'limit' | 'offset'>,
      needle: string | undefined,
    ): Promise<MemoryPage<AdminUserFacts> | null> => {
      if (!(await fed.fresh())) return null;
      return fed.table.page({ ...query, status: query.role }, needle);
    },
  );
}

export type AdminUserIndex = ReturnType<typeof adminUserIndex>;
