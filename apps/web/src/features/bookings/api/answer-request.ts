import type { ItemResponse } from '@nafasi/shared/api';
import type { Booking } from '@nafasi/shared/bookings';
import { api } from '@/lib/api-client';

/** The host accepts a guest's request: the guest is then asked to pay. */
export const acceptRequest = (bookingId: string) => api<ItemResponse<Booking>>(`/bookings/${bookingId}/accept`, { method: 'POST' }).then((r) => r.data);

/** The host declines a guest's request, telling them why; the time is free again. */
export const declineRequest = ({ bookingId, message }: { bookingId: string; message: string }) =>
  api<ItemResponse<Booking>>(`/bookings/${bookingId}/decline`, { method: 'POST', body: JSON.stringify({ message }) }).then((r) => r.data);
