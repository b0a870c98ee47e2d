import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { spacesKeys } from '../api/keys';

/**
 * §4 live changes: while a catalogue view is open, an insert, update or delete of a space reaches it
 * without a reload. A change can move a space in or out of any filtered, sorted page, so lists are
 * refetched; the changed space's own page is updated in place (or dropped when it is gone). The
 * socket's code is loaded after the page is up: a catalogue page reads without it.
 */
export function useLiveSpaces() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const refreshLists = () => {
      void queryClient.invalidateQueries({ queryKey: spacesKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: spacesKeys.categories() });
    };
    void import('@/lib/realtime').then(({ realtime }) => {
      if (cancelled) return;
      const unsubscribe = realtime.subscribe('spaces', (message) => {
        if (message.type !== 'change') return;
        if (message.event === 'DELETE') void queryClient.invalidateQueries({ queryKey: spacesKeys.detail(message.old.id) });
        else queryClient.setQueryData(spacesKeys.detail(message.record.id), message.record);
        refreshLists();
      });
      // Anything may have changed while the connection was down (or while the code loaded).
      const offReconnect = realtime.onReconnect(refreshLists);
      stop = () => {
        unsubscribe();
        offReconnect();
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient]);
}
