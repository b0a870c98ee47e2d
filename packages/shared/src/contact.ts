import { z } from 'zod';
import { itemResponse, listResponse, oneLine, plainText, queryInt } from './api.ts';
import { EmailField } from './auth.ts';
import { m, translated } from './i18n.ts';

/** A choice of a form: its value, and its label read in the language of the moment. */
const option = <V extends string>(value: V, label: () => string) => ({
  value,
  get label() {
    return label();
  },
});

/** §5 contact subjects: value and label, in the form's order. */
export const CONTACT_SUBJECTS = [
  option('general', m.contact_subject_general),
  option('booking', m.contact_subject_booking),
  option('listing', m.contact_subject_listing),
  option('technical', m.contact_subject_technical),
  option('business', m.contact_subject_business),
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

/** Partners page: the kinds of partnership an inquiry can ask about. */
export const PARTNERSHIP_TYPES = [
  option('technology', m.partner_technology),
  option('space', m.partner_space),
  option('corporate', m.partner_corporate),
  option('community', m.partner_community),
] as const;

export const CONTACT_MESSAGES = translated({
  /** §8, word for word. */
  sent: m.contact_sent,
  partnerSent: m.contact_partner_sent,
  subscribed: m.contact_subscribed,
  confirmSent: m.contact_confirm_sent,
  badLink: m.contact_confirm_bad_link,
  unsubscribed: m.contact_unsubscribed,
  nameRequired: m.contact_name_required,
  messageRequired: m.contact_message_required,
  subjectRequired: m.contact_subject_required,
  companyRequired: m.contact_company_required,
  industryRequired: m.contact_industry_required,
  typeRequired: m.contact_type_required,
});

/** `message` is read when a form is checked, in the language of the moment. */
const required = (field: string, max: number, message: () => string) => plainText(field, max).trim().min(1, { error: message });
const requiredLine = (field: string, max: number, message: () => string) => oneLine(field, max).min(1, { error: message });
const choice = <T extends readonly { value: string }[]>(options: T, message: () => string) =>
  z.enum(options.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]], { error: message });

export const ContactSchema = z.strictObject({
  name: requiredLine('name', 120, () => CONTACT_MESSAGES.nameRequired),
  email: EmailField,
  subject: choice(CONTACT_SUBJECTS, () => CONTACT_MESSAGES.subjectRequired),
  message: required('message', 5000, () => CONTACT_MESSAGES.messageRequired),
});
export type ContactInput = z.input<typeof ContactSchema>;

export const PartnerInquirySchema = z.strictObject({
  companyName: requiredLine('companyName', 160, () => CONTACT_MESSAGES.companyRequired),
  industry: requiredLine('industry', 120, () => CONTACT_MESSAGES.industryRequired),
  name: requiredLine('name', 120, () => CONTACT_MESSAGES.nameRequired),
  email: EmailField,
  partnershipType: choice(PARTNERSHIP_TYPES, () => CONTACT_MESSAGES.typeRequired),
  message: required('message', 5000, () => CONTACT_MESSAGES.messageRequired),
});
export type PartnerInquiryInput = z.input<typeof PartnerInquirySchema>;

export const NewsletterSchema = z.strictObject({ email: EmailField });
/** The token from a link mailed to an address typed into the newsletter box (to confirm it, or to leave the list). */
export const NewsletterLinkSchema = z.strictObject({
  token: z
    .string({ error: () => CONTACT_MESSAGES.badLink })
    .min(1, { error: () => CONTACT_MESSAGES.badLink })
    .max(200, { error: () => CONTACT_MESSAGES.badLink }),
});
/** Settings → Privacy: the signed-in person's address on the newsletter, or not. */
export const NewsletterChoiceSchema = z.strictObject({ subscribed: z.boolean({ error: () => m.field_boolean({ field: 'subscribed' }) }) });
export const NewsletterChoiceResponseSchema = itemResponse(NewsletterChoiceSchema);

/** What admins read in the Messages tab. */
export const InboxMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(['contact', 'partner']),
  name: z.string(),
  email: z.string(),
  /** The subject's label, or the partnership type's. */
  topic: z.string(),
  company: z.string().nullable(),
  industry: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;
export const InboxQuerySchema = z.strictObject({
  kind: z.enum(['contact', 'partner'], { error: () => m.field_one_of({ field: 'kind', values: 'contact, partner' }) }).optional(),
  limit: queryInt('limit', 1, 100).default(20),
  offset: queryInt('offset', 0, 10_000_000).default(0),
});
export type InboxQuery = z.infer<typeof InboxQuerySchema>;
export const InboxListResponseSchema = listResponse(InboxMessageSchema);
export const ReceivedResponseSchema = itemResponse(z.object({ id: z.string(), message: z.string() }));
export type ReceivedResponse = z.infer<typeof ReceivedResponseSchema>;
/** The newsletter's answer: the address and a sentence (look for the mailed link; or, the link followed, on the list). */
export const SubscribedResponseSchema = itemResponse(z.object({ email: z.string(), message: z.string() }));
export type SubscribedResponse = z.infer<typeof SubscribedResponseSchema>;
