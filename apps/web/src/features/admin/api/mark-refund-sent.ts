import type { ItemResponse } from '@nafasi/shared/api';
import type { Booking } from '@nafasi/shared/bookings';
import { api } from '@/lib/api-client';

export const markRefundSent = (bookingId: string, reference: string) =>
  api<ItemResponse<Booking>>(`/admin/refunds/${bookingId}/sent`, { method: 'POST', body: JSON.stringify({ reference }) }).then((r) => r.data);
