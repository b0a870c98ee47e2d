import type { ItemResponse } from '@nafasi/shared/api';
import type { OwnerUpgradeRequest } from '@nafasi/shared/profiles';
import type { Space } from '@nafasi/shared/spaces';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { adminKeys } from './keys';
import { m } from '@nafasi/shared/i18n';

/** What an admin approves or refuses: a new listing, a live listing's changes, an owner upgrade. */
export type Decidable = 'space' | 'changes' | 'upgrade';

export interface Decision {
  kind: Decidable;
  id: string;
  decision: 'approve' | 'reject';
  reason?: string;
}

const PATHS: Record<Decidable, (id: string) => string> = {
  space: (id) => `/admin/spaces/${id}/decision`,
  changes: (id) => `/admin/spaces/${id}/changes/decision`,
  upgrade: (id) => `/admin/upgrade-requests/${id}/decision`,
};

const APPROVED: Record<Decidable, () => string> = {
  space: m.toast_space_approved,
  changes: m.toast_changes_approved,
  upgrade: m.toast_upgrade_approved,
};

export const decide = ({ kind, id, decision, reason }: Decision) =>
  api<ItemResponse<Space | OwnerUpgradeRequest>>(PATHS[kind](id), { method: 'POST', body: JSON.stringify({ decision, reason }) }).then((r) => r.data);

export const useDecide = () =>
  useWrite(decide, {
    refresh: [adminKeys.all],
    done: (_r, d) => (d.decision === 'approve' ? APPROVED[d.kind]() : m.toast_refused()),
  });
