import type { OwnerUpgradeRequest } from '@nafasi/shared/profiles';
import type { ItemResponse } from '@nafasi/shared/api';
import { api } from '@/lib/api-client';

export const requestOwnerUpgrade = (message: string) =>
  api<ItemResponse<OwnerUpgradeRequest>>('/profile/upgrade-request', { method: 'POST', body: JSON.stringify({ message }) }).then((r) => r.data);
