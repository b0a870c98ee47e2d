import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { forumChannel } from '@nafasi/shared/realtime';
import { realtime } from '@/lib/realtime';
import { forumKeys } from '../api/keys';

/**
 * Replies others write or remove appear on an open topic at once: the topic (and what the reader may
 * remove in it) is read again on the server's word, and after a reconnect for what was missed.
 */
export function useLiveTopic(topicId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: forumKeys.topic(topicId) });
      void queryClient.invalidateQueries({ queryKey: forumKeys.viewer(topicId) });
    };
    const unsubscribe = realtime.subscribe(forumChannel(topicId), refresh);
    const offReconnect = realtime.onReconnect(refresh);
    return () => {
      unsubscribe();
      offReconnect();
    };
  }, [topicId, enabled, queryClient]);
}
