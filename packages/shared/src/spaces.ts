import { z } from 'zod';
import { AMENITIES, BROWSE_CATEGORIES, BROWSE_CATEGORY_FILTERS } from './categories.ts';
import { hourMark, ScheduleSchema } from './schedule.ts';
import { nairobiDate, timeToMinutes } from './time.ts';
import { isoDateField, itemResponse, listResponse, PageSchema, plainText, queryInt, queryNumber, uuidParam } from './api.ts';

import {
  DEFAULT_MAX_PRICE,
  DEFAULT_MIN_PRICE,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_PRICE_FILTER,
  MAX_RADIUS_KM,
  SPACE_SORTS,
  SPACE_STATUSES,
  type SpaceSort,
} from './catalogue.ts';

export const SEARCH_MESSAGES = {
  windowIncomplete: 'Give date, start and end together to find spaces free at a time.',
  windowOrder: 'end must be after start',
  pastDate: 'date must be today or later',
  radiusWithoutNear: 'radius needs near (where to measure from)',
  distanceWithoutNear: 'sort=distance needs near (where to measure from)',
  relevanceWithoutQ: 'sort=relevance needs q (words to match)',
  near: 'near must be a latitude and a longitude, like -1.2921,36.8219',
  bbox: 'bbox must be four numbers, minLng,minLat,maxLng,maxLat, with the minimums below the maximums',
  amenities: `amenities must be a comma-separated list of: ${AMENITIES.join(', ')}`,
} as const;

/** 'a,b' from a query string as a list of numbers, or undefined when any is not one. */
const numbersOf = (text: string, count: number) => {
  const parts = text.split(',');
  if (parts.length !== count || parts.some((p) => p.trim() === '')) return undefined;
  const numbers = parts.map(Number);
  return numbers.every(Number.isFinite) ? numbers : undefined;
};
const latitudeOk = (lat: number) => lat >= -90 && lat <= 90;
const longitudeOk = (lng: number) => lng >= -180 && lng <= 180;

/** The fields of a catalogue search one by one (the browser checks a URL's values with them). */
export const SpaceListFieldsSchema = z.strictObject({
  q: plainText('q', 200).trim().optional(),
  category: z.enum(BROWSE_CATEGORY_FILTERS, { error: `category must be one of ${BROWSE_CATEGORY_FILTERS.join(', ')}` }).optional(),
  minPrice: queryNumber('minPrice', 0, MAX_PRICE_FILTER).default(DEFAULT_MIN_PRICE),
  maxPrice: queryNumber('maxPrice', 0, MAX_PRICE_FILTER).default(DEFAULT_MAX_PRICE),
  location: plainText('location', 100).trim().optional(),
  capacity: queryInt('capacity', 1, 100_000).optional(),
  /** Free for the whole of [start, end) on `date` (Nairobi), by the rules a booking meets. */
  date: isoDateField('date').optional(),
  start: hourMark('start').optional(),
  end: hourMark('end').optional(),
  /** Has every one of these. */
  amenities: z
    .string()
    .max(400, { error: SEARCH_MESSAGES.amenities })
    .transform((text, ctx) => {
      const list = [
        ...new Set(
          text
            .split(',')
            .map((a) => a.trim())
            .filter(Boolean),
        ),
      ];
      if (list.length === 0 || list.some((a) => !(AMENITIES as readonly string[]).includes(a))) {
        ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.amenities });
        return z.NEVER;
      }
      return list.sort();
    })
    .optional(),
  near: z
    .string()
    .max(60, { error: SEARCH_MESSAGES.near })
    .transform((text, ctx) => {
      const pair = numbersOf(text, 2);
      if (!pair || !latitudeOk(pair[0] ?? NaN) || !longitudeOk(pair[1] ?? NaN)) {
        ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.near });
        return z.NEVER;
      }
      return { lat: pair[0] ?? 0, lng: pair[1] ?? 0 };
    })
    .optional(),
  radius: queryNumber('radius', 0.1, MAX_RADIUS_KM).optional(),
  bbox: z
    .string()
    .max(120, { error: SEARCH_MESSAGES.bbox })
    .transform((text, ctx) => {
      const box = numbersOf(text, 4);
      const [minLng = NaN, minLat = NaN, maxLng = NaN, maxLat = NaN] = box ?? [];
      if (!box || !longitudeOk(minLng) || !longitudeOk(maxLng) || !latitudeOk(minLat) || !latitudeOk(maxLat) || minLng > maxLng || minLat > maxLat) {
        ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.bbox });
        return z.NEVER;
      }
      return { minLng, minLat, maxLng, maxLat };
    })
    .optional(),
  /** Defaults to relevance with q, else newest. */
  sort: z.enum(SPACE_SORTS, { error: `sort must be one of ${SPACE_SORTS.join(', ')}` }).optional(),
  limit: queryInt('limit', 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  offset: queryInt('offset', 0, 1_000_000).default(0),
});

type SearchFields = Partial<Pick<z.infer<typeof SpaceListFieldsSchema>, 'q' | 'minPrice' | 'maxPrice' | 'date' | 'start' | 'end' | 'near' | 'radius' | 'sort'>>;
/** What no single field can judge alone: the window's three parts and their order, what near and sort need. */
function refineSearch(q: SearchFields, ctx: z.RefinementCtx) {
  const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) problem('maxPrice', 'maxPrice must not be less than minPrice');
  const window = [q.date, q.start, q.end].filter((v) => v !== undefined).length;
  if (window !== 0 && window !== 3) problem(q.date === undefined ? 'date' : q.start === undefined ? 'start' : 'end', SEARCH_MESSAGES.windowIncomplete);
  if (q.start && q.end && timeToMinutes(q.end) <= timeToMinutes(q.start)) problem('end', SEARCH_MESSAGES.windowOrder);
  if (q.date && q.date < nairobiDate()) problem('date', SEARCH_MESSAGES.pastDate);
  if (q.radius !== undefined && !q.near) problem('radius', SEARCH_MESSAGES.radiusWithoutNear);
  if (q.sort === 'distance' && !q.near) problem('sort', SEARCH_MESSAGES.distanceWithoutNear);
  if (q.sort === 'relevance' && !q.q) problem('sort', SEARCH_MESSAGES.relevanceWithoutQ);
}

export const SpaceListQuerySchema = SpaceListFieldsSchema.superRefine(refineSearch);

/** The order a search is read in: what it asked for, else the best match for words, else the newest. */
export const sortOf = (query: Pick<SpaceListQuery, 'q' | 'sort'>): SpaceSort => query.sort ?? (query.q ? 'relevance' : 'newest');
export type SpaceListQuery = z.infer<typeof SpaceListQuerySchema>;

export const SpaceIdParamsSchema = z.strictObject({ id: uuidParam('id') });

export const SpaceImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
});
export type SpaceImage = z.infer<typeof SpaceImageSchema>;

export const SpaceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  hourlyRate: z.number(),
  capacity: z.number().int(),
  category: z.string(),
  browseCategory: z.enum(BROWSE_CATEGORIES).nullable(),
  amenities: z.array(z.string()),
  images: z.array(SpaceImageSchema),
  ownerId: z.string().nullable(),
  ownerName: z.string(),
  rating: z.number(),
  reviews: z.number().int(),
  status: z.enum(SPACE_STATUSES),
  /** Why an admin refused the listing (shown to its owner); null otherwise. */
  rejectionReason: z.string().nullable(),
  /**
   * For its owner and admins: edits of a live listing waiting for review (the public sees the
   * approved version), with photos not shown yet. Null for everyone else, and when there are none.
   */
  pendingChanges: z
    .object({
      title: z.string().optional(),
      description: z.string().optional(),
      location: z.string().optional(),
      category: z.string().optional(),
      hourlyRate: z.number().optional(),
      newPhotos: z.array(SpaceImageSchema),
      submittedAt: z.string().nullable(),
    })
    .nullable(),
  /** Why an admin refused the last proposed changes (for the owner). */
  changesRejectionReason: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Its booking rules: weekly opening hours (Nairobi clock), buffer, lengths, notice, horizon, instant book. */
  schedule: ScheduleSchema,
  /** What guests agree to: the host's house rules (may be empty). */
  houseRules: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Space = z.infer<typeof SpaceSchema>;

/** A catalogue page: `capped` when there are more than COUNT_CAP matches ("1,000+"; `total` is then COUNT_CAP). */
export const SpaceListResponseSchema = z.object({
  data: z.array(SpaceSchema.extend({ distanceKm: z.number().optional() })),
  page: PageSchema.extend({ capped: z.boolean() }),
});
export type SpaceListResponse = z.infer<typeof SpaceListResponseSchema>;
export const SpaceResponseSchema = itemResponse(SpaceSchema);

export const CategoryCountSchema = z.object({
  category: z.enum(BROWSE_CATEGORY_FILTERS),
  label: z.string(),
  /** Matches of the current search under this chip, at most COUNT_CAP ("1,000+" when `capped`). */
  count: z.number().int(),
  capped: z.boolean(),
});
/** The chips' counts follow the search: every filter but the category itself. */
export const CategoryCountsQuerySchema = SpaceListFieldsSchema.omit({ category: true, sort: true, limit: true, offset: true }).superRefine(refineSearch);
export type CategoryCountsQuery = z.infer<typeof CategoryCountsQuerySchema>;
export type CategoryCount = z.infer<typeof CategoryCountSchema>;
export const CategoryCountsResponseSchema = itemResponse(z.array(CategoryCountSchema));

export const FeaturedQuerySchema = z.strictObject({ limit: queryInt('limit', 1, 24).default(6) });
export const SpaceArrayResponseSchema = itemResponse(z.array(SpaceSchema));

/** The longest window one availability request may ask for. */
export const MAX_AVAILABILITY_DAYS = 62;

export const AvailabilityQuerySchema = z
  .strictObject({ from: isoDateField('from'), to: isoDateField('to') })
  .refine((q) => q.from <= q.to, { path: ['to'], error: 'to must not be before from' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_AVAILABILITY_DAYS, {
    path: ['to'],
    error: `Ask for at most ${MAX_AVAILABILITY_DAYS} days at a time`,
  });
export type AvailabilityQuery = z.infer<typeof AvailabilityQuerySchema>;

/**
 * §3: availability is a map by date of an available flag and the booked 'HH:mm-HH:mm' slots; the
 * host's rules add the blocked slots and, on a day nobody can book, why ("Closed on Sundays").
 */
export const DayAvailabilitySchema = z.object({
  available: z.boolean(),
  reason: z.string().nullable(),
  bookedSlots: z.array(z.string()),
  blockedSlots: z.array(z.string()),
});
export type DayAvailability = z.infer<typeof DayAvailabilitySchema>;
export const AvailabilityResponseSchema = itemResponse(z.record(z.string(), DayAvailabilitySchema));
export type AvailabilityResponse = z.infer<typeof AvailabilityResponseSchema>;

export const ReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  userName: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewListQuerySchema = z.strictObject({
  limit: queryInt('limit', 1, 50).default(10),
  offset: queryInt('offset', 0, 1_000_000).default(0),
});
export const ReviewListResponseSchema = listResponse(ReviewSchema);
export const ReviewResponseSchema = itemResponse(ReviewSchema);

/** '1 person', '12 people': a space's capacity in words. */
export const peopleCount = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/** Where maps draw their tiles from (null: no tiles, a plain background) and the credit they show. */
export const MapSettingsSchema = z.object({ tileUrl: z.string().nullable(), attribution: z.string() });
export type MapSettings = z.infer<typeof MapSettingsSchema>;
export const MapSettingsResponseSchema = itemResponse(MapSettingsSchema);
