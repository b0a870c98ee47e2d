import { z } from 'zod';
import { BROWSE_CATEGORIES, BROWSE_CATEGORY_FILTERS } from './categories.ts';
import { ScheduleSchema } from './schedule.ts';
import { isoDateField, itemResponse, listResponse, PageSchema, queryInt } from './api.ts';
import { SPACE_SORTS, SPACE_STATUSES, type SpaceSort } from './catalogue.ts';
import { oneOfMessage, type Rule } from './rules.ts';
import { SEARCH_FIELDS, searchProblems, type Box, type LatLng, type SearchCombination, type SearchField } from './search-query.ts';
import { m } from './i18n.ts';
import { fieldName } from './field-names.ts';
export { peopleCount } from './people.ts';

export { SEARCH_MESSAGES } from './search-query.ts';

/** A query field judged by its rule in search-query.ts (the browser reads its URL with the same rule). */
function fromRule<T>(field: SearchField) {
  const rule = SEARCH_FIELDS[field].rule as Rule<T>;
  return z.string({ error: () => m.field_once_text({ field: fieldName(field) }) }).transform((raw, ctx) => {
    const reading = rule(raw);
    if (reading.ok) return reading.value;
    ctx.addIssue({ code: 'custom', message: reading.message });
    return z.NEVER;
  });
}

/** The fields of a catalogue search one by one. */
export const SpaceListFieldsSchema = z.strictObject({
  q: fromRule<string>('q').optional(),
  category: z.enum(BROWSE_CATEGORY_FILTERS, { error: () => oneOfMessage('category', BROWSE_CATEGORY_FILTERS) }).optional(),
  minPrice: fromRule<number>('minPrice').default(SEARCH_FIELDS.minPrice.fallback),
  maxPrice: fromRule<number>('maxPrice').default(SEARCH_FIELDS.maxPrice.fallback),
  location: fromRule<string>('location').optional(),
  capacity: fromRule<number>('capacity').optional(),
  /** Free for the whole of [start, end) on `date` (Nairobi), by the rules a booking meets. */
  date: fromRule<string>('date').optional(),
  start: fromRule<string>('start').optional(),
  end: fromRule<string>('end').optional(),
  /** Has every one of these. */
  amenities: fromRule<string[]>('amenities').optional(),
  near: fromRule<LatLng>('near').optional(),
  radius: fromRule<number>('radius').optional(),
  bbox: fromRule<Box>('bbox').optional(),
  /** Defaults to relevance with q, else newest. */
  sort: z.enum(SPACE_SORTS, { error: () => oneOfMessage('sort', SPACE_SORTS) }).optional(),
  limit: fromRule<number>('limit').default(SEARCH_FIELDS.limit.fallback),
  offset: fromRule<number>('offset').default(SEARCH_FIELDS.offset.fallback),
});

function refineSearch(q: SearchCombination, ctx: z.RefinementCtx) {
  for (const { field, message } of searchProblems(q)) ctx.addIssue({ code: 'custom', path: [field], message });
}

export const SpaceListQuerySchema = SpaceListFieldsSchema.superRefine(refineSearch);

/** The order a search is read in: what it asked for, else the best match for words, else the newest. */
export const sortOf = (query: Pick<SpaceListQuery, 'q' | 'sort'>): SpaceSort => query.sort ?? (query.q ? 'relevance' : 'newest');
export type SpaceListQuery = z.infer<typeof SpaceListQuerySchema>;

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
      titleSw: z.string().optional(),
      descriptionSw: z.string().optional(),
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
  /** The host's Kiswahili title, description and house rules, shown under /sw ('' where the host wrote none: see `inPageLanguage` in listing-words.ts). */
  titleSw: z.string(),
  descriptionSw: z.string(),
  houseRulesSw: z.string(),
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
  .refine((q) => q.from <= q.to, { path: ['to'], error: () => m.field_to_before_from() })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_AVAILABILITY_DAYS, {
    path: ['to'],
    error: () => m.field_availability_days({ days: MAX_AVAILABILITY_DAYS }),
  });
export type AvailabilityQuery = z.infer<typeof AvailabilityQuerySchema>;

/**
 * §3: availability is a map by date of an available flag and the booked 'HH:mm-HH:mm' slots; the
 * host's rules add the blocked slots and, on a day nobody can book, why ("Closed on Sundays").
 */
/** Why a day cannot be booked, as a code (the day strip's short word) beside its sentence. */
export const DAY_REASON_CODES = ['passed', 'closed', 'horizon', 'hoursOver', 'tooSoon', 'blocked', 'full'] as const;
export type DayReasonCode = (typeof DAY_REASON_CODES)[number];
export const DayAvailabilitySchema = z.object({
  available: z.boolean(),
  reason: z.string().nullable(),
  why: z.enum(DAY_REASON_CODES).nullable(),
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

/** Where maps draw their tiles from (null: no tiles, a plain background) and the credit they show. */
export const MapSettingsSchema = z.object({ tileUrl: z.string().nullable(), attribution: z.string() });
export type MapSettings = z.infer<typeof MapSettingsSchema>;
export const MapSettingsResponseSchema = itemResponse(MapSettingsSchema);
