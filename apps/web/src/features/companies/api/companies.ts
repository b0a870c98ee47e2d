import { useQuery } from '@tanstack/react-query';
import type { ItemResponse, ListResponse } from '@nafasi/shared/api';
import type { Booking } from '@nafasi/shared/bookings';
import type {
  Company,
  CompanyDetail,
  CompanyInput,
  CompanyInvitation,
  CompanyRole,
  CompanyStatement,
  InvitationPreview,
  InviteInput,
} from '@nafasi/shared/companies';
import { m } from '@nafasi/shared/i18n';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { downloadFile } from '@/lib/api-files';
import { useWrite } from '@/lib/use-write';

/* Company accounts (docs/COMPANIES.md): the caller's companies, one company's people, bookings and statement. */

export const companyKeys = {
  all: ['companies'] as const,
  mine: ['companies', 'mine'] as const,
  one: (id: string) => ['companies', id] as const,
  bookings: (id: string) => ['companies', id, 'bookings'] as const,
  statement: (id: string, month: string) => ['companies', id, 'statement', month] as const,
};

/** The companies the signed-in person belongs to (none: an empty list). */
export const useMyCompanies = (enabled = true) =>
  useQuery({ queryKey: companyKeys.mine, queryFn: () => api<ItemResponse<Company[]>>('/companies').then((r) => r.data), enabled });

export const useCompany = (id: string) =>
  useQuery({ queryKey: companyKeys.one(id), queryFn: () => api<ItemResponse<CompanyDetail>>(`/companies/${id}`).then((r) => r.data), retry: false });

export const useCompanyBookings = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: companyKeys.bookings(id),
    queryFn: () => api<ListResponse<Booking>>(`/companies/${id}/bookings?limit=100`).then((r) => r.data),
    enabled,
  });

export const useCompanyStatement = (id: string, month: string, enabled: boolean) =>
  useQuery({
    queryKey: companyKeys.statement(id, month),
    queryFn: () => api<ItemResponse<CompanyStatement>>(`/companies/${id}/statement?month=${encodeURIComponent(month)}`).then((r) => r.data),
    enabled: enabled && /^\d{4}-\d{2}$/.test(month),
  });

/** The month's statement as a file: CSV for the books, PDF to keep or send. */
export const downloadStatement = (id: string, month: string, format: 'csv' | 'pdf') =>
  downloadFile(`/companies/${id}/statement.${format}?month=${encodeURIComponent(month)}`, `nafasi-statement-${month}.${format}`);

const send = <T>(path: string, method: string, body?: unknown) =>
  api<ItemResponse<T> | null>(path, { method, ...(body !== undefined && { body: JSON.stringify(body) }) }).then((r) => r?.data as T);

/** Opens a company account; a refusal shows under its field. */
export const useCreateCompany = (failed: (error: unknown) => string | null) =>
  useWrite((input: CompanyInput) => send<Company>('/companies', 'POST', input), { refresh: [companyKeys.all], done: () => m.company_created(), failed });

export const useUpdateCompany = (id: string, failed: (error: unknown) => string | null) =>
  useWrite((input: CompanyInput) => send<Company>(`/companies/${id}`, 'PUT', input), { refresh: [companyKeys.all], done: () => m.company_saved(), failed });

export const useInvite = (id: string, failed: (error: unknown) => string | null) =>
  useWrite((input: InviteInput) => send<CompanyInvitation>(`/companies/${id}/invitations`, 'POST', input), {
    refresh: [companyKeys.one(id)],
    done: (sent) => m.company_invitation_sent({ email: sent.email }),
    failed,
  });

export const useRevokeInvitation = (id: string) =>
  useWrite((invitationId: string) => send(`/companies/${id}/invitations/${invitationId}`, 'DELETE'), {
    refresh: [companyKeys.one(id)],
    done: () => m.company_invitation_withdrawn(),
  });

export const useSetRole = (id: string) =>
  useWrite((input: { userId: string; role: CompanyRole }) => send(`/companies/${id}/members/${input.userId}`, 'PUT', { role: input.role }), {
    refresh: [companyKeys.one(id)],
    done: () => m.company_role_changed(),
  });

/** Removes someone (an admin) or leaves (oneself): what they could see goes at once. */
export const useRemoveMember = (id: string) =>
  useWrite((userId: string) => send(`/companies/${id}/members/${userId}`, 'DELETE'), {
    refresh: [companyKeys.all, queryRoots.bookings],
    done: () => m.company_member_removed(),
  });

export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: ['company-invitation', token],
    queryFn: () => send<InvitationPreview>('/company-invitations/preview', 'POST', { token }),
    enabled: token !== '',
    retry: false,
  });

export const useAcceptInvitation = () =>
  useWrite((token: string) => send<Company>('/company-invitations/accept', 'POST', { token }), {
    refresh: [companyKeys.all],
    done: (company) => m.company_joined({ company: company.name }),
  });

/** An admin cancels a booking on the company's account (the policy as for its booker; money paid goes back to who paid). */
export const useCancelCompanyBooking = (companyId: string) =>
  useWrite((bookingId: string) => send<Booking>(`/bookings/${bookingId}/cancel`, 'POST'), {
    refresh: [companyKeys.bookings(companyId), queryRoots.bookings],
    done: () => m.company_booking_cancelled(),
  });
