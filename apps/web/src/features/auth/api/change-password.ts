import type { MessageResponse } from '@nafasi/shared/auth';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';

export const changePassword = (currentPassword: string | undefined, password: string) =>
  api<MessageResponse>('/auth/password', {
    method: 'PUT',
    body: JSON.stringify({ ...(currentPassword ? { current_password: currentPassword } : {}), password }),
  });

/** Changes (or sets) the password; the server signs the other devices out and says so. */
export const useChangePassword = (failed: (error: unknown) => string | null) =>
  useWrite(({ current, password }: { current?: string; password: string }) => changePassword(current, password), {
    refresh: [],
    done: (r) => r.data.message,
    failed,
  });
