import { sql } from 'drizzle-orm';
import { BROWSE_CATEGORIES } from '@nafasi/shared/categories';
import { COUNT_CAP, DEFAULT_MAX_PRICE, DEFAULT_MIN_PRICE } from '@nafasi/shared/catalogue';
import { kshToCents } from '@nafasi/shared/money';
import type { Schedule } from '@nafasi/shared/schedule';
import { sortOf, type SpaceListQuery } from '@nafasi/shared/spaces';
import type { Db } from '../../db/client.ts';
import { UnrolledList, firstWhere, fifoCache, Arena, type TextQuery } from '../search/index.ts';
import { coalesced } from '../../lib/coalesced.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { SearchFilters } from './search.ts';
import { adminSpaceIndex, type AdminSpaceFacts } from './admin-space-index.ts';
import { nearBox, windowFacts } from './search.ts';
import { BUSY_HORIZON_MS, freeAt, replaceBusy, type Busy } from './busy.ts';
import { byId, ORDERS, orderOf, type Entry, type Kept } from './catalogue-entry.ts';
import { listCandidates, rankOfOrder, runCandidates, scoredCandidates, walkCandidates, type Candidates } from './candidates.ts';
import { adminFactsOf, databaseNow, readAllBusy, readBusy, readCatalogue, readChanges, type SpaceRow } from './catalogue-feed.ts';
import { InvertedIndex } from './inverted-index.ts';

export type { Entry } from './catalogue-entry.ts';
export { selectFirst } from './candidates.ts';

/**
 * The in-process catalogue index: each server keeps the searchable facts of every approved space
 * in memory, and filters, ranks, orders and counts a search there; PostgreSQL keeps the truth,
 * gives the page's rows, and says which spaces are free at a time when the index has not read the
 * bookings that could reach it. The design, in a page: README.md beside this file.
 *
 * The parts: `entries` (the spaces, catalogue-entry.ts) in three kept orders (block lists); the
 * text (`text`, inverted-index.ts: vocabulary, postings, ranker, caches); what takes each space's
 * time (`busy`, busy.ts); the change feed that keeps them (catalogue-feed.ts); the admin's spaces
 * table (`admin`, admin-space-index.ts), fed by the same reads.
 *
 * Invariants:
 * - After `fresh()`, every change committed before the call is in the index, on any server; a
 *   DELETE or TRUNCATE (the epoch turns) or a pruned log older than the last read makes it read
 *   everything again.
 * - `entries` holds every approved space once, each alive; each kept order holds the same entries.
 * - An answer is the SQL's (service.ts listQueries): the same ids, order and count up to COUNT_CAP.
 */

/** Spaces read at a time when the whole catalogue is read. */
const LOAD_BATCH = 10_000;
/** Rows of bookings and blocks read at a time when every space's time is read. */
const BUSY_BATCH = 50_000;

/** How many spaces keep what a page shows of them (about 2 kB each). */
const SHOWN_KEPT = 20_000;
/** A kept run is put in order this many at a time at first. */
const ORDER_CHUNK = 64;

/** The browse categories and 'other' (no browse category). */
const CATEGORY_KINDS = BROWSE_CATEGORIES.length + 1;

const RADIANS = Math.PI / 180;
/** Kilometres between a point and a space, the haversine formula of search.ts's distanceKm, in its order of operations. */
export function haversineKm(lat: number, lng: number, spaceLat: number, spaceLng: number): number {
  const a = Math.sin(((spaceLat - lat) * RADIANS) / 2);
  const b = Math.sin(((spaceLng - lng) * RADIANS) / 2);
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a * a + Math.cos(lat * RADIANS) * Math.cos(spaceLat * RADIANS) * (b * b))));
}

/**
 * A test of what many spaces share (one place text, one rules object: entryOf shares them), judged
 * once per search for each distinct value instead of once per space.
 */
function judgedOnce<K>(judge: (value: K) => boolean): (value: K) => boolean {
  const judged = new Map<K, boolean>();
  return (value) => {
    let verdict = judged.get(value);
    if (verdict === undefined) judged.set(value, (verdict = judge(value)));
    return verdict;
  };
}

/** The test of search.ts's filterConditions, but the text and whether the space is free, for one entry. */
function catalogueTest(filters: SearchFilters, now: Date): (e: Entry) => boolean {
  const tests: ((e: Entry) => boolean)[] = [];
  const min = kshToCents(filters.minPrice);
  const max = kshToCents(filters.maxPrice);
  tests.push((e) => e.rateCents >= min && e.rateCents <= max);
  const { category } = filters;
  if (category === 'other') tests.push((e) => e.category === null);
  else if (category) tests.push((e) => e.category === category);
  if (filters.location) {
    const place = filters.location.toLowerCase();
    const inPlace = judgedOnce((location: string) => location.includes(place));
    tests.push((e) => inPlace(e.location));
  }
  const { capacity } = filters;
  if (capacity) tests.push((e) => e.capacity >= capacity);
  const { amenities } = filters;
  if (amenities) tests.push((e) => amenities.every((a) => e.amenities.includes(a)));
  if (filters.bbox) {
    const { minLat, maxLat, minLng, maxLng } = filters.bbox;
    tests.push((e) => e.lat !== null && e.lng !== null && e.lat >= minLat && e.lat <= maxLat && e.lng >= minLng && e.lng <= maxLng);
  }
  if (filters.near) {
    const { lat, lng, radius, dLat, dLng } = nearBox(filters.near, filters.radius);
    tests.push(
      (e) =>
        e.lat !== null &&
        e.lng !== null &&
        e.lat >= lat - dLat &&
        e.lat <= lat + dLat &&
        e.lng >= lng - dLng &&
        e.lng <= lng + dLng &&
        haversineKm(lat, lng, e.lat, e.lng) <= radius,
    );
  }
  if (filters.date && filters.start && filters.end) {
    const w = windowFacts(filters.date, filters.start, filters.end, now);
    const opens = judgedOnce((schedule: Schedule) => {
      const s = schedule as unknown as Record<string, unknown> & { weeklyHours?: Record<string, { opensAt: string; closesAt: string }[]> };
      const ranges = s.weeklyHours?.[w.weekday];
      if (!Array.isArray(ranges) || !ranges.some((r) => r.opensAt <= w.start && r.closesAt >= w.end)) return false;
      const n = (key: string) => {
        const value = s[key];
        return typeof value === 'number' ? value : NaN;
      };
      return w.minutes >= n('minMinutes') && w.minutes <= n('maxMinutes') && n('noticeMinutes') <= w.leadMinutes && n('horizonMonths') >= w.horizonMonths;
    });
    tests.push((e) => opens(e.schedule));
  }
  return (e) => {
    for (const test of tests) if (!test(e)) return false;
    return true;
  };
}

/** Whether each of these spaces is free for the search's time window, in their order (in memory, or a query of bookings and blocks). */
export type FreeCheck = (spaces: Entry[]) => Promise<boolean[]>;

/** A page of a search: its spaces in order (with the distance when it asked for one), how many match up to COUNT_CAP, and whether more do. */
export interface IndexPage {
  entries: Entry[];
  distances: (number | null)[];
  total: number;
  capped: boolean;
}

/** When the part of a time search that was checked says this many are free, "1,000+" is an estimate worth giving. */
const ESTIMATE_MARGIN = 1.5;
const FIRST_CHECK = 100;
const MOST_CHECKED = 4000;

/**
 * The free ones of `candidates`: at least `need` of them in order (or all there are), and how many
 * are free in all, counted exactly up to COUNT_CAP + 1, or estimated above the cap from the part
 * checked (issue 33: the count may be an estimate above 1,000).
 */
async function freeOf(candidates: Candidates, need: number, check: FreeCheck): Promise<{ free: Entry[]; total: number }> {
  const free: Entry[] = [];
  let checked = 0;
  let batch = Math.max(FIRST_CHECK, need * 2);
  for (;;) {
    const next = candidates.take(batch);
    if (next.length) {
      const ok = await check(next);
      next.forEach((e, i) => ok[i] && free.push(e));
      checked += next.length;
    }
    if (candidates.done()) return { free, total: free.length };
    if (free.length >= need) {
      if (free.length > COUNT_CAP) return { free, total: free.length };
      const estimate = candidates.estimateTotal(checked) * (free.length / checked);
      if (estimate > COUNT_CAP * ESTIMATE_MARGIN) return { free, total: COUNT_CAP + 1 };
    }
    batch = Math.min(batch * 2, MOST_CHECKED);
  }
}

/**
 * `loadBatch`, `busyBatch`: spaces, and rows of their time, read at a time when the index reads
 * everything; `orderChunk`: how many of a kept text search's matches are put in order at first
 * (tests make them small).
 */
export class CatalogueIndex {
  /** Every approved space, by id. */
  private readonly entries = new Map<string, Entry>();
  private readonly ordered = keptOrders();
  /**
   * The same three orders of each browse category's spaces (null: 'other'): browsing a category
   * walks its own spaces, and a page of one with no other filter is read at its place.
   */
  private readonly byCategory = new Map<string | null, Record<Kept, UnrolledList<Entry>>>();
  /** Spaces priced outside the default price filter: while there are none, a browse with no filter shows every space of its order. */
  private outsideDefaultPrices = 0;
  private readonly text = new InvertedIndex(() => this.entries.size);
  /** Per space, what takes its time (busy.ts): read whole at a load, a space at a time after. */
  private busy: Busy = new Map();
  /** Bookings that started before it were not read: a search for a time close to it asks the database instead. */
  private horizon = Infinity;
  /** The change feed's epoch and the snapshot the index has read up to (null: nothing read yet). */
  private epoch: string | null = null;
  private snapshot: string | null = null;
  /** Schedules, amenities and texts as many spaces share them: one object each. */
  private readonly shared = new Map<string, unknown>();
  private readonly loadBatch: number;
  private readonly busyBatch: number;
  private readonly orderChunk: number;

  /** Every space but the deleted, for the admin's table (fed with the catalogue). */
  readonly admin = adminSpaceIndex();
  /** Makes a page's entries show, reading those not kept (the SHOWN_KEPT shown last keep it). */
  readonly show = fifoCache<Entry>(SHOWN_KEPT);
  /**
   * Up to date with every change committed before the call. A read already under way may have
   * taken its snapshot before the caller's own writes, so a call during one waits for the next;
   * all the calls that wait share it.
   */
  readonly fresh = coalesced(() => this.sync());

  constructor(
    private readonly db: Db,
    { loadBatch = LOAD_BATCH, busyBatch = BUSY_BATCH, orderChunk = ORDER_CHUNK } = {},
  ) {
    this.loadBatch = loadBatch;
    this.busyBatch = busyBatch;
    this.orderChunk = orderChunk;
  }

  private share<T>(key: string, make: () => T): T {
    let value = this.shared.get(key) as T | undefined;
    if (value === undefined) this.shared.set(key, (value = make()));
    return value;
  }

  private readonly shareText = (text: string) => this.share(`t:${text}`, () => text);

  private entryOf(row: SpaceRow, into?: Arena): Entry {
    return {
      id: row.id,
      createdUs: Number(row.created_us),
      rateCents: Number(row.rate_cents),
      rating: Number(row.rating),
      reviews: row.reviews_count,
      capacity: row.capacity,
      category: row.browse_category,
      amenities: this.share(`a:${row.amenities.join(',')}`, () => row.amenities),
      location: this.shareText(row.location.toLowerCase()),
      lat: row.latitude,
      lng: row.longitude,
      schedule: this.share(`s:${row.schedule}`, () => JSON.parse(row.schedule) as Schedule),
      words: this.text.encode(row.tsv, into),
      alive: true,
      mark: 0,
      place: -1,
      taken: this.busy.get(row.id),
      shown: undefined,
    };
  }

  private add(entry: Entry) {
    this.entries.set(entry.id, entry);
    this.text.add(entry);
    let own = this.byCategory.get(entry.category);
    if (!own) this.byCategory.set(entry.category, (own = keptOrders()));
    for (const kept of KEPT) {
      this.ordered[kept].insert(entry);
      own[kept].insert(entry);
    }
    if (outsideDefaultPrices(entry)) this.outsideDefaultPrices++;
  }

  private remove(id: string) {
    const old = this.entries.get(id);
    if (!old) return;
    this.entries.delete(id);
    old.alive = false;
    this.text.retire(old);
    for (const kept of KEPT) {
      this.ordered[kept].remove(old);
      this.byCategory.get(old.category)?.[kept].remove(old);
    }
    if (outsideDefaultPrices(old)) this.outsideDefaultPrices--;
  }

  /**
   * Reads the whole catalogue anew: its approved spaces through a cursor, a batch at a time, in one
   * repeatable-read transaction (the snapshot the next change feed read starts from is the one the
   * rows were read in), each made an entry of a new arena as it comes (a million spaces' rows held
   * at once were gigabytes), and beside them every space's time; then, with no wait between, the new entries
   * take the old ones' place, so a search under way never sees part of each.
   */
  private async load() {
    const next = new Arena();
    const read: Entry[] = [];
    const facts: AdminSpaceFacts[] = [];
    this.shared.clear();
    this.horizon = (await databaseNow(this.db)) - BUSY_HORIZON_MS;
    // Every space's time is read on another connection as soon as the catalogue's snapshot is
    // taken (its own snapshot is then as new or newer: a change between the two is read again by
    // the next feed read, which reads a changed space's time whole), beside the spaces' rows.
    let busyRead: Promise<Busy> | null = null;
    const readBusyTimes = () => {
      busyRead = readAllBusy(this.db, this.horizon, this.busyBatch);
      // Awaited below; a failure meanwhile is not left unheard.
      busyRead.catch(() => undefined);
    };
    const { epoch, snap } = await readCatalogue(
      this.db,
      this.loadBatch,
      (rows) => {
        for (const row of rows) {
          const held = adminFactsOf(row, this.shareText);
          if (held) facts.push(held);
          if (row.status === 'approved') read.push(this.entryOf(row, next));
        }
      },
      readBusyTimes,
    );
    // The admin's table is sorted in steps (the event loop answering between them: here, the busy
    // times' rows) and takes its place.
    [this.busy] = await Promise.all([busyRead ?? readAllBusy(this.db, this.horizon, this.busyBatch), this.admin.reset(facts)]);
    for (const old of this.entries.values()) old.alive = false;
    this.entries.clear();
    for (const entry of read) {
      entry.taken = this.busy.get(entry.id);
      this.entries.set(entry.id, entry);
    }
    this.text.reset(next, read);
    const all = [...this.entries.values()];
    const byCategory = new Map<string | null, Entry[]>();
    for (const e of all) {
      const list = byCategory.get(e.category);
      if (list) list.push(e);
      else byCategory.set(e.category, [e]);
    }
    this.byCategory.clear();
    for (const kept of KEPT) this.ordered[kept].reset(all.sort(ORDERS[kept]));
    for (const [category, list] of byCategory) {
      const orders = keptOrders();
      // Each category's spaces in the same orders as the whole.
      for (const kept of KEPT) orders[kept].reset(list.sort(ORDERS[kept]));
      this.byCategory.set(category, orders);
    }
    this.outsideDefaultPrices = all.filter(outsideDefaultPrices).length;
    this.epoch = epoch;
    this.snapshot = snap;
  }

  /** Reads what changed since the last read (or everything, when the feed says the index must). */
  private async sync() {
    const since = this.snapshot;
    if (since === null) return this.load();
    const { epoch, snap, rows, pruned, changed } = await readChanges(this.db, since);
    if (epoch !== this.epoch) return this.load();
    if (BigInt(pruned) >= BigInt(since.split(':')[0] ?? '0')) {
      // Changes this index had not read were pruned from the log: read every space's time anew.
      this.busy = await readAllBusy(this.db, this.horizon, this.busyBatch);
      for (const entry of this.entries.values()) entry.taken = this.busy.get(entry.id);
    } else if (changed.length) {
      replaceBusy(this.busy, changed, await readBusy(this.db, changed, this.horizon));
      for (const id of changed) {
        const entry = this.entries.get(id);
        if (entry) entry.taken = this.busy.get(id);
      }
    }
    for (const row of rows) {
      this.remove(row.id);
      this.admin.put(row.id, adminFactsOf(row, this.shareText));
      if (row.status === 'approved') this.add(this.entryOf(row));
    }
    if (this.text.wasteful) this.text.compact([...this.entries.values()]);
    this.snapshot = snap;
  }

  /**
   * Which spaces are free for a window: in memory, when the index has read every booking that can
   * reach it (all but windows of the past days, when a clock is set back); else the database's check.
   */
  private freeCheckOf(date: string, start: string, end: string, now: Date, database: FreeCheck): FreeCheck {
    const w = windowFacts(date, start, end, now);
    const startMs = w.startAt.getTime();
    const endMs = w.endAt.getTime();
    if (startMs - BUSY_HORIZON_MS / 2 < this.horizon) return database;
    return (spaces) => {
      const ok = spaces.map((e) => {
        const buffer = (e.schedule as { bufferMinutes?: unknown }).bufferMinutes;
        return freeAt(e.taken, startMs, endMs, typeof buffer === 'number' ? buffer * 60_000 : NaN);
      });
      return Promise.resolve(ok);
    };
  }

  /** The spaces that match a search's words and pass `test`, in no order. */
  private matches(text: TextQuery, test: (e: Entry) => boolean): Entry[] {
    return this.text.withText(text, (q) => this.text.textMatches(text, q, test));
  }

  /**
   * The spaces a search reads, in its order: words are ranked (ts_rank, then rating, then id) or
   * sorted as asked; without words, the kept order is walked and tested a space at a time.
   */
  private candidatesOf(query: Omit<SpaceListQuery, 'limit' | 'offset'>, text: TextQuery | null, now: Date): Candidates {
    const test = catalogueTest(query, now);
    const sort = sortOf(query);
    const near = query.near;
    if (sort === 'distance' && near) {
      const found = text ? this.matches(text, test) : [...this.entries.values()].filter(test);
      // The test let through only spaces with a place (lat and lng are numbers).
      const km = found.map((e) => haversineKm(near.lat, near.lng, e.lat ?? NaN, e.lng ?? NaN));
      return scoredCandidates(found, km, byId);
    }
    if (text && sort === 'relevance') {
      return this.text.withText(text, (q) => this.text.rankWalk(text, q, test) ?? runCandidates(this.text.keptRanksOf(text, q), test, this.orderChunk));
    }
    const { kept, backwards } = orderOf(sort);
    if (text) {
      const compare = ORDERS[kept];
      return listCandidates(this.matches(text, test), backwards ? (a, b) => compare(b, a) : compare);
    }
    const list = this.orderOf(query.category, kept);
    if (kept !== 'price_asc') return walkCandidates(list, backwards, test);
    // Sorted by price, a price range is one stretch of the order: the walk starts and ends there.
    const min = kshToCents(query.minPrice);
    const max = kshToCents(query.maxPrice);
    const from = firstWhere(list.length, (i) => list.item(i).rateCents >= min);
    return walkCandidates(
      list,
      backwards,
      test,
      from,
      firstWhere(list.length, (i) => list.item(i).rateCents > max),
    );
  }

  /**
   * A page of a search, its words already read (`text`, null without any), as the SQL of
   * service.ts would answer it: `free` is asked only when the search names a time.
   */
  async page(query: SpaceListQuery, text: TextQuery | null, now: Date, free: FreeCheck): Promise<IndexPage> {
    if (!text && this.outsideDefaultPrices === 0 && browsingOnly(query)) return this.browsePage(query);
    const candidates = this.candidatesOf(query, text, now);
    const need = query.offset + query.limit;
    let found: Entry[];
    let total: number;
    if (query.date && query.start && query.end) {
      ({ free: found, total } = await freeOf(candidates, need, this.freeCheckOf(query.date, query.start, query.end, now, free)));
    } else {
      found = candidates.take(need);
      total = Math.max(found.length, candidates.count(COUNT_CAP + 1));
    }
    const entries = found.slice(query.offset, need);
    return {
      entries,
      // Given whenever the search is near a point (as the SQL does); worked out for the page alone.
      distances: entries.map((e) => (query.near ? haversineKm(query.near.lat, query.near.lng, e.lat ?? NaN, e.lng ?? NaN) : null)),
      total: Math.min(total, COUNT_CAP),
      capped: total > COUNT_CAP,
    };
  }

  /** One kept order of the catalogue, or of one browse category's spaces. */
  private orderOf(category: SpaceListQuery['category'], kept: Kept): UnrolledList<Entry> {
    if (!category) return this.ordered[kept];
    return this.byCategory.get(category === 'other' ? null : category)?.[kept] ?? new UnrolledList(ORDERS[kept]);
  }

  /**
   * A page of spaces browsed with no filter but a category: every space of the order shows, so the
   * page is the order's places offset to offset + limit, read where they stand (no walk from the first).
   */
  private browsePage(query: SpaceListQuery): IndexPage {
    const { kept, backwards } = orderOf(sortOf(query));
    const list = this.orderOf(query.category, kept);
    const total = list.length;
    const entries: Entry[] = [];
    for (let i = query.offset; i < Math.min(total, query.offset + query.limit); i++) entries.push(list.item(backwards ? total - 1 - i : i));
    return { entries, distances: entries.map(() => null), total: Math.min(total, COUNT_CAP), capped: total > COUNT_CAP };
  }

  /** How many match in each browse category (null: 'other'), up to COUNT_CAP + 1 (above it, perhaps an estimate for a time). */
  async categoryCounts(
    query: Omit<SpaceListQuery, 'limit' | 'offset' | 'category' | 'sort'>,
    text: TextQuery | null,
    now: Date,
    free: FreeCheck,
  ): Promise<Map<string | null, number>> {
    // Counted in no order: a text search's matches as their postings give them, unranked.
    const candidates = text ? listCandidates(this.matches(text, catalogueTest(query, now))) : this.candidatesOf({ ...query, sort: 'newest' }, null, now);
    const timed = Boolean(query.date && query.start && query.end);
    const byCategory = byCategoryOf(candidates, timed);
    const counts = new Map<string | null, number>();
    const check = query.date && query.start && query.end ? this.freeCheckOf(query.date, query.start, query.end, now, free) : null;
    await Promise.all(
      [...byCategory].map(async ([category, list]) => {
        counts.set(category, check ? (await freeOf(listCandidates(list), 0, check)).total : list.length);
      }),
    );
    return counts;
  }

  /** For tests: the rank a search gives a space (null if it does not match), as the search ranks it. */
  rank(id: string, text: TextQuery) {
    const { found, orders } = this.text.withText(text, (q) => this.text.ranked(text, q, (e) => e.id === id));
    return found.length ? rankOfOrder(orders[0] ?? 0) : null;
  }
}

const KEPT = Object.keys(ORDERS) as Kept[];
/** An empty list of each kept order. */
const keptOrders = (): Record<Kept, UnrolledList<Entry>> => ({
  newest: new UnrolledList(ORDERS.newest),
  price_asc: new UnrolledList(ORDERS.price_asc),
  rating: new UnrolledList(ORDERS.rating),
});
const DEFAULT_PRICES = { min: kshToCents(DEFAULT_MIN_PRICE), max: kshToCents(DEFAULT_MAX_PRICE) };
const outsideDefaultPrices = (e: Entry) => e.rateCents < DEFAULT_PRICES.min || e.rateCents > DEFAULT_PRICES.max;

/** A search that only browses: a sort and perhaps a category, with no words, place, price, guests, amenities, map or time. */
function browsingOnly(query: SpaceListQuery): boolean {
  const sort = sortOf(query);
  return (
    sort !== 'distance' &&
    !query.q &&
    !query.location &&
    !query.capacity &&
    !query.amenities?.length &&
    !query.bbox &&
    !query.near &&
    !query.date &&
    query.minPrice === DEFAULT_MIN_PRICE &&
    query.maxPrice === DEFAULT_MAX_PRICE
  );
}

/** The candidates by browse category; without a time, counting stops once every category has passed the cap. */
function byCategoryOf(candidates: Candidates, timed: boolean): Map<string | null, Entry[]> {
  const byCategory = new Map<string | null, Entry[]>();
  let full = 0;
  for (let batch = candidates.take(1024); batch.length; batch = candidates.take(1024)) {
    for (const e of batch) {
      let list = byCategory.get(e.category);
      if (!list) byCategory.set(e.category, (list = []));
      if (!timed && list.length > COUNT_CAP) continue;
      list.push(e);
      if (!timed && list.length === COUNT_CAP + 1) full++;
    }
    if (!timed && full === CATEGORY_KINDS) break;
  }
  return byCategory;
}

/** The index of the catalogue in `db`. */
export const catalogueIndex = (db: Db, options: { loadBatch?: number; busyBatch?: number; orderChunk?: number } = {}) => new CatalogueIndex(db, options);

/**
 * Drops the availability log's entries older than an hour (the minute job), noting the newest
 * transaction dropped: an index whose last read is older than that reads every space's time anew.
 */
export async function pruneAvailabilityLog(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - 3_600_000).toISOString();
  const rows = rowsOf<{ n: number | string }>(
    await db.execute(sql`with gone as (delete from availability_changes where at < ${before}::timestamptz returning xid),
      noted as (update catalogue_epoch set pruned = greatest(pruned, (select xid from gone order by xid desc limit 1))
        where exists (select 1 from gone) returning 1)
      select (select count(*) from gone) as n`),
  );
  return Number(rows[0]?.n ?? 0);
}
