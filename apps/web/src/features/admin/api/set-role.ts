import type { ItemResponse } from '@nafasi/shared/api';
import type { AdminUser } from '@nafasi/shared/admin';
import type { Role } from '@nafasi/shared/roles';
import { api } from '@/lib/api-client';

export const setRole = (id: string, role: Role) =>
  api<ItemResponse<AdminUser>>(`/admin/users/${id}/role`, { method: 'PUT', body: JSON.stringify({ role }) }).then((r) => r.data);
