import { z } from 'zod';
import { itemResponse, oneLine } from './api.ts';
import { fieldName } from './field-names.ts';
import { MPESA_CODE_PATTERN } from './bookings.ts';
import { centsToKsh, formatKsh } from './money.ts';
import { m, translated } from './i18n.ts';

/**
 * A Kenyan mobile number as Daraja wants it, 2547XXXXXXXX or 2541XXXXXXXX, from what people type:
 * 07xx / 01xx, +2547… / +2541…, 2547… / 2541…, with spaces or dashes. Null for anything else.
 */
export function normaliseKenyanPhone(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '').replace(/^\+/, '');
  const match = /^(?:254|0)([17]\d{8})$/.exec(digits);
  return match ? `254${match[1]}` : null;
}

/**
 * The mobile prefixes (the three digits after 0 or 254) the Communications Authority of Kenya gave
 * to networks other than Safaricom: their numbers have no M-Pesa, so a payment request to one can
 * never be answered. The one list of them: the web form, the API and the Daraja simulator read it.
 */
export const OTHER_NETWORK_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  Airtel: [
    '100',
    '101',
    '102',
    '730',
    '731',
    '732',
    '733',
    '734',
    '735',
    '736',
    '737',
    '738',
    '739',
    '750',
    '751',
    '752',
    '753',
    '754',
    '755',
    '756',
    '762',
    '780',
    '781',
    '782',
    '783',
    '784',
    '785',
    '786',
    '787',
    '788',
    '789',
  ],
  Telkom: ['770', '771', '772', '773', '774', '775', '776', '777', '778', '779'],
  Equitel: ['763', '764', '765', '766'],
  'Jamii Telecom': ['747'],
};
const OTHER_NETWORKS = new Map(Object.entries(OTHER_NETWORK_PREFIXES).flatMap(([network, prefixes]) => prefixes.map((p) => [p, network] as const)));

/** The network a normalised Kenyan number (2547…/2541…) belongs to, when it is not Safaricom's. */
export const otherNetworkOf = (msisdn: string): string | null => OTHER_NETWORKS.get(msisdn.slice(3, 6)) ?? null;

/** A number M-Pesa can send a payment request to: Kenyan, and not on another network. Normalised, or null. */
export function safaricomPhone(input: string): string | null {
  const phone = normaliseKenyanPhone(input);
  return phone && !otherNetworkOf(phone) ? phone : null;
}

/** What M-Pesa charges for a booking: whole shillings (Daraja takes no cents), rounded up. */
export const mpesaAmount = (totalCents: number) => Math.ceil(centsToKsh(totalCents));

/**
 * What one M-Pesa payment may move, in shillings (MPESA_MAX_PER_PUSH_KES and
 * MPESA_MAX_PER_PAYER_DAY_KES; docs/PAYMENTS.md "Paying in parts" cites the sources): Safaricom's
 * published limit per transaction and per customer per day. A booking above it is paid in parts.
 */
export const MpesaLimitsSchema = z.object({ perPush: z.number(), perPayerDay: z.number() });
export type MpesaLimits = z.infer<typeof MpesaLimitsSchema>;
export const MPESA_LIMITS: MpesaLimits = { perPush: 150_000, perPayerDay: 500_000 };

/**
 * What a booking asks for now, in shillings: the rest of its deposit while one holds it and has not
 * all come, else the rest of its amount.
 */
export const owedNow = (dueShillings: number, paidShillings: number, depositShillings: number | null) =>
  (depositShillings !== null && paidShillings < depositShillings ? depositShillings : dueShillings) - paidShillings;

/**
 * The next M-Pesa payment of a booking owed `dueShillings` of which `paidShillings` have come in
 * `partsPaid` parts: as much of the rest as one payment may move (and the payer may still move
 * today, `payerLeft`), with its place among the parts ("part 2 of 3"). Null when nothing is left.
 */
export function nextPart(
  dueShillings: number,
  paid: { shillings: number; parts: number },
  limits: Pick<MpesaLimits, 'perPush'>,
  payerLeft = Number.POSITIVE_INFINITY,
  /** A deposit that holds the booking (shillings): asked for first, on its own, then the balance. */
  depositShillings: number | null = null,
): { amount: number; number: number; of: number; stage: 'deposit' | 'balance' | 'whole' } | null {
  const left = dueShillings - paid.shillings;
  if (left <= 0) return null;
  const inDeposit = depositShillings !== null && paid.shillings < depositShillings;
  const target = inDeposit ? depositShillings - paid.shillings : left;
  const amount = Math.min(target, limits.perPush, payerLeft);
  if (amount <= 0) return null;
  // The parts still to come: the rest of this stage, then (in the deposit) the whole balance.
  const after = inDeposit
    ? Math.ceil((target - amount) / limits.perPush) + Math.ceil((dueShillings - depositShillings) / limits.perPush)
    : Math.ceil((left - amount) / limits.perPush);
  return { amount, number: paid.parts + 1, of: paid.parts + 1 + after, stage: depositShillings === null ? 'whole' : inDeposit ? 'deposit' : 'balance' };
}

/**
 * The result codes of Lipa na M-Pesa Online a guest can meet, each with its sentence. Daraja may
 * answer others: they get m.mpesa_result_unknown (and the code is kept for support).
 */
export const MPESA_RESULT_SENTENCES: Readonly<Record<number, string>> = translated({
  1: m.mpesa_result_low_balance,
  1001: m.mpesa_result_busy,
  1019: m.mpesa_result_expired,
  1032: m.mpesa_result_cancelled,
  1037: m.mpesa_result_no_answer,
  2001: m.mpesa_result_wrong_pin,
});

export const MPESA_MESSAGES = translated(
  {
    badPhone: m.mpesa_bad_phone,
    checkPhone: m.mpesa_check_phone,
    paid: m.mpesa_paid,
    notPayable: m.mpesa_not_payable,
    unavailable: m.mpesa_unavailable,
    unresolved: m.mpesa_unresolved,
    pushInFlight: m.mpesa_push_in_flight,
  },
  {
    /** Daraja's result codes, in a sentence the guest understands. */
    result: (code: number): string => MPESA_RESULT_SENTENCES[code] ?? m.mpesa_result_unknown(),
    /** The payer's number has moved what M-Pesa allows one customer in a day. */
    payerDayLimit: (limit: string): string => m.mpesa_payer_day_limit({ limit }),
    /** A part of a booking paid in parts came; `left` (formatted) is still to come. */
    partPaid: (part: { number: number; of: number }, left: string): string => m.mpesa_part_paid({ number: part.number, of: part.of, left }),
  },
);

/**
 * How a guest pays by hand from the M-Pesa menu: to the paybill, with the booking's reference as the
 * account number (Safaricom's report names it, so the payment finds its booking by itself), or to a
 * Buy Goods till (its report names no booking: the guest's M-Pesa code claims it).
 */
export const ManualPaymentSchema = z.object({ kind: z.enum(['paybill', 'till']), number: z.string() });
export type ManualPayment = z.infer<typeof ManualPaymentSchema>;

/** Till money names no booking: a guest has this long to claim it with its code, then it goes back. */
export const TILL_CLAIM_DAYS = 7;

/**
 * The steps, in the same words in the booking dialog, the booking mail and the invoice. A booking
 * above what one M-Pesa payment moves is paid to the paybill in parts, each within the limit.
 */
export function manualPaymentSteps(how: ManualPayment, booking: { reference: string; amount: number }, limits: Pick<MpesaLimits, 'perPush'>): string[] {
  const amount = formatKsh(booking.amount);
  if (how.kind === 'paybill')
    return [
      m.pay_paybill_open(),
      m.pay_paybill_business({ number: how.number }),
      m.pay_paybill_account({ reference: booking.reference }),
      booking.amount > limits.perPush ? m.pay_paybill_amount_parts({ amount, limit: formatKsh(limits.perPush) }) : m.pay_paybill_amount({ amount }),
      m.pay_paybill_matched(),
    ];
  return [m.pay_till_open(), m.pay_till_number({ number: how.number }), m.pay_till_amount({ amount }), m.pay_till_claim({ amount, days: TILL_CLAIM_DAYS })];
}

/** The same, in one line (the invoice, a mail's summary). */
export const manualPaymentLine = (how: ManualPayment, reference: string) =>
  how.kind === 'paybill' ? m.pay_paybill_line({ number: how.number, reference }) : m.pay_till_line({ number: how.number });

/** What the booking screens need to say how to pay: the push, or by hand, and where to send the SMS. */
export const PaymentInfoSchema = z.object({
  manual: ManualPaymentSchema,
  whatsappNumber: z.string(),
  holdHours: z.number(),
  limits: MpesaLimitsSchema,
  bank: z.lazy(() => BankTransferInfoSchema),
});
export type PaymentInfo = z.infer<typeof PaymentInfoSchema>;
export const PaymentInfoResponseSchema = itemResponse(PaymentInfoSchema);
export type PaymentInfoResponse = z.infer<typeof PaymentInfoResponseSchema>;

export const StkPushSchema = z.strictObject({
  phone: z
    .string({ error: () => MPESA_MESSAGES.badPhone })
    .max(20, { error: () => MPESA_MESSAGES.badPhone })
    .transform((v, ctx) => {
      const phone = safaricomPhone(v);
      if (!phone) ctx.addIssue({ code: 'custom', message: MPESA_MESSAGES.badPhone });
      return phone ?? '';
    }),
});

export const MPESA_PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export const MpesaPaymentSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  phone: z.string(),
  amount: z.number(),
  status: z.enum(MPESA_PAYMENT_STATUSES),
  /** The guest's sentence for a failed payment. */
  message: z.string().nullable(),
  receipt: z.string().nullable(),
  /** Its place among the booking's parts when the booking is paid in more than one ("part 2 of 3"). */
  part: z.object({ number: z.number(), of: z.number() }).nullable(),
  /** What it pays: the deposit that holds the booking, its balance, or the whole (docs/PAYMENTS.md). */
  stage: z.enum(['deposit', 'balance', 'whole']),
  /** What the booking still owes after the payments counted so far, in shillings (0: paid whole). */
  left: z.number(),
  createdAt: z.string(),
});
export type MpesaPayment = z.infer<typeof MpesaPaymentSchema>;
export const MpesaPaymentResponseSchema = itemResponse(MpesaPaymentSchema);

/**
 * Why money is owed back. A cancellation returns a paid booking (what is left of it); a part refund
 * returns part of a paid booking that stands (an admin's, with why); the others return one payment
 * each: an STK payment that found its booking released or already paid, paybill money that matched
 * no booking, or the part of a paybill payment above the booking's amount.
 */
export const REFUND_KINDS = ['cancellation', 'partial', 'unused_payment', 'unmatched', 'overpaid'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/**
 * Why a refund is owed, kept with it as a code and its values (refunds.reason_key) so that whoever
 * reads it reads it in their own language (`refundReasonText`); the English sentence is kept too.
 */
export type RefundReason =
  | { code: 'cancelledByGuest'; hours: number }
  | { code: 'cancelledByNafasi' }
  | { code: 'partRefunded'; note: string }
  | { code: 'paidAfterRelease' }
  | { code: 'paidTwice' }
  | { code: 'partsReleased' }
  | { code: 'noBooking'; account: string }
  | { code: 'short'; paid: string; owed: string }
  | { code: 'over'; paid: string; owed: string }
  | { code: 'unclaimedTill'; days: number };

export const REFUND_REASONS = {
  cancelledByGuest: (hours: number): RefundReason => ({ code: 'cancelledByGuest', hours }),
  cancelledByNafasi: { code: 'cancelledByNafasi' } as RefundReason,
  partRefunded: (note: string): RefundReason => ({ code: 'partRefunded', note }),
  paidAfterRelease: { code: 'paidAfterRelease' } as RefundReason,
  paidTwice: { code: 'paidTwice' } as RefundReason,
  partsReleased: { code: 'partsReleased' } as RefundReason,
  noBooking: (account: string): RefundReason => ({ code: 'noBooking', account }),
  short: (paid: string, owed: string): RefundReason => ({ code: 'short', paid, owed }),
  over: (paid: string, owed: string): RefundReason => ({ code: 'over', paid, owed }),
  unclaimedTill: (days: number): RefundReason => ({ code: 'unclaimedTill', days }),
} as const;

/** A refund's reason in the language of the moment. */
export function refundReasonText(reason: RefundReason): string {
  switch (reason.code) {
    case 'cancelledByGuest':
      return m.refund_reason_cancelled_by_guest({ hours: reason.hours });
    case 'cancelledByNafasi':
      return m.refund_reason_cancelled_by_nafasi();
    case 'partRefunded':
      return m.refund_reason_part({ note: reason.note });
    case 'paidAfterRelease':
      return m.refund_reason_paid_after_release();
    case 'paidTwice':
      return m.refund_reason_paid_twice();
    case 'partsReleased':
      return m.refund_reason_parts_released();
    case 'noBooking':
      return m.refund_reason_no_booking({ account: reason.account });
    case 'short':
      return m.refund_reason_short({ paid: reason.paid, owed: reason.owed });
    case 'over':
      return m.refund_reason_over({ paid: reason.paid, owed: reason.owed });
    case 'unclaimedTill':
      return m.refund_reason_unclaimed_till({ days: reason.days });
  }
}

export const REFUND_MESSAGES = translated(
  {
    notFound: m.refund_not_found,
    partNotPaid: m.refund_part_not_paid,
    alreadySent: m.refund_already_sent,
    beingSent: m.refund_being_sent,
  },
  { partTooMuch: m.refund_part_too_much },
);

/**
 * Where a refund's automatic return by M-Pesa (B2C) stands: waiting its turn, on its way, sent, or
 * held for an admin after repeated failures (with why).
 */
export const PAYOUT_STATUSES = ['queued', 'sending', 'awaiting', 'checking', 'sent', 'held', 'manual'] as const;
export type PayoutProgress = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_PROGRESS_LABELS: Readonly<Record<PayoutProgress, string>> = translated({
  queued: m.payout_progress_queued,
  sending: m.payout_progress_sending,
  awaiting: m.payout_progress_awaiting,
  checking: m.payout_progress_checking,
  sent: m.payout_progress_sent,
  held: m.payout_progress_held,
  manual: m.payout_progress_manual,
});

/**
 * Where a host is paid: an M-Pesa number (B2C), a business's paybill with its account number, or a
 * Buy Goods till (both B2B). Changing it needs the account's password and mails the host, so a stolen
 * session cannot send their money elsewhere unnoticed.
 */
export const PAYOUT_ACCOUNT_KINDS = ['mpesa', 'paybill', 'till'] as const;
export type PayoutAccountKind = (typeof PAYOUT_ACCOUNT_KINDS)[number];
/**
 * How a payout leaves: B2C to a number, B2B to a paybill or till, or a Reversal of the C2B
 * transaction it returns (money that paid nothing, whose payer's number Daraja masks).
 */
export const PAYOUT_CHANNELS = [...PAYOUT_ACCOUNT_KINDS, 'reversal'] as const;
export type PayoutChannel = (typeof PAYOUT_CHANNELS)[number];
/** Daraja's B2B takes an account reference of up to 13 characters. */
export const PAYBILL_ACCOUNT_MAX = 13;
export const PAYOUT_ACCOUNT_MESSAGES = translated({
  badNumber: m.payout_account_bad_number,
  badBusinessNumber: m.payout_account_bad_business_number,
  badTillNumber: m.payout_account_bad_till_number,
  ownNumber: m.payout_account_own_number,
  badAccount: () => m.payout_account_bad_account({ paybill_account_max: PAYBILL_ACCOUNT_MAX }),
  passwordRequired: m.payout_account_password_required,
  saved: m.payout_account_saved,
  none: m.payout_account_none,
});
/** The kinds in the host's words (the form's choice, the earnings card, the change mail). */
/** How a payout left, in words: a kind below, or a reversal of the M-Pesa payment it returns. */
export const PAYOUT_CHANNEL_LABELS: Readonly<Record<PayoutChannel, string>> = translated({
  mpesa: m.payout_kind_mpesa,
  paybill: m.payout_kind_paybill,
  till: m.payout_kind_till,
  reversal: m.payout_kind_reversal,
});
export const PAYOUT_ACCOUNT_KIND_LABELS: Readonly<Record<PayoutAccountKind, string>> = PAYOUT_CHANNEL_LABELS;
/** Where a payout goes, in one line (the host's card and mail; the admin's list). */
export const payoutDestination = (to: { kind: PayoutChannel; number: string; account?: string | null }) =>
  to.kind === 'mpesa'
    ? `M-Pesa ${to.number}`
    : to.kind === 'paybill'
      ? m.payout_to_paybill({ number: to.number, account: to.account ?? '' })
      : to.kind === 'till'
        ? m.payout_to_till({ number: to.number })
        : m.payout_to_reversal({ code: to.account ?? '' });

export const PayoutAccountSchema = z.object({
  kind: z.enum(PAYOUT_ACCOUNT_KINDS),
  number: z.string(),
  /** The account number at a paybill; null otherwise. */
  account: z.string().nullable(),
  updatedAt: z.string(),
});
export type PayoutAccount = z.infer<typeof PayoutAccountSchema>;
export const PayoutAccountResponseSchema = itemResponse(PayoutAccountSchema.nullable());
const shortcodeField = (message: () => string) =>
  z
    .string({ error: message })
    .max(20, { error: message })
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{5,7}$/, { error: message }));
const payoutPassword = z
  .string({ error: () => PAYOUT_ACCOUNT_MESSAGES.passwordRequired })
  .min(1, { error: () => PAYOUT_ACCOUNT_MESSAGES.passwordRequired })
  .max(200);
export const PayoutAccountInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('mpesa'),
      number: z
        .string({ error: () => PAYOUT_ACCOUNT_MESSAGES.badNumber })
        .max(20, { error: () => PAYOUT_ACCOUNT_MESSAGES.badNumber })
        .transform((v, ctx) => {
          const phone = safaricomPhone(v);
          if (!phone) ctx.addIssue({ code: 'custom', message: PAYOUT_ACCOUNT_MESSAGES.badNumber });
          return phone ?? '';
        }),
      password: payoutPassword,
    }),
    z.strictObject({
      kind: z.literal('paybill'),
      number: shortcodeField(() => PAYOUT_ACCOUNT_MESSAGES.badBusinessNumber),
      account: z
        .string({ error: () => PAYOUT_ACCOUNT_MESSAGES.badAccount })
        .trim()
        .regex(new RegExp(`^[A-Za-z0-9 #./-]{1,${PAYBILL_ACCOUNT_MAX}}$`), { error: () => PAYOUT_ACCOUNT_MESSAGES.badAccount }),
      password: payoutPassword,
    }),
    z.strictObject({ kind: z.literal('till'), number: shortcodeField(() => PAYOUT_ACCOUNT_MESSAGES.badTillNumber), password: payoutPassword }),
  ],
  { error: () => m.field_one_of({ field: 'kind', values: 'mpesa, paybill, till' }) },
);
export type PayoutAccountInput = z.input<typeof PayoutAccountInputSchema>;

export const RefundSchema = z.object({
  id: z.string(),
  kind: z.enum(REFUND_KINDS),
  status: z.enum(['due', 'sent']),
  amount: z.number(),
  reason: z.string(),
  /** The number the money came from, when M-Pesa said. */
  phone: z.string().nullable(),
  /** The M-Pesa code of the money being returned (an STK receipt or a paybill transaction). */
  paidWith: z.string().nullable(),
  /** The M-Pesa code of the refund itself (or the bank's reference of a transfer back), once sent. */
  reference: z.string().nullable(),
  /** How it goes back: by M-Pesa, or by bank transfer for money that came by bank (an admin sends it). */
  via: z.enum(['mpesa', 'bank']),
  booking: z.object({ id: z.string(), reference: z.string(), spaceName: z.string(), guestName: z.string() }).nullable(),
  /** Its automatic return by M-Pesa, when one was possible (a number to send to). */
  payout: z
    .object({
      id: z.string(),
      status: z.enum(PAYOUT_STATUSES),
      attempts: z.number(),
      lastError: z.string().nullable(),
      /** M-Pesa never said whether an attempt went: the statement must be read before sending again. */
      outcomeUnknown: z.boolean(),
    })
    .nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;

/** A host's payout M-Pesa could not send: it waits for an admin to send it again or record it sent by hand. */
export const HeldPayoutSchema = z.object({
  id: z.string(),
  host: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** Where it goes, in one line (payoutDestination). */
  to: z.string(),
  amount: z.number(),
  /** The Nairobi day whose bookings it pays. */
  day: z.string(),
  bookings: z.number(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** M-Pesa never said whether an attempt went: the statement must be read before sending again. */
  outcomeUnknown: z.boolean(),
  updatedAt: z.string(),
});
export type HeldPayout = z.infer<typeof HeldPayoutSchema>;
export const HeldPayoutListResponseSchema = itemResponse(z.array(HeldPayoutSchema));
export const PayoutSentSchema = z.strictObject({
  reference: z
    .string()
    .trim()
    .toUpperCase()
    .regex(MPESA_CODE_PATTERN, { error: () => m.payout_admin_code() }),
});
export const PayoutRetrySchema = z.strictObject({
  /** The admin read the M-Pesa statement: needed when M-Pesa never said whether an attempt went. */
  statementChecked: z.boolean().default(false),
});
export const PayoutRetriedResponseSchema = itemResponse(z.object({ id: z.string(), status: z.enum(PAYOUT_STATUSES) }));
export const PAYOUT_ADMIN_MESSAGES = translated({
  notFound: m.payout_admin_not_found,
  notHeld: m.payout_admin_not_held,
  refundFromRefunds: m.payout_admin_refund_from_refunds,
  unknownOutcome: m.payout_admin_unknown_outcome,
  codeRecorded: m.payout_admin_code_recorded,
  retried: m.payout_admin_retried,
  recorded: m.payout_admin_recorded,
});
export const RefundResponseSchema = itemResponse(RefundSchema);

/**
 * An admin refunds part of a paid booking that stands (something was not as promised): whole
 * shillings, as M-Pesa sends them, no more than what is left of what it paid; why, in words the
 * guest reads with it.
 */
export const PartRefundSchema = z.strictObject({
  amount: z
    .number({ error: () => m.field_required({ field: fieldName('amount') }) })
    .int({ error: () => m.refund_part_whole() })
    .positive({ error: () => m.field_positive({ field: fieldName('amount') }) })
    .max(100_000_000),
  reason: oneLine('reason', 200).min(3, { error: () => m.field_required({ field: fieldName('reason') }) }),
});
export type PartRefundInput = z.infer<typeof PartRefundSchema>;
export const RefundListResponseSchema = itemResponse(z.array(RefundSchema));

/**
 * The ledger against what Daraja reported (admin): each account's balance in shillings (a credit
 * balance negative), and every M-Pesa transaction whose amount in the ledger differs from Daraja's
 * (pushes paid, paybill and till reports, payouts sent), with why.
 */
export const RECONCILIATION_ACCOUNTS = ['mpesa', 'bank', 'unapplied', 'host', 'fees', 'tax', 'vat', 'withholding', 'refunds'] as const;
export const RECONCILIATION_ACCOUNT_LABELS: Readonly<Record<(typeof RECONCILIATION_ACCOUNTS)[number], string>> = translated({
  mpesa: m.ledger_mpesa,
  bank: m.ledger_bank,
  unapplied: m.ledger_unapplied,
  host: m.ledger_host,
  fees: m.ledger_fees,
  tax: m.ledger_tax,
  vat: m.ledger_vat,
  withholding: m.ledger_withholding,
  refunds: m.ledger_refunds,
});
export const ReconciliationSchema = z.object({
  balances: z.array(z.object({ account: z.enum(RECONCILIATION_ACCOUNTS), amount: z.number() })),
  /** The sum of every entry: zero when the ledger balances. */
  total: z.number(),
  differences: z.array(
    z.object({
      /** The M-Pesa receipt or transaction id (or the admin confirmation) it is about. */
      ref: z.string(),
      what: z.string(),
      /** Shillings per Daraja's records (into Nafasi positive, out negative), and per the ledger. */
      reported: z.number(),
      ledger: z.number(),
    }),
  ),
  checkedAt: z.string(),
});
export type Reconciliation = z.infer<typeof ReconciliationSchema>;
export const ReconciliationResponseSchema = itemResponse(ReconciliationSchema);

/**
 * Bank transfers (docs/PAYMENTS.md "Bank transfers"): where a credit of Nafasi's bank account
 * stands. matched: it paid the bookings it names, whole; part: a booking it names still owes the
 * rest; over: it paid them and the excess is owed back; held: an admin decides (no booking named,
 * not in shillings, or nothing it names could take it).
 */
export const BANK_CREDIT_STATUSES = ['matched', 'part', 'over', 'held'] as const;
export type BankCreditStatus = (typeof BANK_CREDIT_STATUSES)[number];

/** What an import did with one line of a statement. */
export const BANK_LINE_OUTCOMES = [...BANK_CREDIT_STATUSES, 'seen', 'debit', 'reversal', 'pending'] as const;
export const BankImportLineSchema = z.object({
  bankRef: z.string(),
  bookedOn: z.string(),
  /** Shillings. */
  amount: z.number(),
  currency: z.string(),
  direction: z.enum(['credit', 'debit']),
  payer: z.string().nullable(),
  text: z.string(),
  /** seen: an earlier statement had it; debit, reversal, pending: not money in (nothing done). */
  outcome: z.enum(BANK_LINE_OUTCOMES),
  /** The bookings it paid (references). */
  bookings: z.array(z.string()),
  note: z.string().nullable(),
});
export type BankImportLine = z.infer<typeof BankImportLineSchema>;

export const BankStatementSchema = z.object({
  id: z.string(),
  format: z.enum(['camt053', 'mt940']),
  fileName: z.string(),
  statementRef: z.string(),
  account: z.string(),
  importedAt: z.string(),
  lines: z.array(BankImportLineSchema),
});
export type BankStatement = z.infer<typeof BankStatementSchema>;

export const BankCreditSchema = z.object({
  id: z.string(),
  bankRef: z.string(),
  bookedOn: z.string(),
  amount: z.number(),
  currency: z.string(),
  payer: z.string().nullable(),
  text: z.string(),
  status: z.enum(BANK_CREDIT_STATUSES),
  note: z.string().nullable(),
  bookings: z.array(z.string()),
});
export type BankCredit = z.infer<typeof BankCreditSchema>;

/** A statement file as an admin loads it: its name and its text (camt.053 XML or MT940). */
export const BankStatementUploadSchema = z.strictObject({
  fileName: z.string().trim().min(1).max(200),
  content: z.string().min(1).max(5_000_000),
});

/** An admin matches a held credit to a booking by its reference. */
export const BankCreditAssignSchema = z.strictObject({
  reference: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^NF-[A-Z0-9]{4,12}$/, { error: () => m.bank_reference_invalid() }),
});

/** How a guest pays by bank transfer or Pesalink, when Nafasi takes them (BANK_* settings). */
export const BankTransferInfoSchema = z
  .object({ bank: z.string(), accountName: z.string(), accountNumber: z.string(), branch: z.string().nullable() })
  .nullable();
export type BankTransferInfo = z.infer<typeof BankTransferInfoSchema>;

/** The steps of paying by bank transfer or Pesalink, in the same words in the booking dialog and the booking mail. */
export function bankTransferSteps(bank: NonNullable<BankTransferInfo>, booking: { reference: string; amount: number }): string[] {
  return [
    bank.branch ? m.bank_step_bank({ bank: bank.bank, branch: bank.branch }) : m.bank_step_bank_only({ bank: bank.bank }),
    m.bank_step_name({ name: bank.accountName }),
    m.bank_step_number({ number: bank.accountNumber }),
    m.bank_step_reference({ reference: booking.reference }),
    m.bank_step_amount({ amount: formatKsh(booking.amount) }),
    m.bank_step_matched(),
  ];
}
