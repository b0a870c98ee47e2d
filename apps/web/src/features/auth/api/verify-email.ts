import type { ItemResponse } from '@nafasi/shared/api';
import type { Session } from '@nafasi/shared/auth';
import { api } from '@/lib/api-client';

export const verifyEmail = (token: string) =>
  api<ItemResponse<Session>>('/auth/verify', { method: 'POST', body: JSON.stringify({ token }) }).then((r) => r.data);
