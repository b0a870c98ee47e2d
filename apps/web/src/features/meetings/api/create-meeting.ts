import type { ItemResponse } from '@nafasi/shared/api';
import type { CreateMeetingInput, Meeting } from '@nafasi/shared/meetings';
import { api } from '@/lib/api-client';

export const createMeeting = (input: CreateMeetingInput) =>
  api<ItemResponse<Meeting>>('/meetings', { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data);
