import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { notificationKeys } from './keys';
import { m } from '@nafasi/shared/i18n';

export const markNotificationRead = (id: string) => api(`/notifications/${id}/read`, { method: 'POST' });
export const markAllNotificationsRead = () => api('/notifications/read-all', { method: 'POST' });

const options = { refresh: [notificationKeys.all], failed: () => m.toast_notifications_failed() };

/** Marks one notification read (its id), or all of them (no id). */
export const useMarkRead = () => useWrite((id: string | null) => (id ? markNotificationRead(id) : markAllNotificationsRead()), options);
