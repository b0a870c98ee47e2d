import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import { m } from '@nafasi/shared/i18n';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { profileKeys } from './keys';

type Choice = { subscribed: boolean };

/** Whether the person's address gets the newsletter. */
export const useNewsletterChoice = () =>
  useQuery({ queryKey: profileKeys.newsletter, queryFn: () => api<ItemResponse<Choice>>('/account/newsletter').then((r) => r.data) });

/** The newsletter on or off; the choice is recorded with the words shown (docs/PRIVACY.md "Consent"). */
export const useSetNewsletter = () =>
  useWrite(
    (subscribed: boolean) => api<ItemResponse<Choice>>('/account/newsletter', { method: 'PUT', body: JSON.stringify({ subscribed }) }).then((r) => r.data),
    {
      refresh: [],
      update: (queryClient, saved) => queryClient.setQueryData(profileKeys.newsletter, saved),
      done: m.toast_mail_settings_saved(),
    },
  );
