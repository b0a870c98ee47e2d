import { paths } from '@/config/paths';
import { inLanguage } from './localized';
import * as sw from './sw/help';

export interface HelpArticle {
  title: string;
  href: string;
}
export interface HelpCategory {
  icon: 'calendar' | 'wallet' | 'building' | 'user';
  title: string;
  text: string;
  articles: HelpArticle[];
}

/** Help: 4 categories, each with articles that lead to the page that answers them. */
export const HELP_CATEGORIES: HelpCategory[] = [
  {
    icon: 'calendar',
    title: 'Booking spaces',
    text: 'Finding, booking, changing and cancelling.',
    articles: [
      { title: 'How to book a space by the hour', href: paths.howItWorks.getHref() },
      { title: 'Changing the time of a booking', href: paths.dashboard.getHref() },
      { title: 'Cancelling a booking', href: `${paths.help.getHref()}#faq` },
      { title: 'Leaving a review after your visit', href: paths.dashboard.getHref() },
    ],
  },
  {
    icon: 'wallet',
    title: 'Payments & invoices',
    text: 'M-Pesa, confirmation codes and invoices.',
    articles: [
      { title: 'Paying for a booking with M-Pesa', href: paths.howItWorks.getHref() },
      { title: 'Entering your M-Pesa confirmation code', href: paths.dashboard.getHref() },
      { title: 'Downloading an invoice', href: paths.dashboard.getHref() },
      { title: 'Pricing plans and what they include', href: paths.pricing.getHref() },
    ],
  },
  {
    icon: 'building',
    title: 'Listing your space',
    text: 'Becoming an owner and managing listings.',
    articles: [
      { title: 'Becoming an owner', href: paths.profile.getHref() },
      { title: 'Listing a space with photos', href: paths.listSpace.getHref() },
      { title: 'Why a listing needs approval', href: `${paths.help.getHref()}#faq` },
      { title: 'Partnering with Nafasi', href: paths.partners.getHref() },
    ],
  },
  {
    icon: 'user',
    title: 'Account & security',
    text: 'Signing in, passwords and privacy.',
    articles: [
      { title: 'Resetting a forgotten password', href: paths.forgotPassword.getHref() },
      { title: 'Signing out of other devices', href: paths.profile.getHref() },
      { title: 'How we protect your data', href: paths.security.getHref() },
      { title: 'Our privacy policy', href: paths.privacy.getHref() },
    ],
  },
];

/** Help: 5 FAQs (§9 static copy claims). */
export const HELP_FAQ = [
  {
    q: 'How do I cancel a booking?',
    a: 'Open your dashboard and choose Cancel on the booking. A confirmed booking can be cancelled up to 24 hours before it starts; each owner may set their own policy on top of this.',
  },
  {
    q: 'How do I pay?',
    a: 'With M-Pesa. After you book, choose Pay with M-Pesa and enter your PIN when your phone asks. You can also pay from the M-Pesa menu: the business and account numbers (or the till) to use are shown with your booking, in your booking e-mail and on your invoice. Major cards, PayPal and bank transfer are coming.',
  },
  {
    q: 'When is my booking confirmed?',
    a: 'As soon as M-Pesa reports your payment, usually within a minute of entering your PIN. A till payment is confirmed once you enter its M-Pesa code on your bookings page. An unpaid booking holds the slot for 24 hours.',
  },
  {
    q: 'Why is my listing not live yet?',
    a: 'Every new listing is reviewed by our team, usually within one working day. You will see the decision, and any reason, in your dashboard.',
  },
  {
    q: 'How do I reach support?',
    a: 'Support is open 24/7 by e-mail, phone and live chat. Use Start Live Chat on this page, or the contact form; we reply within 24 hours.',
  },
] as const;

/** Help search: the typed words filter both the articles (by title or category) and the FAQs (question or answer). */
export function searchHelp(query: string) {
  // The articles and questions of the language of the moment (content/sw/help.ts in Kiswahili).
  const { HELP_CATEGORIES, HELP_FAQ } = inLanguage<{ HELP_CATEGORIES: HelpCategory[]; HELP_FAQ: readonly { q: string; a: string }[] }>({
    en: { HELP_CATEGORIES: ENGLISH_CATEGORIES, HELP_FAQ: ENGLISH_FAQ },
    sw,
  });
  const q = query.trim().toLowerCase();
  if (!q) return { categories: HELP_CATEGORIES, faq: [...HELP_FAQ] };
  const categories = HELP_CATEGORIES.map((c) => ({
    ...c,
    articles: c.title.toLowerCase().includes(q) ? c.articles : c.articles.filter((a) => a.title.toLowerCase().includes(q)),
  })).filter((c) => c.articles.length > 0);
  const faq = HELP_FAQ.filter((f) => f.q.toLowerCase().includes(q) || f.a.toLowerCase().includes(q));
  return { categories, faq };
}

const ENGLISH_CATEGORIES = HELP_CATEGORIES;
const ENGLISH_FAQ = HELP_FAQ;
