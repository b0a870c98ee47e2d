import { queryRoots } from '@/lib/query-keys';
import type { SpaceFilters } from '../hooks/use-space-filters';

export const spacesKeys = {
  all: queryRoots.spaces,
  lists: () => [...spacesKeys.all, 'list'] as const,
  list: (filters: SpaceFilters) => [...spacesKeys.lists(), filters] as const,
  detail: (id: string) => [...spacesKeys.all, 'detail', id] as const,
  reviews: (id: string) => [...spacesKeys.all, 'reviews', id] as const,
  tax: (id: string) => [...spacesKeys.all, 'tax', id] as const,
  mapSettings: () => [...spacesKeys.all, 'map'] as const,
  categoryCounts: () => [...spacesKeys.all, 'categories'] as const,
  categories: (filters: SpaceFilters) => [...spacesKeys.categoryCounts(), filters] as const,
};
