import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { MpesaPayment } from '@nafasi/shared/payments';
import { api } from '@/lib/api-client';
import { bookingKeys } from './keys';

/** A payment as it stands; asked again every two seconds while the phone has not answered. */
export const useMpesaPayment = (paymentId: string | null) =>
  useQuery({
    queryKey: bookingKeys.mpesaPayment(paymentId),
    queryFn: () => api<ItemResponse<MpesaPayment>>(`/payments/mpesa/${paymentId}`).then((r) => r.data),
    enabled: paymentId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' || !query.state.data ? 2000 : false),
  });
