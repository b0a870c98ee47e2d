import { useQuery } from '@tanstack/react-query';
import type { MailSettings, MailSettingsResponse } from '@nafasi/shared/notifications';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { notificationKeys } from './keys';
import { m } from '@nafasi/shared/i18n';

export const useMailSettings = () =>
  useQuery({ queryKey: notificationKeys.settings, queryFn: () => api<MailSettingsResponse>('/notifications/settings').then((r) => r.data) });
export const saveMailSettings = (settings: MailSettings) =>
  api<MailSettingsResponse>('/notifications/settings', { method: 'PUT', body: JSON.stringify(settings) }).then((r) => r.data);

/** Turns optional mails on or off; the answer is the settings as saved. */
export const useSaveMailSettings = () =>
  useWrite(saveMailSettings, {
    refresh: [],
    update: (queryClient, saved) => queryClient.setQueryData(notificationKeys.settings, saved),
    done: m.toast_mail_settings_saved(),
  });
