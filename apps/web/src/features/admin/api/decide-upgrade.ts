import type { OwnerUpgradeRequest } from '@nafasi/shared/profiles';
import type { ItemResponse } from '@nafasi/shared/api';
import { api } from '@/lib/api-client';

export const decideUpgrade = (id: string, decision: 'approve' | 'reject', reason?: string) =>
  api<ItemResponse<OwnerUpgradeRequest>>(`/admin/upgrade-requests/${id}/decision`, { method: 'POST', body: JSON.stringify({ decision, reason }) }).then(
    (r) => r.data,
  );
