import type { ItemResponse } from '@nafasi/shared/api';
import { LISTING_MESSAGES } from '@nafasi/shared/listings';
import type { Space } from '@nafasi/shared/spaces';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { listingKeys } from './keys';

/** Pauses a live space (off the catalogue, no new bookings), or puts a paused one back. */
export const pauseSpace = ({ spaceId, paused }: { spaceId: string; paused: boolean }) =>
  api<ItemResponse<Space>>(`/spaces/${spaceId}/${paused ? 'pause' : 'resume'}`, { method: 'POST' }).then((r) => r.data);

export const usePauseSpace = () =>
  useWrite(pauseSpace, {
    refresh: [listingKeys.all],
    done: (space) => (space.status === 'paused' ? LISTING_MESSAGES.paused : LISTING_MESSAGES.resumed),
  });
