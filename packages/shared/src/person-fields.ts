import { BOOKING_STATUS_LABELS } from './bookings.ts';
import { formatDayAndClock } from './dates.ts';
import { m, translated, wordsOf } from './i18n.ts';
import { formatKsh } from './money.ts';
import { PAYOUT_ACCOUNT_KIND_LABELS, PAYOUT_CHANNEL_LABELS, PAYOUT_PROGRESS_LABELS } from './payments.ts';
import type { PERSON_SECTIONS } from './privacy.ts';
import { ROLE_LABELS } from './roles.ts';

/**
 * What an admin sees of a person (Admin → Users → Details; docs/PRIVACY.md "Who read it"): per
 * part, the fields that answer a question about their account and money, each named in the
 * reader's language and its value in words. Only these leave the server: the rest of a row (ids
 * of other records, M-Pesa's request ids, signatures, retry counters) answers no question an admin
 * is asked and stays where it is (the Data Protection Act's minimisation, s. 25(d)). The person's
 * own download keeps everything.
 */
type Words = Readonly<Record<string, string>>;
export type FieldKind = 'text' | 'time' | 'cents' | 'shillings' | 'yesNo' | Words;
export interface PersonField {
  key: string;
  label: () => string;
  kind?: FieldKind;
}
export type PersonSection = (typeof PERSON_SECTIONS)[number];

export const LANGUAGE_NAMES: Words = translated({ en: m.language_name_en, sw: m.language_name_sw });
const PAYMENT_STATUS: Words = translated({ pending: m.payment_status_pending, paid: m.payment_status_paid, failed: m.payment_status_failed });
const REFUND_STATUS: Words = translated({ due: m.refund_status_due, sent: m.refund_status_sent });
export const REFUND_KIND_LABELS: Words = translated({
  cancellation: m.refund_kind_cancellation,
  partial: m.refund_kind_partial,
  unused_payment: m.refund_kind_unused_payment,
  unmatched: m.refund_kind_unmatched,
  overpaid: m.refund_kind_overpaid,
});
const PAYOUT_KIND: Words = translated({ refund: m.payout_kind_refund, host: m.payout_kind_host });
const COMPANY_ROLE: Words = translated({ admin: m.company_role_admin, member: m.company_role_member });
const ETIMS_STATUS: Words = translated({ waiting: m.etims_status_waiting, signed: m.etims_status_signed, rejected: m.etims_status_rejected });
const ETIMS_KIND: Words = translated({ sale: m.etims_kind_sale, fee: m.etims_kind_fee });
const ETIMS_RECEIPT: Words = translated({ S: m.etims_receipt_sale, R: m.etims_receipt_refund });

export const PERSON_FIELDS: Readonly<Record<PersonSection, readonly PersonField[]>> = {
  account: [
    { key: 'id', label: m.person_field_id },
    { key: 'email', label: m.auth_email },
    { key: 'emailVerified', label: m.person_field_email_verified, kind: 'yesNo' },
    { key: 'bookingsCount', label: m.person_field_bookings_count },
    { key: 'createdAt', label: m.person_field_joined, kind: 'time' },
    { key: 'deletedAt', label: m.person_field_deleted, kind: 'time' },
  ],
  profile: [
    { key: 'fullName', label: m.person_field_name },
    { key: 'role', label: m.person_field_role, kind: ROLE_LABELS },
    { key: 'locale', label: m.person_field_language, kind: LANGUAGE_NAMES },
  ],
  tax: [
    { key: 'kraPin', label: m.tax_kra_pin },
    { key: 'invoiceName', label: m.tax_invoice_name },
    { key: 'vatRegistered', label: m.person_field_vat_registered, kind: 'yesNo' },
    { key: 'updatedAt', label: m.person_field_updated, kind: 'time' },
  ],
  payoutAccounts: [
    { key: 'kind', label: m.person_field_payout_kind, kind: PAYOUT_ACCOUNT_KIND_LABELS },
    { key: 'number', label: m.person_field_number },
    { key: 'account', label: m.person_field_account },
    { key: 'updatedAt', label: m.person_field_updated, kind: 'time' },
  ],
  companies: [
    { key: 'companyId', label: m.person_field_company },
    { key: 'role', label: m.person_field_role, kind: COMPANY_ROLE },
    { key: 'joinedAt', label: m.person_field_joined, kind: 'time' },
    { key: 'leftAt', label: m.person_field_left, kind: 'time' },
  ],
  bookings: [
    { key: 'reference', label: m.person_field_reference },
    { key: 'startTime', label: m.person_field_starts, kind: 'time' },
    { key: 'endTime', label: m.person_field_ends, kind: 'time' },
    { key: 'status', label: m.person_field_status, kind: BOOKING_STATUS_LABELS },
    { key: 'paymentStatus', label: m.person_field_payment, kind: PAYMENT_STATUS },
    { key: 'totalCents', label: m.person_field_total, kind: 'cents' },
    { key: 'taxCents', label: m.person_field_tax, kind: 'cents' },
    { key: 'mpesaCode', label: m.person_field_mpesa_code },
    { key: 'paidAt', label: m.person_field_paid_at, kind: 'time' },
    { key: 'cancelledAt', label: m.person_field_cancelled_at, kind: 'time' },
    { key: 'createdAt', label: m.person_field_made, kind: 'time' },
  ],
  payments: [
    { key: 'createdAt', label: m.person_field_made, kind: 'time' },
    { key: 'phone', label: m.person_field_phone },
    { key: 'amount', label: m.person_field_amount, kind: 'shillings' },
    { key: 'status', label: m.person_field_status, kind: PAYMENT_STATUS },
    // M-Pesa's own words, as it sent them: what the guest saw on their phone.
    { key: 'resultDesc', label: m.person_field_mpesa_said },
    { key: 'receipt', label: m.person_field_receipt },
  ],
  paybill: [
    { key: 'transId', label: m.person_field_transaction },
    { key: 'amount', label: m.person_field_amount, kind: 'shillings' },
    { key: 'billRef', label: m.person_field_account_paid },
    { key: 'msisdn', label: m.person_field_phone },
    { key: 'receivedAt', label: m.person_field_received, kind: 'time' },
    { key: 'refundedAt', label: m.person_field_refunded_at, kind: 'time' },
  ],
  refunds: [
    { key: 'createdAt', label: m.person_field_made, kind: 'time' },
    { key: 'kind', label: m.person_field_kind, kind: REFUND_KIND_LABELS },
    { key: 'amountCents', label: m.person_field_amount, kind: 'cents' },
    { key: 'reason', label: m.person_field_reason },
    { key: 'phone', label: m.person_field_phone },
    { key: 'status', label: m.person_field_status, kind: REFUND_STATUS },
    { key: 'reference', label: m.person_field_receipt },
    { key: 'sentAt', label: m.person_field_sent_at, kind: 'time' },
  ],
  payouts: [
    { key: 'createdAt', label: m.person_field_made, kind: 'time' },
    { key: 'kind', label: m.person_field_kind, kind: PAYOUT_KIND },
    { key: 'toKind', label: m.person_field_payout_kind, kind: PAYOUT_CHANNEL_LABELS },
    { key: 'phone', label: m.person_field_sent_to },
    { key: 'accountReference', label: m.person_field_account },
    { key: 'amount', label: m.person_field_amount, kind: 'shillings' },
    { key: 'status', label: m.person_field_status, kind: PAYOUT_PROGRESS_LABELS },
    { key: 'receipt', label: m.person_field_receipt },
    { key: 'sentAt', label: m.person_field_sent_at, kind: 'time' },
  ],
  taxInvoices: [
    { key: 'invcNo', label: m.person_field_invoice_number },
    { key: 'kind', label: m.person_field_kind, kind: ETIMS_KIND },
    { key: 'receiptType', label: m.person_field_document, kind: ETIMS_RECEIPT },
    { key: 'totalCents', label: m.person_field_total, kind: 'cents' },
    { key: 'taxCents', label: m.person_field_tax, kind: 'cents' },
    { key: 'status', label: m.person_field_status, kind: ETIMS_STATUS },
    { key: 'cuInvoiceNo', label: m.person_field_kra_number },
    { key: 'signedAt', label: m.person_field_signed_at, kind: 'time' },
    { key: 'createdAt', label: m.person_field_made, kind: 'time' },
  ],
};

/** A value in words: nothing as a dash, times in Nairobi, money in shillings, codes by their names (an unknown code as it is). */
export function personValue(field: PersonField, value: string | number | boolean | null): string {
  if (value === null || value === '') return '—';
  const kind = field.kind ?? 'text';
  if (kind === 'time') return formatDayAndClock(String(value));
  if (kind === 'cents') return formatKsh(Number(value) / 100);
  if (kind === 'shillings') return formatKsh(Number(value));
  if (kind === 'yesNo') return value ? m.yes() : m.no();
  if (typeof kind === 'object') {
    const words = wordsOf(kind, String(value));
    // Labels are written to sit inside a sentence ("awaiting host"); alone in a row they start with a capital.
    return words ? words.charAt(0).toLocaleUpperCase() + words.slice(1) : String(value);
  }
  return String(value);
}
