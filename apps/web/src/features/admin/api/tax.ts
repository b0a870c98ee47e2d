import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { NewRemittance, TaxMonth } from '@nafasi/shared/tax';
import type { EtimsAdmin } from '@nafasi/shared/etims';
import { m } from '@nafasi/shared/i18n';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { adminKeys } from './keys';

/** A month of what Nafasi owes KRA: collected, paid and owed, per kind, and the payments recorded. */
export const useTaxMonth = (month: string) =>
  useQuery({
    queryKey: adminKeys.tax(month),
    queryFn: () => api<ItemResponse<TaxMonth>>(`/admin/tax?month=${encodeURIComponent(month)}`).then((r) => r.data),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });

/** Records a payment to KRA; the month's figures and the reconciliation are read again. A refusal shows under its field. */
export const useRecordRemittance = (failed: (error: unknown) => string | null) =>
  useWrite((input: NewRemittance) => api<ItemResponse<unknown>>('/admin/tax/remittances', { method: 'POST', body: JSON.stringify(input) }), {
    refresh: (_r, input) => [adminKeys.tax(input.month), adminKeys.reconciliation],
    done: () => m.admin_tax_recorded(),
    failed,
  });

/** Nafasi's documents at KRA's eTIMS: counts, and those refused or waiting after an attempt. */
export const useEtimsOverview = () =>
  useQuery({ queryKey: adminKeys.etims, queryFn: () => api<ItemResponse<EtimsAdmin>>('/admin/etims').then((r) => r.data), refetchInterval: 60_000 });

/** Sends a document KRA refused again (after its answer was dealt with); the overview is read again. */
export const useRetryEtims = () =>
  useWrite((id: string) => api<ItemResponse<unknown>>(`/admin/etims/${id}/retry`, { method: 'POST' }), {
    refresh: () => [adminKeys.etims],
    done: () => m.admin_etims_retried(),
  });
