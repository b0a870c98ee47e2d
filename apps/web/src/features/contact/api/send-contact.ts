import type { ContactInput, ReceivedResponse } from '@nafasi/shared/contact';
import { api } from '@/lib/api-client';

export const sendContact = (input: ContactInput) => api<ReceivedResponse>('/contact', { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data);
