import type { ItemResponse } from '@nafasi/shared/api';
import type { StatusHistory } from '@nafasi/shared/health';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** GET /api/status: what the service recorded of its health (uptime, incidents); the record grows a check a minute. */
export const statusHistoryKey = [...queryRoots.health, 'history'] as const;
export const useStatusHistory = <T = StatusHistory>(select?: (history: StatusHistory) => T) =>
  useQuery({
    queryKey: statusHistoryKey,
    queryFn: () => api<ItemResponse<StatusHistory>>('/status').then((r) => r.data),
    refetchInterval: 60_000,
    select,
  });
