import type { ItemResponse } from '@nafasi/shared/api';
import type { Meeting, UpdateMeetingInput } from '@nafasi/shared/meetings';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { meetingKeys } from './keys';

export const updateMeeting = (id: string, input: UpdateMeetingInput) =>
  api<ItemResponse<Meeting>>(`/meetings/${id}`, { method: 'PUT', body: JSON.stringify(input) }).then((r) => r.data);

/** The host renames or describes a meeting, or ends (and reopens) it. */
export const useUpdateMeeting = (id: string) =>
  useWrite((input: UpdateMeetingInput) => updateMeeting(id, input), {
    refresh: [meetingKeys.all],
    done: (_m, input) => (input.isActive === false ? 'Meeting ended.' : input.isActive ? 'Meeting reopened.' : 'Room settings saved.'),
  });
