import type { ItemResponse } from '@nafasi/shared/api';
import type { User } from '@nafasi/shared/auth';
import { api } from '@/lib/api-client';

export const updateUser = (patch: { full_name?: string; avatar_url?: string | null }) =>
  api<ItemResponse<User>>('/auth/user', { method: 'PUT', body: JSON.stringify(patch) }).then((r) => r.data);
