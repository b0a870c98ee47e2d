import type { SpaceSort } from '@nafasi/shared/catalogue';
import type { Schedule } from '@nafasi/shared/schedule';
import type { Taken } from './busy.ts';

/*
 * A space as the catalogue index holds it (an entry), and the orders the index keeps of them.
 * A change of its space never edits an entry's facts: the change makes a new entry and the old one
 * is no longer `alive` (walks skip it), so a search that holds entries between awaits reads one
 * catalogue. What an entry carries for the index's own work (its place in the arena, a search's
 * mark and place, its busy times, what a page shows of it) is written in place.
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

export type Compare = (a: Entry, b: Entry) => number;
export const byId = (a: Entry, b: Entry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
/** A search's ties of rank: the better rated first, then the greater id (as the SQL orders them). */
export const byRatingThenId = (a: Entry, b: Entry) => b.rating - a.rating || byId(b, a);
/** The catalogue's orders, as service.ts ORDER writes them in SQL (each ends in the id). */
export const ORDERS = {
  newest: (a, b) => b.createdUs - a.createdUs || byId(b, a),
  price_asc: (a, b) => a.rateCents - b.rateCents || byId(a, b),
  rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews || byId(b, a),
} satisfies Record<string, Compare>;
export type Kept = keyof typeof ORDERS;

/** The index's view of a sort: an array kept in order, read forwards or backwards. */
export function orderOf(sort: SpaceSort): { kept: Kept; backwards: boolean } {
  if (sort === 'price_asc' || sort === 'price_desc') return { kept: 'price_asc', backwards: sort === 'price_desc' };
  if (sort === 'rating') return { kept: 'rating', backwards: false };
  return { kept: 'newest', backwards: false };
}

/** list[i], which the caller knows is there (a search within the list's length). */
export function at<T>(list: T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new RangeError(`no item at ${i} of ${list.length}`);
  return item;
}

/** What a walk reads: how many, and the one at a place (an array of entries, or a kept order in blocks). */
export interface Places {
  readonly length: number;
  item(place: number): Entry;
}
export const placesOf = (list: Entry[]): Places => ({ length: list.length, item: (i) => at(list, i) });
