import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { Refund } from '@nafasi/shared/payments';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** Money owed back (the oldest first), then the latest sent. */
export const useRefunds = () => useQuery({ queryKey: adminKeys.refunds, queryFn: () => api<ItemResponse<Refund[]>>('/admin/refunds').then((r) => r.data) });
