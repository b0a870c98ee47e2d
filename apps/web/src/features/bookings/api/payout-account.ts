import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import { PAYOUT_ACCOUNT_MESSAGES, type PayoutAccount, type PayoutAccountInput } from '@nafasi/shared/payments';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { bookingKeys } from './keys';

/** Where the host is paid (null until they say). */
export const usePayoutAccount = () =>
  useQuery({ queryKey: bookingKeys.payoutAccount, queryFn: () => api<ItemResponse<PayoutAccount | null>>('/owner/payout-account').then((r) => r.data) });

const savePayoutAccount = (input: PayoutAccountInput) =>
  api<ItemResponse<PayoutAccount>>('/owner/payout-account', { method: 'PUT', body: JSON.stringify(input) }).then((r) => r.data);

/** Changes it (with the password); the earnings' statuses change with it. The form shows a refusal under its field. */
export const useSavePayoutAccount = (failed: (error: unknown) => string | null) =>
  useWrite(savePayoutAccount, {
    refresh: [bookingKeys.earnings],
    update: (queryClient, saved) => queryClient.setQueryData(bookingKeys.payoutAccount, saved),
    done: PAYOUT_ACCOUNT_MESSAGES.saved,
    failed,
  });
