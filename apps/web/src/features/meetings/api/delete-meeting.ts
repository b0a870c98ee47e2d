import { api } from '@/lib/api-client';

export const deleteMeeting = (id: string) => api<void>(`/meetings/${id}`, { method: 'DELETE' });
