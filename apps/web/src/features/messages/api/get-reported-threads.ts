import { useQuery } from '@tanstack/react-query';
import type { AdminThreadListResponse } from '@nafasi/shared/messages';
import { api } from '@/lib/api-client';
import { messageKeys } from './keys';

export const useReportedThreads = () =>
  useQuery({ queryKey: messageKeys.reported, queryFn: () => api<AdminThreadListResponse>('/admin/threads', { params: { limit: 50 } }) });
