import { useInfiniteQuery } from '@tanstack/react-query';
import type { ThreadMessagesResponse } from '@nafasi/shared/messages';
import { api, ApiError } from '@/lib/api-client';
import { messageKeys } from './keys';

/**
 * A conversation, newest page first; `fetchNextPage` reads older messages. An admin reading a
 * reported one they are not in gives a reason (the server asks for it: `reason_required`).
 */
export const useThreadMessages = (id: string, reason?: string) =>
  useInfiniteQuery({
    queryKey: [...messageKeys.thread(id), reason ?? ''],
    queryFn: ({ pageParam }) => api<ThreadMessagesResponse>(`/threads/${id}/messages`, { params: { limit: 50, before: pageParam, reason } }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.data[0]?.createdAt : undefined),
  });
