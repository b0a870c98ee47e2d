import type { ItemResponse } from '@nafasi/shared/api';
import type { CalendarImport, CalendarImportInput } from '@nafasi/shared/schedule';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { listingKeys } from './keys';
import { m } from '@nafasi/shared/i18n';

/** Syncs another calendar with a space (read at once, then every 15 minutes). */
const addCalendarImport = ({ spaceId, input }: { spaceId: string; input: CalendarImportInput }) =>
  api<ItemResponse<CalendarImport>>(`/spaces/${spaceId}/calendar-imports`, { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data);

/** Reads one of the host's other calendars now. */
const syncCalendarImport = ({ spaceId, importId }: { spaceId: string; importId: string }) =>
  api<ItemResponse<CalendarImport>>(`/spaces/${spaceId}/calendar-imports/${importId}/sync`, { method: 'POST' }).then((r) => r.data);

/** Stops syncing another calendar; the times it blocked are freed. */
const removeCalendarImport = ({ spaceId, importId }: { spaceId: string; importId: string }) =>
  api<void>(`/spaces/${spaceId}/calendar-imports/${importId}`, { method: 'DELETE' });

/** What a read of another calendar found: how many busy times, or why it could not be read, and which of our bookings clash. */
function told(done: CalendarImport) {
  if (done.lastError) return { warning: done.lastError };
  const synced = m.toast_calendar_synced({ count: done.eventsCount });
  const clashes = done.clashes.length;
  if (!clashes) return synced;
  return { warning: `${synced} ${m.toast_calendar_clashes({ count: clashes })}` };
}

/** A calendar's busy times are blocks of the space: both lists are read again. */
const refresh = (spaceId: string) => [listingKeys.calendarImports(spaceId), listingKeys.blocks(spaceId)];

export const useAddCalendarImport = () => useWrite(addCalendarImport, { refresh: (_r, i) => refresh(i.spaceId), done: told });
export const useSyncCalendarImport = () => useWrite(syncCalendarImport, { refresh: (_r, i) => refresh(i.spaceId), done: told });
export const useRemoveCalendarImport = () => useWrite(removeCalendarImport, { refresh: (_r, i) => refresh(i.spaceId), done: m.toast_calendar_removed() });
