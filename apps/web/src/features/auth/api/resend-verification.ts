import type { MessageResponse } from '@nafasi/shared/auth';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';

export const resendVerification = () => api<MessageResponse>('/auth/verify/resend', { method: 'POST' }).then((r) => r.data);

export const useResendVerification = () => useWrite(resendVerification, { refresh: [], done: (r) => r.message });
