import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ItemResponse } from '@nafasi/shared/api';
import { getErrorMessage } from '@nafasi/shared/errors';
import type { ContactInput, PartnerInquiryInput } from '@nafasi/shared/contact';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

type Received = ItemResponse<{ id: string; message: string }>;

export const sendContact = (input: ContactInput) => api<Received>('/contact', { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data);
export const sendPartnerInquiry = (input: PartnerInquiryInput) => api<Received>('/partners/inquiries', { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data);
export const subscribe = (email: string) => api<ItemResponse<{ email: string; message: string }>>('/newsletter', { method: 'POST', body: JSON.stringify({ email }) }).then((r) => r.data);
const fetchSupportRoom = () => api<ItemResponse<{ id: string }>>('/support-room').then((r) => r.data);

/** Opens the community & support room (Help's Start Live Chat, the forum's Start New Topic); signed out, sign-in comes first. */
export function useSupportRoom() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: fetchSupportRoom,
    onSuccess: (room) => navigate(paths.chatRoom.getHref(room.id)),
    onError: (error) => toast.error(getErrorMessage(error)),
  });
}
