import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import { PAYOUT_ADMIN_MESSAGES, type HeldPayout } from '@nafasi/shared/payments';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { adminKeys } from './keys';

/** Host payouts M-Pesa could not send, oldest first. */
export const useHeldPayouts = () =>
  useQuery({ queryKey: adminKeys.heldPayouts, queryFn: () => api<ItemResponse<HeldPayout[]>>('/admin/payouts/held').then((r) => r.data) });

const retryPayout = ({ id, statementChecked }: { id: string; statementChecked: boolean }) =>
  api<ItemResponse<{ id: string }>>(`/admin/payouts/${id}/retry`, { method: 'POST', body: JSON.stringify({ statementChecked }) }).then((r) => r.data);

/** Sends a held payout (a refund's or a host's) again; one M-Pesa never answered about only once the statement was read. */
export const useRetryPayout = () => useWrite(retryPayout, { refresh: [adminKeys.all], done: PAYOUT_ADMIN_MESSAGES.retried });

const recordPayoutSent = ({ id, code }: { id: string; code: string }) =>
  api<ItemResponse<{ id: string }>>(`/admin/payouts/${id}/sent`, { method: 'POST', body: JSON.stringify({ reference: code }) }).then((r) => r.data);

/** Records a held host payout sent by hand, with its M-Pesa code. */
export const useRecordPayoutSent = () => useWrite(recordPayoutSent, { refresh: [adminKeys.all], done: PAYOUT_ADMIN_MESSAGES.recorded });
