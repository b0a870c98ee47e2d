import { MEETING_MESSAGES, type Meeting } from '@nafasi/shared/meetings';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { meetingKeys } from './keys';

export const deleteMeeting = (id: string) => api<void>(`/meetings/${id}`, { method: 'DELETE' });

/**
 * Deletes a meeting: it is gone from every list at once, whatever the refetch meets (a slow or
 * failed one keeps the list it had, and the deleted room would stay on screen).
 */
export const useDeleteMeeting = () =>
  useWrite(deleteMeeting, {
    refresh: [meetingKeys.all],
    update: (queryClient, _r, id) => queryClient.setQueriesData<Meeting[]>({ queryKey: meetingKeys.lists }, (list) => list?.filter((m) => m.id !== id)),
    done: MEETING_MESSAGES.deleted,
    failed: () => MEETING_MESSAGES.deleteFailed,
  });
