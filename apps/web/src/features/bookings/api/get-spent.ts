import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import { api } from '@/lib/api-client';
import { withOfflineCopy } from '@/lib/offline-copies';
import { bookingKeys } from './keys';

/** What the signed-in person has spent: paid less refunded, as the server's ledger has it (not added up here). */
export const useSpent = () =>
  useQuery({
    queryKey: bookingKeys.spent,
    queryFn: withOfflineCopy('spent', () => api<ItemResponse<{ spent: number }>>('/bookings/spent').then((r) => r.data.spent)),
    networkMode: 'always',
  });
