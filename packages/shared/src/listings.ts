import { z } from 'zod';
import { itemResponse, listResponse, plainText, queryInt, uuidParam } from './api.ts';
import { BookingSchema } from './bookings.ts';
import { SPACE_CATEGORIES } from './categories.ts';
import { SpaceImageSchema, SpaceSchema } from './spaces.ts';
import { ROLES } from './roles.ts';

/** §8 owner listing and admin messages, word for word, and the sentences the real rules add. */
export const LISTING_MESSAGES = {
  listed: 'Space listed successfully! It will be available after admin approval.',
  updated: 'Your changes are saved.',
  changesWaiting: 'Your changes are saved and wait for review: the listing shows its approved version until then.',
  noChanges: 'This listing has no changes waiting for review.',
  requiredFields: 'Please fill all required fields',
  added: 'Space added successfully!',
  addFailed: 'Failed to add space. Please try again.',
  deleted: 'Space deleted successfully!',
  deleteFailed: 'Failed to delete space. Please try again.',
  hasConfirmedBookings: 'This space has confirmed upcoming bookings. Cancel them before deleting the space.',
  notPending: 'This space has already been reviewed.',
  reasonRequired: 'Say why the space is refused, so the owner knows what to change.',
  tooManyPhotos: 'A space can have at most 20 photos.',
  noFiles: 'Choose at least one photo to upload (the field "files").',
  wrongField: 'Send photos in the field "files".',
  badOrder: 'List every photo of the space exactly once to reorder them.',
  ownRole: 'You cannot change your own role.',
} as const;

export const MAX_SPACE_PHOTOS = 20;

/** Appends ', Kenya' to an address that does not already end with it (§5 owner form). */
export function withCountry(address: string): string {
  const trimmed = address.trim();
  return /,?\s*kenya$/i.test(trimmed) ? trimmed : `${trimmed}, Kenya`;
}

const required = (field: string, max: number) =>
  plainText(field, max)
    .trim()
    .min(1, { error: `${LISTING_MESSAGES.requiredFields} (${field} is empty)` });

const coordinate = (field: string, limit: number) =>
  z
    .number({ error: `${field} must be a number` })
    .min(-limit, { error: `${field} must be between -${limit} and ${limit}` })
    .max(limit, { error: `${field} must be between -${limit} and ${limit}` })
    .nullable()
    .default(null);

/** A space as its owner or an admin writes it (§5 owner listing form and Admin Add Space). */
export const SpaceInputSchema = z.strictObject({
  title: required('title', 120),
  description: required('description', 5000),
  location: required('location', 200),
  category: z.enum(SPACE_CATEGORIES, { error: 'Choose a category from the list.' }),
  capacity: z.number({ error: 'capacity must be a number' }).int({ error: 'capacity must be a whole number' }).min(1, { error: 'capacity must be at least 1' }).max(100_000, { error: 'capacity must be at most 100000' }),
  hourlyRate: z
    .number({ error: 'hourlyRate must be a number' })
    .min(0, { error: 'hourlyRate must not be negative' })
    .max(10_000_000, { error: 'hourlyRate must be at most 10000000' })
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: 'hourlyRate has at most two decimals (cents)' }),
  amenities: z
    .array(plainText('amenity', 60).trim(), { error: 'amenities must be a list' })
    .max(30, { error: 'List at most 30 amenities' })
    .default([])
    .transform((list) => [...new Set(list.filter(Boolean))]),
  latitude: coordinate('latitude', 90),
  longitude: coordinate('longitude', 180),
});
export type SpaceInput = z.input<typeof SpaceInputSchema>;
export const UpdateSpaceSchema = SpaceInputSchema.partial();

export const ImageOrderSchema = z.strictObject({ imageIds: z.array(uuidParam('imageIds'), { error: 'imageIds must be a list' }).max(MAX_SPACE_PHOTOS) });
export const SpaceImageParamsSchema = z.strictObject({ id: uuidParam('id'), imageId: uuidParam('imageId') });
export const SpaceImagesResponseSchema = itemResponse(z.array(SpaceImageSchema));

export const DecideSpaceSchema = z.strictObject({
  decision: z.enum(['approve', 'reject'], { error: 'decision must be approve or reject' }),
  reason: plainText('reason', 500).trim().optional(),
});

const listQuery = <S extends readonly [string, ...string[]]>(sorts: S, defaultSort: S[number]) => ({
  q: plainText('q', 200).trim().optional(),
  sort: z.enum(sorts, { error: `sort must be one of ${sorts.join(', ')}` }).default(defaultSort as never),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
  limit: queryInt('limit', 1, 100).default(20),
  offset: queryInt('offset', 0, 10_000_000).default(0),
});

export const ADMIN_SPACE_SORTS = ['created', 'title', 'category', 'location', 'rate', 'capacity'] as const;
export const ADMIN_BOOKING_SORTS = ['created', 'start', 'amount', 'status'] as const;
export const ADMIN_USER_SORTS = ['joined', 'name', 'email', 'role', 'bookings'] as const;

export const AdminSpaceQuerySchema = z.strictObject({
  ...listQuery(ADMIN_SPACE_SORTS, 'created'),
  status: z.enum(['pending', 'approved', 'rejected'], { error: 'status must be pending, approved or rejected' }).optional(),
});
export const AdminBookingQuerySchema = z.strictObject({
  ...listQuery(ADMIN_BOOKING_SORTS, 'created'),
  status: z.enum(['pending', 'confirmed', 'cancelled'], { error: 'status must be pending, confirmed or cancelled' }).optional(),
});
export const AdminUserQuerySchema = z.strictObject({
  ...listQuery(ADMIN_USER_SORTS, 'joined'),
  role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` }).optional(),
});
export type AdminSpaceQuery = z.infer<typeof AdminSpaceQuerySchema>;
export type AdminBookingQuery = z.infer<typeof AdminBookingQuerySchema>;
export type AdminUserQuery = z.infer<typeof AdminUserQuerySchema>;
export const PageQuerySchema = z.strictObject({ limit: queryInt('limit', 1, 100).default(20), offset: queryInt('offset', 0, 10_000_000).default(0) });

export const AdminStatsSchema = z.object({ spaces: z.number(), bookings: z.number(), revenue: z.number(), users: z.number(), pendingSpaces: z.number(), pendingUpgrades: z.number() });
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const AdminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  bookings: z.number(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const SetRoleSchema = z.strictObject({ role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` }) });
export const UserIdParamsSchema = z.strictObject({ id: uuidParam('id') });

export const AuditEntrySchema = z.object({
  id: z.string(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  summary: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AdminStatsResponseSchema = itemResponse(AdminStatsSchema);
export const ManagedSpaceListResponseSchema = listResponse(SpaceSchema);
export const AdminBookingListResponseSchema = listResponse(BookingSchema);
export const AdminUserListResponseSchema = listResponse(AdminUserSchema);
export const AdminUserResponseSchema = itemResponse(AdminUserSchema);
export const AuditListResponseSchema = listResponse(AuditEntrySchema);
