import type { GoogleSessionResponse } from '@nafasi/shared/auth';
import { api } from '@/lib/api-client';

export const exchangeGoogleCode = (code: string, verifier: string) =>
  api<GoogleSessionResponse>('/auth/google/exchange', { method: 'POST', body: JSON.stringify({ code, verifier }) }).then((r) => r.data);
