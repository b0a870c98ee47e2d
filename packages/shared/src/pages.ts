import { HOME_DESCRIPTION } from './site.ts';

export { fullTitle, SITE_NAME, SITE_TAGLINE } from './site.ts';

/**
 * The public pages' titles and descriptions: the browser tab, search engines and link previews
 * read the same words, whether the server writes them into the page or the page sets them itself.
 */
export interface PageMeta {
  title: string;
  description: string;
}

export const PAGE_META = {
  '/': { title: '', description: HOME_DESCRIPTION },
  '/login': { title: 'Sign in', description: 'Sign in to book spaces, manage your bookings and join virtual meetings on Nafasi.' },
  '/register': { title: 'Create your account', description: 'Create a Nafasi account to book meeting rooms, studios, halls and desks across Kenya.' },
  '/about': {
    title: 'About',
    description: 'Nafasi connects people in Kenya with meeting rooms, studios, halls, coworking desks and offices by the hour, paid with M-Pesa.',
  },
  '/how-it-works': {
    title: 'How it Works',
    description: 'How booking a space by the hour on Nafasi works, from search to M-Pesa payment, and how owners list their spaces.',
  },
  '/pricing': {
    title: 'Pricing',
    description: 'Nafasi plans: Basic free with 3 bookings a month, Pro at $19 a month with a 14-day free trial, Business at $49 a month.',
  },
  '/features': {
    title: 'Features',
    description: "Nafasi's features: search by area and price, hourly booking, M-Pesa payment, virtual meeting rooms, community chat and owner tools.",
  },
  '/security': {
    title: 'Security',
    description: 'How Nafasi protects accounts, bookings and M-Pesa payments, the standards it follows, and how to report a security issue.',
  },
  '/careers': {
    title: 'Careers',
    description: 'Open positions at Nafasi in Nairobi, Mombasa and remote in Kenya: engineering, design, growth and operations.',
  },
  '/press': { title: 'Press', description: 'News, press releases and media resources from Nafasi, Kenya’s marketplace for spaces by the hour.' },
  '/contact': { title: 'Contact', description: 'Contact Nafasi by e-mail, phone or the contact form. Support is open 24/7 and we reply within 24 hours.' },
  '/privacy': {
    title: 'Privacy Policy',
    description: "What personal data Nafasi collects, why, who sees it, how long it is kept, and your rights under Kenya's Data Protection Act.",
  },
  '/terms': {
    title: 'Terms of Service',
    description: "The terms for using Nafasi: accounts, bookings and M-Pesa payments, cancellations, owners' duties and liability.",
  },
  '/help': {
    title: 'Help Center',
    description: 'Answers about booking spaces, M-Pesa payments, listing a space and your account, with 24/7 live chat support.',
  },
  '/status': {
    title: 'Status',
    description: "Live status of Nafasi's website, API, database, M-Pesa payments, chat and e-mail, with uptime and recent incidents.",
  },
  '/blog': {
    title: 'Blog',
    description: 'The Nafasi blog: industry insights, tips and guides, community stories, security, economics and design of spaces in Kenya.',
  },
  '/forum': { title: 'Forum', description: 'The Nafasi community forum: discussions about workspaces, owning a space, remote work, events and feedback.' },
  '/events': {
    title: 'Events',
    description: 'Upcoming and past events in Nafasi spaces: workshops, meetups, masterclasses, conferences, webinars and volunteering.',
  },
  '/partners': {
    title: 'Partners',
    description: 'Partner with Nafasi as a space provider, technology, corporate or community partner. Meet our partners and send an inquiry.',
  },
} as const satisfies Record<string, PageMeta>;
