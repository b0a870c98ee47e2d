import { useQuery } from '@tanstack/react-query';
import type { ItemResponse, ListResponse } from '@nafasi/shared/api';
import type { Booking, CreateBookingInput, CreateReviewInput, Earnings, MoveBookingInput } from '@nafasi/shared/bookings';
import type { MpesaPayment } from '@nafasi/shared/mpesa';
import type { DayAvailability, Review } from '@nafasi/shared/spaces';
import { api } from '@/lib/api-client';

export const bookingKeys = {
  mine: ['bookings', 'mine'] as const,
  availability: (spaceId: string, date: string) => ['bookings', 'availability', spaceId, date] as const,
  payment: ['bookings', 'payment-info'] as const,
  ofMySpaces: ['bookings', 'of-my-spaces'] as const,
};

export const useDayAvailability = (spaceId: string, date: string) =>
  useQuery({
    queryKey: bookingKeys.availability(spaceId, date),
    queryFn: async (): Promise<DayAvailability> => {
      const { data } = await api<ItemResponse<Record<string, DayAvailability>>>(`/spaces/${spaceId}/availability`, { params: { from: date, to: date } });
      return data[date] ?? { available: true, bookedSlots: [] };
    },
    staleTime: 10_000,
  });

export const usePaymentInfo = () =>
  useQuery({
    queryKey: bookingKeys.payment,
    queryFn: () => api<ItemResponse<{ mpesaNumber: string; whatsappNumber: string; holdHours: number }>>('/payments/mpesa').then((r) => r.data),
    staleTime: Infinity,
  });

export const createBooking = (input: CreateBookingInput) =>
  api<ItemResponse<Booking>>('/bookings', { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data);

export const useMyBookings = () =>
  useQuery({ queryKey: bookingKeys.mine, queryFn: () => api<ListResponse<Booking>>('/bookings', { params: { limit: 100 } }).then((r) => r.data) });

export const cancelBooking = (id: string) => api<ItemResponse<Booking>>(`/bookings/${id}/cancel`, { method: 'POST' }).then((r) => r.data);

export const submitMpesaCode = (id: string, code: string) =>
  api<ItemResponse<Booking>>(`/bookings/${id}/mpesa-code`, { method: 'PUT', body: JSON.stringify({ code }) }).then((r) => r.data);

export const useBooking = (id: string) =>
  useQuery({ queryKey: ['bookings', 'one', id], queryFn: () => api<ItemResponse<Booking>>(`/bookings/${id}`).then((r) => r.data) });

export const moveBooking = (id: string, input: MoveBookingInput) =>
  api<ItemResponse<Booking>>(`/bookings/${id}`, { method: 'PUT', body: JSON.stringify(input) }).then((r) => r.data);

export const submitReview = (spaceId: string, input: CreateReviewInput) =>
  api<ItemResponse<Review>>(`/spaces/${spaceId}/reviews`, { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data);

/** The bookings of the spaces the caller owns. */
export const useOwnerBookings = (enabled = true) =>
  useQuery({ queryKey: bookingKeys.ofMySpaces, queryFn: () => api<ListResponse<Booking>>('/owner/bookings', { params: { limit: 100 } }).then((r) => r.data), enabled });

/** The owner of the space, or an admin, confirms the M-Pesa payment: the booking becomes confirmed and paid. */
export const markPaid = (bookingId: string) => api<ItemResponse<Booking>>(`/bookings/${bookingId}/mark-paid`, { method: 'POST' }).then((r) => r.data);

/** The host (or an admin) frees the slot of a guest's unpaid hold. */
export const releaseHold = (bookingId: string) => api<ItemResponse<Booking>>(`/bookings/${bookingId}/release`, { method: 'POST' }).then((r) => r.data);

/** Lipa na M-Pesa: a payment request to the guest's phone for the booking's total. */
export const startMpesaPayment = (bookingId: string, phone: string) =>
  api<ItemResponse<MpesaPayment>>(`/bookings/${bookingId}/mpesa`, { method: 'POST', body: JSON.stringify({ phone }) }).then((r) => r.data);

/** A payment as it stands; asked again every two seconds while the phone has not answered. */
export const useMpesaPayment = (paymentId: string | null) =>
  useQuery({
    queryKey: ['bookings', 'mpesa-payment', paymentId],
    queryFn: () => api<ItemResponse<MpesaPayment>>(`/payments/mpesa/${paymentId}`).then((r) => r.data),
    enabled: paymentId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' || !query.state.data ? 2000 : false),
  });

/** A host's earnings: paid bookings, Nafasi's fee and the payouts owed. */
export const useEarnings = (enabled = true) =>
  useQuery({ queryKey: ['bookings', 'earnings'], queryFn: () => api<{ data: Earnings }>('/owner/earnings').then((r) => r.data), enabled });

/** The same as a CSV file, fetched with the session (the API needs it) and saved by the browser. */
export async function downloadEarningsCsv() {
  const csv = await api<string>('/owner/earnings.csv');
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'nafasi-earnings.csv' });
  link.click();
  URL.revokeObjectURL(url);
}
