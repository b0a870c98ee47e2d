import { z } from 'zod';
import { itemResponse, plainText } from './api.ts';
import { m, translated } from './i18n.ts';
import { formatKsh } from './money.ts';

/**
 * A person's data, theirs to take (Kenya's Data Protection Act 2019 s. 26 and 38; docs/PRIVACY.md):
 * "Download my data" prepares one archive of everything Nafasi holds about them, in the background;
 * a mail links to it for DATA_EXPORT_HOURS, and the link works once, for that account only.
 */
export const DATA_EXPORT_HOURS = 24;
/** Archives one person may ask for in a day (each reads all they have). */
export const DATA_EXPORTS_PER_DAY = 3;

export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'downloaded', 'expired', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const DataExportSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** Until when its link works. */
  expiresAt: z.string().nullable(),
  downloadedAt: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExportSchema>;
export const DataExportResponseSchema = itemResponse(DataExportSchema);
export const DataExportListResponseSchema = itemResponse(z.array(DataExportSchema));

/** The mailed link's secret, sent back by the signed-in account it was made for. */
export const DataExportDownloadSchema = z.strictObject({
  token: z
    .string({ error: () => m.privacy_export_gone() })
    .min(20, { error: () => m.privacy_export_gone() })
    .max(100, { error: () => m.privacy_export_gone() }),
});

/**
 * A deleted account's name where its messages, reviews, posts and bookings stay: the stored name is
 * emptied when the account is erased, and every reader shows these words in their own language.
 */
export const shownName = (name: string | null | undefined): string => (name?.trim() ? name : m.privacy_former_member());

/**
 * How long Nafasi keeps what it does not need for long (Data Protection Act 2019 s. 39; General
 * Regulations 2021 reg. 19; docs/PRIVACY.md "Keeping only what is needed"). The retention job
 * (privacy/service.ts `retain`) removes each, hourly. Kept elsewhere: sessions and single-use links
 * seven days after they end (auth), the event feed and its mail queue 30 days (notifications),
 * rate-limit counts a day (lib/rate-limit); bookings, payments and invoices five years (tax law).
 */
export const RETENTION = {
  /** An account whose address was never confirmed, with nothing booked or listed. */
  unconfirmedAccountDays: 30,
  /** An address typed into the newsletter box whose mailed link was not followed (the link works this long). */
  unconfirmedSubscriberDays: 2,
  /** A notification in the bell. */
  notificationDays: 365,
  /** A conversation between a guest and a host, from its last message. */
  conversationDays: 730,
  /** A line of meeting-room chat. */
  roomChatDays: 365,
  /** A message to Nafasi through the contact form. */
  inboxDays: 730,
  /** A mail written to DATA_DIR/mail when no SMTP server is set. */
  mailFileDays: 30,
  /** The record that a data archive was given (its bytes go after DATA_EXPORT_HOURS). */
  exportRecordDays: 365,
} as const;

/** How long the link mailed to confirm deleting an account that signs in only with Google works. */
export const DELETION_LINK_MINUTES = 60;

/** What must be settled before an account can be deleted (each said to the person in their words). */
export const SettleFirstSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('administrator') }),
  z.object({ kind: z.literal('upcoming_bookings'), count: z.number().int() }),
  z.object({ kind: z.literal('upcoming_guests'), count: z.number().int() }),
  z.object({ kind: z.literal('refund_due'), count: z.number().int() }),
  z.object({ kind: z.literal('earnings_owed'), cents: z.number().int() }),
  z.object({ kind: z.literal('last_company_admin'), company: z.string() }),
]);
export type SettleFirst = z.infer<typeof SettleFirstSchema>;

/** One thing to settle, in the reader's words. */
export function settleSentence(s: SettleFirst): string {
  switch (s.kind) {
    case 'administrator':
      return m.privacy_settle_administrator();
    case 'upcoming_bookings':
      return m.privacy_settle_upcoming_bookings({ count: s.count });
    case 'upcoming_guests':
      return m.privacy_settle_upcoming_guests({ count: s.count });
    case 'refund_due':
      return m.privacy_settle_refund_due({ count: s.count });
    case 'earnings_owed':
      return m.privacy_settle_earnings_owed({ amount: formatKsh(s.cents / 100) });
    case 'last_company_admin':
      return m.privacy_settle_last_company_admin({ company: s.company });
  }
}

/** Settings → Privacy → Delete my account: how it is confirmed, and what must be settled first. */
export const DeletionPlanSchema = z.object({
  /** password: with the account's password; email: a link mailed to the address (Google sign-in only). */
  confirmWith: z.enum(['password', 'email']),
  settleFirst: z.array(SettleFirstSchema),
});
export type DeletionPlan = z.infer<typeof DeletionPlanSchema>;
export const DeletionPlanResponseSchema = itemResponse(DeletionPlanSchema);

export const DeleteAccountSchema = z.strictObject({
  password: z.string().max(1000).optional(),
});
/** erased: done, the session is over; mailed: the link to confirm is on its way. */
export const DeleteAccountResponseSchema = itemResponse(z.object({ status: z.enum(['erased', 'mailed']) }));
export const ConfirmDeletionSchema = z.strictObject({
  token: z
    .string({ error: () => m.privacy_delete_link_gone() })
    .min(20, { error: () => m.privacy_delete_link_gone() })
    .max(100, { error: () => m.privacy_delete_link_gone() }),
});

/**
 * What a person asks an admin to correct (docs/PRIVACY.md "Correction"): what they cannot edit
 * themselves. Their name, photo, password, tax details, payout accounts and companies they edit
 * where they are shown.
 */
export const CORRECTION_FIELDS = ['email', 'phone', 'invoice', 'booking', 'other'] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];
export const correctionFieldName = (field: CorrectionField): string =>
  ({
    email: m.correction_field_email,
    phone: m.correction_field_phone,
    invoice: m.correction_field_invoice,
    booking: m.correction_field_booking,
    other: m.correction_field_other,
  })[field]();
/** Requests one person may make in a day. */
export const CORRECTIONS_PER_DAY = 5;

export const CorrectionRequestSchema = z.strictObject({
  field: z.enum(CORRECTION_FIELDS, { error: () => m.field_one_of({ field: 'field', values: CORRECTION_FIELDS.join(', ') }) }),
  wanted: plainText('wanted', 500)
    .trim()
    .min(1, { error: () => m.correction_wanted_required() }),
  reason: plainText('reason', 1000)
    .trim()
    .min(3, { error: () => m.correction_reason_required() }),
});
export type CorrectionRequestInput = z.input<typeof CorrectionRequestSchema>;
export const CORRECTION_STATUSES = ['open', 'done', 'refused'] as const;
export const CorrectionSchema = z.object({
  id: z.string(),
  field: z.enum(CORRECTION_FIELDS),
  wanted: z.string(),
  reason: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  answer: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  /** For admins: who asked. */
  requester: z.object({ id: z.string(), name: z.string(), email: z.string() }).optional(),
});
export type Correction = z.infer<typeof CorrectionSchema>;
export const CorrectionResponseSchema = itemResponse(CorrectionSchema);
export const CorrectionListResponseSchema = itemResponse(z.array(CorrectionSchema));
export const CorrectionAnswerSchema = z.strictObject({
  status: z.enum(['done', 'refused'], { error: () => m.field_one_of({ field: 'status', values: 'done, refused' }) }),
  answer: plainText('answer', 1000)
    .trim()
    .min(3, { error: () => m.correction_answer_required() }),
});

export const PRIVACY_MESSAGES = translated(
  {
    preparing: m.privacy_export_busy,
    gone: m.privacy_export_gone,
    tooMany: () => m.privacy_export_too_many({ count: DATA_EXPORTS_PER_DAY }),
    settleFirst: m.privacy_delete_settle_first,
    linkGone: m.privacy_delete_link_gone,
    tooManyCorrections: () => m.correction_too_many({ count: CORRECTIONS_PER_DAY }),
    correctionAnswered: m.correction_already_answered,
    correctionNotFound: m.correction_not_found,
    viewReason: m.person_view_reason,
    personNotFound: m.person_not_found,
  },
  { ready: m.privacy_export_open },
);

/**
 * An admin looks at one person's profile and payments (docs/PRIVACY.md "Who read it"): only with a
 * reason, written to the audit log against them and shown in their data download.
 */
export const PersonQuerySchema = z.strictObject({
  reason: plainText('reason', 300)
    .trim()
    .min(3, { error: () => PRIVACY_MESSAGES.viewReason })
    .optional(),
});
/** The newest rows of each part an admin may look at: enough to answer a question, never a whole history at once. */
export const PERSON_ROWS = 20;
export const PERSON_SECTIONS = [
  'account',
  'profile',
  'tax',
  'payoutAccounts',
  'companies',
  'bookings',
  'payments',
  'paybill',
  'refunds',
  'payouts',
  'taxInvoices',
] as const;
const Shown = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const PersonRecordSchema = z.object({
  id: z.string(),
  sections: z.array(z.object({ key: z.enum(PERSON_SECTIONS), title: z.string(), rows: z.array(z.record(z.string(), Shown)), more: z.boolean() })),
});
export type PersonRecord = z.infer<typeof PersonRecordSchema>;
export const PersonRecordResponseSchema = itemResponse(PersonRecordSchema);
