import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { EtimsDocument } from '@nafasi/shared/etims';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/**
 * KRA eTIMS documents (docs/TAX.md "eTIMS"): one, and a booking's. Under the
 * bookings' root: a booking paid or cancelled refreshes its documents with it.
 */
export const etimsKeys = {
  one: (id: string) => [...queryRoots.bookings, 'etims', id] as const,
  ofBooking: (bookingId: string) => [...queryRoots.bookings, 'etims-of', bookingId] as const,
};

/** While KRA has not signed it yet, asked again now and then: the page fills in KRA's numbers by itself. */
const untilSigned = (docs: EtimsDocument[] | undefined) => (docs?.some((d) => d.status === 'waiting') ? 15_000 : false);

export const useTaxInvoice = (id: string) =>
  useQuery({
    queryKey: etimsKeys.one(id),
    queryFn: () => api<ItemResponse<EtimsDocument>>(`/tax-invoices/${id}`).then((r) => r.data),
    refetchInterval: (q) => untilSigned(q.state.data ? [q.state.data] : undefined),
  });

export const useBookingTaxInvoices = (bookingId: string) =>
  useQuery({
    queryKey: etimsKeys.ofBooking(bookingId),
    queryFn: () => api<{ data: EtimsDocument[] }>(`/bookings/${bookingId}/tax-invoices`).then((r) => r.data),
    refetchInterval: (q) => untilSigned(q.state.data),
  });
