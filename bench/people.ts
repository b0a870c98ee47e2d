/**
 * Requests as people make them (issue 62): drawn at random, seeded so runs compare, from the
 * catalogue's own words, places, prices and amenities; windows on any half hour of the next 60
 * days; pages as deep as "Load more" reaches. No two requests of one draw are the same. The
 * throughput bench asks these beside its fixed rows (labelled "repeated"); the text-engines bench
 * asks `drawSearches`, and both draw with `seeded`.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE } from '@nafasi/shared/catalogue';
import type { Database } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/lib/rows.ts';

/** A seeded random number generator (mulberry32): the same draw every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Words as PostgreSQL's `simple` configuration makes them: lower case, split at anything but letters and digits. */
export const tokenize = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** A word a person would type: three letters or more, no digits (the generated descriptions' reference codes are not). */
const typable = (w: string) => w.length >= 3 && !/\d/.test(w);

/** What the catalogue offers, as a visitor sees it: its words, places, prices, kinds and amenities. */
export interface Catalogue {
  /** Each space's own words (title, place, description), for searches of words that go together. */
  texts: string[][];
  /** Every word anyone could type, from titles, places and descriptions. */
  words: string[];
  /** The places as the location field holds them ("Westlands, Nairobi"). */
  places: string[];
  /** Each space's place, beside `texts` and `prices`. */
  locations: string[];
  /** Hourly prices in shillings, one per space (a price range is drawn around real ones). */
  prices: number[];
  /** Browse categories and how many public spaces each has. */
  categories: { category: string; count: number }[];
  /** Amenities the catalogue's spaces have (most common first). */
  amenities: string[];
}

/** Reads what the public catalogue offers (approved spaces only). */
export async function readCatalogue(database: Database): Promise<Catalogue> {
  const rows = rowsOf<{ title: string; location: string; description: string; price: string }>(
    await database.db.execute(
      sql`select title, location, description, (hourly_rate_cents / 100)::text as price from spaces where status = 'approved' order by id`,
    ),
  );
  const texts = rows.map((r) => tokenize(`${r.title} ${r.location} ${r.description}`).filter(typable));
  const words = [...new Set(texts.flat())].sort();
  const categories = rowsOf<{ category: string; count: string }>(
    await database.db.execute(
      sql`select coalesce(browse_category, 'other') as category, count(*)::text as count from spaces where status = 'approved' group by 1 order by 1`,
    ),
  ).map((r) => ({ category: r.category, count: Number(r.count) }));
  const amenities = rowsOf<{ amenity: string }>(
    await database.db.execute(sql`select a as amenity from spaces, unnest(amenities) a where status = 'approved' group by a order by count(*) desc, a`),
  ).map((r) => r.amenity);
  return {
    texts,
    words,
    places: [...new Set(rows.map((r) => r.location))].sort(),
    locations: rows.map((r) => r.location),
    prices: rows.map((r) => Number(r.price)),
    categories,
    amenities,
  };
}

/** Picks from lists with one random source. */
function picker(random: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  /** One letter dropped, two swapped or one changed, never the first. */
  const typo = (w: string) => {
    const i = 1 + Math.floor(random() * (w.length - 2));
    const kind = random();
    if (kind < 0.4) return w.slice(0, i) + w.slice(i + 1);
    if (kind < 0.7) return w.slice(0, i) + (w[i + 1] ?? '') + w[i] + w.slice(i + 2);
    return w.slice(0, i) + pick([...'aeioukmnrst']) + w.slice(i + 1);
  };
  return { pick, between, typo };
}

/** Draws `count` different things (`draw` may repeat itself; repeats are drawn again). */
function distinct(count: number, draw: () => string): string[] {
  const drawn = new Set<string>();
  for (let tries = 0; drawn.size < count && tries < count * 50; tries++) drawn.add(draw());
  return [...drawn];
}

/**
 * Searches as people type them, from the catalogue's titles, places and kinds: one word, two words
 * of one space, the first letters of a word, a word with one letter wrong; none twice. The
 * text-engines bench's draw (bench/TEXT-ENGINES.md was written with it).
 */
export function drawSearches(spaces: { title: string; location: string; category: string }[], count: number, random: () => number): string[] {
  const { pick, typo } = picker(random);
  const frequency = new Map<string, number>();
  for (const s of spaces) for (const w of tokenize(`${s.title} ${s.location} ${s.category}`)) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const words = [...frequency.keys()].filter((w) => w.length >= 3 && !/^\d+$/.test(w));
  const longWords = words.filter((x) => x.length >= 5);
  return distinct(count, () => {
    const kind = random();
    if (kind < 0.4) return pick(words);
    if (kind < 0.7) {
      const own = tokenize(`${pick(spaces).title} ${pick(spaces).location}`).filter((w) => w.length >= 3 && !/^\d+$/.test(w));
      const a = pick(own);
      const b = pick(own);
      return a === b ? a : `${a} ${b}`;
    }
    if (kind < 0.85) {
      const w = pick(words);
      return w.slice(0, Math.min(w.length, 3 + Math.floor(random() * 3)));
    }
    return typo(pick(longWords));
  });
}

/**
 * Text as people type it into the search box (issue 62): one to three words of one space's title,
 * place and description, or the first letters of a word; a quarter with one word mistyped.
 */
function drawText(catalogue: Pick<Catalogue, 'texts' | 'words'>, count: number, random: () => number, space?: number): string[] {
  const { pick, typo } = picker(random);
  const ownWords = () => {
    const own = catalogue.texts[space ?? Math.floor(random() * catalogue.texts.length)]!;
    return [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(own)))];
  };
  return distinct(count, () => {
    const kind = random();
    if (kind < 0.6) return ownWords().join(' ');
    if (kind < 0.75) {
      const w = pick(ownWords());
      return w.slice(0, Math.min(w.length, 3 + Math.floor(random() * 3)));
    }
    // One of the words, five letters or more, mistyped (a shorter one stays as typed).
    const words = ownWords();
    const long = words.findIndex((w) => w.length >= 5);
    if (long >= 0) words[long] = typo(words[long]!);
    return words.join(' ');
  });
}

/** A Nairobi date `days` from now. */
const dayFrom = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
const query = (params: Record<string, string | number | undefined>) =>
  `/api/spaces?${Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&')}`;

/** The four kinds of search people make, each a list of `count` different requests (paths). */
export function peopleSearches(catalogue: Catalogue, count: number, seed: number) {
  const random = seeded(seed);
  const { pick, between } = picker(random);
  const limit = DEFAULT_PAGE_SIZE;
  // Any of the amenities the catalogue has, each as likely: the filter panel lists them side by side.
  const amenities = () => [...new Set(Array.from({ length: between(1, 3) }, () => pick(catalogue.amenities)))].sort().join(',');
  const browsable = catalogue.categories.filter((c) => c.category !== 'other');
  return {
    /** Text search: one to three words, a quarter with a word mistyped. */
    text: drawText(catalogue, count, random).map((q) => query({ q, limit })),
    /** Free at a time: any half hour of the next 60 days, one to four hours, with a category, amenities or a number of guests. */
    freeAtATime: distinct(count, () => {
      const length = 60 * between(1, 4) + (random() < 0.3 ? 30 : 0);
      const start = 30 * between(14, Math.floor((22 * 60 - length) / 30));
      const filters = between(1, 7);
      return query({
        date: dayFrom(between(1, 60)),
        start: hhmm(start),
        end: hhmm(start + length),
        category: filters & 1 ? pick(browsable).category : undefined,
        amenities: filters & 2 ? amenities() : undefined,
        capacity: filters & 4 ? pick([2, 4, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 80, 100]) : undefined,
        limit,
      });
    }),
    /**
     * Text with a place, a price range and a sort, pages up to 20 deep: what one space would answer
     * (its words, its place, a range around its price), as someone looking for such a place asks.
     */
    textPlacePrice: distinct(count, () => {
      const space = Math.floor(random() * catalogue.texts.length);
      const price = catalogue.prices[space]!;
      const round = (n: number) => Math.round(n / 500) * 500;
      const range = random() < 0.3 ? { maxPrice: round(price * 1.5) + 500 } : { minPrice: round(price * 0.6), maxPrice: round(price * 1.5) + 500 };
      return query({
        q: drawText(catalogue, 1, random, space)[0],
        location: catalogue.locations[space]!.split(',')[0],
        ...range,
        sort: pick(['relevance', 'price_asc', 'price_desc', 'rating', 'newest']),
        limit,
        offset: limit * between(0, 19),
      });
    }),
    /**
     * Browsing a category in a sort to any page "Load more" reaches (every page of the category), the
     * page drawn so that early pages are asked more than deep ones, as people scroll.
     */
    browsing: distinct(count, () => {
      const { category, count: spaces } = pick(browsable);
      const pages = Math.max(1, Math.ceil(spaces / limit));
      const page = Math.min(pages - 1, Math.floor(Math.exp(random() * Math.log(pages))) - 1);
      return query({ category, sort: pick(['newest', 'price_asc', 'price_desc', 'rating']), limit, offset: limit * Math.max(0, page) });
    }),
  };
}
