import type { MessageResponse } from '@nafasi/shared/auth';
import { api } from '@/lib/api-client';

export const changePassword = (currentPassword: string | undefined, password: string) =>
  api<MessageResponse>('/auth/password', {
    method: 'PUT',
    body: JSON.stringify({ ...(currentPassword ? { current_password: currentPassword } : {}), password }),
  });
