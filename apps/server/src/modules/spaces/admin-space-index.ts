import type { AdminSpaceQuery } from '@nafasi/shared/admin';
import { ADMIN_SPACE_SORTS } from '@nafasi/shared/admin';
import { STORED_SPACE_STATUSES } from '@nafasi/shared/catalogue';
import { searchCountCap } from '../../lib/admin-table.ts';
import { shownRing } from '../../lib/shown-ring.ts';

/*
 * The admin's spaces table in memory (issue 33): every space but the deleted, in each of the
 * table's sorts, and the text its search reads. The catalogue index (catalogue-index.ts) feeds it
 * from the same change feed it reads, so it is as fresh as a public search; the page's rows are
 * read by their ids. Each sort keeps its spaces in blocks of about a thousand, in order, and each
 * block its spaces' texts joined in one string: a search reads the blocks from the order's end,
 * each string searched by `indexOf`, and stops once it has the page and one past the SQL's cap.
 * Memory is read in order (walking spaces in a sort's order, each its own object and string
 * somewhere in the heap, cost about a microsecond a space at 100,000 spaces: cache misses). It answers what the SQL of admin/service.ts answers (admin-space-index.test.ts
 * asks both on both databases): the same rows, and the same count, up to the same cap.
 */

/** What the admin's table sorts and searches a space by. */
export interface AdminSpaceFacts {
  id: string;
  status: string;
  /** The search text as the database lowered it (spaces.search_text: title, place and owner's name). */
  text: string;
  /** Microseconds since 1970 (created_at at the database's precision, so ties order as there). */
  createdUs: number;
  title: string;
  category: string;
  location: string;
  rateCents: number;
  capacity: number;
  /**
   * The space as the admin's table shows it (its row and photos, read once by the service:
   * show), for the SHOWN_KEPT spaces shown last. A change of the space or its photos stamps
   * its row (migrations 0040, 0047) and replaces these facts, and the new ones have none.
   */
  shown: object | undefined;
}

type Sort = AdminSpaceQuery['sort'];

/**
 * Strings in code point order, as PostgreSQL sorts them under the C and C.UTF-8 collations (UTF-8's
 * bytes are in code point order). JavaScript's `<` compares UTF-16 units, which differ only where a
 * surrogate (a character past U+FFFF) meets U+E000–U+FFFF.
 */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs !== ys) return xs ? (y >= 0xe000 ? 1 : x - y) : x >= 0xe000 ? -1 : x - y;
    return x - y;
  }
  return a.length - b.length;
}

const byId = (a: AdminSpaceFacts, b: AdminSpaceFacts) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
type Compare = (a: AdminSpaceFacts, b: AdminSpaceFacts) => number;
/** Each sort's column ascending (no column is null). */
const COLUMNS: Record<Sort, Compare> = {
  created: (a, b) => a.createdUs - b.createdUs,
  title: (a, b) => compareCodePoints(a.title, b.title),
  category: (a, b) => compareCodePoints(a.category, b.category),
  location: (a, b) => compareCodePoints(a.location, b.location),
  rate: (a, b) => a.rateCents - b.rateCents,
  capacity: (a, b) => a.capacity - b.capacity,
};
/** Each sort ascending, ending in the id, as admin/service.ts orders it in SQL. */
const ORDERS = Object.fromEntries(
  ADMIN_SPACE_SORTS.map((sort) => [sort, (a: AdminSpaceFacts, b: AdminSpaceFacts) => COLUMNS[sort](a, b) || byId(a, b)]),
) as Record<Sort, Compare>;
/** The sorts whose order is the database's collation's (the others compare numbers and ids). */
export const TEXT_SORTS: readonly Sort[] = ['title', 'category', 'location'];

/** A block holds up to twice this many spaces (split then), and blocks are made this big. */
const BLOCK = 1024;
/** Between two spaces' texts in a block: a character no text or search holds (control characters are refused). */
const SEPARATOR = '\u0000';

/** Lets the event loop answer what waits (a timer, a request) before going on. */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Sorted in runs of this many, each in a turn of the event loop, and merged this many at a turn. */
const SORT_STEP = 8192;

/**
 * `items` sorted by `compare` (a total order) without holding the event loop for long: a sort of
 * 100,000 spaces by title took 0.4 s at once (each comparison two cache misses), six sorts 1.4 s.
 * Runs of SORT_STEP are sorted, then merged in pairs, each step a turn of the event loop.
 */
async function sortedInSteps<T>(items: readonly T[], compare: (a: T, b: T) => number): Promise<T[]> {
  let runs: T[][] = [];
  for (let i = 0; i < items.length; i += SORT_STEP) {
    runs.push(items.slice(i, i + SORT_STEP).sort(compare));
    await pause();
  }
  while (runs.length > 1) {
    const merged: T[][] = [];
    for (let r = 0; r < runs.length; r += 2) {
      const a = runs[r] as T[];
      const b = runs[r + 1];
      if (!b) {
        merged.push(a);
        continue;
      }
      const out: T[] = [];
      let x = 0;
      let y = 0;
      while (x < a.length && y < b.length) {
        out.push(compare(b[y] as T, a[x] as T) < 0 ? (b[y++] as T) : (a[x++] as T));
        if (out.length % SORT_STEP === 0) await pause();
      }
      for (; x < a.length; x++) out.push(a[x] as T);
      for (; y < b.length; y++) out.push(b[y] as T);
      merged.push(out);
    }
    runs = merged;
  }
  return runs[0] ?? [];
}

/** Where `facts` stands, or would, in a list kept in `compare`'s order. */
function placeOf(list: readonly AdminSpaceFacts[], facts: AdminSpaceFacts, compare: Compare): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(list[mid] as AdminSpaceFacts, facts) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

interface Block {
  items: AdminSpaceFacts[];
  /** Its spaces' texts joined (null until a search reads it after a change) and where each starts. */
  text: string | null;
  starts: Int32Array;
  /** Its spaces' states as numbers (STATES), and how many are in each: made with the text. */
  states: Uint8Array;
  counts: Int32Array;
}

const blockOf = (items: AdminSpaceFacts[]): Block => ({ items, text: null, starts: new Int32Array(0), states: new Uint8Array(0), counts: new Int32Array(0) });
/** A space's state as a number (an unknown one past the known). */
const STATES = new Map<string, number>(STORED_SPACE_STATUSES.map((state, i) => [state, i]));
const stateOf = (state: string) => STATES.get(state) ?? STATES.size;

/** One sort's spaces in order, in blocks. */
class SortedBlocks {
  blocks: Block[] = [];
  size = 0;
  constructor(readonly compare: Compare) {}

  reset(sorted: AdminSpaceFacts[]) {
    this.blocks = [];
    for (let i = 0; i < sorted.length; i += BLOCK) this.blocks.push(blockOf(sorted.slice(i, i + BLOCK)));
    this.size = sorted.length;
  }

  /** The block `facts` belongs in: the first whose last is not before it (else the last). */
  private blockFor(facts: AdminSpaceFacts): number {
    let lo = 0;
    let hi = this.blocks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const items = (this.blocks[mid] as Block).items;
      if (this.compare(items[items.length - 1] as AdminSpaceFacts, facts) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(facts: AdminSpaceFacts) {
    if (!this.blocks.length) this.blocks.push(blockOf([]));
    const b = this.blockFor(facts);
    const block = this.blocks[b] as Block;
    block.items.splice(placeOf(block.items, facts, this.compare), 0, facts);
    block.text = null;
    if (block.items.length >= 2 * BLOCK) this.blocks.splice(b, 1, blockOf(block.items.slice(0, BLOCK)), blockOf(block.items.slice(BLOCK)));
    this.size++;
  }

  remove(facts: AdminSpaceFacts) {
    if (!this.blocks.length) return;
    const b = this.blockFor(facts);
    const block = this.blocks[b] as Block;
    const at = placeOf(block.items, facts, this.compare);
    if (block.items[at] !== facts) return;
    block.items.splice(at, 1);
    block.text = null;
    if (!block.items.length) this.blocks.splice(b, 1);
    this.size--;
  }

  /** Each space from the `skip`th on, one way or the other, until `visit` says stop (false). */
  each(backwards: boolean, skip: number, visit: (facts: AdminSpaceFacts) => boolean) {
    const { blocks } = this;
    for (let k = 0; k < blocks.length; k++) {
      const { items } = blocks[backwards ? blocks.length - 1 - k : k] as Block;
      if (skip >= items.length) {
        skip -= items.length;
        continue;
      }
      for (let i = skip; i < items.length; i++) if (!visit(items[backwards ? items.length - 1 - i : i] as AdminSpaceFacts)) return;
      skip = 0;
    }
  }

  /**
   * The spaces in `status` from the `skip`th of them on, one way or the other, at most `limit`:
   * blocks with fewer than are skipped by their counts, the rest read by their states.
   */
  inState(status: string, backwards: boolean, skip: number, limit: number): AdminSpaceFacts[] {
    const { blocks } = this;
    const state = stateOf(status);
    const ids: AdminSpaceFacts[] = [];
    for (let k = 0; k < blocks.length && ids.length < limit; k++) {
      const { items, states, counts } = readable(blocks[backwards ? blocks.length - 1 - k : k] as Block);
      const n = counts[state] ?? 0;
      if (skip >= n) {
        skip -= n;
        continue;
      }
      for (let i = 0; i < items.length && ids.length < limit; i++) {
        const at = backwards ? items.length - 1 - i : i;
        if (states[at] !== state) continue;
        if (skip > 0) skip--;
        else ids.push(items[at] as AdminSpaceFacts);
      }
    }
    return ids;
  }

  /**
   * Each space whose text holds `needle` (in `status`, if given), one way or the other, until `visit` says stop (false).
   * The strings are searched for the needle from its rarest character on (`from`; the characters
   * before it checked where that is found): `indexOf` stops at every place its first character
   * is, and an "n" is everywhere ("nyali" 1.7 → 0.5 ms for its first thousand spaces at 100,000).
   */
  matching(needle: string, from: number, status: string | undefined, backwards: boolean, visit: (facts: AdminSpaceFacts) => boolean) {
    const { blocks } = this;
    const state = status === undefined ? -1 : stateOf(status);
    const probe = needle.slice(from);
    const found: number[] = [];
    for (let k = 0; k < blocks.length; k++) {
      const block = blocks[backwards ? blocks.length - 1 - k : k] as Block;
      const { text, starts, states } = readable(block);
      found.length = 0;
      let item = 0;
      let at = text.indexOf(probe, from);
      while (at >= 0) {
        const start = at - from;
        if (from && !text.startsWith(needle, start)) {
          at = text.indexOf(probe, at + 1);
          continue;
        }
        // The space it is in: the last that starts at or before it (matches come in order).
        while ((starts[item + 1] ?? Infinity) <= start) item++;
        if (state < 0 || states[item] === state) found.push(item);
        item++;
        at = item < block.items.length ? text.indexOf(probe, (starts[item] ?? 0) + from) : -1;
      }
      for (let i = 0; i < found.length; i++) {
        const at = found[backwards ? found.length - 1 - i : i] as number;
        if (!visit(block.items[at] as AdminSpaceFacts)) return;
      }
    }
  }
}

type Read = Block & { text: string };

/** The block with its text, its states and their counts made, if a change had dropped them. */
function readable(block: Block): Read {
  if (block.text === null) {
    const { items } = block;
    const starts = new Int32Array(items.length + 1);
    const states = new Uint8Array(items.length);
    const counts = new Int32Array(STATES.size + 1);
    let at = 0;
    for (let i = 0; i < items.length; i++) {
      const facts = items[i] as AdminSpaceFacts;
      starts[i] = at;
      at += facts.text.length + SEPARATOR.length;
      const state = stateOf(facts.status);
      states[i] = state;
      counts[state] = (counts[state] ?? 0) + 1;
    }
    starts[items.length] = at;
    Object.assign(block, { starts, states, counts, text: items.map((facts) => facts.text).join(SEPARATOR) });
  }
  return block as Read;
}

export interface AdminSpacePage {
  /** The page's spaces, in order. */
  found: AdminSpaceFacts[];
  total: number;
  capped: boolean;
}

/** How many spaces keep what the table shows of them (about 2 kB each). */
const SHOWN_KEPT = 20_000;

/** Texts read for how often each character comes (rarestAt). */
const SAMPLED = 5000;

export function adminSpaceIndex() {
  const held = new Map<string, AdminSpaceFacts>();
  /** How often each character comes in a sample of the texts (taken at a reset). */
  const seen = new Map<number, number>();
  /** Where in `needle` its rarest character is (the first of the rarest). */
  const rarestAt = (needle: string) => {
    let best = 0;
    for (let i = 1; i < needle.length; i++) if ((seen.get(needle.charCodeAt(i)) ?? 0) < (seen.get(needle.charCodeAt(best)) ?? 0)) best = i;
    return best;
  };
  const sorted = Object.fromEntries(ADMIN_SPACE_SORTS.map((sort) => [sort, new SortedBlocks(ORDERS[sort])])) as Record<Sort, SortedBlocks>;
  const byStatus = new Map<string, number>();
  const count = (status: string, by: number) => byStatus.set(status, (byStatus.get(status) ?? 0) + by);

  return {
    get size() {
      return held.size;
    },

    /** Makes a page's spaces show, reading those not kept (what is kept stays on the facts until they are replaced). */
    show: shownRing<AdminSpaceFacts>(SHOWN_KEPT),

    /**
     * Every space anew (a load of the whole catalogue): sorted in steps (sortedInSteps), then put in
     * place of what was held with no wait between. Nothing else may change the table meanwhile
     * (the catalogue index's reads come one at a time).
     */
    async reset(all: readonly AdminSpaceFacts[]) {
      const orders: AdminSpaceFacts[][] = [];
      for (const sort of ADMIN_SPACE_SORTS) orders.push(await sortedInSteps(all, ORDERS[sort]));
      held.clear();
      byStatus.clear();
      seen.clear();
      for (const facts of all) {
        held.set(facts.id, facts);
        count(facts.status, 1);
        if (held.size <= SAMPLED) for (let i = 0; i < facts.text.length; i++) seen.set(facts.text.charCodeAt(i), (seen.get(facts.text.charCodeAt(i)) ?? 0) + 1);
      }
      ADMIN_SPACE_SORTS.forEach((sort, i) => sorted[sort].reset(orders[i] ?? []));
    },

    /** A space's facts as written (deleted: null), in place of what was held. */
    put(id: string, facts: AdminSpaceFacts | null) {
      const old = held.get(id);
      if (old) {
        held.delete(id);
        count(old.status, -1);
        for (const sort of ADMIN_SPACE_SORTS) sorted[sort].remove(old);
      }
      if (!facts) return;
      held.set(id, facts);
      count(facts.status, 1);
      for (const sort of ADMIN_SPACE_SORTS) sorted[sort].insert(facts);
    },

    /**
     * A page of the table: its spaces in order, and the total. A search reads the sort's
     * blocks from the order's end until it has the page and has counted one past the SQL's cap
     * (searchCountCap), or has read them all: a word in many spaces stops early, one in few reads
     * each block's string once. `needle` is the search lowered as the database lowers it.
     */
    page(query: Pick<AdminSpaceQuery, 'sort' | 'order' | 'status' | 'limit' | 'offset'>, needle: string | undefined): AdminSpacePage {
      const { sort, order, status, limit, offset } = query;
      const blocks = sorted[sort];
      const backwards = order === 'desc';
      const found: AdminSpaceFacts[] = [];
      const need = offset + limit;
      if (needle === undefined) {
        if (!status) {
          blocks.each(backwards, offset, (facts) => found.push(facts) < limit);
          return { found, total: blocks.size, capped: false };
        }
        return { found: blocks.inState(status, backwards, offset, limit), total: byStatus.get(status) ?? 0, capped: false };
      }
      const cap = searchCountCap(offset, limit);
      let matched = 0;
      if (!needle.includes(SEPARATOR)) {
        blocks.matching(needle, rarestAt(needle), status, backwards, (facts) => {
          if (matched >= offset && matched < need) found.push(facts);
          matched++;
          return matched <= cap;
        });
      }
      return { found, total: Math.min(matched, cap), capped: matched > cap };
    },
  };
}
