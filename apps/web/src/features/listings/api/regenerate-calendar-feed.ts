import type { ItemResponse } from '@nafasi/shared/api';
import type { CalendarFeed } from '@nafasi/shared/schedule';
import { api } from '@/lib/api-client';

/** A new private iCal link; the old one stops working. */
export const regenerateCalendarFeed = (spaceId: string) =>
  api<ItemResponse<CalendarFeed>>(`/spaces/${spaceId}/calendar-feed`, { method: 'POST' }).then((r) => r.data);
