import { at, placesOf, type Entry } from './catalogue-entry.ts';
import { byOrderNumber, inOrder, mergeRanked, rankThenRating, walkCandidates, type Candidates, type RankedList, type RankedRun } from './candidates.ts';
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
} from '../search/index.ts';

/**
 * The catalogue's inverted index: every approved space's tsvector (PostgreSQL's, read as text) as
 * numbers of one vocabulary in one arena, the postings of each word (the spaces holding it), and
 * what it keeps to answer the same searches again (a word's postings in impact order; an LRU of
 * ranked matches per search). Matching and ranking are text-rank.ts's, equal to PostgreSQL's.
 *
 * Invariants:
 * - `postings[id]` lists, in arena order, every entry added whose words hold word `id`, the
 *   replaced ones too (not `alive`) until `compact`; `impacts[id][i]` is the impact of
 *   `postings[id][i]`; `spots[id]`, once made, is `postings[id]`'s arena places.
 * - `byRank.get(id)` holds `postings[id][0..read)` that were alive then, sorted by impact, rating
 *   and id (the greater first); the replaced are skipped as a walk meets them.
 * - The ranked-match cache holds at most RANKED_TEXTS searches and max(RANKED_MATCHES, two per
 *   space) matches, the least recently searched leaving first; a run is exact for every posting
 *   read (`read`), and a search ranks only the postings added since.
 * - `live` and `stale` count postings of live and of replaced spaces; past a quarter stale the
 *   owner compacts.
 */

/** A text search's matches are kept (keptRanksOf) for so many searches' words, and so many matches in all (at least; or two for each space). */
const RANKED_TEXTS = 256;
const RANKED_MATCHES = 1 << 18;

/**
 * A text search's matches, kept between searches: `run` holds every match, the replaced perhaps
 * among them (skipped), in order only as far as searches have read it.
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
 * Whether `place` is in one list of each group of `groups` (lists of ascending arena places), each
 * list searched from its cursor on (galloping, then halving), the cursors left at the first place
 * not before `place`: called with ascending places, the lists are read once in all.
 */
function heldByEvery(groups: number[][][], cursors: number[][], place: number): boolean {
  // Plain loops: this runs once per posting walked, and a closure per call costs more than the search.
  for (let g = 0; g < groups.length; g++) {
    const lists = groups[g] ?? [];
    const from = cursors[g] ?? [];
    let held = false;
    for (let l = 0; l < lists.length; l++) {
      const list = lists[l] ?? [];
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
    }
    if (!held) return false;
  }
  return true;
}

export class InvertedIndex {
  readonly vocabulary = new Vocabulary();
  arena = new Arena();
  /** Per word id, the spaces that hold it, some perhaps replaced since. */
  private postings: Entry[][] = [];
  /** Beside each posting, what its lexeme adds to the rank of a search of that word alone (lexemeImpact). */
  private impacts: number[][] = [];
  /**
   * Per word id a search has read as a word of a group other than the one walked, where its
   * postings' spaces are in the arena, made at the first such search and kept as postings are added.
   */
  private spots: (number[] | undefined)[] = [];
  /** Per word id that a one-word search asked for, its postings in that search's order, as far as `read` of them. */
  private readonly byRank = new Map<number, RankedList & { read: number }>();
  /** Per text search (its tsquery), its ranked matches (keptRanksOf), the least recently searched first. */
  private readonly keptRanks = new Map<string, KeptRanks>();
  /** The matches kept in all, and how many spaces were replaced or removed. */
  private keptSize = 0;
  private removals = 0;
  /** Postings of live spaces, and of spaces replaced since. */
  private live = 0;
  private stale = 0;
  /** Searches answered, to mark the spaces each has seen. */
  private searches = 0;

  /** `spaces`: how many spaces the catalogue holds (the cache's budget is two matches for each). */
  constructor(private readonly spaces: () => number) {}

  /** A space's tsvector (its text form) written into an arena (this index's, or one being filled to replace it): its place there. */
  encode(tsv: string, into = this.arena): number {
    return into.add(parseTsvector(tsv), this.vocabulary);
  }

  /** An entry's words become postings. */
  add(entry: Entry) {
    const data = this.arena.data;
    const n = data[entry.words] ?? 0;
    for (let i = 1; i <= n; i++) {
      const id = data[entry.words + i] ?? 0;
      (this.postings[id] ??= []).push(entry);
      this.spots[id]?.push(entry.words);
      (this.impacts[id] ??= []).push(lexemeImpact(data, entry.words, i - 1));
    }
    this.live += n;
  }

  /** An entry replaced or removed: its postings stay, skipped, until `compact`. */
  retire(entry: Entry) {
    const n = this.arena.data[entry.words] ?? 0;
    this.removals++;
    this.live -= n;
    this.stale += n;
  }

  /** Whether the replaced spaces' postings are enough to be worth dropping. */
  get wasteful(): boolean {
    return this.stale > this.live / 4;
  }

  /** Everything forgotten; the arena `arena` (its entries written there) takes the old one's place. */
  private clear(arena: Arena) {
    this.arena = arena;
    this.postings = [];
    this.spots = [];
    this.impacts = [];
    this.byRank.clear();
    this.keptRanks.clear();
    this.keptSize = 0;
    this.live = 0;
    this.stale = 0;
  }

  /** The index made anew of these entries, their words already in `arena`. */
  reset(arena: Arena, entries: Iterable<Entry>) {
    this.clear(arena);
    for (const entry of entries) this.add(entry);
  }

  /** The postings again from the live spaces alone, each copied into a new arena. */
  compact(entries: Entry[]) {
    const old = this.arena;
    this.clear(new Arena());
    for (const entry of entries) {
      entry.words = this.arena.copy(old, entry.words);
      this.add(entry);
    }
  }

  /** `read` with the search compiled against the vocabulary, released after (it marks the shared vocabulary). */
  withText<T>(text: TextQuery, read: (q: Compiled) => T): T {
    const q = compile(text, this.vocabulary);
    try {
      return read(q);
    } finally {
      this.vocabulary.release();
    }
  }

  /** The ids of the catalogue's words that a group of a search's words matches and some space holds. */
  private idsOf(group: QueryWord[]) {
    return group.flatMap((word) => this.vocabulary.matching(word)).filter((id) => (this.postings[id]?.length ?? 0) > 0);
  }

  /** The search's group whose words the fewest spaces hold (their postings find its matches), by its place in `text`. */
  private rarestGroup(text: TextQuery): number {
    let best = 0;
    let bestSize = Infinity;
    text.forEach((group, g) => {
      const size = this.idsOf(group).reduce((sum, id) => sum + (this.postings[id]?.length ?? 0), 0);
      if (size < bestSize) {
        best = g;
        bestSize = size;
      }
    });
    return best;
  }

  private spotsOf(id: number): number[] {
    return (this.spots[id] ??= (this.postings[id] ?? []).map((e) => e.words));
  }

  /**
   * Each live space holding one of the words of the search's group `group` and one of every other
   * group's (`text` of one group: every holder), once, in no order, with the impact of the posting
   * it was found by; `from`, per word of the group, where to start in its postings (those added
   * since). The other groups are tested by where the space is in the arena: each of their words'
   * places (`spotsOf`) is searched forwards from the last place found (the walk goes through the
   * arena in order), so a space holding the group's word but not the others' is passed over without
   * reading it. `again` hears of a space found once more by another of the group's words (one
   * holding two of them; its impact is not its rank). `pass`, when given, is tested before the
   * other groups are searched: a space it refuses is not visited (a filter cheaper than the search).
   */
  private eachHolder(
    text: TextQuery,
    group: number,
    visit: (e: Entry, impact: number) => void,
    { again, from, pass }: { again?: (e: Entry) => void; from?: number[]; pass?: (e: Entry) => boolean } = {},
  ) {
    const mark = ++this.searches;
    const others = text.flatMap((words, g) => (g === group ? [] : [this.idsOf(words).map((id) => this.spotsOf(id))]));
    this.idsOf(text[group] ?? []).forEach((id, k) => {
      const list = this.postings[id] ?? [];
      const impact = this.impacts[id] ?? [];
      const own = others.length ? this.spotsOf(id) : [];
      const cursors = others.map((lists) => lists.map(() => 0));
      for (let i = from?.[k] ?? 0; i < list.length; i++) {
        if (pass) {
          const e = at(list, i);
          if (!e.alive || !pass(e)) continue;
        }
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
  rankWalk(text: TextQuery, q: Compiled, test: (e: Entry) => boolean): Candidates | null {
    const n = q.items.length;
    if (!q.byImpact || text.length !== 1 || (n & (n - 1)) !== 0) return null;
    const ids = this.idsOf(text[0] ?? []);
    if (ids.length !== 1) return null;
    const id = ids[0] ?? 0;
    const list = this.postings[id] ?? [];
    const impact = this.impacts[id] ?? [];
    let kept = this.byRank.get(id);
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
      this.byRank.set(id, kept);
    }
    return walkCandidates(placesOf(kept.list), false, (e) => e.alive && test(e));
  }

  /**
   * A text search's matches, ranked once and kept for the searches of the same words after it
   * (RANKED_TEXTS of them and RANKED_MATCHES matches in all, the least recently searched forgotten;
   * a search matching more than that alone is not kept). Each later search ranks only the spaces
   * added since (new or changed: a changed space is a new entry, the old one not alive).
   */
  keptRanksOf(text: TextQuery, q: Compiled): RankedRun {
    const key = tsQueryText(text);
    let kept = this.keptRanks.get(key);
    if (kept) {
      this.keptRanks.delete(key);
      this.keptSize -= kept.run.list.length;
    }
    const ids = kept && this.idsOf(text[kept.group] ?? []);
    if (
      !kept ||
      !ids ||
      ids.length !== kept.ids.length ||
      ids.some((id, i) => id !== kept?.ids[i]) ||
      2 * (this.removals - kept.removedAt) > kept.run.list.length
    ) {
      // Nothing kept, a word the catalogue did not have before matches too, or many replaced: every match ranked.
      const group = this.rarestGroup(text);
      const { found, orders } = this.ranked(text, q, () => true, group);
      kept = { run: { list: found, keys: orders, ordered: 0 }, group, ids: this.idsOf(text[group] ?? []), read: [], removedAt: this.removals };
    } else {
      const { found, orders } = this.ranked(text, q, () => true, kept.group, kept.read);
      if (found.length) kept.run = mergedRun(kept.run, inOrder({ list: found, keys: orders, ordered: 0 }, byOrderNumber));
    }
    kept.read = kept.ids.map((id) => this.postings[id]?.length ?? 0);
    this.keep(key, kept);
    return kept.run;
  }

  /** A search's ranked matches kept, the least recently searched forgotten past the budget. */
  private keep(key: string, kept: KeptRanks) {
    const budget = Math.max(RANKED_MATCHES, 2 * this.spaces());
    if (kept.run.list.length > budget) return;
    this.keptRanks.set(key, kept);
    this.keptSize += kept.run.list.length;
    for (const [old, { run }] of this.keptRanks) {
      if (this.keptRanks.size <= RANKED_TEXTS && this.keptSize <= budget) break;
      this.keptRanks.delete(old);
      this.keptSize -= run.list.length;
    }
  }

  /** The spaces whose words match the compiled search and pass `test`, with no order. */
  textMatches(text: TextQuery, q: Compiled, test: (e: Entry) => boolean): Entry[] {
    const found: Entry[] = [];
    const one = text.length === 1;
    const data = this.arena.data;
    this.eachHolder(
      text,
      this.rarestGroup(text),
      (e) => {
        if (one || matchesAt(data, e.words, q)) found.push(e);
      },
      { pass: test },
    );
    return found;
  }

  /**
   * The spaces that match a search and pass `test`, each with its place in the search's order
   * (rankThenRating, the best lowest, as scoredCandidates reads; worked out while the space is at
   * hand): tested first (cheap), then matched and ranked in one read of each space's words, or,
   * when one word found it (q.byImpact), by that posting's impact alone.
   */
  ranked(text: TextQuery, q: Compiled, test: (e: Entry) => boolean, group = this.rarestGroup(text), from?: number[]): { found: Entry[]; orders: number[] } {
    const found: Entry[] = [];
    const orders: number[] = [];
    const data = this.arena.data;
    this.eachHolder(
      text,
      group,
      (e, impact) => {
        e.place = -1;
        if (!test(e)) return;
        const rank = q.byImpact ? rankOfImpact(impact, q) : matchRankAt(data, e.words, q);
        if (rank < 0) return;
        e.place = found.length;
        found.push(e);
        orders.push(rankThenRating(rank, e.rating));
      },
      {
        // Found by two words: ranked whole, as it holds both.
        again: (e) => {
          if (q.byImpact && e.place >= 0) orders[e.place] = rankThenRating(rankAt(data, e.words, q), e.rating);
        },
        from,
      },
    );
    return { found, orders };
  }
}

/**
 * A kept run with the matches found since (`added`, in order): those that order before the last of
 * the run's ordered part are merged into it, the others join the rest, in no order.
 */
function mergedRun(run: RankedRun, added: RankedRun): RankedRun {
  const first = { list: run.list.slice(0, run.ordered), keys: run.keys.slice(0, run.ordered) };
  const last = first.list.length - 1;
  const lastEntry = first.list[last];
  const lastKey = first.keys[last] ?? 0;
  let into = lastEntry ? added.list.findIndex((e, i) => byOrderNumber(e, added.keys[i] ?? 0, lastEntry, lastKey) > 0) : 0;
  if (into < 0) into = added.list.length;
  const merged = mergeRanked(first, { list: added.list.slice(0, into), keys: added.keys.slice(0, into) }, byOrderNumber);
  return {
    list: merged.list.concat(run.list.slice(run.ordered), added.list.slice(into)),
    keys: merged.keys.concat(run.keys.slice(run.ordered), added.keys.slice(into)),
    ordered: merged.list.length,
  };
}
