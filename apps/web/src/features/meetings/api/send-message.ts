import type { ItemResponse } from '@nafasi/shared/api';
import type { ChatMessage } from '@nafasi/shared/meetings';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';

export const sendMessage = (roomId: string, message: string) =>
  api<ItemResponse<ChatMessage>>(`/rooms/${roomId}/messages`, { method: 'POST', body: JSON.stringify({ message }) }).then((r) => r.data);

/** Says something in a room's chat; the room's own state takes the message (and the live feed tells the others). */
export const useSendChatMessage = (roomId: string) => useWrite((message: string) => sendMessage(roomId, message), { refresh: [] });
