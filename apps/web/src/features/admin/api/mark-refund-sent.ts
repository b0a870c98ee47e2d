import type { ItemResponse } from '@nafasi/shared/api';
import type { Refund } from '@nafasi/shared/payments';
import { api } from '@/lib/api-client';

export const markRefundSent = (refundId: string, reference: string) =>
  api<ItemResponse<Refund>>(`/admin/refunds/${refundId}/sent`, { method: 'POST', body: JSON.stringify({ reference }) }).then((r) => r.data);
