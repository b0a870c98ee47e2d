import type { ItemResponse } from '@nafasi/shared/api';
import type { Session } from '@nafasi/shared/auth';
import { api } from '@/lib/api-client';

export const resetPassword = (token: string, password: string) =>
  api<ItemResponse<Session>>('/auth/reset', { method: 'POST', body: JSON.stringify({ token, password }) }).then((r) => r.data);
