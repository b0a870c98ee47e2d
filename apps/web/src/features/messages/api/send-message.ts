import type { ItemResponse } from '@nafasi/shared/api';
import type { Thread, ThreadMessage } from '@nafasi/shared/messages';
import { api } from '@/lib/api-client';

export const sendMessage = (threadId: string, body: string) =>
  api<ItemResponse<ThreadMessage>>(`/threads/${threadId}/messages`, { method: 'POST', body: JSON.stringify({ body }) }).then((r) => r.data);
/** "Contact host": the guest's conversation about a space (made on the first message). */
export const startThread = (spaceId: string, body: string) =>
  api<ItemResponse<Thread>>('/threads', { method: 'POST', body: JSON.stringify({ spaceId, body }) }).then((r) => r.data);
export const markThreadRead = (threadId: string) => api(`/threads/${threadId}/read`, { method: 'POST' });
export const reportThread = (threadId: string, reason: string) =>
  api<ItemResponse<{ message: string }>>(`/threads/${threadId}/report`, { method: 'POST', body: JSON.stringify({ reason }) }).then((r) => r.data.message);
