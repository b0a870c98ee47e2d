import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '@/lib/realtime';
import { spacesKeys } from '../api/get-spaces';

/**
 * §4 live changes: while a catalogue view is open, an insert, update or delete of a space reaches it
 * without a reload. A change can move a space in or out of any filtered, sorted page, so lists are
 * refetched; the changed space's own page is updated in place (or dropped when it is gone).
 */
export function useLiveSpaces() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refreshLists = () => {
      void queryClient.invalidateQueries({ queryKey: spacesKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: spacesKeys.categories() });
    };
    const unsubscribe = realtime.subscribe('spaces', (message) => {
      if (message.type !== 'change') return;
      if (message.event === 'DELETE') void queryClient.invalidateQueries({ queryKey: spacesKeys.detail(message.old.id) });
      else queryClient.setQueryData(spacesKeys.detail(message.record.id), message.record);
      refreshLists();
    });
    // Anything may have changed while the connection was down.
    const offReconnect = realtime.onReconnect(refreshLists);
    return () => {
      unsubscribe();
      offReconnect();
    };
  }, [queryClient]);
}
