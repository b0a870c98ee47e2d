import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import { api } from '@/lib/api-client';
import { profileKeys } from './keys';

export const favoriteIdsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.favorites, queryFn: () => api<ItemResponse<string[]>>('/favorites').then((r) => r.data) });

export const useFavoriteIds = (enabled: boolean) => useQuery({ ...favoriteIdsQueryOptions(), enabled });
