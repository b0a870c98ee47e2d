import type { MessageResponse } from '@nafasi/shared/auth';
import { api } from '@/lib/api-client';

export const resendVerification = () => api<MessageResponse>('/auth/verify/resend', { method: 'POST' }).then((r) => r.data);
