import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { PersonRecord } from '@nafasi/shared/privacy';
import { api, ApiError } from '@/lib/api-client';
import { adminKeys } from './keys';

/** One person's profile and payments, read only once a reason is given (the server audits it). */
export const usePerson = (id: string, reason: string | undefined) =>
  useQuery({
    queryKey: adminKeys.person(id, reason ?? ''),
    queryFn: () => api<ItemResponse<PersonRecord>>(`/admin/people/${id}`, { params: { reason } }).then((r) => r.data),
    enabled: Boolean(reason),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
    staleTime: 60_000,
  });
