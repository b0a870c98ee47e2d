import { sql } from 'drizzle-orm';
import { ADMIN_BOOKING_SORTS, type AdminBookingQuery } from '@nafasi/shared/admin';
import { BOOKING_STATUSES } from '@nafasi/shared/bookings';
import type { Db } from '../../db/client.ts';
import { coalesced } from '../../lib/coalesced.ts';
import { compareCodePoints, memoryTable, pause, thenById, type Compare, type MemoryPage, type MemoryQuery, type TableFacts } from '../../lib/memory-table.ts';
import { eachBatch, rowsOf } from '../../lib/rows.ts';
import { sumTallies } from '../../lib/tallies.ts';

/*
 * The admin's bookings table in memory (issue 33): every booking in each of the table's four
 * sorts, and its search text (bookings.search_text: the reference, the space's title, the guest's
 * address and name), in a table in memory (lib/memory-table.ts), so a page or a search costs no
 * statement of its own: the page's rows are read by their ids. It reads the whole table once (in
 * the background: the SQL answers meanwhile), then the bookings written since its last read, each
 * stamped with its transaction's id (migration 0053), as the catalogue index reads spaces. A
 * deletion turns the bookings' epoch and the table is read anew. Past `most` bookings it is not
 * read at all and the SQL answers (a booking held costs about 550 bytes: docs/SCALING.md).
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
 * start: the search can then match nowhere else.
 */
const REFERENCE = 'nf-';
const BUCKET = REFERENCE.length + 2;

/** Bookings noted by their references in one turn of the event loop when the table is read whole. */
const STEP = 8192;
/** Read this many bookings at a time when the table is read whole. */
const LOAD_BATCH = 2_500;
/** How long a table found too big waits before it counts the bookings again. */
const RECOUNT_MS = 60_000;

/** `most`: the most bookings held in memory (0: never; the SQL answers). `loadBatch` is for the tests. */
export function adminBookingIndex(db: Db, { most, loadBatch = LOAD_BATCH }: { most: number; loadBatch?: number }) {
  const statuses = new Map<string, string>(BOOKING_STATUSES.map((s) => [s, s]));
  const factsOf = (row: FactRow): AdminBookingFacts => ({
    id: row.id,
    // One string per state, shared by every booking in it.
    status: statuses.get(row.status) ?? row.status,
    text: row.search_text,
    createdUs: Number(row.created_us),
    startUs: Number(row.start_us),
    totalCents: Number(row.total_cents),
  });
  const table = memoryTable<AdminBookingFacts, Sort>(ORDERS, BOOKING_STATUSES);
  /** The bookings by their reference's first letters (BUCKET), and how many texts hold REFERENCE past their start. */
  const byReference = new Map<string, Set<AdminBookingFacts>>();
  let elsewhere = 0;
  const note = (facts: AdminBookingFacts, by: 1 | -1) => {
    if (facts.text.indexOf(REFERENCE, 1) >= 0) elsewhere += by;
    if (!facts.text.startsWith(REFERENCE)) return;
    const key = facts.text.slice(0, BUCKET);
    let bucket = byReference.get(key);
    if (!bucket) byReference.set(key, (bucket = new Set()));
    if (by > 0) bucket.add(facts);
    else bucket.delete(facts);
  };
  /** A booking's facts as written, in place of what was held. */
  const put = (facts: AdminBookingFacts) => {
    const old = table.get(facts.id);
    if (old) note(old, -1);
    table.put(facts.id, facts);
    note(facts, 1);
  };

  /** A page of a search by a reference's beginning (REFERENCE), or null when the search may match elsewhere. */
  function referencePage(query: MemoryQuery<Sort>, needle: string): MemoryPage<AdminBookingFacts> | null {
    if (elsewhere > 0 || needle.length < BUCKET || !needle.startsWith(REFERENCE)) return null;
    // A needle of the bucket's own length is the beginning of every text in it.
    const every = needle.length === BUCKET;
    return table.pageAmong(query, byReference.get(needle.slice(0, BUCKET)) ?? [], (facts) => every || facts.text.startsWith(needle));
  }
  /** The table read whole and kept up to date since: pages are answered here. */
  let ready = false;
  /** The read of the whole table under way (or done), if any. */
  let reading: Promise<void> | null = null;
  /** When the bookings were last found more than `most`. */
  let tooManyAt = -Infinity;
  let epoch: string | null = null;
  let snapshot: string | null = null;

  /** Every booking, through a cursor a batch at a time, in one repeatable-read transaction (the next read of the feed starts from its snapshot). */
  async function load() {
    const total = await sumTallies(
      db,
      BOOKING_STATUSES.map((s) => `bookings:${s}` as const),
    );
    if (total > most) {
      tooManyAt = performance.now();
      return;
    }
    const all: AdminBookingFacts[] = [];
    let e = '';
    let snap = '';
    await db.transaction(
      async (tx) => {
        const [head] = rowsOf<{ epoch: string; snap: string }>(
          await tx.execute(sql`select bookings_epoch::text as epoch, pg_current_snapshot()::text as snap from catalogue_epoch`),
        );
        if (!head) throw new Error('the bookings change feed answered no row');
        ({ epoch: e, snap } = head);
        await eachBatch<FactRow>(tx, 'admin_bookings_load', sql`select ${FACT_COLUMNS} from bookings b`, loadBatch, (rows) => {
          for (const row of rows) all.push(factsOf(row));
        });
      },
      { isolationLevel: 'repeatable read' },
    );
    await table.reset(all);
    byReference.clear();
    elsewhere = 0;
    // In steps, as the table's own (nothing reads them until the table is ready).
    for (let n = 0; n < all.length; n++) {
      note(all[n] as AdminBookingFacts, 1);
      if (n % STEP === STEP - 1) await pause();
    }
    epoch = e;
    snapshot = snap;
    ready = true;
  }

  /** Starts reading the whole table, unless a read is under way or the bookings were found too many lately. */
  function start(): Promise<void> {
    if (most <= 0 || performance.now() - tooManyAt < RECOUNT_MS) return Promise.resolve();
    reading ??= load().finally(() => (reading = null));
    return reading;
  }

  /** The bookings written since the last read (none when the table is being read whole). */
  async function sync() {
    if (!ready || snapshot === null) return;
    const since = snapshot;
    const where = sql`b.change_xid >= ${since.split(':')[0]}::xid8 and not pg_visible_in_snapshot(b.change_xid, ${since}::pg_snapshot)`;
    const rows = rowsOf<{ epoch: string; snap: string } & (FactRow | { [K in keyof FactRow]: null })>(
      await db.execute(sql`select e.bookings_epoch::text as epoch, pg_current_snapshot()::text as snap, c.*
        from catalogue_epoch e left join lateral (select ${FACT_COLUMNS} from bookings b where ${where}) c on true`),
    );
    const [first] = rows;
    if (!first) throw new Error('the bookings change feed answered no row');
    if (first.epoch !== epoch) {
      // Bookings were deleted: the table is read anew, the SQL answering meanwhile.
      ready = false;
      void start().catch(() => undefined);
      return;
    }
    for (const row of rows) if (row.id !== null) put(factsOf(row));
    snapshot = first.snap;
  }
  const fresh = coalesced(sync);

  return {
    /** Reads the whole table now (at start, so that the first admin finds it ready); resolves when read, or found too big. */
    warm: start,

    /** Whether the table is held (read, and kept up to date since): the SQL answers until it is. */
    get held() {
      return ready;
    },

    /** How many bookings are held (0 until the table is read). */
    get size() {
      return ready ? table.size : 0;
    },

    /**
     * A page of the table, as fresh as the database after the caller's writes; null while the
     * table is not (yet) held, when the SQL answers. `needle` is the search lowered as the
     * database lowers it.
     */
    async page(
      query: Pick<AdminBookingQuery, 'sort' | 'order' | 'status' | 'limit' | 'offset'>,
      needle: string | undefined,
    ): Promise<MemoryPage<AdminBookingFacts> | null> {
      if (!ready) {
        void start().catch(() => undefined);
        return null;
      }
      await fresh();
      if (!ready) return null;
      return (needle !== undefined && referencePage(query, needle)) || table.page(query, needle);
    },
  };
}

export type AdminBookingIndex = ReturnType<typeof adminBookingIndex>;
