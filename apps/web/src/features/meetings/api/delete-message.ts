import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { m } from '@nafasi/shared/i18n';

export const deleteMessage = (roomId: string, messageId: string) => api<void>(`/rooms/${roomId}/messages/${messageId}`, { method: 'DELETE' });

/** A moderator deletes a chat message. */
export const useDeleteChatMessage = (roomId: string) =>
  useWrite((messageId: string) => deleteMessage(roomId, messageId), { refresh: [], done: m.toast_message_deleted() });
