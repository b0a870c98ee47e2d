import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { Booking } from '@nafasi/shared/bookings';
import { api } from '@/lib/api-client';
import { bookingKeys } from './keys';

export const useBooking = (id: string) =>
  useQuery({ queryKey: bookingKeys.one(id), queryFn: () => api<ItemResponse<Booking>>(`/bookings/${id}`).then((r) => r.data) });
