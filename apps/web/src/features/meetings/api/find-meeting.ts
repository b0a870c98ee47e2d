import type { ItemResponse } from '@nafasi/shared/api';
import type { Meeting } from '@nafasi/shared/meetings';
import { api } from '@/lib/api-client';

/** §5 Join: the ID first, then the upper-cased code (the server does both). */
export const findMeeting = (idOrCode: string) => api<ItemResponse<Meeting>>(`/meetings/${encodeURIComponent(idOrCode.trim())}`).then((r) => r.data);
