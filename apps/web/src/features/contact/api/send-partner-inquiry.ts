import type { PartnerInquiryInput, ReceivedResponse } from '@nafasi/shared/contact';
import { api } from '@/lib/api-client';

export const sendPartnerInquiry = (input: PartnerInquiryInput) =>
  api<ReceivedResponse>('/partners/inquiries', { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data);
