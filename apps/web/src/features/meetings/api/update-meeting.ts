import type { ItemResponse } from '@nafasi/shared/api';
import type { Meeting, UpdateMeetingInput } from '@nafasi/shared/meetings';
import { api } from '@/lib/api-client';

export const updateMeeting = (id: string, input: UpdateMeetingInput) =>
  api<ItemResponse<Meeting>>(`/meetings/${id}`, { method: 'PUT', body: JSON.stringify(input) }).then((r) => r.data);
