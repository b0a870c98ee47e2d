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
export function parseTsvector(text: string, intern: (word: string) => string = (w) => w): Lexemes {
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
    words.push(intern(word));
    starts.push(positions.length);
  }
  // Copies hold exactly their elements (arrays grown by push keep room to grow: a third of the index).
  return { words: words.slice(), positions: positions.slice(), starts: starts.slice() };
}

/** The first lexeme at or after `word` (binary search; lexemes are sorted). */
function lowerBound(words: string[], word: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((words[mid] ?? '') < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * find_wordentry: where the lexemes a query word matches begin, and how many (all those it is a
 * prefix of, or the one equal), as one number (first << 16 | count) so the hot loops allocate nothing.
 */
function findWords(lexemes: Lexemes, query: QueryWord): number {
  const { words } = lexemes;
  const first = lowerBound(words, query.word);
  if (!query.prefix) return words[first] === query.word ? first * 65536 + 1 : first * 65536;
  let end = first;
  while (end < words.length && (words[end] ?? '').startsWith(query.word)) end++;
  return first * 65536 + (end - first);
}

/** Whether one query word matches the tsvector. */
export const hasWord = (lexemes: Lexemes, word: QueryWord) => (findWords(lexemes, word) & 0xffff) > 0;

/** Whether a tsvector matches a group of the query: by one of its words. */
export function matchesGroup(lexemes: Lexemes, group: QueryWord[]): boolean {
  for (const word of group) if (hasWord(lexemes, word)) return true;
  return false;
}

/** Whether a tsvector matches the query (`@@`): every group by one of its words. */
export function matches(lexemes: Lexemes, query: TextQuery): boolean {
  for (const group of query) if (!matchesGroup(lexemes, group)) return false;
  return true;
}

const f = Math.fround;
const W = [0.1, 0.2, 0.4, 1.0].map(f);
const wpos = (p: number) => W[p >> 14] ?? 0;
const posOf = (p: number) => p & 0x3fff;

function wordDistance(d: number): number {
  if (d > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(d / 1.5 - 2)));
}

/** PostgreSQL's byte order of lexemes (memcmp, then the shorter first): UTF-8 bytes compare as code points do. */
function compareWords(a: string, b: string): number {
  const x = [...a].map((c) => c.codePointAt(0) ?? 0);
  const y = [...b].map((c) => c.codePointAt(0) ?? 0);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/** SortAndUniqItems: the query's words sorted, one of each text (the prefix mark is not compared). */
export function rankItems(query: TextQuery): QueryWord[] {
  const sorted = query.flat().sort((a, b) => compareWords(a.word, b.word));
  return sorted.filter((item, i) => i === 0 || compareWords(sorted[i - 1]?.word ?? '', item.word) !== 0);
}

function rankOr(lexemes: Lexemes, items: QueryWord[]): number {
  let res = 0;
  for (const item of items) {
    const found = findWords(lexemes, item);
    const first = Math.floor(found / 65536);
    for (let e = first; e < first + (found & 0xffff); e++) {
      let resj = 0;
      let wjm = -1;
      let jm = 0;
      const end = lexemes.starts[e + 1] ?? 0;
      for (let j = 0, at = lexemes.starts[e] ?? 0; at < end; j++, at++) {
        const w = wpos(lexemes.positions[at] ?? 0);
        resj = f(resj + f(w / ((j + 1) * (j + 1))));
        if (w > wjm) {
          wjm = w;
          jm = j;
        }
      }
      res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
    }
  }
  return items.length > 0 ? f(res / items.length) : res;
}

function rankAnd(lexemes: Lexemes, items: QueryWord[]): number {
  if (items.length < 2) return rankOr(lexemes, items);
  // Each item's positions: those of the last lexeme it matched, as tsrank.c keeps them.
  const from: number[] = new Array<number>(items.length).fill(-1);
  const to: number[] = new Array<number>(items.length).fill(-1);
  let res = -1;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (!item) continue;
    const found = findWords(lexemes, item);
    const first = Math.floor(found / 65536);
    for (let e = first; e < first + (found & 0xffff); e++) {
      const start = lexemes.starts[e] ?? 0;
      const stop = lexemes.starts[e + 1] ?? 0;
      from[i] = start;
      to[i] = stop;
      for (let k = 0; k < i; k++) {
        const kFrom = from[k] ?? -1;
        const kTo = to[k] ?? -1;
        if (kFrom < 0) continue;
        for (let l = start; l < stop; l++) {
          const post = lexemes.positions[l] ?? 0;
          for (let p = kFrom; p < kTo; p++) {
            const ct = lexemes.positions[p] ?? 0;
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
 * ts_rank(tsvector, tsquery) for the query `to_tsquery` makes of `query` (groups joined by &, a
 * group's words by |): an AND of two or more groups ranks by how near their words stand, anything
 * else by how often and where its words occur. `items` is rankItems(query), worked out once per search.
 */
export function tsRank(lexemes: Lexemes, query: TextQuery, items: QueryWord[] = rankItems(query)): number {
  if (lexemes.words.length === 0 || items.length === 0) return 0;
  const res = query.length > 1 ? rankAnd(lexemes, items) : rankOr(lexemes, items);
  return res < 0 ? f(1e-20) : res;
}

/** The tsquery text of a search (to_tsquery's input, as the SQL oracle and EXPLAIN use it). */
export const tsQueryText = (query: TextQuery): string =>
  query.map((group) => (group.length > 1 ? `(${group.map(wordText).join(' | ')})` : group.map(wordText).join(''))).join(' & ');
const wordText = (w: QueryWord) => (w.prefix ? `${w.word}:*` : w.word);
