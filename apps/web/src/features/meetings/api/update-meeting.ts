import type { ItemResponse } from '@nafasi/shared/api';
import type { Meeting, UpdateMeetingInput } from '@nafasi/shared/meetings';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { meetingKeys } from './keys';
import { m } from '@nafasi/shared/i18n';

export const updateMeeting = (id: string, input: UpdateMeetingInput) =>
  api<ItemResponse<Meeting>>(`/meetings/${id}`, { method: 'PUT', body: JSON.stringify(input) }).then((r) => r.data);

/** The host renames or describes a meeting, or ends (and reopens) it. */
export const useUpdateMeeting = (id: string) =>
  useWrite((input: UpdateMeetingInput) => updateMeeting(id, input), {
    refresh: [meetingKeys.all],
    done: (_m, input) => (input.isActive === false ? m.toast_meeting_ended() : input.isActive ? m.toast_meeting_reopened() : m.toast_room_saved()),
  });
