import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { CategoryCount } from '@nafasi/shared/spaces';
import { api } from '@/lib/api-client';
import { spacesKeys } from './keys';

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: spacesKeys.categories(),
    queryFn: () => api<ItemResponse<CategoryCount[]>>('/spaces/categories').then((r) => r.data),
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
