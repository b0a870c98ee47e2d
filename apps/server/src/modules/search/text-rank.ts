import { firstWhere } from './unrolled-list.ts';

/**
 * PostgreSQL's text matching and ts_rank, computed in memory over a space's tsvector as PostgreSQL
 * stores it (the generated `search_tsv`, read as text), so the in-process catalogue index answers
 * a search with the database's own results and ranking (issue 33). A port of tsrank.c (calc_rank,
 * calc_rank_and, calc_rank_or, word_distance) with its default weights {0.1, 0.2, 0.4, 1.0} and no
 * normalisation, in the same single-precision arithmetic (Math.fround at each step C rounds to a
 * float), so the ranks are equal to PostgreSQL's, bit for bit (text-rank.test.ts).
 */

/** A word of a search: matched as a prefix (`word:*`) or exactly (a correction of a mistyped word). */
export interface QueryWord {
  word: string;
  prefix: boolean;
}
/** A search's words: every group must match, by any one of its words. */
export type TextQuery = QueryWord[][];

/** A tsvector: its lexemes in PostgreSQL's order, and each one's positions (weight << 14 | position) at starts[i]..starts[i+1]. */
export interface Lexemes {
  words: string[];
  positions: number[];
  starts: number[];
}

const WEIGHTS = { A: 3, B: 2, C: 1, D: 0 } as const;

/**
 * A tsvector from its text form ('word':1A,2 'other':3B): quotes doubled inside a lexeme, a
 * backslash escaping the next character, weight D left unwritten. `intern` lets the many spaces
 * sharing a word share one string.
 */
export function parseTsvector(text: string): Lexemes {
  const words: string[] = [];
  const positions: number[] = [];
  const starts: number[] = [0];
  let i = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i++;
      continue;
    }
    if (text[i] !== "'") throw new Error(`unreadable tsvector at ${i}: ${text.slice(i, i + 20)}`);
    i++;
    let word = '';
    for (;;) {
      const c = text[i++];
      if (c === undefined) throw new Error('unterminated lexeme in tsvector');
      if (c === "'") {
        if (text[i] === "'") {
          word += "'";
          i++;
          continue;
        }
        break;
      }
      word += c === '\\' ? text[i++] : c;
    }
    if (text[i] === ':') {
      i++;
      for (;;) {
        let n = 0;
        while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) n = n * 10 + text.charCodeAt(i++) - 48;
        const letter = text[i] as keyof typeof WEIGHTS | undefined;
        let weight = 0;
        if (letter !== undefined && letter in WEIGHTS) {
          weight = WEIGHTS[letter];
          i++;
        }
        positions.push((weight << 14) | n);
        if (text[i] !== ',') break;
        i++;
      }
    }
    words.push(word);
    starts.push(positions.length);
  }
  return { words, positions, starts };
}

/**
 * The catalogue's words, each a number, and a table of which query words match each word while a
 * search is compiled against it (compileQuery, then release: both within one synchronous step).
 */
/** Words added lately, kept apart in their own order (Vocabulary.recent) until there are more than this. */
const RECENT_MOST = 4096;

export class Vocabulary {
  private readonly ids = new Map<string, number>();
  private readonly words: string[] = [];
  /**
   * The ids in the words' order, for prefixes: most in `sorted`, those added lately in `recent`
   * (both in order), and those added since the last prefix looked in `pending` (no order). A new word
   * costs a few places in `recent`, not a sort of the whole vocabulary (a million words at a million
   * spaces, and every new or changed space brings one); `recent` joins `sorted` past RECENT_MOST.
   */
  private sorted: number[] = [];
  private recent: number[] = [];
  private pending: number[] = [];
  /** Per word id, a bit per word of the search being compiled. */
  masks = new Int32Array(1024);
  private marked: number[] = [];

  get size() {
    return this.words.length;
  }

  id(word: string): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.ids.set(word, id);
      this.words.push(word);
      this.pending.push(id);
      if (id >= this.masks.length) {
        const grown = new Int32Array(this.masks.length * 2);
        grown.set(this.masks);
        this.masks = grown;
      }
    }
    return id;
  }

  word(id: number): string {
    return this.words[id] ?? '';
  }

  /** The ids of the words a query word matches: those it begins (a prefix), or the one it is. */
  matching(query: QueryWord): number[] {
    if (!query.prefix) {
      const id = this.ids.get(query.word);
      return id === undefined ? [] : [id];
    }
    this.settle();
    const found: number[] = [];
    for (const list of [this.sorted, this.recent]) {
      for (let i = this.firstFrom(list, query.word); i < list.length; i++) {
        const id = list[i] ?? 0;
        if (!this.word(id).startsWith(query.word)) break;
        found.push(id);
      }
    }
    return found;
  }

  /** Where `word` is, or would be, in a list of ids in the words' order. */
  private firstFrom(list: number[], word: string): number {
    return firstWhere(list.length, (i) => compareWords(this.word(list[i] ?? 0), word) >= 0);
  }

  /** The pending words put in order: into `recent`, or everything into `sorted` when that grows past RECENT_MOST. */
  private settle() {
    if (this.pending.length === 0) return;
    const byWord = (a: number, b: number) => compareWords(this.word(a), this.word(b));
    const added = this.pending.sort(byWord);
    this.pending = [];
    const recent = this.merged(this.recent, added);
    if (recent.length <= RECENT_MOST) this.recent = recent;
    else {
      this.sorted = this.sorted.length ? this.merged(this.sorted, recent) : recent;
      this.recent = [];
    }
  }

  /** Two lists of ids in the words' order, as one. */
  private merged(a: number[], b: number[]): number[] {
    if (a.length === 0) return b;
    const out: number[] = [];
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length) {
      const x = a[i];
      const y = b[j];
      if (y === undefined || (x !== undefined && compareWords(this.word(x), this.word(y)) <= 0)) out.push(a[i++] ?? 0);
      else out.push(b[j++] ?? 0);
    }
    return out;
  }

  mark(id: number, bit: number) {
    if (this.masks[id] === 0) this.marked.push(id);
    this.masks[id] = (this.masks[id] ?? 0) | bit;
  }

  /** Whether every word marked by the search being compiled has bits that pass `test`. */
  everyMarked(test: (bits: number) => boolean): boolean {
    return this.marked.every((id) => test(this.masks[id] ?? 0));
  }

  /** Clears the marks of the search compiled last. */
  release() {
    for (const id of this.marked) this.masks[id] = 0;
    this.marked = [];
  }
}

/**
 * Every space's tsvector in one buffer of numbers, each at its own offset: [n, the n word ids in
 * PostgreSQL's lexeme order, n + 1 starts, then every position (weight << 14 | position)]. One
 * buffer, written in the order spaces are read, so a search reads memory nearly in order instead
 * of chasing an object per space. A replaced space's numbers stay until `compact` copies the live ones.
 */
export class Arena {
  data = new Int32Array(1 << 16);
  length = 0;

  add(lexemes: Lexemes, vocabulary: Vocabulary): number {
    const n = lexemes.words.length;
    const size = 2 + 2 * n + lexemes.positions.length;
    this.reserve(size);
    const at = this.length;
    const { data } = this;
    data[at] = n;
    lexemes.words.forEach((word, i) => (data[at + 1 + i] = vocabulary.id(word)));
    lexemes.starts.forEach((start, i) => (data[at + 1 + n + i] = start));
    data.set(lexemes.positions, at + 2 + 2 * n);
    this.length += size;
    return at;
  }

  /** Copies one space's numbers from another arena; its new offset. */
  copy(from: Arena, at: number): number {
    const n = from.data[at] ?? 0;
    const size = 2 + 2 * n + (from.data[at + 1 + 2 * n] ?? 0);
    this.reserve(size);
    const to = this.length;
    this.data.set(from.data.subarray(at, at + size), to);
    this.length += size;
    return to;
  }

  private reserve(size: number) {
    if (this.length + size <= this.data.length) return;
    const grown = new Int32Array(Math.max(this.data.length * 2, this.length + size));
    grown.set(this.data.subarray(0, this.length));
    this.data = grown;
  }
}

/** A search compiled against the vocabulary: a bit per word of the query (the groups' words, in order). */
export interface Compiled {
  /** Per group, the bits of its words. */
  groups: number[];
  /** Per rank item (rankItems' order), the bit of the query word it is. */
  items: number[];
  and: boolean;
  /**
   * One group whose every catalogue word matches exactly one of the words ranked: a space holding
   * one such word ranks by that posting's impact alone (rankOfImpact); one holding two is ranked whole.
   */
  byImpact: boolean;
  vocabulary: Vocabulary;
}

/** Marks each word of the catalogue that the query's words match; release the vocabulary when done. */
export function compile(query: TextQuery, vocabulary: Vocabulary): Compiled {
  const flat = query.flat();
  if (flat.length > 30) throw new Error('a search has at most 30 words');
  flat.forEach((word, bit) => {
    for (const id of vocabulary.matching(word)) vocabulary.mark(id, 1 << bit);
  });
  let at = 0;
  const groups = query.map((group) => {
    let bits = 0;
    for (let i = 0; i < group.length; i++) bits |= 1 << at++;
    return bits;
  });
  const items = rankItems(query).map((item) => 1 << flat.indexOf(item));
  const ranked = items.reduce((all, bit) => all | bit, 0);
  const byImpact = query.length === 1 && vocabulary.everyMarked((bits) => (bits & (bits - 1)) === 0 && (bits & ranked) !== 0);
  return { groups, items, and: query.length > 1, byImpact, vocabulary };
}

/**
 * Of the space being read, the lexemes that match a query word, in its lexeme order (scratch, grown
 * as needed): `hitCount` of them, each one's number in hitLexemes and its query words' bits in
 * hitBits. The ranks read these few instead of every lexeme of the space once per query word.
 */
let hitLexemes = new Int32Array(64);
let hitBits = new Int32Array(64);
let hitCount = 0;

/** The bits of the query words the space at `at` matches, its matching lexemes kept in hitLexemes and hitBits. */
function readBits(data: Int32Array, at: number, masks: Int32Array): number {
  const n = data[at] ?? 0;
  if (n > hitLexemes.length) {
    hitLexemes = new Int32Array(n * 2);
    hitBits = new Int32Array(n * 2);
  }
  let all = 0;
  let hits = 0;
  for (let i = 0; i < n; i++) {
    const bits = masks[data[at + 1 + i] ?? 0] ?? 0;
    if (bits === 0) continue;
    hitLexemes[hits] = i;
    hitBits[hits++] = bits;
    all |= bits;
  }
  hitCount = hits;
  return all;
}

/** Whether the space at `at` matches the compiled query (`@@`): every group by one of its words. */
export function matchesAt(data: Int32Array, at: number, q: Compiled): boolean {
  const all = readBits(data, at, q.vocabulary.masks);
  for (const group of q.groups) if ((all & group) === 0) return false;
  return true;
}

const f = Math.fround;
const W = [0.1, 0.2, 0.4, 1.0].map(f);
const wpos = (p: number) => W[p >> 14] ?? 0;
const posOf = (p: number) => p & 0x3fff;

/** word_distance for distances 0..100, worked out once with its own formula (further apart: 1e-30). */
const WORD_DISTANCE = Float64Array.from({ length: 101 }, (_, d) => f(1.0 / (1.005 + 0.05 * Math.exp(d / 1.5 - 2))));
const FAR = f(1e-30);
const wordDistance = (d: number) => (d > 100 ? FAR : (WORD_DISTANCE[d] ?? FAR));

/** PostgreSQL's byte order of lexemes (memcmp, then the shorter first): UTF-8 bytes compare as code points do. */
function compareWords(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.codePointAt(i) ?? 0;
    const y = b.codePointAt(i) ?? 0;
    if (x !== y) return x - y;
  }
  return a.length - b.length;
}

/** SortAndUniqItems: the query's words sorted, one of each text (the prefix mark is not compared). */
export function rankItems(query: TextQuery): QueryWord[] {
  const sorted = query.flat().sort((a, b) => compareWords(a.word, b.word));
  return sorted.filter((item, i) => i === 0 || compareWords(sorted[i - 1]?.word ?? '', item.word) !== 0);
}

/** calc_rank_or's part for one lexeme (its positions at data[from..to)), before it is divided and summed. */
function lexemeScore(data: Int32Array, from: number, to: number): number {
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  for (let j = 0, at = from; at < to; j++, at++) {
    const w = wpos(data[at] ?? 0);
    resj = f(resj + f(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  }
  return f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
}
/** The sum of the squares' reciprocals (pi^2 / 6) that calc_rank_or divides each lexeme's part by. */
const PI2_6 = 1.64493406685;

/**
 * What the `e`th lexeme of the space at `base` adds to the rank of a search of one word that it
 * alone matches: the first (and only) step of rankOr's sum. The index keeps it beside each posting
 * (an impact), so such a search ranks a space by its postings alone: f(impact / words searched).
 */
export function lexemeImpact(data: Int32Array, base: number, e: number): number {
  const n = data[base] ?? 0;
  const positions = base + 2 + 2 * n;
  const starts = base + 1 + n;
  return f(0 + lexemeScore(data, positions + (data[starts + e] ?? 0), positions + (data[starts + e + 1] ?? 0)) / PI2_6);
}

/** The rank of a one-group search from the impact of the one lexeme of a space it matches (q.byImpact). */
export const rankOfImpact = (impact: number, q: Compiled): number => f(impact / q.items.length);

function rankOr(data: Int32Array, base: number, items: number[]): number {
  const n = data[base] ?? 0;
  const starts = base + 1 + n;
  const positions = base + 2 + 2 * n;
  let res = 0;
  for (const bit of items) {
    for (let h = 0; h < hitCount; h++) {
      if (((hitBits[h] ?? 0) & bit) === 0) continue;
      const e = hitLexemes[h] ?? 0;
      res = f(res + lexemeScore(data, positions + (data[starts + e] ?? 0), positions + (data[starts + e + 1] ?? 0)) / PI2_6);
    }
  }
  return items.length > 0 ? f(res / items.length) : res;
}

/** Each rank item's positions in rankAnd: those of the last lexeme it matched, as tsrank.c keeps them. */
const from = new Int32Array(32);
const to = new Int32Array(32);

function rankAnd(data: Int32Array, base: number, items: number[]): number {
  if (items.length < 2) return rankOr(data, base, items);
  const n = data[base] ?? 0;
  const starts = base + 1 + n;
  const positions = base + 2 + 2 * n;
  from.fill(-1, 0, items.length);
  let res = -1;
  for (let i = 0; i < items.length; i++) {
    const bit = items[i] ?? 0;
    for (let h = 0; h < hitCount; h++) {
      if (((hitBits[h] ?? 0) & bit) === 0) continue;
      const e = hitLexemes[h] ?? 0;
      const start = positions + (data[starts + e] ?? 0);
      const stop = positions + (data[starts + e + 1] ?? 0);
      from[i] = start;
      to[i] = stop;
      for (let k = 0; k < i; k++) {
        const kFrom = from[k] ?? -1;
        if (kFrom < 0) continue;
        const kTo = to[k] ?? 0;
        for (let l = start; l < stop; l++) {
          const post = data[l] ?? 0;
          for (let p = kFrom; p < kTo; p++) {
            const ct = data[p] ?? 0;
            const dist = Math.abs(posOf(post) - posOf(ct));
            if (dist === 0) continue;
            const curw = f(Math.sqrt(f(f(wpos(post) * wpos(ct)) * wordDistance(dist))));
            res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res;
}

/**
 * ts_rank(tsvector, tsquery) for the query `to_tsquery` makes of the search (groups joined by &, a
 * group's words by |): an AND of two or more groups ranks by how near their words stand, anything
 * else by how often and where its words occur.
 */
export function rankAt(data: Int32Array, at: number, q: Compiled): number {
  if ((data[at] ?? 0) === 0 || q.items.length === 0) return 0;
  readBits(data, at, q.vocabulary.masks);
  return rankRead(data, at, q);
}

/** The rank of the space at `at` if it matches the query, else -1: matchesAt and rankAt reading its words once. */
export function matchRankAt(data: Int32Array, at: number, q: Compiled): number {
  const all = readBits(data, at, q.vocabulary.masks);
  for (const group of q.groups) if ((all & group) === 0) return -1;
  return (data[at] ?? 0) === 0 || q.items.length === 0 ? 0 : rankRead(data, at, q);
}

/** rankAt once readBits has marked the space's lexemes. */
function rankRead(data: Int32Array, at: number, q: Compiled): number {
  const res = q.and ? rankAnd(data, at, q.items) : rankOr(data, at, q.items);
  return res < 0 ? f(1e-20) : res;
}

/** The tsquery text of a search (to_tsquery's input, as the SQL oracle and EXPLAIN use it). */
export const tsQueryText = (query: TextQuery): string =>
  query.map((group) => (group.length > 1 ? `(${group.map(wordText).join(' | ')})` : group.map(wordText).join(''))).join(' & ');
const wordText = (w: QueryWord) => (w.prefix ? `${w.word}:*` : w.word);
