import type { MessageResponse } from '@nafasi/shared/auth';
import { api } from '@/lib/api-client';

export const reportMessage = (roomId: string, messageId: string, reason = '') =>
  api<MessageResponse>(`/rooms/${roomId}/messages/${messageId}/report`, { method: 'POST', body: JSON.stringify({ reason }) }).then((r) => r.data);
