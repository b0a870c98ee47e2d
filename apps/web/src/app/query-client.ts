import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/**
 * §9: cache lifetime 5 minutes, 3 retries with backoff capped at 30 s. A 4xx is an answer, not a
 * fault: no retry. The server renders with a client of its own per page (no retries: a failure is
 * left for the browser to try again).
 */
export function createQueryClient({ server = false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60_000,
        staleTime: 30_000,
        retry: server ? false : (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
    },
  });
}

/** The browser's one cache. */
export const queryClient = createQueryClient();
