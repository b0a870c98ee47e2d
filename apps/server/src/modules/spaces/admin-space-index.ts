import type { AdminSpaceQuery } from '@nafasi/shared/admin';
import { ADMIN_SPACE_SORTS } from '@nafasi/shared/admin';
import { searchCountCap } from '../../lib/admin-table.ts';

/*
 * The admin's spaces table in memory (issue 33): every space but the deleted, in each of the
 * table's sorts, and the text its search reads. The catalogue index (catalogue-index.ts) feeds it
 * from the same change feed it reads, so it is as fresh as a public search; the page's rows are
 * read by their ids. It answers what the SQL of admin/service.ts answers (admin-space-index.test.ts
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
}

type Sort = AdminSpaceQuery['sort'];
type Held = AdminSpaceFacts & { slot: number };

/**
 * Strings in code point order, as PostgreSQL sorts them under the C and C.UTF-8 collations (UTF-8's
 * bytes are in code point order). JavaScript's `<` compares UTF-16 units, which differ only where a
 * surrogate (a character past U+FFFF) meets U+E000–U+FFFF.
 */
export function compareCodePoints(a: string, b: string): number {
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
/** Each sort ascending, ending in the id, as admin/service.ts orders it in SQL (no column is null). */
const ORDERS: Record<Sort, (a: AdminSpaceFacts, b: AdminSpaceFacts) => number> = {
  created: (a, b) => a.createdUs - b.createdUs || byId(a, b),
  title: (a, b) => compareCodePoints(a.title, b.title) || byId(a, b),
  category: (a, b) => compareCodePoints(a.category, b.category) || byId(a, b),
  location: (a, b) => compareCodePoints(a.location, b.location) || byId(a, b),
  rate: (a, b) => a.rateCents - b.rateCents || byId(a, b),
  capacity: (a, b) => a.capacity - b.capacity || byId(a, b),
};
/** The sorts whose order is the database's collation's (the others compare numbers and ids). */
export const TEXT_SORTS: readonly Sort[] = ['title', 'category', 'location'];

/** Spaces' texts joined per chunk: a search scans a chunk's one string, not each space's. */
const CHUNK = 2048;
/** Between two spaces' texts in a chunk: a character no text or search holds (control characters are refused). */
const SEPARATOR = '\u0000';

function placeOf(list: Held[], facts: AdminSpaceFacts, compare: (a: AdminSpaceFacts, b: AdminSpaceFacts) => number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(list[mid] as Held, facts) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface AdminSpacePage {
  ids: string[];
  total: number;
  capped: boolean;
}

export function adminSpaceIndex() {
  const held = new Map<string, Held>();
  const ordered = Object.fromEntries(ADMIN_SPACE_SORTS.map((sort) => [sort, [] as Held[]])) as Record<Sort, Held[]>;
  const byStatus = new Map<string, number>();
  /** Each space's place in the chunks (null: a space removed since; its slot is taken by the next added). */
  let slots: (Held | null)[] = [];
  const free: number[] = [];
  /** Per chunk, its texts joined (null until a search needs it after a change) and where each starts. */
  let chunks: { text: string | null; starts: Int32Array }[] = [];

  const count = (status: string, by: number) => byStatus.set(status, (byStatus.get(status) ?? 0) + by);

  function place(facts: Held) {
    const slot = free.pop() ?? slots.length;
    facts.slot = slot;
    slots[slot] = facts;
    const chunk = Math.floor(slot / CHUNK);
    const existing = chunks[chunk];
    if (existing) existing.text = null;
    else chunks[chunk] = { text: null, starts: new Int32Array(CHUNK + 1) };
  }

  function chunkText(i: number): { text: string; starts: Int32Array } {
    const chunk = chunks[i] as { text: string | null; starts: Int32Array };
    if (chunk.text === null) {
      const texts: string[] = [];
      let at = 0;
      for (let s = 0; s < CHUNK; s++) {
        const facts = slots[i * CHUNK + s];
        chunk.starts[s] = at;
        const text = facts ? facts.text : '';
        texts.push(text);
        at += text.length + SEPARATOR.length;
      }
      chunk.starts[CHUNK] = at;
      chunk.text = texts.join(SEPARATOR);
    }
    return chunk as { text: string; starts: Int32Array };
  }

  /** The spaces whose text holds `needle` (and that are in `status`, if given), in no order: at most `most`. */
  function scan(needle: string, status: string | undefined, most: number): Held[] {
    const found: Held[] = [];
    if (needle.includes(SEPARATOR)) return found;
    for (let i = 0; i < chunks.length; i++) {
      const { text, starts } = chunkText(i);
      let at = text.indexOf(needle);
      while (at >= 0) {
        // The slot it is in: the last that starts at or before it.
        let lo = 0;
        let hi = CHUNK;
        while (lo < hi) {
          const mid = (lo + hi + 1) >>> 1;
          if ((starts[mid] ?? 0) <= at) lo = mid;
          else hi = mid - 1;
        }
        const facts = slots[i * CHUNK + lo];
        if (facts && (!status || facts.status === status)) {
          found.push(facts);
          if (found.length >= most) return found;
        }
        at = text.indexOf(needle, starts[lo + 1] ?? text.length);
      }
    }
    return found;
  }

  return {
    get size() {
      return held.size;
    },

    /** Every space anew (a load of the whole catalogue). */
    reset(all: Iterable<AdminSpaceFacts>) {
      held.clear();
      byStatus.clear();
      slots = [];
      free.length = 0;
      chunks = [];
      for (const facts of all) {
        const h = { ...facts, slot: -1 };
        held.set(h.id, h);
        count(h.status, 1);
        place(h);
      }
      for (const sort of ADMIN_SPACE_SORTS) ordered[sort] = [...held.values()].sort(ORDERS[sort]);
    },

    /** A space's facts as written (deleted: null), in place of what was held. */
    put(id: string, facts: AdminSpaceFacts | null) {
      const old = held.get(id);
      if (old) {
        held.delete(id);
        count(old.status, -1);
        for (const sort of ADMIN_SPACE_SORTS) {
          const list = ordered[sort];
          const at = placeOf(list, old, ORDERS[sort]);
          if (list[at] === old) list.splice(at, 1);
        }
        slots[old.slot] = null;
        free.push(old.slot);
        const chunk = chunks[Math.floor(old.slot / CHUNK)];
        if (chunk) chunk.text = null;
      }
      if (!facts) return;
      const h = { ...facts, slot: -1 };
      held.set(id, h);
      count(h.status, 1);
      place(h);
      for (const sort of ADMIN_SPACE_SORTS) ordered[sort].splice(placeOf(ordered[sort], h, ORDERS[sort]), 0, h);
    },

    /**
     * A page of the table: the ids of its rows in order, and the total. A search's matches are
     * counted up to the SQL's cap (searchCountCap): its chunks are scanned until one past it. When
     * they are fewer, they are sorted; else the sort's order is walked, each space tested, as far
     * as the page (the matches are then at least the cap, so a page a thousand in is a walk of
     * about the whole table for a word in one space of a hundred). `needle` is the search lowered as
     * the database lowers it.
     */
    page(query: Pick<AdminSpaceQuery, 'sort' | 'order' | 'status' | 'limit' | 'offset'>, needle: string | undefined): AdminSpacePage {
      const { sort, order, status, limit, offset } = query;
      const list = ordered[sort];
      const backwards = order === 'desc';
      const nth = (i: number) => list[backwards ? list.length - 1 - i : i] as Held;
      if (needle === undefined && !status) {
        const ids: string[] = [];
        for (let i = offset; i < Math.min(list.length, offset + limit); i++) ids.push(nth(i).id);
        return { ids, total: list.length, capped: false };
      }
      const cap = needle === undefined ? Infinity : searchCountCap(offset, limit);
      if (needle !== undefined) {
        const found = scan(needle, status, cap + 1);
        if (found.length <= cap) {
          const compare = ORDERS[sort];
          found.sort(backwards ? (a, b) => compare(b, a) : compare);
          return { ids: found.slice(offset, offset + limit).map((f) => f.id), total: found.length, capped: false };
        }
      }
      const ids: string[] = [];
      for (let i = 0, seen = 0; i < list.length && ids.length < limit; i++) {
        const facts = nth(i);
        if (status && facts.status !== status) continue;
        if (needle !== undefined && !facts.text.includes(needle)) continue;
        if (seen++ >= offset) ids.push(facts.id);
      }
      if (needle !== undefined) return { ids, total: cap, capped: true };
      return { ids, total: byStatus.get(status ?? '') ?? 0, capped: false };
    },
  };
}

export type AdminSpaceIndex = ReturnType<typeof adminSpaceIndex>;
