import type { MessageResponse } from '@nafasi/shared/auth';
import { api } from '@/lib/api-client';

export const requestPasswordReset = (email: string) => api<MessageResponse>('/auth/recover', { method: 'POST', body: JSON.stringify({ email }) });
