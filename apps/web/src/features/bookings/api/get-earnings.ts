import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { Earnings } from '@nafasi/shared/bookings';
import { api, apiResponse, parse } from '@/lib/api-client';
import { bookingKeys } from './keys';

/** A host's earnings: paid bookings, Nafasi's fee and the payouts owed. */
export const useEarnings = (enabled = true) =>
  useQuery({ queryKey: bookingKeys.earnings, queryFn: () => api<ItemResponse<Earnings>>('/owner/earnings').then((r) => r.data), enabled });

/** A file of the API (a CSV, a PDF), fetched with the session (the API needs it) and saved by the browser. */
async function downloadFile(path: string, filename: string) {
  const response = await apiResponse(path);
  // A refusal is the API's error, in words.
  if (!response.ok) await parse(response);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}

/** The earnings as a CSV file. */
export const downloadEarningsCsv = () => downloadFile('/owner/earnings.csv', 'nafasi-earnings.csv');

/** A month's withholding statement (docs/TAX.md), for the host's books (CSV) and to keep or send (PDF). */
export const downloadWithholding = (month: string, format: 'csv' | 'pdf') =>
  downloadFile(`/owner/withholding.${format}?month=${encodeURIComponent(month)}`, `nafasi-withholding-${month}.${format}`);
