import { LISTING_MESSAGES } from '@nafasi/shared/listings';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { listingKeys } from './keys';

/** Takes one of the host's spaces off Nafasi (refused while confirmed bookings are still to come). */
export const deleteOwnSpace = (spaceId: string) => api<void>(`/spaces/${spaceId}`, { method: 'DELETE' });

export const useDeleteOwnSpace = () => useWrite(deleteOwnSpace, { refresh: [listingKeys.all], done: LISTING_MESSAGES.deleted });
