import { useQuery } from '@tanstack/react-query';
import type { AvailabilityResponse } from '@nafasi/shared/spaces';
import { addDays } from '@nafasi/shared/time';
import { api } from '@/lib/api-client';
import { bookingKeys } from './keys';

/**
 * A space's days from `from` to `to`: which can still be booked (and if not, why), and the times
 * booked or blocked. `enabled` false when the caller already holds those days from a longer read.
 */
export const useAvailability = (spaceId: string, from: string, to: string, enabled = true) =>
  useQuery({
    queryKey: bookingKeys.availabilityRange(spaceId, from, to),
    queryFn: () => api<AvailabilityResponse>(`/spaces/${spaceId}/availability`, { params: { from, to } }).then((r) => r.data),
    staleTime: 10_000,
    enabled,
  });

/** One date with the day either side (a buffer reaches across midnight). */
export const useDayAvailability = (spaceId: string, date: string, enabled = true) => useAvailability(spaceId, addDays(date, -1), addDays(date, 1), enabled);
