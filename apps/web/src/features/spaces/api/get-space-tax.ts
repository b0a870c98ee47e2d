import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { TaxQuote } from '@nafasi/shared/tax';
import { api } from '@/lib/api-client';
import { spacesKeys } from './keys';

/**
 * What a space's bookings are sold with now (docs/TAX.md): VAT at a rate, none and why, or the
 * specification's flat tax. The booking summary's tax line, before there is a booking to carry it.
 */
export function spaceTaxQueryOptions(spaceId: string) {
  return queryOptions({
    queryKey: spacesKeys.tax(spaceId),
    queryFn: () => api<ItemResponse<TaxQuote>>(`/spaces/${encodeURIComponent(spaceId)}/tax`).then((r) => r.data),
    enabled: spaceId !== '',
  });
}

export const useSpaceTax = (spaceId: string) => useQuery(spaceTaxQueryOptions(spaceId));
