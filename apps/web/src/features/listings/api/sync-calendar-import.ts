import type { ItemResponse } from '@nafasi/shared/api';
import type { CalendarImport } from '@nafasi/shared/schedule';
import { api } from '@/lib/api-client';

/** Reads one of the host's other calendars now. */
export const syncCalendarImport = ({ spaceId, importId }: { spaceId: string; importId: string }) =>
  api<ItemResponse<CalendarImport>>(`/spaces/${spaceId}/calendar-imports/${importId}/sync`, { method: 'POST' }).then((r) => r.data);
