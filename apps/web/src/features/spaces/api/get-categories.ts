import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { CategoryCount } from '@nafasi/shared/spaces';
import { api } from '@/lib/api-client';
import type { SpaceFilters } from '../hooks/use-space-filters';
import { spacesKeys } from './keys';

/** The chips' counts follow the search: every filter but the category itself (and the order). */
export function chipFilters(filters: SpaceFilters): SpaceFilters {
  const { category: _category, sort: _sort, ...rest } = filters;
  return rest;
}

export function categoriesQueryOptions(filters: SpaceFilters = {}) {
  const search = chipFilters(filters);
  return queryOptions({
    queryKey: spacesKeys.categories(search),
    queryFn: () => api<ItemResponse<CategoryCount[]>>('/spaces/categories', { params: { ...search } }).then((r) => r.data),
    // A new search keeps the old counts on the chips until its own arrive (no flicker to blank).
    placeholderData: keepPreviousData,
  });
}

export function useCategories(filters: SpaceFilters) {
  return useQuery(categoriesQueryOptions(filters));
}
