import { api } from '@/lib/api-client';

export const deleteMessage = (roomId: string, messageId: string) => api<void>(`/rooms/${roomId}/messages/${messageId}`, { method: 'DELETE' });
