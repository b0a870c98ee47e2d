import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { Space } from '@nafasi/shared/spaces';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** Live listings whose owners proposed changes (the admin compares and decides). */
export const useListingChanges = () =>
  useQuery({ queryKey: adminKeys.changes, queryFn: () => api<ItemResponse<Space[]>>('/admin/spaces/changes').then((r) => r.data) });
