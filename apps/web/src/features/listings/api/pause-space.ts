import type { ItemResponse } from '@nafasi/shared/api';
import type { Space } from '@nafasi/shared/spaces';
import { api } from '@/lib/api-client';

/** Pauses a live space (off the catalogue, no new bookings), or puts a paused one back. */
export const pauseSpace = ({ spaceId, paused }: { spaceId: string; paused: boolean }) =>
  api<ItemResponse<Space>>(`/spaces/${spaceId}/${paused ? 'pause' : 'resume'}`, { method: 'POST' }).then((r) => r.data);
