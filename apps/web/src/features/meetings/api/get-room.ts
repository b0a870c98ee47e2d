import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { Room } from '@nafasi/shared/meetings';
import { api } from '@/lib/api-client';
import { meetingKeys } from './keys';

export const useRoom = (id: string) =>
  useQuery({ queryKey: meetingKeys.room(id), queryFn: () => api<ItemResponse<Room>>(`/rooms/${id}`).then((r) => r.data), retry: false });
