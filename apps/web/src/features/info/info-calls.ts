import type { ItemResponse } from '@nafasi/shared/api';
import type { ContactInput, PartnerInquiryInput } from '@nafasi/shared/contact';
import { api } from '@/lib/api-client';

type Received = ItemResponse<{ id: string; message: string }>;

export const sendContact = (input: ContactInput) => api<Received>('/contact', { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data);
export const sendPartnerInquiry = (input: PartnerInquiryInput) => api<Received>('/partners/inquiries', { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data);
export const subscribe = (email: string) => api<ItemResponse<{ email: string; message: string }>>('/newsletter', { method: 'POST', body: JSON.stringify({ email }) }).then((r) => r.data);
export const fetchSupportRoom = () => api<ItemResponse<{ id: string }>>('/support-room').then((r) => r.data);
