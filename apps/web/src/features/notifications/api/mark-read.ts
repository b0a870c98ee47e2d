import { api } from '@/lib/api-client';

export const markNotificationRead = (id: string) => api(`/notifications/${id}/read`, { method: 'POST' });
export const markAllNotificationsRead = () => api('/notifications/read-all', { method: 'POST' });
