import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { Block } from '@nafasi/shared/schedule';
import { api } from '@/lib/api-client';
import { listingKeys } from './keys';

/** The host's blocks of a space that meet the dates from `from` to `to`. */
export const useBlocks = (spaceId: string, from: string, to: string) =>
  useQuery({
    queryKey: listingKeys.blocksBetween(spaceId, from, to),
    queryFn: () => api<ItemResponse<Block[]>>(`/spaces/${spaceId}/blocks`, { params: { from, to } }).then((r) => r.data),
    enabled: spaceId !== '',
  });
