import { z } from 'zod';
import { itemResponse, listResponse, oneLine, plainText, uuidParam } from './api.ts';
import { SPACE_CATEGORIES } from './categories.ts';
import { SpaceImageSchema, SpaceSchema } from './spaces.ts';
import { ScheduleSchema } from './schedule.ts';
import { m, translated } from './i18n.ts';
import { fieldName } from './field-names.ts';

/** §8 owner listing and admin messages, word for word, and the sentences the real rules add. */
export const LISTING_MESSAGES = translated(
  {
    listed: m.listing_listed,
    updated: m.listing_updated,
    changesWaiting: m.listing_changes_waiting,
    noChanges: m.listing_no_changes,
    keyReused: m.listing_key_reused,
    requiredFields: m.listing_required_fields,
    added: m.listing_added,
    addFailed: m.listing_add_failed,
    deleted: m.listing_deleted,
    deleteFailed: m.listing_delete_failed,
    hasConfirmedBookings: m.listing_has_confirmed_bookings,
    notPending: m.listing_not_pending,
    reasonRequired: m.listing_reason_required,
    tooManyPhotos: m.listing_too_many_photos,
    photosNotStored: m.listing_photos_not_stored,
    noFiles: m.listing_no_files,
    wrongField: m.listing_wrong_field,
    noSpaceFields: m.listing_no_space_fields,
    badOrder: m.listing_bad_order,
    ownRole: m.listing_own_role,
    paused: m.listing_paused,
    resumed: m.listing_resumed,
    notLive: m.listing_not_live,
    notPaused: m.listing_not_paused,
  },
  {
    /** Nothing was added, and the server said why (a photo it could not read). */
    addFailedBecause: (why: string) => m.listing_add_failed_because({ why }),
  },
);

export const MAX_SPACE_PHOTOS = 20;

/** Appends ', Kenya' to an address that does not already end with it (§5 owner form). */
export function withCountry(address: string): string {
  const trimmed = address.trim();
  return /,?\s*kenya$/i.test(trimmed) ? trimmed : `${trimmed}, Kenya`;
}

const required = (field: string, max: number) =>
  plainText(field, max)
    .trim()
    .min(1, { error: () => m.listing_field_empty({ message: LISTING_MESSAGES.requiredFields, field: fieldName(field) }) });

const coordinate = (field: string, limit: number) =>
  z
    .number({ error: () => m.field_number({ field: fieldName(field) }) })
    .min(-limit, { error: () => m.field_between({ field: fieldName(field), min: -limit, max: limit }) })
    .max(limit, { error: () => m.field_between({ field: fieldName(field), min: -limit, max: limit }) })
    .nullable()
    .default(null);

/** A space as its owner or an admin writes it (§5 owner listing form and Admin Add Space). */
export const SpaceInputSchema = z.strictObject({
  title: oneLine('title', 120).min(1, { error: () => m.listing_field_empty({ message: LISTING_MESSAGES.requiredFields, field: fieldName('title') }) }),
  description: required('description', 5000),
  location: oneLine('location', 200).min(1, { error: () => m.listing_field_empty({ message: LISTING_MESSAGES.requiredFields, field: fieldName('location') }) }),
  category: z.enum(SPACE_CATEGORIES, { error: () => m.listing_category() }),
  capacity: z
    .number({ error: () => m.field_number({ field: fieldName('capacity') }) })
    .int({ error: () => m.field_whole_number({ field: fieldName('capacity') }) })
    .min(1, { error: () => m.field_min({ field: fieldName('capacity'), min: 1 }) })
    .max(100_000, { error: () => m.field_max({ field: fieldName('capacity'), max: 100_000 }) }),
  hourlyRate: z
    .number({ error: () => m.field_number({ field: fieldName('hourlyRate') }) })
    .min(0, { error: () => m.listing_rate_negative({ field: fieldName('hourlyRate') }) })
    .max(10_000_000, { error: () => m.field_max({ field: fieldName('hourlyRate'), max: 10_000_000 }) })
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: () => m.field_cents({ field: fieldName('hourlyRate') }) }),
  amenities: z
    .array(oneLine('amenity', 60), { error: () => m.field_list({ field: fieldName('amenities') }) })
    .max(30, { error: () => m.listing_amenities_max() })
    .default([])
    .transform((list) => [...new Set(list.filter(Boolean))]),
  latitude: coordinate('latitude', 90),
  longitude: coordinate('longitude', 180),
  /** Booking rules: opening hours per weekday, buffer, lengths, notice, horizon, instant book (DEFAULT_SCHEDULE unless given). */
  schedule: ScheduleSchema.optional(),
  houseRules: plainText('houseRules', 2000).trim().optional(),
  /** The listing in Kiswahili, shown under /sw (each optional: where empty, the English is shown with a note). */
  titleSw: oneLine('titleSw', 120).optional(),
  descriptionSw: plainText('descriptionSw', 5000).trim().optional(),
  houseRulesSw: plainText('houseRulesSw', 2000).trim().optional(),
});
export type SpaceInput = z.input<typeof SpaceInputSchema>;
export const UpdateSpaceSchema = SpaceInputSchema.partial();

/** §5: comma-separated amenities, trimmed, empty items dropped. */
export const parseAmenities = (text: string) =>
  text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

/**
 * A number box of a listing form holds text: read as a number, and when empty either refused as a
 * missing field or given its default. The number is then checked by the API's own rule.
 */
function typedNumber<S extends z.ZodType>(schema: S, field: string, whenEmpty: 'required' | number | null) {
  return (
    z
      .string()
      .transform((text, ctx) => {
        if (text.trim() !== '') return Number(text);
        if (whenEmpty !== 'required') return whenEmpty;
        ctx.addIssue({ code: 'custom', message: m.listing_field_empty({ message: LISTING_MESSAGES.requiredFields, field: fieldName(field) }) });
        return z.NEVER;
      })
      // The API's schema takes a number (or null); its optional/default wrapper is never reached from here.
      .pipe(schema as unknown as z.ZodType<z.output<S>, number | null>)
  );
}
const formText = {
  title: SpaceInputSchema.shape.title,
  description: SpaceInputSchema.shape.description,
  location: SpaceInputSchema.shape.location,
  category: SpaceInputSchema.shape.category,
};

/** The listing's Kiswahili words, each left empty when the host writes only English. */
const inKiswahili = {
  titleSw: SpaceInputSchema.shape.titleSw.unwrap(),
  descriptionSw: SpaceInputSchema.shape.descriptionSw.unwrap(),
  houseRulesSw: SpaceInputSchema.shape.houseRulesSw.unwrap(),
};

/** §5 The owner's listing form: every fact required, coordinates optional; amenities are ticked beside it. */
export const ListingFormSchema = z.strictObject({
  ...formText,
  capacity: typedNumber(SpaceInputSchema.shape.capacity, 'capacity', 'required'),
  hourlyRate: typedNumber(SpaceInputSchema.shape.hourlyRate, 'hourlyRate', 'required'),
  latitude: typedNumber(SpaceInputSchema.shape.latitude, 'latitude', null),
  longitude: typedNumber(SpaceInputSchema.shape.longitude, 'longitude', null),
  houseRules: SpaceInputSchema.shape.houseRules.unwrap(),
  schedule: ScheduleSchema,
  ...inKiswahili,
});

/** §5 Admin Add Space: title, description and location required; rate 0 and capacity 1 when left empty. */
export const AdminSpaceFormSchema = z.strictObject({
  ...formText,
  capacity: typedNumber(SpaceInputSchema.shape.capacity, 'capacity', 1),
  hourlyRate: typedNumber(SpaceInputSchema.shape.hourlyRate, 'hourlyRate', 0),
  amenities: z
    .string()
    .transform(parseAmenities)
    .pipe(SpaceInputSchema.shape.amenities as unknown as z.ZodType<string[], string[]>),
});

export const ImageOrderSchema = z.strictObject({
  imageIds: z.array(uuidParam('imageIds'), { error: () => m.field_list({ field: 'imageIds' }) }).max(MAX_SPACE_PHOTOS),
});
export const SpaceImageParamsSchema = z.strictObject({ id: uuidParam('id'), imageId: uuidParam('imageId') });
export const SpaceImagesResponseSchema = itemResponse(z.array(SpaceImageSchema));

export const DecideSpaceSchema = z.strictObject({
  decision: z.enum(['approve', 'reject'], { error: () => m.field_one_of({ field: 'decision', values: 'approve, reject' }) }),
  reason: plainText('reason', 500).trim().optional(),
});

export const ManagedSpaceListResponseSchema = listResponse(SpaceSchema);
