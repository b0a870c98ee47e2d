import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerUpgradeRequest } from '@nafasi/shared/accounts';
import { api } from '@/lib/api-client';

export const profileKeys = {
  upgrade: ['profile', 'upgrade-request'] as const,
  favorites: ['profile', 'favorites'] as const,
};

export const upgradeRequestQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.upgrade,
    queryFn: () => api<{ data: OwnerUpgradeRequest | null }>('/profile/upgrade-request').then((r) => r.data),
  });
export const useUpgradeRequest = (enabled = true) => useQuery({ ...upgradeRequestQueryOptions(), enabled });

export const requestOwnerUpgrade = (message: string) =>
  api<{ data: OwnerUpgradeRequest }>('/profile/upgrade-request', { method: 'POST', body: JSON.stringify({ message }) }).then((r) => r.data);

export const favoriteIdsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.favorites, queryFn: () => api<{ data: string[] }>('/favorites').then((r) => r.data) });
export const useFavoriteIds = (enabled: boolean) => useQuery({ ...favoriteIdsQueryOptions(), enabled });

export const setFavorite = (spaceId: string, on: boolean) => api<void>(`/favorites/${spaceId}`, { method: on ? 'PUT' : 'DELETE' });
