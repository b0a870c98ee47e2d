import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ItemResponse } from '@nafasi/shared/api';
import type { Thread, ThreadMessage } from '@nafasi/shared/messages';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { messageKeys } from './keys';

export const sendMessage = (threadId: string, body: string) =>
  api<ItemResponse<ThreadMessage>>(`/threads/${threadId}/messages`, { method: 'POST', body: JSON.stringify({ body }) }).then((r) => r.data);
/** "Contact host": the guest's conversation about a space (made on the first message). */
export const startThread = (spaceId: string, body: string) =>
  api<ItemResponse<Thread>>('/threads', { method: 'POST', body: JSON.stringify({ spaceId, body }) }).then((r) => r.data);
export const markThreadRead = (threadId: string) => api(`/threads/${threadId}/read`, { method: 'POST' });
export const reportThread = (threadId: string, reason: string) =>
  api<ItemResponse<{ message: string }>>(`/threads/${threadId}/report`, { method: 'POST', body: JSON.stringify({ reason }) }).then((r) => r.data.message);

export const useSendMessage = (threadId: string) => useWrite((body: string) => sendMessage(threadId, body), { refresh: [messageKeys.all] });

export const useStartThread = (spaceId: string) => useWrite((body: string) => startThread(spaceId, body), { refresh: [messageKeys.list] });

/** Reports a conversation to the admins; the server's answer is what the reporter reads. */
export const useReportThread = (threadId: string) =>
  useWrite((reason: string) => reportThread(threadId, reason), { refresh: [messageKeys.all], done: (message) => message });

/**
 * Reads what is shown: the list's unread counts go down, then the header's badge (in that order,
 * so the badge never counts a thread the list already shows read). Not a mutation: nothing to say.
 */
export function useMarkThreadRead() {
  const queryClient = useQueryClient();
  return useCallback(
    (threadId: string) =>
      markThreadRead(threadId)
        .then(() => queryClient.invalidateQueries({ queryKey: messageKeys.list }))
        .then(() => queryClient.invalidateQueries({ queryKey: messageKeys.unread })),
    [queryClient],
  );
}
