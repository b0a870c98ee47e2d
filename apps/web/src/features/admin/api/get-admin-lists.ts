import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OwnerUpgradeRequest } from '@nafasi/shared/profiles';
import type { ListResponse } from '@nafasi/shared/api';
import type { AdminBooking } from '@nafasi/shared/bookings';
import type { InboxMessage } from '@nafasi/shared/contact';
import type { AdminUser, AuditEntry } from '@nafasi/shared/admin';
import type { Space } from '@nafasi/shared/spaces';
import { api, type QueryParams } from '@/lib/api-client';
import { adminKeys } from './keys';

/** One page of an admin table; the previous page stays on screen while the next loads. */
function useAdminList<T>(name: string, path: string, params: QueryParams) {
  return useQuery({
    queryKey: adminKeys.table(name, params),
    queryFn: () => api<ListResponse<T>>(path, { params }),
    placeholderData: keepPreviousData,
  });
}

export const useAdminSpaces = (params: QueryParams) => useAdminList<Space>('spaces', '/admin/spaces', params);

export const useAdminBookings = (params: QueryParams) => useAdminList<AdminBooking>('bookings', '/admin/bookings', params);

export const useAdminUsers = (params: QueryParams) => useAdminList<AdminUser>('users', '/admin/users', params);

export const useAuditLog = (params: QueryParams) => useAdminList<AuditEntry>('audit', '/admin/audit', params);

export const useInbox = (params: QueryParams) => useAdminList<InboxMessage>('messages', '/admin/messages', params);

export const useUpgradeRequests = (params: QueryParams) => useAdminList<OwnerUpgradeRequest>('upgrades', '/admin/upgrade-requests', params);
