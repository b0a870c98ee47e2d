import type { HistoryResponse } from '@nafasi/shared/meetings';
import { api } from '@/lib/api-client';

export const getChatHistory = (roomId: string, before?: string) => api<HistoryResponse>(`/rooms/${roomId}/messages`, { params: { before } });
