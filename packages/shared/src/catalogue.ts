import { m, translated } from './i18n.ts';
/** Catalogue constants without zod, so the browser's home page can import them cheaply. */
/** 'paused': a live space its host took off the catalogue for a while (bookings made stay; no new ones). */
export const SPACE_STATUSES = ['pending', 'approved', 'rejected', 'paused'] as const;
export type SpaceStatus = (typeof SPACE_STATUSES)[number];
/** What the database may hold: the statuses anyone sees, and 'deleted' (a removed space kept for its bookings' history). */
export const STORED_SPACE_STATUSES = [...SPACE_STATUSES, 'deleted'] as const;
/** A space's status as people read it. */
export const SPACE_STATUS_LABELS: Readonly<Record<SpaceStatus, string>> = translated({
  pending: m.listing_status_pending,
  approved: m.listing_status_live,
  rejected: m.listing_status_refused,
  paused: m.listing_status_paused,
});

/** 'relevance' needs a text search (and is its default); 'distance' needs `near`. */
export const SPACE_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating', 'distance'] as const;
export type SpaceSort = (typeof SPACE_SORTS)[number];
export const SPACE_SORT_LABELS: Readonly<Record<SpaceSort, string>> = translated({
  relevance: m.sort_relevance,
  newest: m.sort_newest,
  price_asc: m.sort_price_asc,
  price_desc: m.sort_price_desc,
  rating: m.sort_rating,
  distance: m.sort_distance,
});

/** A count stops here: above it the catalogue answers "1,000+" instead of counting a common word's every match. */
export const COUNT_CAP = 1000;
/** `near` without a radius looks this far, in km; at most MAX_RADIUS_KM. */
export const DEFAULT_RADIUS_KM = 10;
export const MAX_RADIUS_KM = 200;

/** §3 Spaces slice: price range default 0 to 100000. */
export const DEFAULT_MIN_PRICE = 0;
export const DEFAULT_MAX_PRICE = 100_000;
export const MAX_PRICE_FILTER = 10_000_000;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
/** §9: a card shows at most 2 amenities. */
export const CARD_AMENITIES = 2;

/** Opening hours unless a space says otherwise: 07:00 to 22:00 Nairobi time, in minutes of the day. */
export const DEFAULT_OPENS_AT_MINUTES = 7 * 60;
export const DEFAULT_CLOSES_AT_MINUTES = 22 * 60;
