import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@/lib/router';
import { getErrorMessage } from '@nafasi/shared/errors';
import type { SupportRoomResponse } from '@nafasi/shared/meetings';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const getSupportRoom = () => api<SupportRoomResponse>('/support-room').then((r) => r.data);

/** Opens the community & support room (Help's Start Live Chat, the forum's Start New Topic); signed out, sign-in comes first. */
export function useSupportRoom() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: getSupportRoom,
    onSuccess: (room) => navigate(paths.chatRoom.getHref(room.id)),
    onError: (error) => toast.error(getErrorMessage(error)),
  });
}
