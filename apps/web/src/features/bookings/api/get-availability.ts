import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilityResponse } from '@nafasi/shared/spaces';
import { addDays } from '@nafasi/shared/time';
import { api } from '@/lib/api-client';
import { bookingKeys } from './keys';

/** How far ahead the booking screen looks for the first free slot to open on (and the server reads for its first render). */
export const BOOKING_LOOKAHEAD_DAYS = 14;

/** A space's days from `from` to `to`: which can still be booked (and if not, why), and the times booked or blocked. */
export const availabilityQueryOptions = (spaceId: string, from: string, to: string) =>
  queryOptions({
    queryKey: bookingKeys.availabilityRange(spaceId, from, to),
    queryFn: () => api<AvailabilityResponse>(`/spaces/${spaceId}/availability`, { params: { from, to } }).then((r) => r.data),
    staleTime: 10_000,
  });

/** `availabilityQueryOptions` read by a screen; `enabled` false when the caller already holds those days from a longer read. */
export const useAvailability = (spaceId: string, from: string, to: string, enabled = true) =>
  useQuery({ ...availabilityQueryOptions(spaceId, from, to), enabled });

/** One date with the day either side (a buffer reaches across midnight). */
export const useDayAvailability = (spaceId: string, date: string, enabled = true) => useAvailability(spaceId, addDays(date, -1), addDays(date, 1), enabled);
