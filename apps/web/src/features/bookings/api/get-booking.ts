import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { Booking } from '@nafasi/shared/bookings';
import { api } from '@/lib/api-client';
import { withOfflineCopy } from '@/lib/offline-copies';
import { bookingKeys } from './keys';

/** One booking (its invoice too); readable offline once read (lib/offline-copies.ts). */
export const useBooking = (id: string, options: { enabled?: boolean } = {}) =>
  useQuery({
    enabled: options.enabled ?? true,
    queryKey: bookingKeys.one(id),
    queryFn: withOfflineCopy(`booking:${id}`, () => api<ItemResponse<Booking>>(`/bookings/${id}`).then((r) => r.data)),
    networkMode: 'always',
  });
