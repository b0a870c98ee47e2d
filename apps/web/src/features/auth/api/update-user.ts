import type { ItemResponse } from '@nafasi/shared/api';
import type { User } from '@nafasi/shared/auth';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useWrite } from '@/lib/use-write';
import { uploadAvatar } from './upload-avatar';
import { m } from '@nafasi/shared/i18n';

export const updateUser = (patch: { full_name?: string; avatar_url?: string | null }) =>
  api<ItemResponse<User>>('/auth/user', { method: 'PUT', body: JSON.stringify(patch) }).then((r) => r.data);

/** A new name or a new photo: the answer is the account as saved, and the whole app shows it at once. */
export function useUpdateProfile<I>(write: (input: I) => Promise<User>, failed: (error: unknown) => string | null) {
  const { setUser } = useAuth();
  return useWrite(write, { refresh: [], update: (_q, user) => setUser(user), done: m.account_profile_saved(), failed });
}

export const useUploadAvatar = () => useUpdateProfile(uploadAvatar, () => null);
