import type { SubscribedResponse } from '@nafasi/shared/contact';
import { api } from '@/lib/api-client';

export const subscribe = (email: string) => api<SubscribedResponse>('/newsletter', { method: 'POST', body: JSON.stringify({ email }) }).then((r) => r.data);
