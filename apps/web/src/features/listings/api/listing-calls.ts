import { useQuery } from '@tanstack/react-query';
import type { ItemResponse, ListResponse } from '@nafasi/shared/api';
import type { Space } from '@nafasi/shared/spaces';
import { api } from '@/lib/api-client';

export const listingKeys = {
  all: ['listings'] as const,
  mine: ['listings', 'mine'] as const,
  one: (id: string) => ['listings', 'one', id] as const,
};

export const useMyListings = (enabled = true) =>
  useQuery({ queryKey: listingKeys.mine, queryFn: () => api<ListResponse<Space>>('/owner/spaces', { params: { limit: 100 } }).then((r) => r.data), enabled });

export const getOwnSpace = (id: string) => api<ItemResponse<Space>>(`/owner/spaces/${id}`).then((r) => r.data);

export const useManagedSpace = (id: string | undefined) => useQuery({ queryKey: listingKeys.one(id ?? ''), queryFn: () => getOwnSpace(id!), enabled: Boolean(id) });
