import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { Booking } from '@nafasi/shared/bookings';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** Refunds owed to guests (and the latest sent). */
export const useRefunds = () => useQuery({ queryKey: adminKeys.refunds, queryFn: () => api<ItemResponse<Booking[]>>('/admin/refunds').then((r) => r.data) });
