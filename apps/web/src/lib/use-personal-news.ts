import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime, type PersonalNews } from './realtime';
import { sessionStore } from './session-store';

/**
 * While a view of the signed-in person's own things is open (their bookings, the bell, their
 * conversations), news of that kind reaching their socket, or a reconnect after which some may have
 * been missed, reads `queryKey` again: it shows without a reload. `queryKey` is a feature's
 * key factory constant, so the effect runs once.
 */
export function usePersonalNews(kind: PersonalNews, queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey });
    const stopIdentity = realtime.identify(() => sessionStore.get()?.access_token);
    const offNews = realtime.onNews(kind, refresh);
    const offReconnect = realtime.onReconnect(refresh);
    return () => {
      offNews();
      offReconnect();
      stopIdentity();
    };
  }, [queryClient, kind, queryKey]);
}
