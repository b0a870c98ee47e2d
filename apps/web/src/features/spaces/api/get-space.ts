import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { Space } from '@nafasi/shared/spaces';
import { api } from '@/lib/api-client';
import { spacesKeys } from './get-spaces';

export function getSpace(id: string) {
  return api<ItemResponse<Space>>(`/spaces/${encodeURIComponent(id)}`).then((r) => r.data);
}

export function spaceQueryOptions(id: string) {
  return queryOptions({ queryKey: spacesKeys.detail(id), queryFn: () => getSpace(id) });
}

export function useSpace(id: string) {
  return useQuery(spaceQueryOptions(id));
}
