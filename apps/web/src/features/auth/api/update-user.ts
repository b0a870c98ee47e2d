import type { ItemResponse } from '@nafasi/shared/api';
import type { User } from '@nafasi/shared/auth';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useWrite } from '@/lib/use-write';
import { uploadAvatar } from './upload-avatar';

export const updateUser = (patch: { full_name?: string; avatar_url?: string | null }) =>
  api<ItemResponse<User>>('/auth/user', { method: 'PUT', body: JSON.stringify(patch) }).then((r) => r.data);

const PROFILE_SAVED = 'Profile updated successfully!';

/** A new name or a new photo: the answer is the account as saved, and the whole app shows it at once. */
export function useUpdateProfile<I>(write: (input: I) => Promise<User>, failed: (error: unknown) => string | null) {
  const { setUser } = useAuth();
  return useWrite(write, { refresh: [], update: (_q, user) => setUser(user), done: PROFILE_SAVED, failed });
}

export const useUploadAvatar = () => useUpdateProfile(uploadAvatar, () => null);
