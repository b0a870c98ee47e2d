import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ItemResponse } from '@nafasi/shared/api';
import { MPESA_MESSAGES, type MpesaPayment } from '@nafasi/shared/payments';
import { formatKsh } from '@nafasi/shared/money';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { bookingKeys } from './keys';

/**
 * A payment as it stands; asked again every two seconds while the phone has not answered. When it
 * turns paid, that is said once (the booking confirmed, or the part received and what is left) and
 * every booking is read again; `onPaid` runs when the booking is paid whole.
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
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (payment?.status !== 'paid' || told.current === payment.id) return;
    told.current = payment.id;
    const whole = payment.left === 0;
    toast.success(whole || !payment.part ? MPESA_MESSAGES.paid : MPESA_MESSAGES.partPaid(payment.part, formatKsh(payment.left)));
    void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    if (whole) onPaid?.(payment);
  }, [payment, onPaid, queryClient]);
  return status;
}
