import type { ItemResponse } from '@nafasi/shared/api';
import type { Booking } from '@nafasi/shared/bookings';
import { api } from '@/lib/api-client';

export const submitMpesaCode = (id: string, code: string) =>
  api<ItemResponse<Booking>>(`/bookings/${id}/mpesa-code`, { method: 'PUT', body: JSON.stringify({ code }) }).then((r) => r.data);
