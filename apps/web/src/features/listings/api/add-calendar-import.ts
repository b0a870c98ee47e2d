import type { ItemResponse } from '@nafasi/shared/api';
import type { CalendarImport, CalendarImportInput } from '@nafasi/shared/schedule';
import { api } from '@/lib/api-client';

/** Syncs another calendar with a space (read at once, then every 15 minutes). */
export const addCalendarImport = ({ spaceId, input }: { spaceId: string; input: CalendarImportInput }) =>
  api<ItemResponse<CalendarImport>>(`/spaces/${spaceId}/calendar-imports`, { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data);
