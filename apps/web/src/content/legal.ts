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

/**
 * The privacy page names each purpose and its lawful basis, each processor and where data goes
 * outside Kenya (Data Protection Act 2019 s. 25, 29, 30, 48–50; docs/PRIVACY.md). It changed after
 * the terms, so it carries its own date.
 */
export const PRIVACY_UPDATED = 'December 6, 2026';

export const PRIVACY: LegalSection[] = [
  {
    id: 'who-we-are',
    title: '1. Who we are',
    paragraphs: [
      'Nafasi Technologies Ltd ("Nafasi", "we") runs the Nafasi marketplace for booking spaces by the hour in Kenya. We are the data controller for the personal data described here and are registered with the Office of the Data Protection Commissioner (ODPC) under the Data Protection Act, 2019. Our data protection officer answers at privacy@nafasi.co.ke.',
    ],
  },
  {
    id: 'what-we-collect',
    title: '2. What we collect',
    paragraphs: [
      'Account data: your name, e-mail address, phone number if you give it, a hashed password (we never see the password itself), your photo if you add one and, if you sign in with Google, your Google account’s verified e-mail.',
      'Booking data: the spaces you book, the times, amounts, the M-Pesa numbers and receipts of your payments, bank transfers, refunds and invoices; for a company, its name, KRA PIN and address. We never receive your M-Pesa PIN.',
      'Listing data, for owners: the space’s address, photos and rates, your payout number or account, and your KRA PIN for tax.',
      'What you write: messages to hosts and guests, meeting-room chat, reviews, forum posts and the contact form.',
      'Technical data: the devices you are signed in on, and your IP address for rate limits; our logs keep only its network part (the last part removed), never the whole address.',
    ],
  },
  {
    id: 'how-we-use',
    title: '3. Why we use it, and on what basis',
    paragraphs: [
      'Your account, bookings, messages and the mails a booking needs: to perform our contract with you (s. 30(1)(b)(i)).',
      'Payments, invoices, KRA eTIMS and tax on payouts: because Kenyan law requires it (the VAT Act, the Income Tax Act and the Tax Procedures Act; s. 30(1)(b)(iii)).',
      'Security, fraud prevention, rate limits and the audit log of what our admins do and read: our legitimate interest in a safe marketplace (s. 30(1)(b)(vi)).',
      'Optional mails (reminders, review invitations, unread messages): part of the service, each one turned off under Settings → Notifications or with the link in the mail; every change is recorded.',
      'The newsletter: only with your consent, given in Settings → Privacy or the blog’s box, never on by itself, withdrawn as easily; we record what you agreed to, when and in which words. We do not sell your data or use it for third-party advertising.',
    ],
  },
  {
    id: 'sharing',
    title: '4. Who receives it',
    paragraphs: [
      'The host of a space you book sees your name and the booking; guests see a host’s name and the space. Phone numbers and e-mail addresses stay hidden in messages until a booking between you is paid.',
      'Safaricom PLC (M-Pesa, in Kenya) receives the phone number, amount and booking reference of each payment, refund and payout. The Kenya Revenue Authority receives each invoice through eTIMS, with a company’s PIN when a company books.',
      'Our processors, bound by contract to use your data only for us: the e-mail delivery service that carries our mails (your address and the mail); the object storage that holds photos; the map tile server (OpenStreetMap’s by default), which receives your browser’s IP address and the area of the map it shows; and Google, only if you choose to sign in with Google.',
      'We disclose data to authorities only when Kenyan law requires it.',
    ],
  },
  {
    id: 'transfers',
    title: '5. Data that leaves Kenya',
    paragraphs: [
      'Google sign-in (United States), the map tiles (OpenStreetMap’s servers in Europe), and, depending on the provider we use, e-mail delivery and photo storage may process data outside Kenya. We send only what each needs, under contracts with data protection terms as sections 48 to 50 of the Act require, to countries and providers with adequate safeguards; signing in with Google is your choice, and you can use a password instead. M-Pesa payments and KRA invoices stay in Kenya.',
    ],
  },
  {
    id: 'retention',
    title: '6. How long we keep it',
    paragraphs: [
      'Your account, for as long as it is open. Bookings, payments and invoices, for five years, as the Tax Procedures Act requires (without your name, e-mail or phone once your account is deleted).',
      'Unconfirmed accounts that booked nothing: 30 days. Notifications: one year. Conversations: two years after their last message. Meeting-room chat: one year. Contact messages: two years. Ended sign-ins and used links: a week. A job removes each when its time is up.',
    ],
  },
  {
    id: 'rights',
    title: '7. Your rights',
    paragraphs: [
      'Under sections 26 and 38 to 40 of the Act you may see, take, correct and delete your data, object to its use and withdraw consent. In Settings → Privacy: “Download my data” (one archive of everything we hold about you, including when our admins looked at it), the newsletter choice and “Delete my account”. Correct your name and photo in Settings; for anything else, write to privacy@nafasi.co.ke and we answer within seven days.',
      'You may complain to the Office of the Data Protection Commissioner (odpc.go.ke).',
    ],
  },
  {
    id: 'cookies',
    title: '8. Cookies and your browser',
    paragraphs: [
      'We set one cookie: the language you chose, for a year. Your sign-in and the bookings kept for use offline stay in your browser’s storage and are removed when you sign out or your account is deleted. We use no advertising or analytics cookies, so there is nothing to accept.',
    ],
  },
  {
    id: 'security',
    title: '9. Security and breaches',
    paragraphs: [
      'We encrypt traffic with TLS, hash passwords with Argon2id, limit access to staff who need it and record every administrative action; an admin reads a reported conversation only after giving a reason, which is recorded. If a breach puts your data at risk we tell the Data Commissioner within 72 hours and you without delay, saying what happened and what to do. See our Security page for details.',
    ],
  },
  {
    id: 'changes',
    title: '10. Changes and contact',
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
  const english = { LEGAL_UPDATED, PRIVACY_UPDATED, PRIVACY, TERMS };
  return inLanguage<Widen<typeof english>>({ en: english, sw });
};
