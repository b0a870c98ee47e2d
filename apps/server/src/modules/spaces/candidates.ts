import { at, byRatingThenId, type Compare, type Entry, type Places } from './catalogue-entry.ts';

/*
 * Candidates: the spaces a search reads, in its order, taken a batch at a time and counted up to a
 * cap, whatever found them (a kept order walked, a list picked by a heap or quickselect, a run of
 * ranked matches put in order as far as it is read). Invariants: `take` gives each candidate once,
 * in the search's order; `count` counts those taken and those still to come, up to its cap, and
 * never puts them in order.
 */

/** The spaces a search reads in order, taken a batch at a time. */
export interface Candidates {
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

/**
 * The places of the `k` first of the places [from, to) in `compare`'s order (of two places' items),
 * kept in a max-heap, its root the worst so far: most places fail at one comparison with the root,
 * of their `lead` numbers when given (the lower first; a tie, or a lead that is no number, is for
 * `compare` to judge).
 */
function firstPlaces(from: number, to: number, k: number, compare: (a: number, b: number) => number, lead?: (place: number) => number): number[] {
  const heap: number[] = [];
  const worse = (i: number, j: number) => compare(at(heap, i), at(heap, j)) > 0;
  const swap = (i: number, j: number) => {
    const t = at(heap, i);
    heap[i] = at(heap, j);
    heap[j] = t;
  };
  let worst = NaN;
  for (let place = from; place < to; place++) {
    if (heap.length < k) {
      heap.push(place);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
      if (lead && heap.length === k) worst = lead(at(heap, 0));
      continue;
    }
    if (lead) {
      const l = lead(place);
      if (l > worst) continue;
      if (!(l < worst) && compare(place, at(heap, 0)) >= 0) continue;
    } else if (compare(place, at(heap, 0)) >= 0) continue;
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
    if (lead) worst = lead(at(heap, 0));
  }
  return heap;
}

/** selectFirst for a few: the k best places picked by a heap (firstPlaces), then moved to the front. */
function heapFirst<T>(list: T[], from: number, k: number, compare: (a: T, b: T) => number, lead?: (item: T) => number) {
  const heap = firstPlaces(from, list.length, k, (a, b) => compare(at(list, a), at(list, b)), lead && ((place) => lead(at(list, place))));
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
export function listCandidates(list: Entry[], compare?: Compare): Candidates;
export function listCandidates<T>(list: T[], compare: (a: T, b: T) => number, entryOf: (t: T) => Entry, lead?: (t: T) => number): Candidates;
export function listCandidates<T>(
  list: T[],
  compare?: (a: T, b: T) => number,
  entryOf: (t: T) => Entry = (t) => t as Entry,
  lead?: (t: T) => number,
): Candidates {
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
export function scoredCandidates(found: Entry[], scores: number[], tie: Compare): Candidates {
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
export type RankedCompare = (e: Entry, x: number, f: Entry, y: number) => number;
export const byOrderNumber: RankedCompare = (e, x, f, y) => x - y || byRatingThenId(e, f);

/** Spaces of a search in its order, each with its number in that order (beside it, in `keys`). */
export interface RankedList {
  list: Entry[];
  keys: number[];
}

/**
 * `added` (in order) merged into `old` (in order), the spaces replaced since left out of `old`:
 * postings added since a search put a word's spaces in order, brought into that order.
 */
export function mergeRanked(old: RankedList, added: RankedList, compare: RankedCompare): RankedList {
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
export interface RankedRun extends RankedList {
  ordered: number;
}

/**
 * Puts a run in order as far as `upto` (the whole of it when that is most of what is not yet in
 * order), in place: what is in order stays where it is, so every search reading the run reads it
 * alike. The next ones are picked where they lie (their numbers read in one pass: a heap for a page,
 * quickselect for more) and only they move, instead of the whole rest being copied per batch.
 */
export function orderRun(run: RankedRun, upto: number, compare: RankedCompare) {
  const { list, keys, ordered: from } = run;
  const n = list.length;
  if (upto <= from || from >= n) return;
  const k = upto - from > (n - from) / 4 ? n - from : upto - from;
  if (k < n - from) {
    if (k <= HEAP_PICK) heapFirstOfRun(run, from, k, compare);
    else quickselectRun(run, from, k, compare);
  }
  // The k picked, now at list[from..from + k), in order.
  const places = Array.from({ length: k }, (_, i) => from + i);
  places.sort((i, j) => compare(at(list, i), keys[i] ?? 0, at(list, j), keys[j] ?? 0));
  const items = places.map((i) => at(list, i));
  const numbers = places.map((i) => keys[i] ?? 0);
  for (let i = 0; i < k; i++) {
    list[from + i] = at(items, i);
    keys[from + i] = numbers[i] ?? 0;
  }
  run.ordered = from + k;
}

/** Swaps two places of a run (its space and its number together). */
function swapRun(run: RankedRun, i: number, j: number) {
  const e = at(run.list, i);
  run.list[i] = at(run.list, j);
  run.list[j] = e;
  const x = run.keys[i] ?? 0;
  run.keys[i] = run.keys[j] ?? 0;
  run.keys[j] = x;
}

/**
 * The `k` first of run[from..] in `compare`'s order moved to run[from..from + k), in no order: picked
 * by a heap (firstPlaces), most places failing at one comparison of their number with its root's.
 */
function heapFirstOfRun(run: RankedRun, from: number, k: number, compare: RankedCompare) {
  const { list, keys } = run;
  const heap = firstPlaces(
    from,
    list.length,
    k,
    (a, b) => compare(at(list, a), keys[a] ?? 0, at(list, b), keys[b] ?? 0),
    (place) => keys[place] ?? 0,
  );
  // The picked go to [from, from + k): each picked beyond it swaps with one not picked within it.
  const picked = new Set(heap);
  let free = from;
  for (const place of heap) {
    if (place < from + k) continue;
    while (picked.has(free)) free++;
    swapRun(run, free++, place);
  }
}

/** The `k` first of run[from..] moved to run[from..from + k), in no order, by quickselect in place. */
function quickselectRun(run: RankedRun, from: number, k: number, compare: RankedCompare) {
  const { list, keys } = run;
  let lo = from;
  let hi = list.length - 1;
  const target = from + k - 1;
  while (lo < hi) {
    const p = lo + Math.floor(Math.random() * (hi - lo + 1));
    const pivot = at(list, p);
    const pivotKey = keys[p] ?? 0;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (compare(at(list, i), keys[i] ?? 0, pivot, pivotKey) < 0) i++;
      while (compare(at(list, j), keys[j] ?? 0, pivot, pivotKey) > 0) j--;
      if (i <= j) swapRun(run, i++, j--);
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else return;
  }
}

/** A run wholly in order. */
export function inOrder(run: RankedRun, compare: RankedCompare): RankedRun {
  orderRun(run, run.list.length, compare);
  return run;
}

/**
 * A text search's matches read from a run (KeptRanks), each tested as it is read: its page from
 * the run put in order as far as it reads (`chunk` more at a time at first, then twice as far),
 * its count in no order. A search for a time waits between batches: the run it began with is the
 * one it reads (a change makes a new run; putting one in order moves only what is not yet in order).
 */
export function runCandidates(run: RankedRun, test: (e: Entry) => boolean, chunk: number): Candidates {
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

const rankFloat = new Float32Array(1);
const rankBits = new Uint32Array(rankFloat.buffer);

/**
 * A search's order, the best first (its rank, then the space's rating), as one number a space: the
 * rank's bits as a float (a rank is a float of 0 or more, ordered as its bits are) above the rating
 * in hundredths (0–500, as stored). Ranks tie often (spaces described alike); the heap then still
 * tells most spaces from its worst by one comparison of numbers instead of comparing ratings and ids.
 */
export function rankThenRating(rank: number, rating: number): number {
  rankFloat[0] = rank;
  return -((rankBits[0] ?? 0) * 512 + Math.round(rating * 100));
}
/** The rank a number of rankThenRating was made of. */
export function rankOfOrder(order: number): number {
  rankBits[0] = Math.floor(-order / 512);
  return rankFloat[0] ?? 0;
}

/** A kept order's list[from..to) read forwards or backwards, each space tested as it is read. */
export function walkCandidates(list: Places, backwards: boolean, test: (e: Entry) => boolean, from = 0, to = list.length): Candidates {
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
