import type { ItemResponse } from '@nafasi/shared/api';
import type { AdminUser } from '@nafasi/shared/admin';
import type { Role } from '@nafasi/shared/roles';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { adminKeys } from './keys';

export const setRole = (id: string, role: Role) =>
  api<ItemResponse<AdminUser>>(`/admin/users/${id}/role`, { method: 'PUT', body: JSON.stringify({ role }) }).then((r) => r.data);

const withArticle = (role: Role) => (role === 'admin' ? 'an admin' : role === 'owner' ? 'an owner' : 'a user');

export const useSetRole = () =>
  useWrite(({ id, role }: { id: string; role: Role }) => setRole(id, role), {
    refresh: [adminKeys.all],
    done: (u) => `${u.name} is now ${withArticle(u.role)}.`,
  });
