import type { ItemResponse } from '@nafasi/shared/api';
import type { Space } from '@nafasi/shared/spaces';
import { api } from '@/lib/api-client';

export const decideSpace = (id: string, decision: 'approve' | 'reject', reason?: string) =>
  api<ItemResponse<Space>>(`/admin/spaces/${id}/decision`, { method: 'POST', body: JSON.stringify({ decision, reason }) }).then((r) => r.data);
