import type { PaymentInfoResponse } from '@nafasi/shared/payments';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingKeys } from './keys';

export const usePaymentInfo = () =>
  useQuery({
    queryKey: bookingKeys.payment,
    queryFn: () => api<PaymentInfoResponse>('/payments/mpesa').then((r) => r.data),
    staleTime: Infinity,
  });
