import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@nafasi/shared/api';
import type { Meeting } from '@nafasi/shared/meetings';
import { api } from '@/lib/api-client';
import { meetingKeys } from './keys';

export const useMeetings = (q: string) =>
  useQuery({
    queryKey: meetingKeys.list(q),
    queryFn: () => api<ListResponse<Meeting>>('/meetings', { params: { q: q.trim() || undefined, limit: 100 } }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
