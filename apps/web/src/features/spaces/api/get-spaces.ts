import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@nafasi/shared/catalogue';
import type { SpaceListResponse } from '@nafasi/shared/spaces';
import { api } from '@/lib/api-client';
import type { SpaceFilters } from '../hooks/use-space-filters';
import { spacesKeys } from './keys';

export function getSpaces(filters: SpaceFilters, offset: number) {
  return api<SpaceListResponse>('/spaces', {
    params: { ...filters, limit: DEFAULT_PAGE_SIZE, offset },
  });
}

/** The catalogue, a page at a time ("Load more"). */
export function spacesInfiniteQueryOptions(filters: SpaceFilters) {
  return infiniteQueryOptions({
    queryKey: spacesKeys.list(filters),
    queryFn: ({ pageParam }) => getSpaces(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.page.offset + last.page.limit;
      // Past a capped count ("1,000+") there is more as long as pages come back full.
      if (last.page.capped) return last.data.length === last.page.limit ? next : undefined;
      return next < last.page.total ? next : undefined;
    },
  });
}

export function useSpaces(filters: SpaceFilters) {
  return useInfiniteQuery(spacesInfiniteQueryOptions(filters));
}
