import { api } from '@/lib/api-client';

export const hostAction = (meetingId: string, participantId: string, action: 'mute' | 'remove') =>
  api<void>(`/meetings/${meetingId}/participants/${participantId}/${action}`, { method: 'POST' });
