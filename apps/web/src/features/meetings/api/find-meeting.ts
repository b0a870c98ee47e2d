import type { ItemResponse } from '@nafasi/shared/api';
import { getErrorMessage } from '@nafasi/shared/errors';
import { MEETING_MESSAGES, type Meeting } from '@nafasi/shared/meetings';
import { api, ApiError } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';

/** §5 Join: the ID first, then the upper-cased code (the server does both). */
export const findMeeting = (idOrCode: string) => api<ItemResponse<Meeting>>(`/meetings/${encodeURIComponent(idOrCode.trim())}`).then((r) => r.data);

/** Looks a meeting up by what the person typed (a read, but on their command, so it says why it found nothing). */
export const useFindMeeting = () =>
  useWrite(findMeeting, {
    refresh: [],
    failed: (error) => (error instanceof ApiError && error.status === 404 ? MEETING_MESSAGES.notFound : getErrorMessage(error)),
  });
