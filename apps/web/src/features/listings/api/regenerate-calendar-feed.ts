import type { ItemResponse } from '@nafasi/shared/api';
import type { CalendarFeed } from '@nafasi/shared/schedule';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { listingKeys } from './keys';
import { m } from '@nafasi/shared/i18n';

/** A new private iCal link; the old one stops working. */
const regenerateCalendarFeed = (spaceId: string) => api<ItemResponse<CalendarFeed>>(`/spaces/${spaceId}/calendar-feed`, { method: 'POST' }).then((r) => r.data);

export const useRegenerateCalendarFeed = () =>
  useWrite(regenerateCalendarFeed, {
    refresh: [],
    update: (queryClient, feed, spaceId) => queryClient.setQueryData(listingKeys.calendarFeed(spaceId), feed),
    done: m.toast_feed_regenerated(),
  });
