import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { Earnings } from '@nafasi/shared/bookings';
import { api } from '@/lib/api-client';
import { bookingKeys } from './keys';

/** A host's earnings: paid bookings, Nafasi's fee and the payouts owed. */
export const useEarnings = (enabled = true) =>
  useQuery({ queryKey: bookingKeys.earnings, queryFn: () => api<ItemResponse<Earnings>>('/owner/earnings').then((r) => r.data), enabled });

/** The same as a CSV file, fetched with the session (the API needs it) and saved by the browser. */
/** A month's withholding statement (docs/TAX.md), for the host's books and KRA. */
export async function downloadWithholdingCsv(month: string) {
  const csv = await api<string>(`/owner/withholding.csv?month=${encodeURIComponent(month)}`);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `nafasi-withholding-${month}.csv` });
  link.click();
  URL.revokeObjectURL(url);
}

export async function downloadEarningsCsv() {
  const csv = await api<string>('/owner/earnings.csv');
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'nafasi-earnings.csv' });
  link.click();
  URL.revokeObjectURL(url);
}
