import { useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@nafasi/shared/api';
import type { Space } from '@nafasi/shared/spaces';
import { api } from '@/lib/api-client';
import { listingKeys } from './keys';

export const useMyListings = (enabled = true) =>
  useQuery({ queryKey: listingKeys.mine, queryFn: () => api<ListResponse<Space>>('/owner/spaces', { params: { limit: 100 } }).then((r) => r.data), enabled });
