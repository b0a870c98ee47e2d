import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { availabilityChannel } from '@nafasi/shared/realtime';
import { realtime } from '@/lib/realtime';
import { bookingKeys } from '../api/keys';

/** Someone else booking this space shows at once: its days' availability is read again (and after a reconnect). */
export function useLiveAvailability(spaceId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: bookingKeys.spaceAvailability(spaceId) });
    const unsubscribe = realtime.subscribe(availabilityChannel(spaceId), refresh);
    // Bookings made while the connection (or the server's) was down are read again.
    const offReconnect = realtime.onReconnect(refresh);
    return () => {
      unsubscribe();
      offReconnect();
    };
  }, [spaceId, queryClient]);
}
