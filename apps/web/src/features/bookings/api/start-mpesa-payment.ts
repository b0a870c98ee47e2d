import type { ItemResponse } from '@nafasi/shared/api';
import type { MpesaPayment } from '@nafasi/shared/payments';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';

/** Lipa na M-Pesa: a payment request to the guest's phone for the booking's total. */
export const startMpesaPayment = (bookingId: string, phone: string) =>
  api<ItemResponse<MpesaPayment>>(`/bookings/${bookingId}/mpesa`, { method: 'POST', body: JSON.stringify({ phone }) }).then((r) => r.data);

/** Sends the request; nothing is refreshed until the phone answers (useMpesaPayment follows it), and a refusal shows under the number. */
export const useStartMpesaPayment = (bookingId: string) =>
  useWrite((phone: string) => startMpesaPayment(bookingId, phone), { refresh: [], failed: () => null });
