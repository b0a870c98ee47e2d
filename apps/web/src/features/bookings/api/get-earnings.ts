import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { Earnings } from '@nafasi/shared/bookings';
import { api } from '@/lib/api-client';
import { bookingKeys } from './keys';

/** A host's earnings: paid bookings, Nafasi's fee and the payouts owed. */
export const useEarnings = (enabled = true) =>
  useQuery({ queryKey: bookingKeys.earnings, queryFn: () => api<ItemResponse<Earnings>>('/owner/earnings').then((r) => r.data), enabled });

/** A CSV file of the API, fetched with the session (the API needs it) and saved by the browser. */
async function downloadCsv(path: string, filename: string) {
  const csv = await api<string>(path);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}

/** The earnings as a CSV file. */
export const downloadEarningsCsv = () => downloadCsv('/owner/earnings.csv', 'nafasi-earnings.csv');

/** A month's withholding statement (docs/TAX.md), for the host's books and KRA. */
export const downloadWithholdingCsv = (month: string) =>
  downloadCsv(`/owner/withholding.csv?month=${encodeURIComponent(month)}`, `nafasi-withholding-${month}.csv`);
