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
      void queryClient.invalidateQueries({ queryKey: spacesKeys.categoryCounts() });
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

/**
 * Results for a time ("free on Saturday 14:00–16:00") change when anyone books or blocks one of
 * the spaces shown: each shown space's availability is watched, and the lists read again when one
 * changes, so a space taken in another browser leaves the results at once.
 */
export function useLiveResults(spaceIds: string[] | undefined) {
  const queryClient = useQueryClient();
  // At most 90 watched (the socket takes 100 channels); a stable key so a refetch does not resubscribe.
  const key = (spaceIds ?? []).slice(0, 90).join(',');
  useEffect(() => {
    if (!key) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: spacesKeys.lists() });
    // Loaded with the socket's code, after the page is up (shared/realtime carries the message schemas).
    void Promise.all([import('@/lib/realtime'), import('@nafasi/shared/realtime')]).then(([{ realtime }, { availabilityChannel }]) => {
      if (cancelled) return;
      const offs = key.split(',').map((id) => realtime.subscribe(availabilityChannel(id), refresh));
      offs.push(realtime.onReconnect(refresh));
      stop = () => offs.forEach((off) => off());
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [key, queryClient]);
}
