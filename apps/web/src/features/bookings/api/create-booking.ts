import type { ItemResponse } from '@nafasi/shared/api';
import type { Booking, CreateBookingInput } from '@nafasi/shared/bookings';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { bookingKeys } from './keys';

const createBooking = (input: CreateBookingInput) =>
  api<ItemResponse<Booking>>('/bookings', { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data);

/**
 * Books a slot (held for payment, or a request to the host): the one way the web creates a booking,
 * for the booking screen and the payment dialog alike. It refreshes every booking query; a refusal
 * is said in the server's words and the space's availability is read again (someone may have taken it).
 */
export const useCreateBooking = () =>
  useWrite(createBooking, { refresh: [bookingKeys.all], refreshOnError: (input) => [bookingKeys.spaceAvailability(input.spaceId)] });
