import { helpArticles, type HelpTopic } from '@nafasi/shared/help-articles';
import { paths } from '@/config/paths';
import { inLanguage } from './localized';
import * as sw from './sw/help';

/** One of a topic's articles as the help centre lists it: its title, and its own page. */
export interface HelpArticleLink {
  title: string;
  href: string;
}
export interface HelpCategory {
  icon: 'calendar' | 'wallet' | 'building' | 'user';
  title: string;
  text: string;
  /** Its articles are the help centre's articles of this topic (@nafasi/shared/help-articles). */
  topic: HelpTopic;
}

/** Help: 4 categories, each listing its articles, which open on their own pages (/help/:slug). */
export const HELP_CATEGORIES: HelpCategory[] = [
  {
    icon: 'calendar',
    title: 'Booking spaces',
    text: 'Finding, booking, changing and cancelling.',
    topic: 'booking',
  },
  {
    icon: 'wallet',
    title: 'Payments & invoices',
    text: 'M-Pesa, confirmation codes and invoices.',
    topic: 'payments',
  },
  {
    icon: 'building',
    title: 'Listing your space',
    text: 'Becoming an owner and managing listings.',
    topic: 'listing',
  },
  {
    icon: 'user',
    title: 'Account & security',
    text: 'Signing in, passwords and privacy.',
    topic: 'account',
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
  const articles = helpArticles();
  const withArticles = HELP_CATEGORIES.map((c) => ({
    ...c,
    articles: articles.filter((a) => a.topic === c.topic).map((a) => ({ title: a.title, summary: a.summary, href: paths.helpArticle.getHref(a.slug) })),
  }));
  if (!q) return { categories: withArticles, faq: [...HELP_FAQ] };
  const matches = (text: string) => text.toLowerCase().includes(q);
  const categories = withArticles
    .map((c) => ({ ...c, articles: matches(c.title) ? c.articles : c.articles.filter((a) => matches(a.title) || matches(a.summary)) }))
    .filter((c) => c.articles.length > 0);
  const faq = HELP_FAQ.filter((f) => f.q.toLowerCase().includes(q) || f.a.toLowerCase().includes(q));
  return { categories, faq };
}

const ENGLISH_CATEGORIES = HELP_CATEGORIES;
const ENGLISH_FAQ = HELP_FAQ;
