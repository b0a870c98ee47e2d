/**
 * The rules of a catalogue search's query, field by field, without zod: the API's schema
 * (`SpaceListQuerySchema` in spaces.ts) is built from these rules, and the browser reads a URL's
 * filters with the same ones, so the home page need not download a schema library to read its URL.
 */
import { AMENITIES, BROWSE_CATEGORY_FILTERS, type BrowseCategoryFilter } from './categories.ts';
import {
  DEFAULT_MAX_PRICE,
  DEFAULT_MIN_PRICE,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_PRICE_FILTER,
  MAX_RADIUS_KM,
  SPACE_SORTS,
  type SpaceSort,
} from './catalogue.ts';
import { nairobiDate, timeToMinutes } from './time.ts';
import { accept, hourMarkRule, isoDateRule, numberRule, oneOfRule, refuse, textRule, type Rule } from './rules.ts';
import { m, translated } from './i18n.ts';

export const SEARCH_MESSAGES = translated({
  windowIncomplete: m.search_window_incomplete,
  windowOrder: m.search_window_order,
  pastDate: m.search_past_date,
  radiusWithoutNear: m.search_radius_without_near,
  distanceWithoutNear: m.search_distance_without_near,
  relevanceWithoutQ: m.search_relevance_without_q,
  near: m.search_near,
  bbox: m.search_bbox,
  amenities: () => m.search_amenities({ amenities: AMENITIES.join(', ') }),
});

/** The longest words and place a search takes (the inputs' maxLength too). */
export const SEARCH_TEXT_MAX = 200;
export const SEARCH_LOCATION_MAX = 100;

/** 'a,b' from a query string as a list of numbers, or undefined when any is not one. */
const numbersOf = (text: string, count: number) => {
  const parts = text.split(',');
  if (parts.length !== count || parts.some((p) => p.trim() === '')) return undefined;
  const numbers = parts.map(Number);
  return numbers.every(Number.isFinite) ? numbers : undefined;
};
const latitudeOk = (lat: number) => lat >= -90 && lat <= 90;
const longitudeOk = (lng: number) => lng >= -180 && lng <= 180;

export interface LatLng {
  lat: number;
  lng: number;
}
export interface Box {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/** Has every one of these: 'wifi, projector,wifi' → ['projector', 'wifi']. */
const amenitiesRule: Rule<string[]> = (raw) => {
  if (raw.length > 400) return refuse(SEARCH_MESSAGES.amenities);
  const list = [
    ...new Set(
      raw
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  ];
  if (list.length === 0 || list.some((a) => !(AMENITIES as readonly string[]).includes(a))) return refuse(SEARCH_MESSAGES.amenities);
  return accept(list.sort());
};

const nearRule: Rule<LatLng> = (raw) => {
  const pair = raw.length <= 60 ? numbersOf(raw, 2) : undefined;
  const [lat = NaN, lng = NaN] = pair ?? [];
  return pair && latitudeOk(lat) && longitudeOk(lng) ? accept({ lat, lng }) : refuse(SEARCH_MESSAGES.near);
};

const bboxRule: Rule<Box> = (raw) => {
  const box = raw.length <= 120 ? numbersOf(raw, 4) : undefined;
  const [minLng = NaN, minLat = NaN, maxLng = NaN, maxLat = NaN] = box ?? [];
  const ok = box && longitudeOk(minLng) && longitudeOk(maxLng) && latitudeOk(minLat) && latitudeOk(maxLat) && minLng <= maxLng && minLat <= maxLat;
  return ok ? accept({ minLng, minLat, maxLng, maxLat }) : refuse(SEARCH_MESSAGES.bbox);
};

/** Each field of a catalogue search, with what it defaults to when absent. */
export const SEARCH_FIELDS = {
  q: { rule: textRule('q', SEARCH_TEXT_MAX) },
  category: { rule: oneOfRule<BrowseCategoryFilter>('category', BROWSE_CATEGORY_FILTERS) },
  minPrice: { rule: numberRule('minPrice', 0, MAX_PRICE_FILTER), fallback: DEFAULT_MIN_PRICE },
  maxPrice: { rule: numberRule('maxPrice', 0, MAX_PRICE_FILTER), fallback: DEFAULT_MAX_PRICE },
  location: { rule: textRule('location', SEARCH_LOCATION_MAX) },
  capacity: { rule: numberRule('capacity', 1, 100_000, true) },
  /** Free for the whole of [start, end) on `date` (Nairobi), by the rules a booking meets. */
  date: { rule: isoDateRule('date') },
  start: { rule: hourMarkRule('start') },
  end: { rule: hourMarkRule('end') },
  amenities: { rule: amenitiesRule },
  near: { rule: nearRule },
  radius: { rule: numberRule('radius', 0.1, MAX_RADIUS_KM) },
  bbox: { rule: bboxRule },
  /** Defaults to relevance with q, else newest. */
  sort: { rule: oneOfRule<SpaceSort>('sort', SPACE_SORTS) },
  limit: { rule: numberRule('limit', 1, MAX_PAGE_SIZE, true), fallback: DEFAULT_PAGE_SIZE },
  offset: { rule: numberRule('offset', 0, 1_000_000, true), fallback: 0 },
} as const;

export type SearchField = keyof typeof SEARCH_FIELDS;
type ValueOf<F extends SearchField> = (typeof SEARCH_FIELDS)[F]['rule'] extends Rule<infer T> ? T : never;

/** What no single field can judge alone: the window's three parts and their order, what near and sort need. */
export interface SearchCombination {
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  date?: string;
  start?: string;
  end?: string;
  near?: LatLng;
  radius?: number;
  sort?: SpaceSort;
}
export function searchProblems(q: SearchCombination): { field: SearchField; message: string }[] {
  const problems: { field: SearchField; message: string }[] = [];
  const problem = (field: SearchField, message: string) => problems.push({ field, message });
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) problem('maxPrice', 'maxPrice must not be less than minPrice');
  const window = [q.date, q.start, q.end].filter((v) => v !== undefined).length;
  if (window !== 0 && window !== 3) problem(q.date === undefined ? 'date' : q.start === undefined ? 'start' : 'end', SEARCH_MESSAGES.windowIncomplete);
  if (q.start && q.end && timeToMinutes(q.end) <= timeToMinutes(q.start)) problem('end', SEARCH_MESSAGES.windowOrder);
  if (q.date && q.date < nairobiDate()) problem('date', SEARCH_MESSAGES.pastDate);
  if (q.radius !== undefined && !q.near) problem('radius', SEARCH_MESSAGES.radiusWithoutNear);
  if (q.sort === 'distance' && !q.near) problem('sort', SEARCH_MESSAGES.distanceWithoutNear);
  if (q.sort === 'relevance' && !q.q) problem('sort', SEARCH_MESSAGES.relevanceWithoutQ);
  return problems;
}

/** A field of a URL judged by the API's rule for it: its value, or nothing when absent, blank or refused. */
export function readSearchField<F extends SearchField>(params: URLSearchParams, field: F): ValueOf<F> | undefined {
  const raw = params.get(field);
  if (raw === null || raw.trim() === '') return undefined;
  const reading = SEARCH_FIELDS[field].rule(raw);
  return reading.ok ? (reading.value as ValueOf<F>) : undefined;
}
