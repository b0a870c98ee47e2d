import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { CalendarImport } from '@nafasi/shared/schedule';
import { api } from '@/lib/api-client';
import { listingKeys } from './keys';

/** The host's other calendars synced with a space, with their last sync and error. */
export const useCalendarImports = (spaceId: string) =>
  useQuery({
    queryKey: listingKeys.calendarImports(spaceId),
    queryFn: () => api<ItemResponse<CalendarImport[]>>(`/spaces/${spaceId}/calendar-imports`).then((r) => r.data),
    enabled: spaceId !== '',
  });
