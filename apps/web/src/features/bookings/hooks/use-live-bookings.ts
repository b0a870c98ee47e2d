import { bookingKeys } from '../api/keys';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '@/lib/realtime';
import { sessionStore } from '@/lib/session-store';

/**
 * While a signed-in page that shows bookings is open, a change to one of the person's bookings (a
 * payment confirmed, a hold released, a guest's booking of their space) shows without a reload.
 */
export function useLiveBookings() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    const stopIdentity = realtime.identify(() => sessionStore.get()?.access_token);
    const offBooking = realtime.onBooking(refresh);
    const offReconnect = realtime.onReconnect(refresh);
    return () => {
      offBooking();
      offReconnect();
      stopIdentity();
    };
  }, [queryClient]);
}
