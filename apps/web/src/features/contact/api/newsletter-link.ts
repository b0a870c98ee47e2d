import type { SubscribedResponse } from '@nafasi/shared/contact';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';

/** A link mailed to a newsletter address followed: `confirm` puts it on the list, `leave` takes it off. */
export const useNewsletterLink = () =>
  useWrite(
    ({ action, token }: { action: 'confirm' | 'leave'; token: string }) =>
      api<SubscribedResponse>(`/newsletter/${action}`, { method: 'POST', body: JSON.stringify({ token }) }).then((r) => r.data),
    { refresh: [], done: null, failed: () => null },
  );
