import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { ChatReport } from '@nafasi/shared/meetings';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** Reported chat messages no moderator has acted on yet. */
export const useChatReports = () =>
  useQuery({ queryKey: adminKeys.reports, queryFn: () => api<ItemResponse<ChatReport[]>>('/admin/chat-reports').then((r) => r.data) });
