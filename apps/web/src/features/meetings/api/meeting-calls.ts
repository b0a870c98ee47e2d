import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ItemResponse, ListResponse } from '@nafasi/shared/api';
import type { ChatMessage, CreateMeetingInput, Meeting, Room, UpdateMeetingInput } from '@nafasi/shared/meetings';
import { api } from '@/lib/api-client';

export const meetingKeys = {
  all: ['meetings'] as const,
  list: (q: string) => ['meetings', 'list', q] as const,
  room: (id: string) => ['meetings', 'room', id] as const,
};

export const useMeetings = (q: string) =>
  useQuery({
    queryKey: meetingKeys.list(q),
    queryFn: () => api<ListResponse<Meeting>>('/meetings', { params: { q: q.trim() || undefined, limit: 100 } }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const createMeeting = (input: CreateMeetingInput) => api<ItemResponse<Meeting>>('/meetings', { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data);
/** §5 Join: the ID first, then the upper-cased code (the server does both). */
export const findMeeting = (idOrCode: string) => api<ItemResponse<Meeting>>(`/meetings/${encodeURIComponent(idOrCode.trim())}`).then((r) => r.data);
export const deleteMeeting = (id: string) => api<void>(`/meetings/${id}`, { method: 'DELETE' });
export const updateMeeting = (id: string, input: UpdateMeetingInput) =>
  api<ItemResponse<Meeting>>(`/meetings/${id}`, { method: 'PUT', body: JSON.stringify(input) }).then((r) => r.data);
export const hostAction = (meetingId: string, participantId: string, action: 'mute' | 'remove') =>
  api<void>(`/meetings/${meetingId}/participants/${participantId}/${action}`, { method: 'POST' });

export const useRoom = (id: string) => useQuery({ queryKey: meetingKeys.room(id), queryFn: () => api<ItemResponse<Room>>(`/rooms/${id}`).then((r) => r.data), retry: false });

export const fetchHistory = (roomId: string, before?: string) =>
  api<{ data: ChatMessage[]; hasMore: boolean }>(`/rooms/${roomId}/messages`, { params: { before } });
export const sendMessage = (roomId: string, message: string) =>
  api<ItemResponse<ChatMessage>>(`/rooms/${roomId}/messages`, { method: 'POST', body: JSON.stringify({ message }) }).then((r) => r.data);
export const fetchRtcConfig = () => api<ItemResponse<{ iceServers: RTCIceServer[] }>>('/rtc-config').then((r) => r.data);
export const deleteMessage = (roomId: string, messageId: string) => api<void>(`/rooms/${roomId}/messages/${messageId}`, { method: 'DELETE' });
export const reportMessage = (roomId: string, messageId: string, reason = '') =>
  api<ItemResponse<{ message: string }>>(`/rooms/${roomId}/messages/${messageId}/report`, { method: 'POST', body: JSON.stringify({ reason }) }).then((r) => r.data);
