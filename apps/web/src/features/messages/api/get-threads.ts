import { useQuery } from '@tanstack/react-query';
import type { ThreadListResponse, ThreadsUnreadResponse } from '@nafasi/shared/messages';
import { api } from '@/lib/api-client';
import { messageKeys } from './keys';

export const useThreads = () => useQuery({ queryKey: messageKeys.list, queryFn: () => api<ThreadListResponse>('/threads').then((r) => r.data) });
export const useUnreadMessages = () =>
  useQuery({ queryKey: messageKeys.unread, queryFn: () => api<ThreadsUnreadResponse>('/threads/unread').then((r) => r.data.unread) });
