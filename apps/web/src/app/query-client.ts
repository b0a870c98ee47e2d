import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** §9: cache lifetime 5 minutes, 3 retries with backoff capped at 30 s. A 4xx is an answer, not a fault: no retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: 5 * 60_000,
      staleTime: 30_000,
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 3,
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
    },
  },
});
