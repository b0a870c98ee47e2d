import { useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@nafasi/shared/api';
import type { Booking } from '@nafasi/shared/bookings';
import { api } from '@/lib/api-client';
import { listingKeys } from './keys';

/** One of the host's spaces: its bookings that meet the dates from `from` to `to`, in order. */
export const useSpaceBookings = (spaceId: string, from: string, to: string) =>
  useQuery({
    queryKey: listingKeys.bookingsBetween(spaceId, from, to),
    queryFn: () => api<ListResponse<Booking>>('/owner/bookings', { params: { spaceId, from, to, limit: 500 } }).then((r) => r.data),
    enabled: spaceId !== '',
  });
