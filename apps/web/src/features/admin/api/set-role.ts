import type { ItemResponse } from '@nafasi/shared/api';
import type { AdminUser } from '@nafasi/shared/admin';
import type { Role } from '@nafasi/shared/roles';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { adminKeys } from './keys';
import { m } from '@nafasi/shared/i18n';

export const setRole = (id: string, role: Role) =>
  api<ItemResponse<AdminUser>>(`/admin/users/${id}/role`, { method: 'PUT', body: JSON.stringify({ role }) }).then((r) => r.data);

const NOW = { admin: m.toast_role_now_admin, owner: m.toast_role_now_owner, user: m.toast_role_now_user } satisfies Record<Role, unknown>;

export const useSetRole = () =>
  useWrite(({ id, role }: { id: string; role: Role }) => setRole(id, role), {
    refresh: [adminKeys.all],
    done: (u) => NOW[u.role]({ name: u.name }),
  });
