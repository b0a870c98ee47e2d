import { z } from 'zod';
import { isoDateField, itemResponse, listResponse, plainText, queryInt, uuidParam } from './api.ts';
import { ScheduleSchema } from './schedule.ts';
import { TaxTermsSchema } from './tax.ts';
import { ETIMS_STATUSES } from './etims.ts';
import { m, translated } from './i18n.ts';
import { fieldName } from './field-names.ts';

/**
 * requested: waits for the host (request-to-book spaces); pending: held, waiting for payment;
 * confirmed: paid; cancelled: by the guest, an admin, or run out; declined: by the host.
 */
export const BOOKING_STATUSES = ['requested', 'pending', 'confirmed', 'cancelled', 'declined'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** A status in words (shown lower-case and capitalised by the page, as the dashboard always has). */
export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = translated({
  requested: m.status_requested,
  pending: m.status_pending,
  confirmed: m.status_confirmed,
  cancelled: m.status_cancelled,
  declined: m.status_declined,
});
/** Statuses that hold their slot (the database's exclusion constraint says the same). */
export const ACTIVE_BOOKING_STATUSES = ['requested', 'pending', 'confirmed'] as const satisfies readonly BookingStatus[];
export const PAYMENT_STATUSES = ['pending', 'paid'] as const;

import { CANCELLATION_NOTICE_HOURS, MAX_BOOKING_MONTHS_AHEAD, canCancel } from './booking-policy.ts';
export { CANCELLATION_NOTICE_HOURS, MAX_BOOKING_MONTHS_AHEAD, canCancel };
/** Unpaid bookings one account may hold at once: enough to compare, too few to squat a calendar. */
export const MAX_UNPAID_HOLDS = 3;
/** An M-Pesa transaction code: ten letters and digits, e.g. QJK3L5M7NP. */
export const MPESA_CODE_PATTERN = /^[A-Z0-9]{10}$/;
/** What a code box takes: the ten characters, with room for a space pasted either side (trimmed before checking). */
export const MPESA_CODE_INPUT_MAX = 12;

export const BOOKING_MESSAGES = translated(
  {
    slotTaken: m.booking_slot_taken,
    notFound: m.booking_not_found,
    cannotCancel: () => m.booking_cannot_cancel({ cancellation_notice_hours: CANCELLATION_NOTICE_HOURS }),
    badMpesaCode: m.booking_bad_mpesa_code,
    notPayable: m.booking_not_payable,
    cannotModify: m.booking_cannot_modify,
    keepLength: m.booking_keep_length,
    sameSlot: m.booking_same_slot,
    reviewTooEarly: m.booking_review_too_early,
    alreadyReviewed: m.booking_already_reviewed,
    reviewWrongSpace: m.booking_review_wrong_space,
    reviewNotPaid: m.booking_review_not_paid,
    ownSpace: m.booking_own_space,
    ownSpaceReview: m.booking_own_space_review,
    busy: m.booking_busy,
    mpesaCodeUsed: m.booking_mpesa_code_used,
    cannotRelease: m.booking_cannot_release,
    notRequested: m.booking_not_requested,
    requestExpired: m.booking_request_expired,
    declineReason: m.booking_decline_reason,
    spacePaused: m.booking_space_paused,
    notPayableYet: m.booking_not_payable_yet,
  },
  {
    tooManyHolds: (n: number) => m.booking_too_many_holds({ count: n }),
  },
);

const hhmm = (field: string) => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => m.field_time({ field: fieldName(field) }) });

const slot = {
  date: isoDateField('date'),
  startTime: hhmm('startTime'),
  // A booking may run to midnight: 24:00 is the end of its day.
  endTime: z.union([hhmm('endTime'), z.literal('24:00')]),
};
/** `companyId`: booked on that company's account (the booker a member of it), or absent: their own. */
export const CreateBookingSchema = z.strictObject({ spaceId: uuidParam('spaceId'), ...slot, companyId: uuidParam('companyId').optional() });
export type CreateBookingInput = z.infer<typeof CreateBookingSchema>;

/** Modify: the same booking at another date and time of the same length. */
export const MoveBookingSchema = z.strictObject(slot);
export type MoveBookingInput = z.infer<typeof MoveBookingSchema>;

export const CreateReviewSchema = z.strictObject({
  bookingId: uuidParam('bookingId'),
  rating: z
    .number({ error: () => m.booking_rating() })
    .int({ error: () => m.booking_rating() })
    .min(1, { error: () => m.booking_rating() })
    .max(5, { error: () => m.booking_rating() }),
  comment: plainText('comment', 2000).trim().default(''),
});
export type CreateReviewInput = z.input<typeof CreateReviewSchema>;

export const MpesaCodeSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(MPESA_CODE_PATTERN, { error: () => BOOKING_MESSAGES.badMpesaCode }),
});

/** The host declines a request, saying why (the guest reads it). */
export const DeclineBookingSchema = z.strictObject({
  message: plainText('message', 500)
    .trim()
    .min(1, { error: () => BOOKING_MESSAGES.declineReason }),
});

/** A bank's reference of a transfer (FT26338AB1C2, RTGS/2026/0012): letters, digits, / and -, up to 35 (SWIFT's field 20 is 16; camt.053's 35). */
export const BANK_REFERENCE_PATTERN = /^[A-Z0-9][A-Z0-9/-]{3,34}$/;

/**
 * What sent a refund back: the M-Pesa code of the transaction, or, for money that came by bank and
 * goes back by bank, the bank's reference of the transfer (the server checks which the refund needs).
 */
export const RefundSentSchema = z.strictObject({
  reference: z
    .string()
    .trim()
    .toUpperCase()
    .regex(BANK_REFERENCE_PATTERN, { error: () => m.booking_refund_code() }),
});

export const BookingListQuerySchema = z.strictObject({
  limit: queryInt('limit', 1, 100).default(50),
  offset: queryInt('offset', 0, 1_000_000).default(0),
});
/** A host's bookings: all of them newest first, or one space's between two dates (the Calendar tab). */
export const OwnerBookingQuerySchema = z
  .strictObject({
    limit: queryInt('limit', 1, 500).default(50),
    offset: queryInt('offset', 0, 1_000_000).default(0),
    spaceId: uuidParam('spaceId').optional(),
    from: isoDateField('from').optional(),
    to: isoDateField('to').optional(),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), { path: ['to'], error: () => m.field_from_to_both() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: () => m.field_to_before_from() });
export type OwnerBookingQuery = z.infer<typeof OwnerBookingQuerySchema>;

/** What the invoice says of its tax (docs/TAX.md): the line's kind and rate, who sold, and the PINs it names. */
export const InvoiceTermsSchema = TaxTermsSchema.pick({
  kind: true,
  rateBp: true,
  seller: true,
  sellerPin: true,
  buyerName: true,
  buyerPin: true,
  buyerAddress: true,
});
export type InvoiceTerms = z.infer<typeof InvoiceTermsSchema>;
const InvoiceSchema = z.object({
  id: z.string(),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  issuedAt: z.string(),
  /** The terms the booking was sold with (null in the admin's table, which shows no invoice). */
  terms: InvoiceTermsSchema.nullable(),
});

/** §3 Booking (dashboard form), with the payment details the real flow adds. */
export const BookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  spaceId: z.string(),
  spaceName: z.string(),
  /** The space's booking rules, so a booking is moved only where they allow. */
  spaceSchedule: ScheduleSchema,
  userId: z.string(),
  userName: z.string(),
  /** The company whose account it is on (its name), or null: the booker's own. */
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  startTime: z.string(),
  endTime: z.string(),
  totalHours: z.number(),
  totalCost: z.number(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  mpesaCode: z.string().nullable(),
  /** Until when a request waits for the host, or a held booking for its payment. */
  holdExpiresAt: z.string().nullable(),
  /** The host's answer to a request (a decline's reason), or why it ran out. */
  decisionNote: z.string().nullable(),
  invoice: InvoiceSchema,
  /** Whether the guest has reviewed the space for this booking. */
  reviewed: z.boolean(),
  /** Money owed back (a paid booking cancelled within the policy): due until an admin sends it. */
  refund: z.object({ status: z.enum(['due', 'sent']), amount: z.number(), reference: z.string().nullable() }).nullable(),
  /**
   * What has come so far toward a booking paid in parts (above M-Pesa's limit per payment): shillings,
   * and in how many payments. Zero until a part comes; a booking paid whole in one says one.
   */
  paidSoFar: z.object({ amount: z.number(), parts: z.number() }),
  /** A deposit holds it and the balance is due by a day before it (its space's rule when booked), or null: paid whole. */
  paymentTerms: z.object({ deposit: z.number(), balanceDueAt: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof BookingSchema>;
/** A booking as the admin's table shows it: nothing is moved there, so without the space's rules. */
export const AdminBookingSchema = BookingSchema.omit({ spaceSchedule: true, paidSoFar: true, paymentTerms: true, company: true });
export type AdminBooking = z.infer<typeof AdminBookingSchema>;
export const BookingResponseSchema = itemResponse(BookingSchema);
export const BookingListResponseSchema = listResponse(BookingSchema);

export const PAYOUT_STATUSES = ['after_booking', 'owed', 'needs_pin', 'scheduled', 'sending', 'sent', 'failed', 'direct', 'refunded'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** The host's words for where a booking's payout stands (the earnings table and its CSV). */
export const PAYOUT_STATUS_LABELS: Readonly<Record<PayoutStatus, string>> = translated({
  after_booking: m.payout_status_after_booking,
  owed: m.payout_status_owed,
  needs_pin: m.payout_status_needs_pin,
  scheduled: m.payout_status_scheduled,
  sending: m.payout_status_sending,
  sent: m.payout_status_sent,
  failed: m.payout_status_failed,
  direct: m.payout_status_direct,
  refunded: m.payout_status_refunded,
});

/** A host's money from one paid booking: what the guest paid before tax, Nafasi's fee, and the payout owed. */
export const EarningSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  spaceName: z.string(),
  guest: z.string(),
  startTime: z.string(),
  subtotal: z.number(),
  /** The VAT the host charged as seller (docs/TAX.md): paid out to them, theirs to account for to KRA. */
  vat: z.number(),
  fee: z.number(),
  /** VAT on Nafasi's fee, when Nafasi is VAT-registered. */
  feeVat: z.number(),
  /** Withholding tax deducted from the payout for KRA (PAYOUT_WITHHOLDING_PERCENT). */
  withholding: z.number(),
  /** What the host is paid for it: their share less the withholding. */
  payout: z.number(),
  /** Refunded bookings earn nothing. */
  refunded: z.boolean(),
  /**
   * Where the host's money stands: kept until the booking has taken place, then scheduled (sent by
   * M-Pesa a while after it ends, with the host's other bookings of that day), being sent, sent (with
   * the M-Pesa receipt), or not sent yet (with why); owed while the host has given no payout number;
   * none when the booking was refunded (the guest's refund due or sent).
   */
  payoutStatus: z.enum(PAYOUT_STATUSES),
  /** When a scheduled payout goes. */
  payoutAt: z.string().nullable(),
  /** The M-Pesa receipt of the payout, once sent. */
  payoutReceipt: z.string().nullable(),
  /** Why it has not been sent, when it failed. */
  payoutError: z.string().nullable(),
  refundStatus: z.enum(['due', 'sent']).nullable(),
  /** Nafasi's eTIMS invoice to the host for its fee (docs/TAX.md "eTIMS"), and whether a credit note undid it. */
  feeInvoice: z.object({ id: z.string(), status: z.enum(ETIMS_STATUSES), credited: z.boolean() }).nullable(),
});
export type Earning = z.infer<typeof EarningSchema>;
export const EarningsResponseSchema = z.object({
  data: z.object({
    feePercent: z.number(),
    withholdingPercent: z.number(),
    /** The host's payouts wait for their KRA PIN (withholding is certified against it). */
    needsPin: z.boolean(),
    rows: z.array(EarningSchema),
    totals: z.object({
      subtotal: z.number(),
      vat: z.number(),
      fee: z.number(),
      feeVat: z.number(),
      withholding: z.number(),
      /** Earned from these bookings in all (sent or not). */
      payout: z.number(),
      /** What Nafasi owes the host now: their account's balance in the ledger. */
      owed: z.number(),
      /** Sent to the host by M-Pesa (or recorded sent by an admin). */
      sent: z.number(),
    }),
  }),
});

/** What a guest has spent: what they paid through Nafasi or to hosts directly, less what was refunded to them. */
export const SpentResponseSchema = z.object({ data: z.object({ spent: z.number() }) });
export type Earnings = z.infer<typeof EarningsResponseSchema>['data'];

/** One CSV cell: quoted, and never read by a spreadsheet as a formula (=, +, -, @). */
export const csvCell = (value: string | number) => {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};
