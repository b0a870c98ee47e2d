import { useQuery } from '@tanstack/react-query';
import type { NotificationListResponse } from '@nafasi/shared/notifications';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** The newest notifications and the unread count (the bell's badge). */
export const useNotifications = (enabled: boolean) =>
  useQuery({ queryKey: notificationKeys.list, queryFn: () => api<NotificationListResponse>('/notifications', { params: { limit: 20 } }), enabled });
