import { z } from 'zod';
import { BROWSE_CATEGORIES } from './categories.ts';
import { ScheduleSchema } from './schedule.ts';
import { isoDateField, itemResponse, listResponse, plainText, queryInt, queryNumber, uuidParam } from './api.ts';

import { DEFAULT_MAX_PRICE, DEFAULT_MIN_PRICE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_PRICE_FILTER, SPACE_SORTS, SPACE_STATUSES } from './catalogue.ts';

export const SpaceListQuerySchema = z
  .strictObject({
    q: plainText('q', 200).trim().optional(),
    category: z.enum(BROWSE_CATEGORIES, { error: `category must be one of ${BROWSE_CATEGORIES.join(', ')}` }).optional(),
    minPrice: queryNumber('minPrice', 0, MAX_PRICE_FILTER).default(DEFAULT_MIN_PRICE),
    maxPrice: queryNumber('maxPrice', 0, MAX_PRICE_FILTER).default(DEFAULT_MAX_PRICE),
    location: plainText('location', 100).trim().optional(),
    capacity: queryInt('capacity', 1, 100_000).optional(),
    sort: z.enum(SPACE_SORTS, { error: `sort must be one of ${SPACE_SORTS.join(', ')}` }).default('newest'),
    limit: queryInt('limit', 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    offset: queryInt('offset', 0, 1_000_000).default(0),
  })
  .refine((q) => q.minPrice <= q.maxPrice, { path: ['maxPrice'], error: 'maxPrice must not be less than minPrice' });
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

export const SpaceListResponseSchema = listResponse(SpaceSchema);
export const SpaceResponseSchema = itemResponse(SpaceSchema);

export const CategoryCountSchema = z.object({
  category: z.enum(BROWSE_CATEGORIES),
  label: z.string(),
  count: z.number().int(),
});
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
