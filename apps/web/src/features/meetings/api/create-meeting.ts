import type { ItemResponse } from '@nafasi/shared/api';
import type { CreateMeetingInput, Meeting } from '@nafasi/shared/meetings';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { meetingKeys } from './keys';
import { m } from '@nafasi/shared/i18n';

export const createMeeting = (input: CreateMeetingInput) =>
  api<ItemResponse<Meeting>>('/meetings', { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data);

export const useCreateMeeting = () =>
  useWrite(createMeeting, { refresh: [meetingKeys.lists], done: (meeting) => m.toast_meeting_created({ code: meeting.meetingCode ?? '' }) });
