import type { ProvidersResponse } from '@nafasi/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from './keys';

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.providers,
    queryFn: () => api<ProvidersResponse>('/auth/providers').then((r) => r.data),
    staleTime: Infinity,
  });

export const useProviders = () => useQuery(providersQueryOptions());
