import { inLanguage, type Widen } from './localized';
import * as sw from './sw/legal';

/** §2: both legal pages were last updated January 15, 2025; material changes to the terms get 30 days' notice. */
export const LEGAL_UPDATED = 'January 15, 2025';
export const TERMS_NOTICE_DAYS = 30;

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
}

export const PRIVACY: LegalSection[] = [
  {
    id: 'who-we-are',
    title: '1. Who we are',
    paragraphs: [
      'Nafasi Technologies Ltd ("Nafasi", "we") runs the Nafasi marketplace for booking spaces by the hour in Kenya. We are the data controller for the personal data described here and are registered with the Office of the Data Protection Commissioner under the Data Protection Act, 2019.',
    ],
  },
  {
    id: 'what-we-collect',
    title: '2. What we collect',
    paragraphs: [
      'Account data: your name, e-mail address, phone number if you give it, a hashed password (we never see the password itself) and, if you sign in with Google, your Google account’s verified e-mail.',
      'Booking data: the spaces you book, the times, amounts, M-Pesa confirmation codes and invoices. We never receive your M-Pesa PIN.',
      'Listing data, for owners: the space’s address, photos and rates, and your payout details.',
      'Messages: what you write in meeting rooms, community chats, reviews and the contact form.',
      'Technical data: your IP address and browser, kept in security logs and used for rate limits.',
    ],
  },
  {
    id: 'how-we-use',
    title: '3. How we use it',
    paragraphs: [
      'To run your account and bookings, confirm payments, send the e-mails you need (such as password resets), keep the service secure and answer your messages. We rely on our contract with you, our legitimate interest in a safe service, and, for the newsletter, your consent.',
      'We do not sell your personal data and we do not use it for third-party advertising.',
    ],
  },
  {
    id: 'sharing',
    title: '4. Who we share it with',
    paragraphs: [
      'The owner of a space you book sees your name and the booking. Guests see an owner’s name and the space’s details. We use processors for hosting, e-mail delivery and payments, bound by contracts that protect your data. We disclose data to authorities only when Kenyan law requires it.',
    ],
  },
  {
    id: 'retention',
    title: '5. How long we keep it',
    paragraphs: [
      'Account data for as long as your account is open. Booking and invoice records for seven years, as Kenyan tax law requires. Security logs for 90 days. Contact messages for two years.',
    ],
  },
  {
    id: 'rights',
    title: '6. Your rights',
    paragraphs: [
      'You may ask for a copy of your data, its correction or deletion, object to its use or withdraw consent, by writing to privacy@nafasi.co.ke. You may also complain to the Office of the Data Protection Commissioner.',
    ],
  },
  {
    id: 'security',
    title: '7. Security',
    paragraphs: [
      'We encrypt traffic with TLS, hash passwords with Argon2id, limit access to staff who need it and record administrative actions. See our Security page for details.',
    ],
  },
  {
    id: 'changes',
    title: '8. Changes and contact',
    paragraphs: [
      'We will post any change here and update the date above; for significant changes we will also e-mail you. Questions: privacy@nafasi.co.ke, or Nafasi Technologies Ltd, The Mirage, Waiyaki Way, Westlands, Nairobi.',
    ],
  },
];

export const TERMS: LegalSection[] = [
  {
    id: 'agreement',
    title: '1. Agreement',
    paragraphs: [
      'These terms are an agreement between you and Nafasi Technologies Ltd. By creating an account or booking a space you accept them. If you do not accept them, do not use Nafasi.',
    ],
  },
  {
    id: 'accounts',
    title: '2. Accounts',
    paragraphs: [
      'You must be 18 or older and give accurate details. Keep your password secret; you are responsible for what happens in your account. Tell us at once at security@nafasi.co.ke if you think someone else has used it.',
    ],
  },
  {
    id: 'bookings',
    title: '3. Bookings and payment',
    paragraphs: [
      'Prices are per hour in Kenyan shillings (KSH); VAT is added to the subtotal where the seller is registered for it, and shown before you confirm. A booking is held for 24 hours while you pay with M-Pesa and is confirmed once the payment is checked; an unpaid booking is released after that time.',
      'Subscription plans (Pro and Business) are billed monthly in US dollars and can be cancelled at any time, effective at the end of the period.',
    ],
  },
  {
    id: 'cancellation',
    title: '4. Cancellations and changes',
    paragraphs: [
      'You can cancel a booking through your dashboard up to 24 hours before it starts. Each owner may set additional policies, shown on the space’s page. A confirmed booking may be moved to another free time of the same length.',
    ],
  },
  {
    id: 'owners',
    title: '5. Owners',
    paragraphs: [
      'Owners must have the right to let their space, describe it truthfully, keep it safe and honour confirmed bookings. Listings are reviewed before they go live and may be removed if they break these terms.',
    ],
  },
  {
    id: 'conduct',
    title: '6. Conduct',
    paragraphs: [
      'Do not misuse spaces, harass other people in chats or meetings, post unlawful content, attempt to break the service’s security, or scrape it. We may suspend accounts that do.',
    ],
  },
  {
    id: 'liability',
    title: '7. Liability',
    paragraphs: [
      'Nafasi is a marketplace: the owner provides the space. To the extent Kenyan law allows, our liability for any claim is limited to the fees you paid us in the three months before it.',
    ],
  },
  {
    id: 'changes',
    title: '8. Changes to these terms',
    paragraphs: [
      `We may change these terms. For material changes we will give you at least ${TERMS_NOTICE_DAYS} days' notice by e-mail and on this page before they take effect.`,
    ],
  },
  {
    id: 'law',
    title: '9. Governing law',
    paragraphs: ['These terms are governed by the laws of Kenya, and the courts of Nairobi have jurisdiction. Questions: legal@nafasi.co.ke.'],
  },
];

/** The legal pages in the language of the moment. */
export const legal = () => {
  const english = { LEGAL_UPDATED, PRIVACY, TERMS };
  return inLanguage<Widen<typeof english>>({ en: english, sw });
};
