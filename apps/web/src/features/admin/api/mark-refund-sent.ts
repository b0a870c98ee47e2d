import type { ItemResponse } from '@nafasi/shared/api';
import { formatKsh } from '@nafasi/shared/money';
import type { Refund } from '@nafasi/shared/payments';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { adminKeys } from './keys';
import { m } from '@nafasi/shared/i18n';

export const markRefundSent = (refundId: string, reference: string) =>
  api<ItemResponse<Refund>>(`/admin/refunds/${refundId}/sent`, { method: 'POST', body: JSON.stringify({ reference }) }).then((r) => r.data);

export const useMarkRefundSent = () =>
  useWrite(({ id, code }: { id: string; code: string }) => markRefundSent(id, code), {
    refresh: [adminKeys.all],
    done: (r) => m.toast_refund_sent({ amount: formatKsh(r.amount) }),
  });
