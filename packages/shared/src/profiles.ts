import { z } from 'zod';
import { itemResponse, listResponse, plainText, queryInt, uuidParam } from './api.ts';

export const UPGRADE_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const OwnerUpgradeRequestSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  message: z.string(),
  status: z.enum(UPGRADE_STATUSES),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type OwnerUpgradeRequest = z.infer<typeof OwnerUpgradeRequestSchema>;

export const CreateUpgradeRequestSchema = z.strictObject({ message: plainText('message', 1000).trim().default('') });
export const DecideUpgradeSchema = z.strictObject({
  decision: z.enum(['approve', 'reject'], { error: 'decision must be approve or reject' }),
  reason: plainText('reason', 500).trim().optional(),
});
export const UpgradeListQuerySchema = z.strictObject({
  status: z.enum(UPGRADE_STATUSES).optional(),
  limit: queryInt('limit', 1, 100).default(20),
  offset: queryInt('offset', 0, 1_000_000).default(0),
});
export const SpaceIdParamSchema = z.strictObject({ spaceId: uuidParam('spaceId') });

export const UpgradeRequestResponseSchema = itemResponse(OwnerUpgradeRequestSchema.nullable());
export const UpgradeRequestListResponseSchema = listResponse(OwnerUpgradeRequestSchema);
export const FavoriteIdsResponseSchema = itemResponse(z.array(z.string()));

export const UPGRADE_MESSAGES = {
  alreadyOwner: 'Your account can already list spaces.',
  alreadyPending: 'You have already asked to become an owner; an admin will answer soon.',
  notPending: 'This request has already been answered.',
  reasonRequired: 'Say why the request is refused, so the person knows what to change.',
} as const;

/** Uploads (§5: JPEG, PNG or WebP, 10 MB each). */
export const PHOTO_MESSAGES = {
  notAnImage: 'That file is not a photo we can read. Upload a JPEG, PNG or WebP image.',
  tooLarge: 'That photo is larger than 10 MB. Choose a smaller one.',
  tooManyFiles: 'Upload at most 10 photos at a time.',
  empty: 'That file is empty. Choose a photo to upload.',
  busy: 'Many photos are being processed right now. Please try again in a few seconds.',
  badUpload: 'The upload was cut short or is not a well-formed multipart/form-data body. Please try again.',
} as const;
