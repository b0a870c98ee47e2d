import type { ItemResponse } from '@nafasi/shared/api';
import type { CreateMeetingInput, Meeting } from '@nafasi/shared/meetings';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { meetingKeys } from './keys';

export const createMeeting = (input: CreateMeetingInput) =>
  api<ItemResponse<Meeting>>('/meetings', { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data);

export const useCreateMeeting = () =>
  useWrite(createMeeting, { refresh: [meetingKeys.lists], done: (m) => `Room created. Share the code ${m.meetingCode} so others can join.` });
