import { z } from 'zod';
import { itemResponse, oneLine, queryInt, uuidParam } from './api.ts';
import { EmailField } from './auth.ts';
import { BOOKING_STATUSES } from './bookings.ts';
import { fieldName } from './field-names.ts';
import { m, translated } from './i18n.ts';
import { kraPin, monthField } from './tax.ts';

/**
 * Company accounts (docs/COMPANIES.md): a company's details, its people and their invitations, the
 * bookings on its account and its monthly statement.
 */

/** An admin manages the company (its details, people, bookings, invoices, statements); a member books on its account. */
export const COMPANY_ROLES = ['admin', 'member'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** How long an invitation's link works. */
export const COMPANY_INVITATION_DAYS = 7;

export const COMPANY_MESSAGES = translated(
  {
    notFound: m.company_not_found,
    adminsOnly: m.company_admins_only,
    notMember: m.company_not_member,
    lastAdmin: m.company_last_admin,
    alreadyMember: m.company_already_member,
    invitationGone: m.company_invitation_gone,
    memberNotFound: m.company_member_not_found,
  },
  {
    invitationOtherAddress: (email: string) => m.company_invitation_other_address({ email }),
  },
);

const role = z.enum(COMPANY_ROLES, { error: () => m.field_one_of({ field: 'role', values: COMPANY_ROLES.join(', ') }) });
const required = (field: string, max: number) => oneLine(field, max).min(1, { error: () => m.field_required({ field: fieldName(field) }) });

/** A company as its creator or an admin writes it: every field is on its invoices. */
export const CompanyInputSchema = z.strictObject({
  name: required('companyName', 120),
  kraPin: kraPin,
  postalAddress: required('postalAddress', 200),
  billingEmail: EmailField,
});
export type CompanyInput = z.infer<typeof CompanyInputSchema>;

export const CompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  kraPin: z.string(),
  postalAddress: z.string(),
  billingEmail: z.string(),
  /** The caller's role in it. */
  role: z.enum(COMPANY_ROLES),
  members: z.number(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof CompanySchema>;

export const CompanyMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  joinedAt: z.string(),
});
export type CompanyMember = z.infer<typeof CompanyMemberSchema>;

export const CompanyInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  invitedBy: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type CompanyInvitation = z.infer<typeof CompanyInvitationSchema>;

/** A company with its people: its admins see the open invitations too (an empty list for members). */
export const CompanyDetailSchema = CompanySchema.extend({
  people: z.array(CompanyMemberSchema),
  invitations: z.array(CompanyInvitationSchema),
});
export type CompanyDetail = z.infer<typeof CompanyDetailSchema>;

export const InviteSchema = z.strictObject({ email: EmailField, role: role.default('member') });
export type InviteInput = z.input<typeof InviteSchema>;
export const MemberRoleSchema = z.strictObject({ role });
export const CompanyMemberParamsSchema = z.strictObject({ id: uuidParam('id'), userId: uuidParam('userId') });
export const CompanyInvitationParamsSchema = z.strictObject({ id: uuidParam('id'), invitationId: uuidParam('invitationId') });

/** The token an invitation's link carries (sent in the body, never in a URL the server logs). */
export const InvitationTokenSchema = z.strictObject({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: () => m.company_invitation_gone() }),
});
export const InvitationPreviewSchema = z.object({
  companyName: z.string(),
  invitedBy: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

export const CompanyBookingsQuerySchema = z.strictObject({
  limit: queryInt('limit', 1, 100).default(50),
  offset: queryInt('offset', 0, 1_000_000).default(0),
});

/** A month of a company's statement (GET /api/companies/:id/statement?month=2026-12). */
export const CompanyStatementQuerySchema = z.strictObject({ month: monthField });

/** One invoice of the month: what it was for and where its money stands now. */
export const StatementInvoiceSchema = z.object({
  bookingId: z.string(),
  invoiceId: z.string(),
  reference: z.string(),
  issuedAt: z.string(),
  bookedBy: z.string(),
  spaceName: z.string(),
  startTime: z.string(),
  status: z.enum(BOOKING_STATUSES),
  total: z.number(),
  paid: z.number(),
  owed: z.number(),
});
export const StatementPaymentSchema = z.object({
  receivedAt: z.string(),
  via: z.enum(['mpesa', 'bank']),
  receipt: z.string(),
  invoiceId: z.string(),
  amount: z.number(),
});
export const CompanyStatementSchema = z.object({
  month: z.string(),
  company: z.object({ name: z.string(), kraPin: z.string(), postalAddress: z.string(), billingEmail: z.string() }),
  invoices: z.array(StatementInvoiceSchema),
  payments: z.array(StatementPaymentSchema),
  /** Invoiced in the month (bookings not cancelled or declined), received in the month, and owed now on the month's invoices. */
  totals: z.object({ invoiced: z.number(), received: z.number(), owed: z.number() }),
});
export type CompanyStatement = z.infer<typeof CompanyStatementSchema>;

export const CompanyResponseSchema = itemResponse(CompanySchema);
export const CompanyListResponseSchema = itemResponse(z.array(CompanySchema));
export const CompanyDetailResponseSchema = itemResponse(CompanyDetailSchema);
export const CompanyInvitationResponseSchema = itemResponse(CompanyInvitationSchema);
export const InvitationPreviewResponseSchema = itemResponse(InvitationPreviewSchema);
export const CompanyStatementResponseSchema = itemResponse(CompanyStatementSchema);
