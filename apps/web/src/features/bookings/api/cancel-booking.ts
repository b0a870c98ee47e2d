import type { ItemResponse } from '@nafasi/shared/api';
import type { Booking } from '@nafasi/shared/bookings';
import { api } from '@/lib/api-client';

export const cancelBooking = (id: string) => api<ItemResponse<Booking>>(`/bookings/${id}/cancel`, { method: 'POST' }).then((r) => r.data);
