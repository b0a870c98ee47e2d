import type { OwnerUpgradeRequest } from '@nafasi/shared/profiles';
import type { ItemResponse } from '@nafasi/shared/api';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { profileKeys } from './keys';
import { m } from '@nafasi/shared/i18n';

export const requestOwnerUpgrade = (message: string) =>
  api<ItemResponse<OwnerUpgradeRequest>>('/profile/upgrade-request', { method: 'POST', body: JSON.stringify({ message }) }).then((r) => r.data);

export const useRequestOwnerUpgrade = () =>
  useWrite(requestOwnerUpgrade, {
    refresh: [],
    update: (queryClient, created) => queryClient.setQueryData(profileKeys.upgrade, created),
    done: m.toast_upgrade_requested(),
  });
