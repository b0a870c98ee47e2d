import { useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@nafasi/shared/api';
import type { Booking } from '@nafasi/shared/bookings';
import { api } from '@/lib/api-client';
import { bookingKeys } from './keys';

export const useMyBookings = () =>
  useQuery({ queryKey: bookingKeys.mine, queryFn: () => api<ListResponse<Booking>>('/bookings', { params: { limit: 100 } }).then((r) => r.data) });
