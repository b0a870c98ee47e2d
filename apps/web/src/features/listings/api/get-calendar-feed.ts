import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { CalendarFeed } from '@nafasi/shared/schedule';
import { api } from '@/lib/api-client';
import { listingKeys } from './keys';

/** The private iCal link of a space's bookings and blocks (made on first asking). */
export const useCalendarFeed = (spaceId: string) =>
  useQuery({
    queryKey: listingKeys.calendarFeed(spaceId),
    queryFn: () => api<ItemResponse<CalendarFeed>>(`/spaces/${spaceId}/calendar-feed`).then((r) => r.data),
    enabled: spaceId !== '',
    staleTime: Infinity,
  });
