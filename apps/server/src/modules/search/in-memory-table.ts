import { searchCountCap } from './keyset-table.ts';
import { UnrolledList } from './unrolled-list.ts';

/*
 * An admin table in memory (issue 33): its rows' facts in each of the table's sorts, and the text
 * its search reads, fed by a change feed (the admin's spaces: modules/spaces/admin-space-index.ts;
 * bookings: modules/bookings/admin-booking-index.ts). Each sort keeps its rows in blocks of about
 * a thousand, in order, and each block its rows' texts joined in one string: a search reads the
 * blocks from the order's end, each string searched by `indexOf`, and stops once it has the page
 * and one past the SQL's cap. Memory is read in order (walking rows in a sort's order, each its own
 * object and string somewhere in the heap, cost about a microsecond a row at 100,000 rows: cache
 * misses). It answers what the SQL of modules/search/keyset-table.ts answers: the same rows, and the same
 * count, up to the same cap.
 */

/** What a table in memory holds of a row: its id, its state, the text its search reads (as the database lowered it), and the sorts' columns. */
export interface TableFacts {
  id: string;
  status: string;
  text: string;
}

export type Compare<F> = (a: F, b: F) => number;

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

/** Rows by id, as PostgreSQL orders uuids (their lower-case text orders alike). */
export const byId = (a: TableFacts, b: TableFacts) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Each sort ascending, its column then the id, as modules/search/keyset-table.ts orders it in SQL. */
export const thenById =
  <F extends TableFacts>(column: Compare<F>): Compare<F> =>
  (a, b) =>
    column(a, b) || byId(a, b);

/** Between two rows' texts in a block: a character no text or search holds (control characters are refused). */
const SEPARATOR = '\u0000';

/** Blocks whose texts are made in one turn of the event loop (about 1 ms each at 67 bytes a row). */
const PREPARED_AT_A_TURN = 8;
/** Lets the event loop answer what waits (a timer, a request) before going on. */
export const pause = () => new Promise<void>((resolve) => setImmediate(resolve));
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

interface Block<F> {
  items: F[];
  /** Its rows' texts joined (null until a search reads it after a change) and where each starts. */
  text: string | null;
  starts: Int32Array;
  /** Its rows' states as numbers, and how many are in each: made with the text. */
  states: Uint8Array;
  counts: Int32Array;
  /**
   * Per search (its needle and state) this block was read whole for, how many of its rows it
   * matched: a later search counting past its page adds that instead of reading the block again.
   * Dropped with the text at a change, and when it has TALLIES_KEPT.
   */
  tallies: Map<string, number> | null;
}

type Read<F> = Block<F> & { text: string };

const blockOf = <F>(items: F[]): Block<F> => ({
  items,
  text: null,
  starts: new Int32Array(0),
  states: new Uint8Array(0),
  counts: new Int32Array(0),
  tallies: null,
});

/** Searches a block keeps its count of matches for (Block.tallies). */
const TALLIES_KEPT = 32;

/**
 * What a search does with the rows it matches: `visit` each in order until it says stop. Where it
 * needs only how many (`skips`: all before its page, or past it, counting), it `add`s a block's count.
 */
export interface Matched<F> {
  visit: (facts: F) => boolean;
  skips: (n: number) => boolean;
  add: (n: number) => boolean;
}

/** A block of a sort whose rows changed: its text, states, counts and tallies are made again when read. */
function changed<F>(block: Block<F> | null) {
  if (!block) return;
  block.text = null;
  block.tallies = null;
}

/** One sort's rows in order, in blocks (modules/search/unrolled-list.ts), each block with its rows' texts joined. */
class SortedBlocks<F extends TableFacts> {
  private readonly list: UnrolledList<F, Block<F>>;
  constructor(
    readonly compare: Compare<F>,
    /** A state as a number (an unknown one past the known: `kinds` - 1). */
    private readonly stateOf: (state: string) => number,
    private readonly kinds: number,
  ) {
    this.list = new UnrolledList<F, Block<F>>(compare, blockOf);
  }

  get blocks(): Block<F>[] {
    return this.list.blocks;
  }

  get size(): number {
    return this.list.length;
  }

  reset(sorted: F[]) {
    this.list.reset(sorted);
  }

  insert(facts: F) {
    changed(this.list.insert(facts));
  }

  remove(facts: F) {
    changed(this.list.remove(facts));
  }

  /** The block with its text, its states and their counts made, if a change had dropped them. */
  private readable(block: Block<F>): Read<F> {
    if (block.text === null) {
      const { items } = block;
      const starts = new Int32Array(items.length + 1);
      const states = new Uint8Array(items.length);
      const counts = new Int32Array(this.kinds);
      let at = 0;
      for (let i = 0; i < items.length; i++) {
        const facts = items[i] as F;
        starts[i] = at;
        at += facts.text.length + SEPARATOR.length;
        const state = this.stateOf(facts.status);
        states[i] = state;
        counts[state] = (counts[state] ?? 0) + 1;
      }
      starts[items.length] = at;
      Object.assign(block, { starts, states, counts, text: items.map((facts) => facts.text).join(SEPARATOR) });
    }
    return block as Read<F>;
  }

  /**
   * Makes every block's text, states and counts now, a turn of the event loop every few blocks:
   * made by the first search instead, they held it 140–370 ms per sort at a million bookings.
   */
  async prepare() {
    for (let k = 0; k < this.blocks.length; k++) {
      const block = this.blocks[k];
      if (block) this.readable(block);
      if (k % PREPARED_AT_A_TURN === PREPARED_AT_A_TURN - 1) await pause();
    }
  }

  /** Each row from the `skip`th on, one way or the other, until `visit` says stop (false). */
  each(backwards: boolean, skip: number, visit: (facts: F) => boolean) {
    const { blocks } = this;
    for (let k = 0; k < blocks.length; k++) {
      const { items } = blocks[backwards ? blocks.length - 1 - k : k] as Block<F>;
      if (skip >= items.length) {
        skip -= items.length;
        continue;
      }
      for (let i = skip; i < items.length; i++) if (!visit(items[backwards ? items.length - 1 - i : i] as F)) return;
      skip = 0;
    }
  }

  /**
   * The rows in `status` from the `skip`th of them on, one way or the other, at most `limit`:
   * blocks with fewer than are skipped by their counts, the rest read by their states.
   */
  inState(status: string, backwards: boolean, skip: number, limit: number): F[] {
    const { blocks } = this;
    const state = this.stateOf(status);
    const found: F[] = [];
    for (let k = 0; k < blocks.length && found.length < limit; k++) {
      const { items, states, counts } = this.readable(blocks[backwards ? blocks.length - 1 - k : k] as Block<F>);
      const n = counts[state] ?? 0;
      if (skip >= n) {
        skip -= n;
        continue;
      }
      for (let i = 0; i < items.length && found.length < limit; i++) {
        const at = backwards ? items.length - 1 - i : i;
        if (states[at] !== state) continue;
        if (skip > 0) skip--;
        else found.push(items[at] as F);
      }
    }
    return found;
  }

  /**
   * Each row whose text holds `needle` (in `status`, if given), one way or the other, until `visit` says stop (false).
   * The strings are searched for `probe`, the part of the needle from its rarest character on
   * (`from`), or that character alone when it is rare (the needle checked where it is found):
   * `indexOf` stops at every place its first character is, and an "n" is everywhere ("nyali"
   * 1.7 → 0.5 ms for its first thousand spaces at 100,000); it finds one character fastest.
   */
  matching(needle: string, from: number, probe: string, status: string | undefined, backwards: boolean, matched: Matched<F>) {
    const { blocks } = this;
    const state = status === undefined ? -1 : this.stateOf(status);
    const whole = probe.length === needle.length;
    const found: number[] = [];
    const key = `${state}:${needle}`;
    for (let k = 0; k < blocks.length; k++) {
      const block = blocks[backwards ? blocks.length - 1 - k : k] as Block<F>;
      const tally = block.tallies?.get(key);
      if (tally !== undefined && matched.skips(tally)) {
        if (!matched.add(tally)) return;
        continue;
      }
      const { text, starts, states } = this.readable(block);
      found.length = 0;
      let item = 0;
      let at = text.indexOf(probe, from);
      while (at >= 0) {
        const start = at - from;
        if (!whole && !text.startsWith(needle, start)) {
          at = text.indexOf(probe, at + 1);
          continue;
        }
        // The row it is in: the last that starts at or before it (matches come in order).
        while ((starts[item + 1] ?? Infinity) <= start) item++;
        if (state < 0 || states[item] === state) found.push(item);
        item++;
        at = item < block.items.length ? text.indexOf(probe, (starts[item] ?? 0) + from) : -1;
      }
      const tallies = (block.tallies ??= new Map());
      if (tallies.size >= TALLIES_KEPT) tallies.clear();
      tallies.set(key, found.length);
      for (let i = 0; i < found.length; i++) {
        const at = found[backwards ? found.length - 1 - i : i] as number;
        if (!matched.visit(block.items[at] as F)) return;
      }
    }
  }
}

/** A page of a table in memory: its rows in order, and the total (as modules/search/keyset-table.ts counts it). */
export interface MemoryPage<F> {
  found: F[];
  total: number;
  capped: boolean;
}

/** What a page asks of a table in memory (as the admin's table queries do). */
export interface MemoryQuery<S extends string> {
  sort: S;
  order: 'asc' | 'desc';
  status?: string | undefined;
  limit: number;
  offset: number;
}

/** Texts read for how often each character comes (probeOf). */
const SAMPLED = 5000;
/** A character that comes less than once in this many texts is rare (probeOf). */
const RARE = 2;

/**
 * A table in memory in each of `orders` (each ascending, ending in the id), its rows in one of
 * `states` (or another, counted apart).
 *
 * Invariants: `held` has each row once; every sort's blocks hold the same rows, in its order;
 * `byStatus` counts `held` by state. An answer (`page`) is the SQL's (modules/search/keyset-table.ts): the same
 * rows in the same order, and the same count up to the same cap.
 */
export class MemoryTable<F extends TableFacts, S extends string> {
  private readonly sorts: S[];
  private held = new Map<string, F>();
  private readonly stateNumbers: Map<string, number>;
  /** How often each character comes in a sample of the texts (taken at a reset). */
  private seen = new Map<number, number>();
  private sampled = 0;
  private readonly sorted: Record<S, SortedBlocks<F>>;
  private byStatus = new Map<string, number>();

  constructor(
    private readonly orders: Record<S, Compare<F>>,
    states: readonly string[],
  ) {
    this.sorts = Object.keys(orders) as S[];
    this.stateNumbers = new Map<string, number>(states.map((state, i) => [state, i]));
    const stateOf = (state: string) => this.stateNumbers.get(state) ?? states.length;
    this.sorted = Object.fromEntries(this.sorts.map((sort) => [sort, new SortedBlocks<F>(orders[sort], stateOf, states.length + 1)])) as Record<
      S,
      SortedBlocks<F>
    >;
  }

  get size() {
    return this.held.size;
  }

  /** The facts held of a row, if any. */
  get(id: string): F | undefined {
    return this.held.get(id);
  }

  private static count(counts: Map<string, number>, status: string, by: number) {
    counts.set(status, (counts.get(status) ?? 0) + by);
  }

  /**
   * What a search's `indexOf` looks for in the blocks' texts: from the needle's rarest character
   * (the first of the rarest) to its end, or that character alone when it comes less than once in
   * RARE texts (a word of a place in the bookings' texts 18 → 5 ms at a million bookings; a
   * common one, alone, stops the search at nearly every text: "kilimani" 18 → 25 ms).
   */
  private probeOf(needle: string) {
    const seen = this.seen;
    let from = 0;
    for (let i = 1; i < needle.length; i++) if ((seen.get(needle.charCodeAt(i)) ?? 0) < (seen.get(needle.charCodeAt(from)) ?? 0)) from = i;
    const rare = (seen.get(needle.charCodeAt(from)) ?? 0) * RARE < this.sampled;
    return { from, probe: rare ? needle.charAt(from) : needle.slice(from) };
  }

  /**
   * Every row anew (a load of the whole table): sorted in steps (sortedInSteps), then put in
   * place of what was held with no wait between, then each block's text made in steps. Nothing
   * else may change the table meanwhile (its feed's reads come one at a time).
   */
  async reset(all: readonly F[]) {
    const each: F[][] = [];
    for (const sort of this.sorts) each.push(await sortedInSteps(all, this.orders[sort]));
    // The rows by id, the states' counts and the characters' in steps too (a million rows at once held the event loop 0.8 s).
    const nextHeld = new Map<string, F>();
    const nextByStatus = new Map<string, number>();
    const nextSeen = new Map<number, number>();
    for (let n = 0; n < all.length; n++) {
      const facts = all[n] as F;
      nextHeld.set(facts.id, facts);
      MemoryTable.count(nextByStatus, facts.status, 1);
      if (n < SAMPLED) for (let i = 0; i < facts.text.length; i++) nextSeen.set(facts.text.charCodeAt(i), (nextSeen.get(facts.text.charCodeAt(i)) ?? 0) + 1);
      if (n % SORT_STEP === SORT_STEP - 1) await pause();
    }
    this.held = nextHeld;
    this.byStatus = nextByStatus;
    this.seen = nextSeen;
    this.sampled = Math.min(all.length, SAMPLED);
    this.sorts.forEach((sort, i) => this.sorted[sort].reset(each[i] ?? []));
    for (const sort of this.sorts) await this.sorted[sort].prepare();
  }

  /** A row's facts as written (gone: null), in place of what was held. */
  put(id: string, facts: F | null) {
    const old = this.held.get(id);
    if (old) {
      this.held.delete(id);
      MemoryTable.count(this.byStatus, old.status, -1);
      for (const sort of this.sorts) this.sorted[sort].remove(old);
    }
    if (!facts) return;
    this.held.set(id, facts);
    MemoryTable.count(this.byStatus, facts.status, 1);
    for (const sort of this.sorts) this.sorted[sort].insert(facts);
  }

  /**
   * A page of the table: its rows in order, and the total. A search reads the sort's blocks
   * from the order's end until it has the page and has counted one past the SQL's cap
   * (searchCountCap), or has read them all: a word in many rows stops early, one in few reads
   * each block's string once. `needle` is the search lowered as the database lowers it.
   */
  page(query: MemoryQuery<S>, needle: string | undefined): MemoryPage<F> {
    const { sort, order, status, limit, offset } = query;
    const blocks = this.sorted[sort];
    const backwards = order === 'desc';
    const found: F[] = [];
    const need = offset + limit;
    if (needle === undefined) {
      if (!status) {
        blocks.each(backwards, offset, (facts) => found.push(facts) < limit);
        return { found, total: blocks.size, capped: false };
      }
      return { found: blocks.inState(status, backwards, offset, limit), total: this.byStatus.get(status) ?? 0, capped: false };
    }
    const cap = searchCountCap(offset, limit);
    let matched = 0;
    if (!needle.includes(SEPARATOR)) {
      const { from, probe } = this.probeOf(needle);
      blocks.matching(needle, from, probe, status, backwards, {
        visit: (facts) => {
          if (matched >= offset && matched < need) found.push(facts);
          matched++;
          return matched <= cap;
        },
        // Before its page, and past it counting to the cap, a search needs only how many: a block's count it knows is added, not read.
        skips: (n) => matched + n <= offset || matched >= need,
        add: (n) => (matched += n) <= cap,
      });
    }
    return { found, total: Math.min(matched, cap), capped: matched > cap };
  }

  /**
   * A page among rows the caller keeps in the query's sort, ascending (a few its own index gives:
   * the only rows a search can match), those in the state asked that `matches` keeps (every row
   * when it is not given): read from the order's end until the page is found and one past the
   * cap is counted, as `page` counts them.
   */
  pageIn(query: MemoryQuery<S>, ascending: readonly F[], matches?: (facts: F) => boolean): MemoryPage<F> {
    const { order, status, limit, offset } = query;
    const cap = searchCountCap(offset, limit);
    const n = ascending.length;
    const backwards = order === 'desc';
    if (!status && !matches) {
      const found = backwards ? ascending.slice(Math.max(0, n - offset - limit), Math.max(0, n - offset)).reverse() : ascending.slice(offset, offset + limit);
      return { found, total: Math.min(n, cap), capped: n > cap };
    }
    const found: F[] = [];
    const need = offset + limit;
    let matched = 0;
    for (let i = 0; i < n && matched <= cap; i++) {
      const facts = ascending[backwards ? n - 1 - i : i] as F;
      if ((status && facts.status !== status) || (matches && !matches(facts))) continue;
      if (matched >= offset && matched < need) found.push(facts);
      matched++;
    }
    return { found, total: Math.min(matched, cap), capped: matched > cap };
  }
}

/** A table in memory (MemoryTable) in each of `orders`, its rows in one of `states`. */
export const memoryTable = <F extends TableFacts, S extends string>(orders: Record<S, Compare<F>>, states: readonly string[]) =>
  new MemoryTable<F, S>(orders, states);
