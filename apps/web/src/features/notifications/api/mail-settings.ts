import { useQuery } from '@tanstack/react-query';
import type { MailSettings, MailSettingsResponse } from '@nafasi/shared/notifications';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

export const useMailSettings = () =>
  useQuery({ queryKey: notificationKeys.settings, queryFn: () => api<MailSettingsResponse>('/notifications/settings').then((r) => r.data) });
export const saveMailSettings = (settings: MailSettings) =>
  api<MailSettingsResponse>('/notifications/settings', { method: 'PUT', body: JSON.stringify(settings) }).then((r) => r.data);
