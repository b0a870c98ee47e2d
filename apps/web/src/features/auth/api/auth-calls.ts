import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session, User } from '@nafasi/shared/auth';
import { api } from '@/lib/api-client';

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: () => api<{ data: { google: boolean } }>('/auth/providers').then((r) => r.data),
    staleTime: Infinity,
  });
export const useProviders = () => useQuery(providersQueryOptions());

export const requestPasswordReset = (email: string) =>
  api<{ data: { message: string } }>('/auth/recover', { method: 'POST', body: JSON.stringify({ email }) });

export const resetPassword = (token: string, password: string) =>
  api<{ data: Session }>('/auth/reset', { method: 'POST', body: JSON.stringify({ token, password }) }).then((r) => r.data);

export const updateUser = (patch: { full_name?: string; avatar_url?: string | null }) =>
  api<{ data: User }>('/auth/user', { method: 'PUT', body: JSON.stringify(patch) }).then((r) => r.data);

export const changePassword = (currentPassword: string | undefined, password: string) =>
  api<{ data: { message: string } }>('/auth/password', {
    method: 'PUT',
    body: JSON.stringify({ ...(currentPassword ? { current_password: currentPassword } : {}), password }),
  });

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api<{ data: User }>('/profile/avatar', { method: 'POST', body: form }).then((r) => r.data);
}

export const verifyEmail = (token: string) =>
  api<{ data: Session }>('/auth/verify', { method: 'POST', body: JSON.stringify({ token }) }).then((r) => r.data);

export const resendVerification = () => api<{ data: { message: string } }>('/auth/verify/resend', { method: 'POST' }).then((r) => r.data);

export const exchangeGoogleCode = (code: string, verifier: string) =>
  api<{ data: { session: Session; created: boolean } }>('/auth/google/exchange', { method: 'POST', body: JSON.stringify({ code, verifier }) }).then((r) => r.data);
