import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { Reconciliation } from '@nafasi/shared/payments';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** The ledger against what Daraja reported. */
export const useReconciliation = () =>
  useQuery({ queryKey: adminKeys.reconciliation, queryFn: () => api<ItemResponse<Reconciliation>>('/admin/reconciliation').then((r) => r.data) });
