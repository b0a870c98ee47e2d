import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { SaveTaxDetails, TaxDetails } from '@nafasi/shared/tax';
import { m } from '@nafasi/shared/i18n';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { profileKeys } from './keys';

/** The person's KRA PIN, VAT registration and the name their invoices carry (docs/TAX.md). */
export const useTaxDetails = () => useQuery({ queryKey: profileKeys.tax, queryFn: () => api<ItemResponse<TaxDetails>>('/account/tax').then((r) => r.data) });

const saveTaxDetails = (input: SaveTaxDetails) =>
  api<ItemResponse<TaxDetails>>('/account/tax', { method: 'PUT', body: JSON.stringify(input) }).then((r) => r.data);

/** Saves them; a refusal shows under its field. Bookings made from now on carry them. */
export const useSaveTaxDetails = (failed: (error: unknown) => string | null) =>
  useWrite(saveTaxDetails, {
    update: (queryClient, saved) => queryClient.setQueryData(profileKeys.tax, saved),
    refresh: [],
    done: () => m.tax_saved(),
    failed,
  });
