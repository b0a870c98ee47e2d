import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { AdminStats } from '@nafasi/shared/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const useAdminStats = () => useQuery({ queryKey: adminKeys.stats, queryFn: () => api<ItemResponse<AdminStats>>('/admin/stats').then((r) => r.data) });
