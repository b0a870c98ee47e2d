import type { ItemResponse } from '@nafasi/shared/api';
import type { Booking } from '@nafasi/shared/bookings';
import { api } from '@/lib/api-client';

/** The owner of the space, or an admin, confirms the M-Pesa payment: the booking becomes confirmed and paid. */
export const markPaid = (bookingId: string) => api<ItemResponse<Booking>>(`/bookings/${bookingId}/mark-paid`, { method: 'POST' }).then((r) => r.data);
