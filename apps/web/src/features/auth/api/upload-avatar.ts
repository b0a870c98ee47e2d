import type { ItemResponse } from '@nafasi/shared/api';
import type { User } from '@nafasi/shared/auth';
import { api } from '@/lib/api-client';

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api<ItemResponse<User>>('/profile/avatar', { method: 'POST', body: form }).then((r) => r.data);
}
