import { z } from 'zod';
import { itemResponse } from './api.ts';
import { centsToKsh } from './money.ts';

/**
 * A Kenyan mobile number as Daraja wants it, 2547XXXXXXXX or 2541XXXXXXXX, from what people type:
 * 07xx / 01xx, +2547… / +2541…, 2547… / 2541…, with spaces or dashes. Null for anything else.
 */
export function normaliseKenyanPhone(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '').replace(/^\+/, '');
  const match = /^(?:254|0)([17]\d{8})$/.exec(digits);
  return match ? `254${match[1]}` : null;
}

/** What M-Pesa charges for a booking: whole shillings (Daraja takes no cents), rounded up. */
export const mpesaAmount = (totalCents: number) => Math.ceil(centsToKsh(totalCents));

export const MPESA_MESSAGES = {
  badPhone: 'Enter a Safaricom number like 0712 345 678 or +254 712 345 678.',
  checkPhone: 'Check your phone and enter your M-Pesa PIN',
  paid: 'Payment received. Your booking is confirmed.',
  notPayable: 'This booking cannot be paid now.',
  unavailable: 'M-Pesa is not answering right now. Please try again in a minute.',
  unresolved:
    'M-Pesa never told us whether this payment went through. Our team is checking: money that left your M-Pesa is matched to your booking or refunded.',
  pushInFlight: 'A payment request is already on your phone: enter your M-Pesa PIN there. If it has gone, wait a minute and send a new one.',
  /** Daraja's result codes, in a sentence the guest understands. */
  result: (code: number): string =>
    ({
      1: 'Your M-Pesa balance is too low for this payment. Top up and try again.',
      1032: 'You cancelled the payment on your phone. You can try again.',
      1037: 'Your phone did not answer in time. Make sure it is on and try again.',
      2001: 'The M-Pesa PIN was wrong. Try again.',
    })[code] ?? 'M-Pesa could not complete the payment. Please try again.',
} as const;

export const StkPushSchema = z.strictObject({
  phone: z
    .string({ error: MPESA_MESSAGES.badPhone })
    .max(20, { error: MPESA_MESSAGES.badPhone })
    .transform((v, ctx) => {
      const phone = normaliseKenyanPhone(v);
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
  createdAt: z.string(),
});
export type MpesaPayment = z.infer<typeof MpesaPaymentSchema>;
export const MpesaPaymentResponseSchema = itemResponse(MpesaPaymentSchema);

/**
 * Why money is owed back. A cancellation returns a paid booking; the others return one payment each:
 * an STK payment that found its booking released or already paid, paybill money that matched no
 * booking, or the part of a paybill payment above the booking's amount.
 */
export const REFUND_KINDS = ['cancellation', 'unused_payment', 'unmatched', 'overpaid'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/** The sentences a refund's reason is written in (stored with it, read by the admin who sends it). */
export const REFUND_REASONS = {
  cancelledByGuest: (hours: number) => `Cancelled by the guest at least ${hours} hours ahead`,
  cancelledByNafasi: 'Cancelled by Nafasi',
  paidAfterRelease: 'Paid after the booking was released',
  paidTwice: 'Paid again for a booking already paid',
  noBooking: (account: string) => `Paid to account "${account}", which is no booking waiting for payment`,
  short: (paid: string, owed: string) => `Paid ${paid}, less than the booking's ${owed}`,
  over: (paid: string, owed: string) => `Paid ${paid} for a booking of ${owed}: the difference is owed back`,
} as const;

export const REFUND_MESSAGES = {
  notFound: 'Refund not found',
  alreadySent: 'This refund has already been recorded as sent.',
} as const;

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
  /** The M-Pesa code of the refund itself, once sent. */
  reference: z.string().nullable(),
  booking: z.object({ id: z.string(), reference: z.string(), spaceName: z.string(), guestName: z.string() }).nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;
export const RefundResponseSchema = itemResponse(RefundSchema);
export const RefundListResponseSchema = itemResponse(z.array(RefundSchema));
