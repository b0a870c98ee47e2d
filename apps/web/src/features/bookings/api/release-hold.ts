import type { ItemResponse } from '@nafasi/shared/api';
import type { Booking } from '@nafasi/shared/bookings';
import { api } from '@/lib/api-client';

/** The host (or an admin) frees the slot of a guest's unpaid hold. */
export const releaseHold = (bookingId: string) => api<ItemResponse<Booking>>(`/bookings/${bookingId}/release`, { method: 'POST' }).then((r) => r.data);
