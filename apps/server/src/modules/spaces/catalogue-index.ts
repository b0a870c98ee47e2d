import { sql, type SQL } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES } from '@nafasi/shared/bookings';
import { BROWSE_CATEGORIES } from '@nafasi/shared/categories';
import { COUNT_CAP, type SpaceSort } from '@nafasi/shared/catalogue';
import { kshToCents } from '@nafasi/shared/money';
import type { Schedule } from '@nafasi/shared/schedule';
import { sortOf, type SpaceListQuery } from '@nafasi/shared/spaces';
import type { Db } from '../../db/client.ts';
import { BlockList, firstWhere } from '../../lib/block-list.ts';
import { coalesced } from '../../lib/coalesced.ts';
import { eachBatch, rowsOf } from '../../lib/rows.ts';
import { shownRing } from '../../lib/shown-ring.ts';
import type { SearchFilters } from './search.ts';
import { adminSpaceIndex, type AdminSpaceFacts } from './admin-space-index.ts';
import { nearBox, windowFacts } from './search.ts';
import { BUSY_HORIZON_MS, busyFrom, freeAt, groupBusy, replaceBusy, uuidList, type Busy, type BusyLists, type BusyRow, type Taken } from './busy.ts';
import {
  Arena,
  compile,
  lexemeImpact,
  matchesAt,
  matchRankAt,
  parseTsvector,
  rankAt,
  rankOfImpact,
  tsQueryText,
  Vocabulary,
  type Compiled,
  type QueryWord,
  type TextQuery,
} from './text-rank.ts';

/**
 * The in-process catalogue index (issue 33): each server keeps the searchable facts of every
 * approved space in memory, and filters, ranks, orders and counts a search there; PostgreSQL keeps
 * the truth, gives the page's rows, and says which spaces are free at a time (bookings change too
 * often, and matter too much, to be kept anywhere else).
 *
 * It is fed by the catalogue's own change feed (migration 0040): each write of a space stamps it
 * with its transaction id, and before each search the index asks for the rows its last snapshot
 * could not see. Asked by every search (one query answers all the searches that wait for it), so a
 * search sees every change committed before it began, on any server, as the database would; a
 * DELETE or TRUNCATE turns the catalogue's epoch and the index reads the catalogue anew.
 *
 * The same reads feed the admin's spaces table (`admin`, admin-space-index.ts): every space but the
 * deleted, whatever its state, with the text the admin's search reads and each of its sorts.
 */

/** A space's searchable facts. */
export interface Entry {
  id: string;
  /** Microseconds since 1970 (created_at at the database's precision, so ties order as there). */
  createdUs: number;
  rateCents: number;
  rating: number;
  reviews: number;
  capacity: number;
  category: string | null;
  amenities: string[];
  /** Lowercased, for the place filter. */
  location: string;
  lat: number | null;
  lng: number | null;
  schedule: Schedule;
  /** Where the tsvector PostgreSQL made of its words is in the arena (as numbers of the index's vocabulary). */
  words: number;
  /** False once replaced or removed (its postings are dropped later, in bulk). */
  alive: boolean;
  /** The last search that read it (a search reads its matches in one go, between awaits). */
  mark: number;
  /** Where that search put it among the spaces it found, or -1. */
  place: number;
  /** What takes its time (its entry of `busy`, kept beside it to spare a lookup per check). */
  taken: Taken | undefined;
  /**
   * The space as a page shows it (its row and photos, read once by the service: show), for
   * the SHOWN_KEPT spaces shown last. A change of the space or its photos replaces the entry, and
   * the new one has none, so what is kept is never older than the catalogue the index has read.
   */
  shown: object | undefined;
}

/** Spaces read at a time when the whole catalogue is read. */
const LOAD_BATCH = 10_000;
/** Rows of bookings and blocks read at a time when every space's time is read. */
const BUSY_BATCH = 50_000;

/** How many spaces keep what a page shows of them (about 2 kB each). */
const SHOWN_KEPT = 20_000;

type Compare = (a: Entry, b: Entry) => number;
const byId = (a: Entry, b: Entry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
/** A search's ties of rank: the better rated first, then the greater id (as the SQL orders them). */
const byRatingThenId = (a: Entry, b: Entry) => b.rating - a.rating || byId(b, a);
/** The catalogue's orders, as service.ts ORDER writes them in SQL (each ends in the id). */
const ORDERS = {
  newest: (a, b) => b.createdUs - a.createdUs || byId(b, a),
  price_asc: (a, b) => a.rateCents - b.rateCents || byId(a, b),
  rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews || byId(b, a),
} satisfies Record<string, Compare>;
type Kept = keyof typeof ORDERS;

/** The index's view of a sort: an array kept in order, read forwards or backwards. */
function orderOf(sort: SpaceSort): { kept: Kept; backwards: boolean } {
  if (sort === 'price_asc' || sort === 'price_desc') return { kept: 'price_asc', backwards: sort === 'price_desc' };
  if (sort === 'rating') return { kept: 'rating', backwards: false };
  return { kept: 'newest', backwards: false };
}

/** list[i], which the caller knows is there (a search within the list's length). */
function at<T>(list: T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new RangeError(`no item at ${i} of ${list.length}`);
  return item;
}

/** What a walk reads: how many, and the one at a place (an array of entries, or a kept order in blocks). */
interface Places {
  readonly length: number;
  item(place: number): Entry;
}
const placesOf = (list: Entry[]): Places => ({ length: list.length, item: (i) => at(list, i) });

/** The browse categories and 'other' (no browse category). */
const CATEGORY_KINDS = BROWSE_CATEGORIES.length + 1;

const RADIANS = Math.PI / 180;
/** Kilometres between a point and a space, the haversine formula of search.ts's distanceKm, in its order of operations. */
export function haversineKm(lat: number, lng: number, spaceLat: number, spaceLng: number): number {
  const a = Math.sin(((spaceLat - lat) * RADIANS) / 2);
  const b = Math.sin(((spaceLng - lng) * RADIANS) / 2);
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a * a + Math.cos(lat * RADIANS) * Math.cos(spaceLat * RADIANS) * (b * b))));
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
    tests.push((e) => e.location.includes(place));
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
    // Spaces share their rules (one object per distinct schedule): each is judged once a search.
    const judged = new Map<Schedule, boolean>();
    const opens = (schedule: Schedule) => {
      const s = schedule as unknown as Record<string, unknown> & { weeklyHours?: Record<string, { opensAt: string; closesAt: string }[]> };
      const ranges = s.weeklyHours?.[w.weekday];
      if (!Array.isArray(ranges) || !ranges.some((r) => r.opensAt <= w.start && r.closesAt >= w.end)) return false;
      const n = (key: string) => {
        const value = s[key];
        return typeof value === 'number' ? value : NaN;
      };
      return w.minutes >= n('minMinutes') && w.minutes <= n('maxMinutes') && n('noticeMinutes') <= w.leadMinutes && n('horizonMonths') >= w.horizonMonths;
    };
    tests.push((e) => {
      let open = judged.get(e.schedule);
      if (open === undefined) judged.set(e.schedule, (open = opens(e.schedule)));
      return open;
    });
  }
  return (e) => {
    for (const test of tests) if (!test(e)) return false;
    return true;
  };
}

/** The spaces a search reads in order, taken a batch at a time. */
interface Candidates {
  take(n: number): Entry[];
  /** Read to the end. */
  done(): boolean;
  /** Of the catalogue read so far, the part that matched (to estimate how many match in all). */
  estimateTotal(found: number): number;
  /** How many there are in all, counted up to `cap` (without putting them in order). */
  count(cap: number): number;
}

/** Up to this many first are picked with a heap: one comparison for most spaces (a page, or a few). */
const HEAP_PICK = 64;

/**
 * Moves the `k` first of list[from..] in `compare`'s order to list[from..from + k), in no order:
 * a few (a page) by a heap of the best seen so far, which most spaces fail at one comparison with
 * its worst; more by quickselect (about two comparisons a space, where sorting all takes log2 n).
 * `lead`, when given, is a number that orders items as `compare` does where it differs (a rank, a
 * distance): the heap's test of most items is then one comparison of two numbers.
 */
export function selectFirst<T>(list: T[], from: number, k: number, compare: (a: T, b: T) => number, lead?: (item: T) => number) {
  if (k <= 0 || from + k >= list.length) return;
  if (k <= HEAP_PICK) return heapFirst(list, from, k, compare, lead);
  let lo = from;
  let hi = list.length - 1;
  const target = from + k - 1;
  while (lo < hi) {
    const pivot = at(list, lo + Math.floor(Math.random() * (hi - lo + 1)));
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (compare(at(list, i), pivot) < 0) i++;
      while (compare(at(list, j), pivot) > 0) j--;
      if (i <= j) {
        const swap = at(list, i);
        list[i++] = at(list, j);
        list[j--] = swap;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else return;
  }
}

/** selectFirst for a few: a max-heap of the places of the k best so far (its root the worst of them). */
function heapFirst<T>(list: T[], from: number, k: number, compare: (a: T, b: T) => number, lead?: (item: T) => number) {
  const heap: number[] = [];
  const worse = (i: number, j: number) => compare(at(list, at(heap, i)), at(list, at(heap, j))) > 0;
  const swap = (i: number, j: number) => {
    const t = at(heap, i);
    heap[i] = at(heap, j);
    heap[j] = t;
  };
  /** The root's lead: an item leading by more is better, one leading by less is not (ties are compared). */
  let worst = NaN;
  for (let place = from; place < list.length; place++) {
    if (heap.length < k) {
      heap.push(place);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
      if (lead && heap.length === k) worst = lead(at(list, at(heap, 0)));
      continue;
    }
    const item = at(list, place);
    if (lead) {
      const l = lead(item);
      if (l > worst) continue;
      // A tie (or a lead that is no number) is for `compare` to judge.
      if (!(l < worst) && compare(item, at(list, at(heap, 0))) >= 0) continue;
    } else if (compare(item, at(list, at(heap, 0))) >= 0) continue;
    heap[0] = place;
    for (let i = 0; ;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < k && worse(l, top)) top = l;
      if (r < k && worse(r, top)) top = r;
      if (top === i) break;
      swap(i, top);
      i = top;
    }
    if (lead) worst = lead(at(list, at(heap, 0)));
  }
  // The chosen go to list[from..from + k); what stood there and was not chosen takes their places.
  const chosen = heap.sort((a, b) => a - b);
  const picked = new Set(chosen);
  const items = chosen.map((place) => at(list, place));
  const displaced: T[] = [];
  for (let place = from; place < from + k; place++) if (!picked.has(place)) displaced.push(at(list, place));
  let d = 0;
  for (const place of chosen) if (place >= from + k) list[place] = at(displaced, d++);
  items.forEach((item, i) => (list[from + i] = item));
}

/** A list of spaces read in `compare`'s order, put in order only as far as it is read. */
function listCandidates(list: Entry[], compare?: Compare): Candidates;
function listCandidates<T>(list: T[], compare: (a: T, b: T) => number, entryOf: (t: T) => Entry, lead?: (t: T) => number): Candidates;
function listCandidates<T>(list: T[], compare?: (a: T, b: T) => number, entryOf: (t: T) => Entry = (t) => t as Entry, lead?: (t: T) => number): Candidates {
  let at = 0;
  let ordered = compare ? 0 : list.length;
  return {
    take(n) {
      const end = Math.min(list.length, at + n);
      if (end > ordered && compare) {
        if (end - ordered > (list.length - ordered) / 4) {
          const rest = list.slice(ordered).sort(compare);
          for (const [i, item] of rest.entries()) list[ordered + i] = item;
          ordered = list.length;
        } else {
          selectFirst(list, ordered, end - ordered, compare, lead);
          const chunk = list.slice(ordered, end).sort(compare);
          for (const [i, item] of chunk.entries()) list[ordered + i] = item;
          ordered = end;
        }
      }
      const batch = list.slice(at, end).map(entryOf);
      at = end;
      return batch;
    },
    done: () => at >= list.length,
    estimateTotal: (found) => (at === 0 ? 0 : (found * list.length) / at),
    count: (cap) => Math.min(list.length, cap),
  };
}

/**
 * Spaces in the order of a score of this search (a rank, a distance; the lower first), then of
 * `tie`, read by their places in `found`: the scores stay the search's own (searches that wait
 * between batches keep theirs), held in arrays of numbers rather than an object per space.
 */
function scoredCandidates(found: Entry[], scores: number[], tie: Compare): Candidates {
  const places: number[] = [];
  for (let i = 0; i < found.length; i++) places.push(i);
  return listCandidates(
    places,
    (a, b) => (scores[a] ?? 0) - (scores[b] ?? 0) || tie(at(found, a), at(found, b)),
    (i) => at(found, i),
    (i) => scores[i] ?? 0,
  );
}

/** Two spaces of a search, each with its number in the search's order (the lower first), compared (ties: as the search orders them). */
type RankedCompare = (e: Entry, x: number, f: Entry, y: number) => number;
const byOrderNumber: RankedCompare = (e, x, f, y) => x - y || byRatingThenId(e, f);

/** Spaces of a search in its order, each with its number in that order (beside it, in `keys`). */
interface RankedList {
  list: Entry[];
  keys: number[];
}

/**
 * `added` (in order) merged into `old` (in order), the spaces replaced since left out of `old`:
 * postings added since a search put a word's spaces in order, brought into that order.
 */
function mergeRanked(old: RankedList, added: RankedList, compare: RankedCompare): RankedList {
  const list: Entry[] = [];
  const keys: number[] = [];
  let a = 0;
  let b = 0;
  while (a < old.list.length || b < added.list.length) {
    const e = old.list[a];
    if (e && !e.alive) {
      a++;
      continue;
    }
    const f = added.list[b];
    if (e && (!f || compare(e, old.keys[a] ?? 0, f, added.keys[b] ?? 0) <= 0)) {
      list.push(e);
      keys.push(old.keys[a++] ?? 0);
    } else if (f) {
      list.push(f);
      keys.push(added.keys[b++] ?? 0);
    }
  }
  return { list, keys };
}

/** Spaces of a search: the first `ordered` in its order, the rest after them in no order. */
interface RankedRun extends RankedList {
  ordered: number;
}

/**
 * Puts a run in order as far as `upto` (the whole of it when that is most of what is not yet in
 * order), in place: what is in order stays where it is, so every search reading the run reads it alike.
 */
function orderRun(run: RankedRun, upto: number, compare: RankedCompare) {
  const { list, keys, ordered: from } = run;
  const n = list.length;
  if (upto <= from || from >= n) return;
  const places = Array.from({ length: n - from }, (_, i) => from + i);
  const byPlace = (i: number, j: number) => compare(at(list, i), keys[i] ?? 0, at(list, j), keys[j] ?? 0);
  const k = upto - from > (n - from) / 4 ? n - from : upto - from;
  selectFirst(places, 0, k, byPlace, (i) => keys[i] ?? 0);
  const order = places.slice(0, k).sort(byPlace).concat(places.slice(k));
  const items = order.map((i) => at(list, i));
  const numbers = order.map((i) => keys[i] ?? 0);
  items.forEach((e, i) => {
    list[from + i] = e;
    keys[from + i] = numbers[i] ?? 0;
  });
  run.ordered = from + k;
}

/** A run wholly in order. */
function inOrder(run: RankedRun, compare: RankedCompare): RankedRun {
  orderRun(run, run.list.length, compare);
  return run;
}

/**
 * A text search's matches, kept between searches (the catalogue index's `keptRanks`): `run` holds
 * every match, the replaced perhaps among them (skipped), in order only as far as searches have read it.
 */
interface KeptRanks {
  run: RankedRun;
  /** The group of the search's words whose postings found its matches: its word ids, and how far each one's postings were read. */
  group: number;
  ids: number[];
  read: number[];
  /** The index's count of spaces replaced or removed when every match was ranked (past half the run, they are ranked again). */
  removedAt: number;
}

/**
 * A text search's matches read from a run (KeptRanks), each tested as it is read: its page from
 * the run put in order as far as it reads (`chunk` more at a time at first, then twice as far),
 * its count in no order. A search for a time waits between batches: the run it began with is the
 * one it reads (a change makes a new run; putting one in order moves only what is not yet in order).
 */
function runCandidates(run: RankedRun, test: (e: Entry) => boolean, chunk: number): Candidates {
  const { list } = run;
  let read = 0;
  let taken = 0;
  const next = (ordered: boolean): Entry | null => {
    while (read < list.length) {
      if (ordered && read >= run.ordered) orderRun(run, Math.max(2 * read, read + chunk), byOrderNumber);
      const e = at(list, read++);
      if (e.alive && test(e)) return e;
    }
    return null;
  };
  return {
    take(n) {
      const batch: Entry[] = [];
      while (batch.length < n) {
        const e = next(true);
        if (!e) break;
        batch.push(e);
      }
      taken += batch.length;
      return batch;
    },
    done: () => read >= list.length,
    estimateTotal: (found) => (read === 0 ? 0 : (found * list.length) / read),
    count(cap) {
      let n = taken;
      while (n < cap && next(false)) n++;
      return n;
    },
  };
}

/**
 * Whether `place` is in one list of each group of `groups` (lists of ascending arena places), each
 * list searched from its cursor on (galloping, then halving), the cursors left at the first place
 * not before `place`: called with ascending places, the lists are read once in all.
 */
function heldByEvery(groups: number[][][], cursors: number[][], place: number): boolean {
  return groups.every((lists, g) => {
    const from = cursors[g] ?? [];
    let held = false;
    lists.forEach((list, l) => {
      let lo = from[l] ?? 0;
      let step = 1;
      let hi = lo;
      while (hi < list.length && (list[hi] ?? 0) < place) {
        lo = hi + 1;
        hi += step;
        step *= 2;
      }
      hi = Math.min(hi, list.length);
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((list[mid] ?? 0) < place) lo = mid + 1;
        else hi = mid;
      }
      from[l] = lo;
      if (list[lo] === place) held = true;
    });
    return held;
  });
}

/** A text search's matches are kept (keptRanksOf) for so many searches' words, and so many matches in all (at least; or two for each space). */
const RANKED_TEXTS = 256;
const RANKED_MATCHES = 1 << 18;
/** A kept run is put in order this many at a time at first. */
const ORDER_CHUNK = 64;

const rankFloat = new Float32Array(1);
const rankBits = new Uint32Array(rankFloat.buffer);

/**
 * A search's order, the best first (its rank, then the space's rating), as one number a space: the
 * rank's bits as a float (a rank is a float of 0 or more, ordered as its bits are) above the rating
 * in hundredths (0–500, as stored). Ranks tie often (spaces described alike); the heap then still
 * tells most spaces from its worst by one comparison of numbers instead of comparing ratings and ids.
 */
function rankThenRating(rank: number, rating: number): number {
  rankFloat[0] = rank;
  return -((rankBits[0] ?? 0) * 512 + Math.round(rating * 100));
}
/** The rank a number of rankThenRating was made of. */
function rankOfOrder(order: number): number {
  rankBits[0] = Math.floor(-order / 512);
  return rankFloat[0] ?? 0;
}

/** A kept order's list[from..to) read forwards or backwards, each space tested as it is read. */
function walkCandidates(list: Places, backwards: boolean, test: (e: Entry) => boolean, from = 0, to = list.length): Candidates {
  const size = Math.max(0, to - from);
  const place = (i: number) => (backwards ? to - 1 - i : from + i);
  let read = 0;
  let taken = 0;
  return {
    take(n) {
      const batch: Entry[] = [];
      while (batch.length < n && read < size) {
        const e = list.item(place(read));
        read++;
        if (test(e)) batch.push(e);
      }
      taken += batch.length;
      return batch;
    },
    done: () => read >= size,
    estimateTotal: (found) => (read === 0 ? 0 : (found * size) / read),
    count(cap) {
      // Those taken, and the rest tested (not kept) until the cap.
      let n = taken;
      for (let i = read; i < size && n < cap; i++) if (test(list.item(place(i)))) n++;
      return n;
    },
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

const FACT_COLUMNS = sql`s.id, s.status, (extract(epoch from s.created_at) * 1000000)::bigint::text as created_us,
  s.hourly_rate_cents::text as rate_cents, s.rating::text as rating, s.reviews_count, s.capacity, s.browse_category,
  s.amenities, s.location, s.latitude, s.longitude, s.schedule::text as schedule, s.search_tsv::text as tsv,
  s.title, s.category, s.search_text`;

interface FactRow {
  epoch: string;
  snap: string;
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
const adminFactsOf = (row: FactRow & { id: string }, share: (text: string) => string): AdminSpaceFacts | null =>
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
 */
export function catalogueIndex(db: Db, { loadBatch = LOAD_BATCH, busyBatch = BUSY_BATCH, orderChunk = ORDER_CHUNK } = {}) {
  const entries = new Map<string, Entry>();
  const ordered: Record<Kept, BlockList<Entry>> = {
    newest: new BlockList(ORDERS.newest),
    price_asc: new BlockList(ORDERS.price_asc),
    rating: new BlockList(ORDERS.rating),
  };
  const vocabulary = new Vocabulary();
  let arena = new Arena();
  /** Per word id, the spaces that hold it, some perhaps replaced since. */
  let postings: Entry[][] = [];
  /** Beside each posting, what its lexeme adds to the rank of a search of that word alone (lexemeImpact). */
  let impacts: number[][] = [];
  /**
   * Per word id that a one-word search asked for, its postings in that search's order (the impact,
   * then the rating, then the id, each the greater first), as far as `read` of them (postings added
   * since are sorted and merged in at the next such search; replaced spaces dropped then).
   */
  const byRank = new Map<number, RankedList & { read: number }>();
  /** Per text search (its tsquery), the first of its order (keptRanksOf), the least recently searched first. */
  const keptRanks = new Map<string, KeptRanks>();
  /** The matches kept in all, and how many spaces were replaced or removed (keptRanksOf). */
  let keptSize = 0;
  let removals = 0;
  /** Postings of live spaces, and of spaces replaced since (dropped once they are a quarter). */
  let live = 0;
  let stale = 0;
  let epoch: string | null = null;
  let snapshot: string | null = null;
  /** Every space but the deleted, for the admin's table (fed with the catalogue). */
  const admin = adminSpaceIndex();

  /** Schedules and amenities as many spaces share them: one object each. */
  const shared = new Map<string, unknown>();
  const share = <T>(key: string, make: () => T): T => {
    let value = shared.get(key) as T | undefined;
    if (value === undefined) shared.set(key, (value = make()));
    return value;
  };

  const shareText = (text: string) => share(`t:${text}`, () => text);

  function entryOf(row: FactRow & { id: string }, into = arena): Entry {
    return {
      id: row.id,
      createdUs: Number(row.created_us),
      rateCents: Number(row.rate_cents),
      rating: Number(row.rating),
      reviews: row.reviews_count,
      capacity: row.capacity,
      category: row.browse_category,
      amenities: share(`a:${row.amenities.join(',')}`, () => row.amenities),
      location: row.location.toLowerCase(),
      lat: row.latitude,
      lng: row.longitude,
      schedule: share(`s:${row.schedule}`, () => JSON.parse(row.schedule) as Schedule),
      words: into.add(parseTsvector(row.tsv), vocabulary),
      alive: true,
      mark: 0,
      place: -1,
      taken: busy.get(row.id),
      shown: undefined,
    };
  }

  function add(entry: Entry) {
    entries.set(entry.id, entry);
    const n = arena.data[entry.words] ?? 0;
    for (let i = 1; i <= n; i++) {
      const id = arena.data[entry.words + i] ?? 0;
      (postings[id] ??= []).push(entry);
      spots[id]?.push(entry.words);
      (impacts[id] ??= []).push(lexemeImpact(arena.data, entry.words, i - 1));
    }
    live += n;
  }

  function remove(id: string) {
    const old = entries.get(id);
    if (!old) return;
    entries.delete(id);
    old.alive = false;
    removals++;
    for (const kept of Object.keys(ordered) as Kept[]) ordered[kept].remove(old);
    live -= arena.data[old.words] ?? 0;
    stale += arena.data[old.words] ?? 0;
  }

  /** The postings again from the live spaces alone. */
  function compact() {
    const all = [...entries.values()];
    const old = arena;
    arena = new Arena();
    postings = [];
    spots = [];
    impacts = [];
    byRank.clear();
    keptRanks.clear();
    keptSize = 0;
    live = 0;
    stale = 0;
    for (const entry of all) {
      entry.words = arena.copy(old, entry.words);
      add(entry);
    }
  }

  interface Read {
    epoch: string;
    snap: string;
    /** Up to where the availability log was pruned (xid8 as text). */
    pruned: string;
    rows: (FactRow & { id: string })[];
    /** The spaces whose bookings or blocks changed since. */
    changed: string[];
  }

  /** What changed since the snapshot `since`: the spaces written, and those whose bookings or blocks were. */
  async function read(since: string): Promise<Read> {
    const where = sql`s.change_xid >= ${since.split(':')[0]}::xid8 and not pg_visible_in_snapshot(s.change_xid, ${since}::pg_snapshot)`;
    const changed = sql`(select coalesce(array_agg(distinct a.space_id), '{}') from availability_changes a
            where a.xid >= ${since.split(':')[0]}::xid8 and not pg_visible_in_snapshot(a.xid, ${since}::pg_snapshot))`;
    const rows = rowsOf<FactRow & { pruned: string; changed: string[] | string }>(
      await db.execute(sql`select e.epoch::text as epoch, e.pruned::text as pruned, pg_current_snapshot()::text as snap, ${changed} as changed, c.*
        from catalogue_epoch e left join lateral (select ${FACT_COLUMNS} from spaces s where ${where}) c on true`),
    );
    const [first] = rows;
    if (!first) throw new Error('the catalogue change feed answered no row');
    return {
      epoch: first.epoch,
      snap: first.snap,
      pruned: first.pruned,
      rows: rows.filter((r): r is FactRow & { pruned: string; changed: string[] } & { id: string } => r.id !== null),
      changed: uuidList(first.changed),
    };
  }

  /** Per space, what takes its time (busy.ts): read whole at a load, a space at a time after. */
  let busy: Busy = new Map();
  /** Bookings that started before it were not read: a search for a time close to it asks the database instead. */
  let horizon = Infinity;

  /** What takes the time of these spaces (all of them: null), from the horizon on. */
  function busyQuery(spaceIds: string[] | null) {
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

  const readBusy = async (spaceIds: string[]) => rowsOf<BusyRow>(await db.execute(busyQuery(spaceIds)));

  /**
   * Every space's time, read through a cursor a batch at a time: a million spaces' ten million
   * bookings read as one answer held every row as an object at once (gigabytes, past the heap).
   */
  async function readAllBusy(): Promise<Busy> {
    const grouped: BusyLists = new Map();
    await db.transaction(async (tx) => {
      await eachBatch<BusyRow>(tx, 'catalogue_busy', busyQuery(null), busyBatch, (rows) => groupBusy(grouped, rows));
    });
    return busyFrom(grouped);
  }

  /**
   * Reads the whole catalogue anew: its approved spaces through a cursor, a batch at a time, in one
   * repeatable-read transaction (the snapshot the next change feed read starts from is the one the
   * rows were read in), each made an entry of a new arena as it comes (a million spaces' rows held
   * at once were gigabytes); then every space's time; then, with no wait between, the new entries
   * take the old ones' place, so a search under way never sees part of each.
   */
  async function load() {
    const next = new Arena();
    const read: Entry[] = [];
    const facts: AdminSpaceFacts[] = [];
    let e = '';
    let snap = '';
    shared.clear();
    await db.transaction(
      async (tx) => {
        const [head] = rowsOf<{ epoch: string; snap: string }>(
          await tx.execute(sql`select epoch::text as epoch, pg_current_snapshot()::text as snap from catalogue_epoch`),
        );
        if (!head) throw new Error('the catalogue change feed answered no row');
        ({ epoch: e, snap } = head);
        await eachBatch<FactRow & { id: string }>(
          tx,
          'catalogue_load',
          sql`select ${FACT_COLUMNS} from spaces s where s.status <> 'deleted'`,
          loadBatch,
          (rows) => {
            for (const row of rows) {
              const held = adminFactsOf(row, shareText);
              if (held) facts.push(held);
              if (row.status === 'approved') read.push(entryOf(row, next));
            }
          },
        );
      },
      { isolationLevel: 'repeatable read' },
    );
    // The admin's table is sorted in steps, the event loop answering between them, and takes its place now.
    await admin.reset(facts);
    const [clock] = rowsOf<{ now: number | string }>(await db.execute(sql`select extract(epoch from now()) * 1000 as now`));
    horizon = Number(clock?.now) - BUSY_HORIZON_MS;
    busy = await readAllBusy();
    for (const old of entries.values()) old.alive = false;
    entries.clear();
    arena = next;
    postings = [];
    spots = [];
    impacts = [];
    byRank.clear();
    keptRanks.clear();
    keptSize = 0;
    live = 0;
    stale = 0;
    for (const entry of read) {
      entry.taken = busy.get(entry.id);
      add(entry);
    }
    for (const kept of Object.keys(ordered) as Kept[]) ordered[kept].reset([...entries.values()].sort(ORDERS[kept]));
    epoch = e;
    snapshot = snap;
  }

  async function sync() {
    if (snapshot === null) return load();
    const { epoch: e, snap, rows, pruned, changed } = await read(snapshot);
    if (e !== epoch) return load();
    if (BigInt(pruned) >= BigInt(snapshot.split(':')[0] ?? '0')) {
      // Changes this index had not read were pruned from the log: read every space's time anew.
      busy = await readAllBusy();
      for (const entry of entries.values()) entry.taken = busy.get(entry.id);
    } else if (changed.length) {
      replaceBusy(busy, changed, await readBusy(changed));
      for (const id of changed) {
        const entry = entries.get(id);
        if (entry) entry.taken = busy.get(id);
      }
    }
    for (const row of rows) {
      remove(row.id);
      admin.put(row.id, adminFactsOf(row, shareText));
      if (row.status !== 'approved') continue;
      const entry = entryOf(row);
      add(entry);
      for (const kept of Object.keys(ordered) as Kept[]) ordered[kept].insert(entry);
    }
    if (stale > live / 4) compact();
    snapshot = snap;
  }

  /** Makes a page's entries show, reading those not kept (the SHOWN_KEPT shown last keep it). */
  const show = shownRing<Entry>(SHOWN_KEPT);

  /** Searches answered, to mark the spaces each has seen. */
  let searches = 0;
  /**
   * Up to date with every change committed before the call. A read already under way may have
   * taken its snapshot before the caller's own writes, so a call during one waits for the next;
   * all the calls that wait share it.
   */
  const fresh = coalesced(sync);

  /** The ids of the catalogue's words that a group of a search's words matches and some space holds. */
  const idsOf = (group: QueryWord[]) => group.flatMap((word) => vocabulary.matching(word)).filter((id) => (postings[id]?.length ?? 0) > 0);

  /** The search's group whose words the fewest spaces hold (their postings find its matches), by its place in `text`. */
  function rarestGroup(text: TextQuery): number {
    let best = 0;
    let bestSize = Infinity;
    text.forEach((group, g) => {
      const size = idsOf(group).reduce((sum, id) => sum + (postings[id]?.length ?? 0), 0);
      if (size < bestSize) {
        best = g;
        bestSize = size;
      }
    });
    return best;
  }

  /**
   * Per word id a search has read as a word of a group other than the one walked, where its
   * postings' spaces are in the arena (in postings' order, which is the arena's: spaces are written
   * to it in the order they are added), made at the first such search and kept as postings are added.
   */
  let spots: (number[] | undefined)[] = [];
  const spotsOf = (id: number): number[] => (spots[id] ??= (postings[id] ?? []).map((e) => e.words));

  /**
   * Each live space holding one of the words of the search's group `group` and one of every other
   * group's (`text` of one group: every holder), once, in no order, with the impact of the posting
   * it was found by; `from`, per word of the group, where to start in its postings (those added
   * since). The other groups are tested by where the space is in the arena: each of their words'
   * places (`spotsOf`) is searched forwards from the last place found (the walk goes through the
   * arena in order), so a space holding the group's word but not the others' is passed over without
   * reading it. `again` hears of a space found once more by another of the group's words (one
   * holding two of them; its impact is not its rank).
   */
  function eachHolder(text: TextQuery, group: number, visit: (e: Entry, impact: number) => void, again?: (e: Entry) => void, from?: number[]) {
    const mark = ++searches;
    const others = text.flatMap((words, g) => (g === group ? [] : [idsOf(words).map(spotsOf)]));
    idsOf(text[group] ?? []).forEach((id, k) => {
      const list = postings[id] ?? [];
      const impact = impacts[id] ?? [];
      const own = others.length ? spotsOf(id) : [];
      const cursors = others.map((lists) => lists.map(() => 0));
      for (let i = from?.[k] ?? 0; i < list.length; i++) {
        if (others.length && !heldByEvery(others, cursors, own[i] ?? 0)) continue;
        const e = at(list, i);
        // A space replaced since is not the space any more; one holding two of the words is read once.
        if (!e.alive) continue;
        if (e.mark === mark) {
          again?.(e);
          continue;
        }
        e.mark = mark;
        visit(e, impact[i] ?? 0);
      }
    });
  }

  /**
   * A search of one word that ranks its spaces by their postings alone (q.byImpact, the rank the
   * impact divided by a power of two, so exactly in the impacts' order) and that one word of the
   * catalogue matches: its postings in rank order, walked as far as the page and the count need
   * (1,001) instead of ranking every space that holds the word. Null for any other search.
   */
  function rankWalk(text: TextQuery, q: Compiled, test: (e: Entry) => boolean): Candidates | null {
    const n = q.items.length;
    if (!q.byImpact || text.length !== 1 || (n & (n - 1)) !== 0) return null;
    const ids = idsOf(text[0] ?? []);
    if (ids.length !== 1) return null;
    const id = ids[0] ?? 0;
    const list = postings[id] ?? [];
    const impact = impacts[id] ?? [];
    let kept = byRank.get(id);
    if (!kept || kept.read < list.length) {
      // The postings not yet in order: sorted, then merged with those that are (the replaced left out).
      // Their numbers in the order: the impact, the greater first.
      const added: RankedList = { list: [], keys: [] };
      for (let i = kept?.read ?? 0; i < list.length; i++) {
        const e = at(list, i);
        if (!e.alive) continue;
        added.list.push(e);
        added.keys.push(-(impact[i] ?? 0));
      }
      const merged = mergeRanked(kept ?? { list: [], keys: [] }, inOrder({ ...added, ordered: 0 }, byOrderNumber), byOrderNumber);
      kept = { ...merged, read: list.length };
      byRank.set(id, kept);
    }
    return walkCandidates(placesOf(kept.list), false, (e) => e.alive && test(e));
  }

  /**
   * A text search's matches, ranked once and kept for the searches of the same words after it
   * (RANKED_TEXTS of them and RANKED_MATCHES matches in all, the least recently searched forgotten;
   * a search matching more than that alone is not kept). Each later search ranks only the spaces
   * added since (new or changed: a changed space is a new entry, the old one not alive): those that
   * order before the last of the part in order are merged into it, the others join the rest.
   */
  function keptRanksOf(text: TextQuery, q: Compiled): RankedRun {
    const key = tsQueryText(text);
    let kept = keptRanks.get(key);
    if (kept) {
      keptRanks.delete(key);
      keptSize -= kept.run.list.length;
    }
    const ids = kept && idsOf(text[kept.group] ?? []);
    if (!kept || !ids || ids.length !== kept.ids.length || ids.some((id, i) => id !== kept?.ids[i]) || 2 * (removals - kept.removedAt) > kept.run.list.length) {
      // Nothing kept, a word the catalogue did not have before matches too, or many replaced: every match ranked.
      const group = rarestGroup(text);
      const { found, orders } = ranked(text, q, () => true, group);
      kept = { run: { list: found, keys: orders, ordered: 0 }, group, ids: idsOf(text[group] ?? []), read: [], removedAt: removals };
    } else {
      const { found, orders } = ranked(text, q, () => true, kept.group, kept.read);
      if (found.length) {
        const { run } = kept;
        const first = { list: run.list.slice(0, run.ordered), keys: run.keys.slice(0, run.ordered) };
        const added = inOrder({ list: found, keys: orders, ordered: 0 }, byOrderNumber);
        const last = first.list.length - 1;
        const lastEntry = first.list[last];
        const lastKey = first.keys[last] ?? 0;
        let into = lastEntry ? added.list.findIndex((e, i) => byOrderNumber(e, added.keys[i] ?? 0, lastEntry, lastKey) > 0) : 0;
        if (into < 0) into = added.list.length;
        const merged = mergeRanked(first, { list: added.list.slice(0, into), keys: added.keys.slice(0, into) }, byOrderNumber);
        kept.run = {
          list: merged.list.concat(run.list.slice(run.ordered), added.list.slice(into)),
          keys: merged.keys.concat(run.keys.slice(run.ordered), added.keys.slice(into)),
          ordered: merged.list.length,
        };
      }
    }
    kept.read = kept.ids.map((id) => postings[id]?.length ?? 0);
    const budget = Math.max(RANKED_MATCHES, 2 * entries.size);
    if (kept.run.list.length <= budget) {
      keptRanks.set(key, kept);
      keptSize += kept.run.list.length;
      for (const [old, { run }] of keptRanks) {
        if (keptRanks.size <= RANKED_TEXTS && keptSize <= budget) break;
        keptRanks.delete(old);
        keptSize -= run.list.length;
      }
    }
    return kept.run;
  }

  /** The spaces whose words match the compiled search and pass `test`, with no order. */
  function textMatches(text: TextQuery, q: Compiled, test: (e: Entry) => boolean): Entry[] {
    const found: Entry[] = [];
    const one = text.length === 1;
    eachHolder(text, rarestGroup(text), (e) => {
      if (test(e) && (one || matchesAt(arena.data, e.words, q))) found.push(e);
    });
    return found;
  }

  /**
   * Which spaces are free for a window: in memory, when the index has read every booking that can
   * reach it (all but windows of the past days, when a clock is set back); else the database's check.
   */
  function freeCheckOf(date: string, start: string, end: string, now: Date, database: FreeCheck): FreeCheck {
    const w = windowFacts(date, start, end, now);
    const startMs = w.startAt.getTime();
    const endMs = w.endAt.getTime();
    if (startMs - BUSY_HORIZON_MS / 2 < horizon) return database;
    return (spaces) => {
      const ok = spaces.map((e) => {
        const buffer = (e.schedule as { bufferMinutes?: unknown }).bufferMinutes;
        return freeAt(e.taken, startMs, endMs, typeof buffer === 'number' ? buffer * 60_000 : NaN);
      });
      return Promise.resolve(ok);
    };
  }

  /** `read` with the search compiled against the vocabulary, released after (it marks the shared vocabulary). */
  function withText<T>(text: TextQuery, read: (q: Compiled) => T): T {
    const q = compile(text, vocabulary);
    try {
      return read(q);
    } finally {
      vocabulary.release();
    }
  }

  /**
   * The spaces that match a search and pass `test`, each with its place in the search's order
   * (rankThenRating, the best lowest, as scoredCandidates reads; worked out while the space is at
   * hand): tested first (cheap), then matched and ranked in one read of each space's words, or,
   * when one word found it (q.byImpact), by that posting's impact alone.
   */
  function ranked(text: TextQuery, q: Compiled, test: (e: Entry) => boolean, group = rarestGroup(text), from?: number[]): { found: Entry[]; orders: number[] } {
    const found: Entry[] = [];
    const orders: number[] = [];
    eachHolder(
      text,
      group,
      (e, impact) => {
        e.place = -1;
        if (!test(e)) return;
        const rank = q.byImpact ? rankOfImpact(impact, q) : matchRankAt(arena.data, e.words, q);
        if (rank < 0) return;
        e.place = found.length;
        found.push(e);
        orders.push(rankThenRating(rank, e.rating));
      },
      (e) => {
        // Found by two words: ranked whole, as it holds both.
        if (q.byImpact && e.place >= 0) orders[e.place] = rankThenRating(rankAt(arena.data, e.words, q), e.rating);
      },
      from,
    );
    return { found, orders };
  }

  /**
   * The spaces a search reads, in its order: words are ranked (ts_rank, then rating, then id) or
   * sorted as asked; without words, the kept order is walked and tested a space at a time.
   */
  function candidatesOf(query: Omit<SpaceListQuery, 'limit' | 'offset'>, text: TextQuery | null, now: Date): Candidates {
    const test = catalogueTest(query, now);
    const sort = sortOf(query);
    const near = query.near;
    if (sort === 'distance' && near) {
      let found: Entry[] = [];
      if (text) found = withText(text, (q) => textMatches(text, q, test));
      else for (const e of entries.values()) if (test(e)) found.push(e);
      // The test let through only spaces with a place (lat and lng are numbers).
      const km = found.map((e) => haversineKm(near.lat, near.lng, e.lat ?? NaN, e.lng ?? NaN));
      return scoredCandidates(found, km, byId);
    }
    if (text) {
      if (sort === 'relevance') {
        return withText(text, (q) => {
          const walk = rankWalk(text, q, test);
          if (walk) return walk;
          return runCandidates(keptRanksOf(text, q), test, orderChunk);
        });
      }
      const list = withText(text, (q) => textMatches(text, q, test));
      const { kept, backwards } = orderOf(sort);
      const compare = ORDERS[kept];
      return listCandidates(list, backwards ? (a, b) => compare(b, a) : compare);
    }
    const { kept, backwards } = orderOf(sort);
    const list = ordered[kept];
    if (kept === 'price_asc') {
      // Sorted by price, a price range is one stretch of the order: the walk starts and ends there.
      const min = kshToCents(query.minPrice);
      const max = kshToCents(query.maxPrice);
      return walkCandidates(
        list,
        backwards,
        test,
        firstWhere(list.length, (i) => list.item(i).rateCents >= min),
        firstWhere(list.length, (i) => list.item(i).rateCents > max),
      );
    }
    return walkCandidates(list, backwards, test);
  }

  return {
    fresh,
    show,
    /** The admin's spaces table, as fresh as the catalogue after `fresh()`. */
    admin,

    /**
     * A page of a search, its words already read (`text`, null without any), as the SQL of
     * service.ts would answer it: `free` is asked only when the search names a time.
     */
    async page(query: SpaceListQuery, text: TextQuery | null, now: Date, free: FreeCheck): Promise<IndexPage> {
      const candidates = candidatesOf(query, text, now);
      const need = query.offset + query.limit;
      let found: Entry[];
      let total: number;
      if (query.date && query.start && query.end) {
        ({ free: found, total } = await freeOf(candidates, need, freeCheckOf(query.date, query.start, query.end, now, free)));
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
    },

    /** How many match in each browse category (null: 'other'), up to COUNT_CAP + 1 (above it, perhaps an estimate for a time). */
    async categoryCounts(
      query: Omit<SpaceListQuery, 'limit' | 'offset' | 'category' | 'sort'>,
      text: TextQuery | null,
      now: Date,
      free: FreeCheck,
    ): Promise<Map<string | null, number>> {
      // Counted in no order: a text search's matches as their postings give them, unranked.
      const candidates = text
        ? listCandidates(withText(text, (q) => textMatches(text, q, catalogueTest(query, now))))
        : candidatesOf({ ...query, sort: 'newest' }, null, now);
      const timed = Boolean(query.date && query.start && query.end);
      const byCategory = new Map<string | null, Entry[]>();
      // Without a time, counting stops once every category has passed the cap.
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
      const counts = new Map<string | null, number>();
      const check = query.date && query.start && query.end ? freeCheckOf(query.date, query.start, query.end, now, free) : null;
      await Promise.all(
        [...byCategory].map(async ([category, list]) => {
          counts.set(category, check ? (await freeOf(listCandidates(list), 0, check)).total : list.length);
        }),
      );
      return counts;
    },

    /** For tests: the rank a search gives a space (null if it does not match), as the search ranks it. */
    rank: (id: string, text: TextQuery) => {
      const { found, orders } = withText(text, (q) => ranked(text, q, (e) => e.id === id));
      return found.length ? rankOfOrder(orders[0] ?? 0) : null;
    },
  };
}

export type CatalogueIndex = ReturnType<typeof catalogueIndex>;

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
