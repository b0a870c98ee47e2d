import { useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@nafasi/shared/api';
import type { Booking } from '@nafasi/shared/bookings';
import { api } from '@/lib/api-client';
import { withOfflineCopy } from '@/lib/offline-copies';
import { bookingKeys } from './keys';

/** The signed-in person's bookings; readable offline from the copy kept at the last read (lib/offline-copies.ts). */
export const useMyBookings = () =>
  useQuery({
    queryKey: bookingKeys.mine,
    queryFn: withOfflineCopy('bookings', () => api<ListResponse<Booking>>('/bookings', { params: { limit: 100 } }).then((r) => r.data)),
    // Asked even offline: the read itself falls back to the kept copy.
    networkMode: 'always',
  });
