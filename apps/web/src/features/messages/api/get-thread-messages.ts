import { useInfiniteQuery } from '@tanstack/react-query';
import type { ThreadMessagesResponse } from '@nafasi/shared/messages';
import { api } from '@/lib/api-client';
import { messageKeys } from './keys';

/** A conversation, newest page first; `fetchNextPage` reads older messages. */
export const useThreadMessages = (id: string) =>
  useInfiniteQuery({
    queryKey: messageKeys.thread(id),
    queryFn: ({ pageParam }) => api<ThreadMessagesResponse>(`/threads/${id}/messages`, { params: { limit: 50, before: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.data[0]?.createdAt : undefined),
  });
