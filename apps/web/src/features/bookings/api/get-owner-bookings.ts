import { useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@nafasi/shared/api';
import type { Booking } from '@nafasi/shared/bookings';
import { api } from '@/lib/api-client';
import { bookingKeys } from './keys';

/** The bookings of the spaces the caller owns. */
export const useOwnerBookings = (enabled = true) =>
  useQuery({
    queryKey: bookingKeys.ofMySpaces,
    queryFn: () => api<ListResponse<Booking>>('/owner/bookings', { params: { limit: 100 } }).then((r) => r.data),
    enabled,
  });
