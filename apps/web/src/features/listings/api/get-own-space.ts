import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { Space } from '@nafasi/shared/spaces';
import { api } from '@/lib/api-client';
import { listingKeys } from './keys';

export const getOwnSpace = (id: string) => api<ItemResponse<Space>>(`/owner/spaces/${id}`).then((r) => r.data);

export const useManagedSpace = (id: string | undefined) =>
  useQuery({
    queryKey: listingKeys.one(id ?? ''),
    queryFn: () => (id ? getOwnSpace(id) : Promise.reject(new Error('No space to read'))),
    enabled: Boolean(id),
  });
