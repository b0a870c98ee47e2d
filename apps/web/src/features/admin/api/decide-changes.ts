import type { ItemResponse } from '@nafasi/shared/api';
import type { Space } from '@nafasi/shared/spaces';
import { api } from '@/lib/api-client';

export const decideChanges = (id: string, decision: 'approve' | 'reject', reason?: string) =>
  api<ItemResponse<Space>>(`/admin/spaces/${id}/changes/decision`, { method: 'POST', body: JSON.stringify({ decision, reason }) }).then((r) => r.data);
