import type { ItemResponse } from '@nafasi/shared/api';
import type { Booking, MoveBookingInput } from '@nafasi/shared/bookings';
import { api } from '@/lib/api-client';

export const moveBooking = (id: string, input: MoveBookingInput) =>
  api<ItemResponse<Booking>>(`/bookings/${id}`, { method: 'PUT', body: JSON.stringify(input) }).then((r) => r.data);
