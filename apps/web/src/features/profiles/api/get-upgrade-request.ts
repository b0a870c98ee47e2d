import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerUpgradeRequest } from '@nafasi/shared/profiles';
import type { ItemResponse } from '@nafasi/shared/api';
import { api } from '@/lib/api-client';
import { profileKeys } from './keys';

export const upgradeRequestQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.upgrade,
    queryFn: () => api<ItemResponse<OwnerUpgradeRequest | null>>('/profile/upgrade-request').then((r) => r.data),
  });

export const useUpgradeRequest = (enabled = true) => useQuery({ ...upgradeRequestQueryOptions(), enabled });
