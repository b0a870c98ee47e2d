import { LISTING_MESSAGES } from '@nafasi/shared/listings';
import type { Space } from '@nafasi/shared/spaces';
import { getErrorMessage } from '@nafasi/shared/errors';
import { api, ApiError } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { adminKeys } from './keys';

/** An admin deletes a space (refused while it has confirmed bookings to come). */
export const deleteSpace = (id: string) => api<void>(`/spaces/${id}`, { method: 'DELETE' });

/** A space with confirmed bookings to come says so; anything else gets §8's sentence. */
export const useDeleteSpace = () =>
  useWrite((space: Space) => deleteSpace(space.id), {
    refresh: [adminKeys.all],
    done: LISTING_MESSAGES.deleted,
    failed: (error) => (error instanceof ApiError && error.status === 409 ? getErrorMessage(error) : LISTING_MESSAGES.deleteFailed),
  });
