import type { ItemResponse } from '@nafasi/shared/api';
import type { MpesaPayment } from '@nafasi/shared/payments';
import { api } from '@/lib/api-client';

/** Lipa na M-Pesa: a payment request to the guest's phone for the booking's total. */
export const startMpesaPayment = (bookingId: string, phone: string) =>
  api<ItemResponse<MpesaPayment>>(`/bookings/${bookingId}/mpesa`, { method: 'POST', body: JSON.stringify({ phone }) }).then((r) => r.data);
