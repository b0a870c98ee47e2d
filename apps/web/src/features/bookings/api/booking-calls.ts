import { useQuery } from '@tanstack/react-query';
import type { ItemResponse, ListResponse } from '@nafasi/shared/api';
import type { Booking, CreateBookingInput } from '@nafasi/shared/bookings';
import type { DayAvailability } from '@nafasi/shared/spaces';
import { api } from '@/lib/api-client';

export const bookingKeys = {
  mine: ['bookings', 'mine'] as const,
  availability: (spaceId: string, date: string) => ['bookings', 'availability', spaceId, date] as const,
  payment: ['bookings', 'payment-info'] as const,
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
