import { z } from 'zod';
import { itemResponse, listResponse, plainText, queryInt } from './api.ts';
import { AdminBookingSchema, BOOKING_STATUSES } from './bookings.ts';
import { ROLES } from './roles.ts';
import { LOCALES, m, translated } from './i18n.ts';

/* The admin panel's lists, figures and role changes (modules/admin, features/admin). */

const listQuery = <S extends readonly [string, ...string[]]>(sorts: S, defaultSort: S[number]) => ({
  q: plainText('q', 200).trim().optional(),
  sort: z.enum(sorts, { error: () => m.field_one_of({ field: 'sort', values: sorts.join(', ') }) }).default(defaultSort as never),
  order: z.enum(['asc', 'desc'], { error: () => m.field_one_of({ field: 'order', values: 'asc, desc' }) }).default('desc'),
  limit: queryInt('limit', 1, 100).default(20),
  offset: queryInt('offset', 0, 10_000_000).default(0),
});

export const ADMIN_SPACE_SORTS = ['created', 'title', 'category', 'location', 'rate', 'capacity'] as const;
export const ADMIN_BOOKING_SORTS = ['created', 'start', 'amount', 'status'] as const;
export const ADMIN_USER_SORTS = ['joined', 'name', 'email', 'role', 'bookings'] as const;

/** The states the admin's spaces table filters by. */
export const ADMIN_SPACE_FILTERS = ['pending', 'approved', 'rejected'] as const;
export const AdminSpaceQuerySchema = z.strictObject({
  ...listQuery(ADMIN_SPACE_SORTS, 'created'),
  status: z.enum(ADMIN_SPACE_FILTERS, { error: () => m.field_one_of({ field: 'status', values: ADMIN_SPACE_FILTERS.join(', ') }) }).optional(),
});
export const AdminBookingQuerySchema = z.strictObject({
  ...listQuery(ADMIN_BOOKING_SORTS, 'created'),
  status: z.enum(BOOKING_STATUSES, { error: () => m.field_one_of({ field: 'status', values: BOOKING_STATUSES.join(', ') }) }).optional(),
});
export const AdminUserQuerySchema = z.strictObject({
  ...listQuery(ADMIN_USER_SORTS, 'joined'),
  role: z.enum(ROLES, { error: () => m.field_one_of({ field: 'role', values: ROLES.join(', ') }) }).optional(),
});
export type AdminSpaceQuery = z.infer<typeof AdminSpaceQuerySchema>;
export type AdminBookingQuery = z.infer<typeof AdminBookingQuerySchema>;
export type AdminUserQuery = z.infer<typeof AdminUserQuerySchema>;
export const PageQuerySchema = z.strictObject({ limit: queryInt('limit', 1, 100).default(20), offset: queryInt('offset', 0, 10_000_000).default(0) });

export const AdminStatsSchema = z.object({
  spaces: z.number(),
  bookings: z.number(),
  revenue: z.number(),
  users: z.number(),
  pendingSpaces: z.number(),
  pendingUpgrades: z.number(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const AdminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** The language they read (their mails go out in it). */
  locale: z.enum(LOCALES),
  bookings: z.number(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const SetRoleSchema = z.strictObject({ role: z.enum(ROLES, { error: () => m.field_one_of({ field: 'role', values: ROLES.join(', ') }) }) });

/** What an admin's action was about, as the audit log keeps it. */
export const AUDIT_TARGETS = ['space', 'booking', 'user', 'upgrade_request', 'refund', 'incident', 'tax_remittance', 'bank_statement'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];
/** The log's "About" column in words (the action's code is for programs; its sentence says what was done). */
export const AUDIT_TARGET_LABELS: Readonly<Record<AuditTarget, string>> = translated({
  space: m.audit_about_space,
  booking: m.audit_about_booking,
  user: m.audit_about_user,
  upgrade_request: m.audit_about_upgrade_request,
  refund: m.audit_about_refund,
  incident: m.audit_about_incident,
  tax_remittance: m.audit_about_tax_remittance,
  bank_statement: m.audit_about_bank_statement,
});

export const AuditEntrySchema = z.object({
  id: z.string(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  summary: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AdminStatsResponseSchema = itemResponse(AdminStatsSchema);
export const AdminBookingListResponseSchema = listResponse(AdminBookingSchema);
export const AdminUserListResponseSchema = listResponse(AdminUserSchema);
export const AdminUserResponseSchema = itemResponse(AdminUserSchema);
export const AuditListResponseSchema = listResponse(AuditEntrySchema);
