import { sql, type SQL } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES } from '@nafasi/shared/bookings';
import type { Db } from '../../db/client.ts';
import { readSince, readWhole, unseenSince } from '../search/index.ts';
import { eachBatch, rowsOf } from '../../lib/rows.ts';
import type { AdminSpaceFacts } from './admin-space-index.ts';
import { busyFrom, groupBusy, uuidList, type Busy, type BusyLists, type BusyRow } from './busy.ts';

/*
 * The catalogue's change feed, read from PostgreSQL (change data capture by transaction ids,
 * migrations 0040 and 0041): the whole catalogue in one snapshot, then, from that snapshot on, the
 * spaces written and the spaces whose bookings or blocks changed since. Invariants: a read after
 * snapshot S returns every change committed and not visible in S, whatever order transactions
 * committed in; `epoch` turns on a DELETE or TRUNCATE, and `pruned` says how far the availability
 * log was pruned, so a reader whose snapshot is older than either must read everything again.
 */

export const FACT_COLUMNS = sql`s.id, s.status, (extract(epoch from s.created_at) * 1000000)::bigint::text as created_us,
  s.hourly_rate_cents::text as rate_cents, s.rating::text as rating, s.reviews_count, s.capacity, s.browse_category,
  s.amenities, s.location, s.latitude, s.longitude, s.schedule::text as schedule, s.search_tsv::text as tsv,
  s.title, s.category, s.search_text`;

export interface FactRow {
  id: string | null;
  status: string;
  created_us: string;
  rate_cents: string;
  rating: string;
  reviews_count: number;
  capacity: number;
  browse_category: string | null;
  amenities: string[];
  location: string;
  latitude: number | null;
  longitude: number | null;
  /** Its text: spaces with the same rules share one parsed object. */
  schedule: string;
  tsv: string;
  title: string;
  category: string;
  search_text: string;
}

/** What the admin's table holds of a space (none of a deleted one); `share` gives one string for a category many spaces have. */
export const adminFactsOf = (row: FactRow & { id: string }, share: (text: string) => string): AdminSpaceFacts | null =>
  row.status === 'deleted'
    ? null
    : {
        id: row.id,
        status: row.status,
        text: row.search_text,
        createdUs: Number(row.created_us),
        title: row.title,
        category: share(row.category),
        location: row.location,
        rateCents: Number(row.rate_cents),
        capacity: row.capacity,
        shown: undefined,
      };

/**
 * `loadBatch`, `busyBatch`: spaces, and rows of their time, read at a time when the index reads
 * everything; `orderChunk`: how many of a kept text search's matches are put in order at first
 * (tests make them small).

/** A space's row as the feed reads it. */
export type SpaceRow = FactRow & { id: string };

export interface FeedRead {
  epoch: string;
  snap: string;
  /** Up to where the availability log was pruned (xid8 as text). */
  pruned: string;
  rows: SpaceRow[];
  /** The spaces whose bookings or blocks changed since. */
  changed: string[];
}

/** What changed since the snapshot `since`: the spaces written, and those whose bookings or blocks were. */
export async function readChanges(db: Db, since: string): Promise<FeedRead> {
  const changed = sql`(select coalesce(array_agg(distinct a.space_id), '{}') from availability_changes a where ${unseenSince(sql`a.xid`, since)})`;
  const read = await readSince<SpaceRow, { pruned: string; changed: string[] | string }>(db, {
    name: 'the catalogue',
    epoch: sql`epoch`,
    beside: sql`, e.pruned::text as pruned, ${changed} as changed`,
    changed: sql`select ${FACT_COLUMNS} from spaces s where ${unseenSince(sql`s.change_xid`, since)}`,
  });
  return { epoch: read.epoch, snap: read.snap, pruned: read.head.pruned, rows: read.rows, changed: uuidList(read.head.changed) };
}

/**
 * Every space but the deleted, through a cursor a batch at a time, in one repeatable-read
 * transaction: `each` hears each batch; the epoch and snapshot returned are those the rows were
 * read in (the next readChanges starts from it). `snapshotTaken` is called once that snapshot is
 * taken: what is read from then on, elsewhere, sees at least what the rows do.
 */
export const readCatalogue = (db: Db, batch: number, each: (rows: SpaceRow[]) => void, snapshotTaken?: () => void) =>
  readWhole<SpaceRow>(
    db,
    { epoch: sql`epoch`, cursor: 'catalogue_load', rows: sql`select ${FACT_COLUMNS} from spaces s where s.status <> 'deleted'`, batch },
    each,
    snapshotTaken,
  );

/** What takes the time of these spaces (all of them: null), from `horizon` (ms) on. */
function busyQuery(spaceIds: string[] | null, horizon: number) {
  const only = (column: SQL) => (spaceIds === null ? sql`true` : sql`${column} = any(${`{${spaceIds.join(',')}}`}::uuid[])`);
  const since = new Date(horizon).toISOString();
  const active = sql.raw(ACTIVE_BOOKING_STATUSES.map((status) => `'${status}'`).join(', '));
  // Times as float8 (milliseconds): numbers to the driver, not numeric text.
  return sql`select b.space_id, (extract(epoch from b.start_time) * 1000)::float8 as starts, (extract(epoch from b.end_time) * 1000)::float8 as ends,
        (extract(epoch from b.blocked_until) * 1000)::float8 as until, false as block
      from bookings b where b.status in (${active}) and b.start_time > ${since}::timestamptz and ${only(sql`b.space_id`)}
      union all
      select k.space_id, (extract(epoch from k.starts_at) * 1000)::float8, (extract(epoch from k.ends_at) * 1000)::float8, null, true
      from space_blocks k where k.ends_at > ${since}::timestamptz and ${only(sql`k.space_id`)}`;
}

/** What takes these spaces' time, from `horizon` on. */
export const readBusy = async (db: Db, spaceIds: string[], horizon: number) => rowsOf<BusyRow>(await db.execute(busyQuery(spaceIds, horizon)));

/**
 * Every space's time, read through a cursor a batch at a time: a million spaces' ten million
 * bookings read as one answer held every row as an object at once (gigabytes, past the heap).
 */
export async function readAllBusy(db: Db, horizon: number, batch: number): Promise<Busy> {
  const grouped: BusyLists = new Map();
  await db.transaction(async (tx) => {
    await eachBatch<BusyRow>(tx, 'catalogue_busy', busyQuery(null, horizon), batch, (rows) => groupBusy(grouped, rows));
  });
  return busyFrom(grouped);
}

/** The database's clock, in ms (a horizon is measured on it). */
export async function databaseNow(db: Db): Promise<number> {
  const [clock] = rowsOf<{ now: number | string }>(await db.execute(sql`select extract(epoch from now()) * 1000 as now`));
  return Number(clock?.now);
}
