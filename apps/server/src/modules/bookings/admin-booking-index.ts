import { sql } from 'drizzle-orm';
import { ADMIN_BOOKING_SORTS, type AdminBookingQuery } from '@nafasi/shared/admin';
import { BOOKING_STATUSES } from '@nafasi/shared/bookings';
import type { Db } from '../../db/client.ts';
import {
  cdcIndex,
  cdcTable,
  compareCodePoints,
  thenById,
  type Compare,
  type MemoryPage,
  type MemoryQuery,
  type TableFacts,
  type TableLog,
  sumCounts,
} from '../search/index.ts';

/*
 * The admin's bookings table in memory (issue 33): every booking in each of the table's four
 * sorts, and its search text (bookings.search_text: the reference, the space's title, the guest's
 * address and name), in a table in memory kept by the bookings' change feed (modules/search/cdc-table.ts,
 * migration 0053), so a page or a search costs no statement of its own: the page's rows are read
 * by their ids. Past `most` bookings it is not read at all and the SQL answers (a booking held
 * costs about 550 bytes: docs/SCALING.md).
 */

/** What the admin's table sorts and searches a booking by. */
export interface AdminBookingFacts extends TableFacts {
  /** Microseconds since 1970 (timestamps at the database's precision, so ties order as there). */
  createdUs: number;
  startUs: number;
  totalCents: number;
}

type Sort = AdminBookingQuery['sort'];

const COLUMNS: Record<Sort, Compare<AdminBookingFacts>> = {
  created: (a, b) => a.createdUs - b.createdUs,
  start: (a, b) => a.startUs - b.startUs,
  amount: (a, b) => a.totalCents - b.totalCents,
  status: (a, b) => compareCodePoints(a.status, b.status),
};
/** Each sort ascending, ending in the id, as bookings/service.ts (adminBookingOrder) orders it in SQL. */
const ORDERS = Object.fromEntries(ADMIN_BOOKING_SORTS.map((sort) => [sort, thenById(COLUMNS[sort])])) as Record<Sort, Compare<AdminBookingFacts>>;
/** The sorts that compare text (the database's collation must be code point order for them). */
export const TEXT_SORTS: readonly Sort[] = ['status'];

const FACT_COLUMNS = sql`b.id, b.status, b.search_text, (extract(epoch from b.created_at) * 1000000)::bigint::text as created_us,
  (extract(epoch from b.start_time) * 1000000)::bigint::text as start_us, b.total_cents::text as total_cents`;

interface FactRow {
  id: string;
  status: string;
  search_text: string;
  created_us: string;
  start_us: string;
  total_cents: string;
}

/**
 * Every booking's search text begins with its reference, "nf-" and eight letters or digits. A
 * search that begins so (a reference pasted, or its first letters) finds its bookings by the
 * reference's first two letters (about a thousand bookings of a million each), not by reading
 * every text of its sort (67 MB at a million bookings, 8–41 ms), while no text holds "nf-" past its
 * start: the search can then match nowhere else. Each bucket keeps its bookings in the sorts asked
 * of it (made when first asked, dropped when one of its bookings changes): a page then reads only
 * the rows it shows and counts, in order (picking them among a bucket's bookings in no order, each
 * somewhere in the heap, took 1–2 ms for a bucket of 3,900).
 */
const REFERENCE = 'nf-';
const BUCKET = REFERENCE.length + 2;

/** The bookings whose references begin alike (BUCKET), and those of them in each sort asked, ascending. */
interface Bucket {
  members: Set<AdminBookingFacts>;
  inOrder: Map<Sort, AdminBookingFacts[]>;
}

/**
 * What a booking costs held here, its search text and its place in the four sorts and the
 * reference buckets included: 863–954 MB of heap for a million bookings (bench/RESULTS.md).
 */
const BYTES_PER_ROW = 1000;

/** `most`: the most bookings held in memory (0: never; the SQL answers; nor past the heap's room: `room`, for the tests); `clock`: when a page was last asked (forgetIdle); `log` hears of its reads. `loadBatch` is for the tests. */
export function adminBookingIndex(
  db: Db,
  { most, loadBatch, clock, log, room }: { most: number; loadBatch?: number; clock?: () => number; log?: TableLog; room?: () => number },
) {
  const statuses = new Map<string, string>(BOOKING_STATUSES.map((s) => [s, s]));
  /** The bookings by their reference's first letters (BUCKET), and how many texts hold REFERENCE past their start. */
  const byReference = new Map<string, Bucket>();
  let elsewhere = 0;
  const note = (facts: AdminBookingFacts, by: 1 | -1) => {
    if (facts.text.indexOf(REFERENCE, 1) >= 0) elsewhere += by;
    if (!facts.text.startsWith(REFERENCE)) return;
    const key = facts.text.slice(0, BUCKET);
    let bucket = byReference.get(key);
    if (!bucket) byReference.set(key, (bucket = { members: new Set(), inOrder: new Map() }));
    if (by > 0) bucket.members.add(facts);
    else bucket.members.delete(facts);
    if (bucket.inOrder.size) bucket.inOrder.clear();
  };
  const fed = cdcTable<AdminBookingFacts, Sort, FactRow>(db, {
    name: 'bookings',
    orders: ORDERS,
    states: BOOKING_STATUSES,
    columns: FACT_COLUMNS,
    from: sql`bookings b`,
    stamp: sql`b.change_xid`,
    epoch: sql`bookings_epoch`,
    cursor: 'admin_bookings_load',
    count: () =>
      sumCounts(
        db,
        BOOKING_STATUSES.map((s) => `bookings:${s}` as const),
      ),
    factsOf: (row) => ({
      id: row.id,
      // One string per state, shared by every booking in it.
      status: statuses.get(row.status) ?? row.status,
      text: row.search_text,
      createdUs: Number(row.created_us),
      startUs: Number(row.start_us),
      totalCents: Number(row.total_cents),
    }),
    most,
    bytesPerRow: BYTES_PER_ROW,
    room,
    loadBatch,
    clock,
    log,
    noted: {
      clear() {
        byReference.clear();
        elsewhere = 0;
      },
      put(old, facts) {
        if (old) note(old, -1);
        note(facts, 1);
      },
    },
  });

  /** A page of a search by a reference's beginning (REFERENCE), or null when the search may match elsewhere. */
  function referencePage(query: MemoryQuery<Sort>, needle: string): MemoryPage<AdminBookingFacts> | null {
    if (elsewhere > 0 || needle.length < BUCKET || !needle.startsWith(REFERENCE)) return null;
    const bucket = byReference.get(needle.slice(0, BUCKET));
    if (!bucket) return { found: [], total: 0, capped: false };
    let inOrder = bucket.inOrder.get(query.sort);
    if (!inOrder) bucket.inOrder.set(query.sort, (inOrder = [...bucket.members].sort(ORDERS[query.sort])));
    // A needle of the bucket's own length is the beginning of every text in it.
    return fed.table.pageIn(query, inOrder, needle.length === BUCKET ? undefined : (facts) => facts.text.startsWith(needle));
  }

  /** A page of the table; `needle` is the search lowered as the database lowers it. */
  return cdcIndex(
    fed,
    async (
      query: Pick<AdminBookingQuery, 'sort' | 'order' | 'status' | 'limit' | 'offset'>,
      needle: string | undefined,
    ): Promise<MemoryPage<AdminBookingFacts> | null> => {
      if (!(await fed.fresh())) return null;
      return (needle !== undefined && referencePage(query, needle)) || fed.table.page(query, needle);
    },
  );
}

export type AdminBookingIndex = ReturnType<typeof adminBookingIndex>;
