import { z } from 'zod';
import { itemResponse, listResponse, plainText, queryInt, uuidParam } from './api.ts';
import { m, translated } from './i18n.ts';

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
  decision: z.enum(['approve', 'reject'], { error: () => m.field_one_of({ field: 'decision', values: 'approve, reject' }) }),
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

export const UPGRADE_MESSAGES = translated({
  alreadyOwner: m.upgrade_already_owner,
  alreadyPending: m.upgrade_already_pending,
  notPending: m.upgrade_not_pending,
  reasonRequired: m.upgrade_reason_required,
});

/** Uploads (§5: JPEG, PNG or WebP, 10 MB each). */
export const PHOTO_MESSAGES = translated({
  notAnImage: m.photo_not_an_image,
  tooLarge: m.photo_too_large,
  tooManyFiles: m.photo_too_many_files,
  empty: m.photo_empty,
  busy: m.photo_busy,
  badUpload: m.photo_bad_upload,
});
