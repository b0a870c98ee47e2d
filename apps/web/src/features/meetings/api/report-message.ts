import type { MessageResponse } from '@nafasi/shared/auth';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';

export const reportMessage = (roomId: string, messageId: string, reason = '') =>
  api<MessageResponse>(`/rooms/${roomId}/messages/${messageId}/report`, { method: 'POST', body: JSON.stringify({ reason }) }).then((r) => r.data);

/** Reports someone's chat message to the moderators; the server's answer is what the reporter reads. */
export const useReportChatMessage = (roomId: string) =>
  useWrite((messageId: string) => reportMessage(roomId, messageId), { refresh: [], done: (r) => r.message });
