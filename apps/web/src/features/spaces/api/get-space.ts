import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { Space } from '@nafasi/shared/spaces';
import { api, ApiError } from '@/lib/api-client';
import { spacesKeys } from './keys';

/**
 * A public space, or null when there is none at that address (missing, not approved, or not an id):
 * an answer the page shows ("Space not found"), cached and carried from the server like any other.
 */
export function getSpace(id: string): Promise<Space | null> {
  return api<ItemResponse<Space>>(`/spaces/${encodeURIComponent(id)}`).then(
    (r) => r.data,
    (error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    },
  );
}

export function spaceQueryOptions(id: string) {
  return queryOptions({ queryKey: spacesKeys.detail(id), queryFn: () => getSpace(id) });
}

export function useSpace(id: string) {
  return useQuery(spaceQueryOptions(id));
}
