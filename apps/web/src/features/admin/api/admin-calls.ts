import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OwnerUpgradeRequest } from '@nafasi/shared/accounts';
import type { ItemResponse, ListResponse } from '@nafasi/shared/api';
import type { Booking } from '@nafasi/shared/bookings';
import type { InboxMessage } from '@nafasi/shared/contact';
import type { AdminStats, AdminUser, AuditEntry } from '@nafasi/shared/listings';
import type { ChatReport } from '@nafasi/shared/meetings';
import type { Role } from '@nafasi/shared/roles';
import type { Space } from '@nafasi/shared/spaces';
import { api, type QueryParams } from '@/lib/api-client';

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  table: (name: string, params: QueryParams) => ['admin', name, params] as const,
  reports: ['admin', 'chat-reports'] as const,
};

/** Reported chat messages no moderator has acted on yet. */
export const useChatReports = () => useQuery({ queryKey: adminKeys.reports, queryFn: () => api<{ data: ChatReport[] }>('/admin/chat-reports').then((r) => r.data) });
export const deleteReportedMessage = (report: ChatReport) => api<void>(`/rooms/${report.roomId}/messages/${report.messageId}`, { method: 'DELETE' });

export const useAdminStats = () => useQuery({ queryKey: adminKeys.stats, queryFn: () => api<ItemResponse<AdminStats>>('/admin/stats').then((r) => r.data) });

/** One page of an admin table; the previous page stays on screen while the next loads. */
function useAdminList<T>(name: string, path: string, params: QueryParams) {
  return useQuery({
    queryKey: adminKeys.table(name, params),
    queryFn: () => api<ListResponse<T>>(path, { params }),
    placeholderData: keepPreviousData,
  });
}
export const useAdminSpaces = (params: QueryParams) => useAdminList<Space>('spaces', '/admin/spaces', params);
export const useAdminBookings = (params: QueryParams) => useAdminList<Booking>('bookings', '/admin/bookings', params);
export const useAdminUsers = (params: QueryParams) => useAdminList<AdminUser>('users', '/admin/users', params);
export const useAuditLog = (params: QueryParams) => useAdminList<AuditEntry>('audit', '/admin/audit', params);
export const useInbox = (params: QueryParams) => useAdminList<InboxMessage>('messages', '/admin/messages', params);
export const useUpgradeRequests = (params: QueryParams) => useAdminList<OwnerUpgradeRequest>('upgrades', '/admin/upgrade-requests', params);

export const decideSpace = (id: string, decision: 'approve' | 'reject', reason?: string) =>
  api<ItemResponse<Space>>(`/admin/spaces/${id}/decision`, { method: 'POST', body: JSON.stringify({ decision, reason }) }).then((r) => r.data);
export const decideUpgrade = (id: string, decision: 'approve' | 'reject', reason?: string) =>
  api<ItemResponse<OwnerUpgradeRequest>>(`/admin/upgrade-requests/${id}/decision`, { method: 'POST', body: JSON.stringify({ decision, reason }) }).then((r) => r.data);
export const setRole = (id: string, role: Role) => api<ItemResponse<AdminUser>>(`/admin/users/${id}/role`, { method: 'PUT', body: JSON.stringify({ role }) }).then((r) => r.data);

/** Live listings whose owners proposed changes (the admin compares and decides). */
export const useListingChanges = () => useQuery({ queryKey: [...adminKeys.all, 'changes'], queryFn: () => api<{ data: Space[] }>('/admin/spaces/changes').then((r) => r.data) });
export const decideChanges = (id: string, decision: 'approve' | 'reject', reason?: string) =>
  api<ItemResponse<Space>>(`/admin/spaces/${id}/changes/decision`, { method: 'POST', body: JSON.stringify({ decision, reason }) }).then((r) => r.data);

/** Refunds owed to guests (and the latest sent). */
export const useRefunds = () => useQuery({ queryKey: [...adminKeys.all, 'refunds'], queryFn: () => api<{ data: Booking[] }>('/admin/refunds').then((r) => r.data) });
export const markRefundSent = (bookingId: string, reference: string) =>
  api<ItemResponse<Booking>>(`/admin/refunds/${bookingId}/sent`, { method: 'POST', body: JSON.stringify({ reference }) }).then((r) => r.data);
