import type { ItemResponse } from '@nafasi/shared/api';
import type { Booking, CreateBookingInput } from '@nafasi/shared/bookings';
import { api } from '@/lib/api-client';

export const createBooking = (input: CreateBookingInput) =>
  api<ItemResponse<Booking>>('/bookings', { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data);
