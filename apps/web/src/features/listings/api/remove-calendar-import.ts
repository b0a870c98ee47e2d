import { api } from '@/lib/api-client';

/** Stops syncing another calendar; the times it blocked are freed. */
export const removeCalendarImport = ({ spaceId, importId }: { spaceId: string; importId: string }) =>
  api<void>(`/spaces/${spaceId}/calendar-imports/${importId}`, { method: 'DELETE' });
