import { z } from 'zod';
import { itemResponse, queryInt } from './api.ts';
import { m, translated } from './i18n.ts';

/**
 * What happens that someone hears of (issue 17). Each is written as an event in the transaction
 * that made it happen, and becomes notifications (the bell) and mails for the people it concerns.
 */
export const EVENT_KINDS = [
  'booking_made',
  'booking_requested',
  'request_accepted',
  'request_declined',
  'payment_confirmed',
  'booking_moved',
  'booking_cancelled',
  'booking_reminder',
  // A deposit holds a booking and its balance falls due soon (docs/PAYMENTS.md "Deposit and balance").
  'balance_due',
  'review_invite',
  'review_posted',
  'listing_submitted',
  'upgrade_requested',
  'message_unread',
  // Decided about a person (issue 65): they are told, whoever decided.
  'role_changed',
  'upgrade_refused',
  'listing_approved',
  'listing_rejected',
  'changes_decided',
  'refund_sent',
  // An admin refunded part of a booking that stands: its guest and host are told.
  'part_refunded',
  'payout_sent',
  'payout_failed',
  // KRA's eTIMS signed a tax invoice or credit note: its customer gets it (docs/TAX.md "eTIMS").
  'etims_signed',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

/**
 * Mails a person may turn off (Settings → Notifications, or the link at the foot of each). What a
 * booking needs (made, paid, accepted, declined, moved, cancelled) always goes.
 */
export const OPTIONAL_MAILS = ['messages', 'reminders', 'review_invites', 'reviews', 'admin_alerts'] as const;
export type OptionalMail = (typeof OPTIONAL_MAILS)[number];
export const OPTIONAL_MAIL_LABELS: Readonly<Record<OptionalMail, { label: string; description: string }>> = {
  messages: translated({ label: m.mail_opt_messages, description: m.mail_opt_messages_text }),
  reminders: translated({ label: m.mail_opt_reminders, description: m.mail_opt_reminders_text }),
  review_invites: translated({ label: m.mail_opt_review_invites, description: m.mail_opt_review_invites_text }),
  reviews: translated({ label: m.mail_opt_reviews, description: m.mail_opt_reviews_text }),
  admin_alerts: translated({ label: m.mail_opt_admin, description: m.mail_opt_admin_text }),
};
/** The optional mail an event's mail belongs to, if it is optional. */
export const OPTIONAL_MAIL_OF: Partial<Record<EventKind, OptionalMail>> = {
  booking_reminder: 'reminders',
  review_invite: 'review_invites',
  review_posted: 'reviews',
  listing_submitted: 'admin_alerts',
  upgrade_requested: 'admin_alerts',
  message_unread: 'messages',
};

export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(EVENT_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.strictObject({
  limit: queryInt('limit', 1, 50).default(20),
  offset: queryInt('offset', 0, 100_000).default(0),
});
export const NotificationListResponseSchema = z.object({
  data: z.array(NotificationSchema),
  page: z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
  unread: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;
export const UnreadCountResponseSchema = itemResponse(z.object({ unread: z.number().int() }));
export type UnreadCountResponse = z.infer<typeof UnreadCountResponseSchema>;

export const MailSettingsSchema = z.strictObject(
  Object.fromEntries(OPTIONAL_MAILS.map((k) => [k, z.boolean({ error: () => m.field_boolean({ field: k }) })])) as Record<OptionalMail, z.ZodBoolean>,
);
export type MailSettings = z.infer<typeof MailSettingsSchema>;
export const MailSettingsResponseSchema = itemResponse(MailSettingsSchema);
export type MailSettingsResponse = z.infer<typeof MailSettingsResponseSchema>;

export const UnsubscribeQuerySchema = z.strictObject({
  u: z.uuid({ error: () => m.unsubscribe_invalid() }),
  k: z.enum(OPTIONAL_MAILS, { error: () => m.unsubscribe_invalid() }),
  s: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: () => m.unsubscribe_invalid() }),
});
