import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ItemResponse } from '@nafasi/shared/api';
import { MPESA_MESSAGES, type MpesaPayment } from '@nafasi/shared/payments';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { bookingKeys } from './keys';

/**
 * A payment as it stands; asked again every two seconds while the phone has not answered. When it
 * turns paid the booking is confirmed: that is said once, and every booking is read again.
 */
export function useMpesaPayment(paymentId: string | null, onPaid?: (payment: MpesaPayment) => void) {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: bookingKeys.mpesaPayment(paymentId),
    queryFn: () => api<ItemResponse<MpesaPayment>>(`/payments/mpesa/${paymentId}`).then((r) => r.data),
    enabled: paymentId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' || !query.state.data ? 2000 : false),
  });
  const payment = status.data;
  const told = useRef(false);
  useEffect(() => {
    if (payment?.status !== 'paid' || told.current) return;
    told.current = true;
    toast.success(MPESA_MESSAGES.paid);
    void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    onPaid?.(payment);
  }, [payment, onPaid, queryClient]);
  return status;
}
