import type { ItemResponse } from '@nafasi/shared/api';
import type { ChatMessage } from '@nafasi/shared/meetings';
import { api } from '@/lib/api-client';

export const sendMessage = (roomId: string, message: string) =>
  api<ItemResponse<ChatMessage>>(`/rooms/${roomId}/messages`, { method: 'POST', body: JSON.stringify({ message }) }).then((r) => r.data);
