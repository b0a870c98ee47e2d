/**
 * The help centre's articles (/help/:slug): each topic on /help lists its articles, and each opens
 * on its own page with the steps and a link to the screen that does it. Shared with the server,
 * which writes each article's <head> and lists it in the sitemap. Kiswahili: help-articles-sw.ts.
 */

import { HELP_ARTICLES_SW } from './help-articles-sw.ts';
import { CANCELLATION_NOTICE_HOURS } from './booking-policy.ts';
import { getLocale } from './i18n.ts';
import { paths } from './paths.ts';

export const HELP_TOPICS = ['booking', 'payments', 'listing', 'account'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

/** A part of an article: an optional heading, its paragraphs, and numbered steps. */
export interface HelpSection {
  heading?: string;
  paragraphs?: string[];
  steps?: string[];
}

export interface HelpArticle {
  slug: string;
  topic: HelpTopic;
  title: string;
  /** One sentence: the topic card's line, the page's description for search engines. */
  summary: string;
  sections: HelpSection[];
  /** The screen that does what the article explains. */
  action?: { label: string; href: string };
}

/** The words of an article that change with the language (the slug, topic and link stay). */
export type HelpArticleWords = Pick<HelpArticle, 'title' | 'summary' | 'sections'> & { action?: string };

export const HELP_ARTICLES: HelpArticle[] = [
  {
    slug: 'book-a-space',
    topic: 'booking',
    title: 'How to book a space by the hour',
    summary: 'Find a space, choose a day and hours, and hold it while you pay.',
    sections: [
      {
        steps: [
          'Search by place, or browse a category, and open the space that suits you.',
          'Choose Book Now, then the day and the hours. Only times the space is open and free can be chosen.',
          'Check the summary: the hours, the rate and the total in shillings.',
          'Confirm. Most spaces hold the time for you while you pay; some hosts answer a request first, and the page says which.',
        ],
      },
      {
        heading: 'After you book',
        paragraphs: [
          'Your booking is in your dashboard with its reference. It is confirmed once the payment arrives, and you receive an e-mail with the details and a calendar file.',
        ],
      },
    ],
    action: { label: 'Find a space', href: paths.home.getHref() },
  },
  {
    slug: 'change-booking-time',
    topic: 'booking',
    title: 'Changing the time of a booking',
    summary: 'Move a confirmed booking to another free time of the same length, at the same price.',
    sections: [
      {
        steps: [
          'Open your dashboard and find the booking.',
          'Choose Modify. It is offered on a confirmed booking that has not started.',
          'Pick a new day and start time. The booking keeps its length and its price.',
          'Choose Move booking. The host sees the new time, and you receive it by e-mail.',
        ],
      },
      {
        paragraphs: ['Need more or fewer hours? Cancel within the policy and book again, or ask the host from the space page.'],
      },
    ],
    action: { label: 'Open your bookings', href: paths.dashboard.getHref() },
  },
  {
    slug: 'cancel-booking',
    topic: 'booking',
    title: 'Cancelling a booking',
    summary: `Cancel a request or an unpaid booking at any time, and a confirmed one up to ${CANCELLATION_NOTICE_HOURS} hours before it starts.`,
    sections: [
      {
        steps: ['Open your dashboard and find the booking.', 'Choose Cancel, read what happens, and confirm.'],
      },
      {
        heading: 'Your money',
        paragraphs: [
          `A paid booking cancelled at least ${CANCELLATION_NOTICE_HOURS} hours ahead is refunded to the M-Pesa number that paid. The booking then says Refunded, with the M-Pesa receipt once it is sent.`,
          `Within ${CANCELLATION_NOTICE_HOURS} hours of the start a confirmed booking can no longer be cancelled here; write to the host or to support.`,
        ],
      },
    ],
    action: { label: 'Open your bookings', href: paths.dashboard.getHref() },
  },
  {
    slug: 'leave-a-review',
    topic: 'booking',
    title: 'Leaving a review after your visit',
    summary: 'Rate a space once your booking has ended, to help the next guest choose.',
    sections: [
      {
        steps: [
          'After your booking ends, open your dashboard.',
          'Choose Leave a review on the booking.',
          'Give one to five stars and, if you like, a comment, then send it.',
        ],
      },
      {
        paragraphs: ['Each booking can be reviewed once. Only guests who booked and came can review, so every rating comes from a real visit.'],
      },
    ],
    action: { label: 'Open your bookings', href: paths.dashboard.getHref() },
  },
  {
    slug: 'pay-with-mpesa',
    topic: 'payments',
    title: 'Paying for a booking with M-Pesa',
    summary: 'Pay on your phone with your M-Pesa PIN; the booking confirms as soon as M-Pesa reports it.',
    sections: [
      {
        steps: [
          'On your booking, choose Pay with M-Pesa.',
          'Enter the Safaricom number that will pay, and send.',
          'Your phone asks for your M-Pesa PIN. Enter it to approve the exact amount.',
          'The booking turns Confirmed, usually within a minute, and the receipt is on your invoice.',
        ],
      },
      {
        heading: 'Paying from the M-Pesa menu',
        paragraphs: [
          'You can also pay from Lipa na M-Pesa: the business and account numbers (or the till) are shown with your booking, in your booking e-mail and on your invoice.',
        ],
      },
    ],
    action: { label: 'Open your bookings', href: paths.dashboard.getHref() },
  },
  {
    slug: 'mpesa-code',
    topic: 'payments',
    title: 'Entering your M-Pesa confirmation code',
    summary: 'Paid to a till? Enter the code from the M-Pesa message so we can match it to your booking.',
    sections: [
      {
        steps: [
          'Find the confirmation message from M-Pesa. The code is the ten letters and numbers at its start, like QJK3L5M7NP.',
          'Open your dashboard and the unpaid booking.',
          'Type the code under M-Pesa transaction code and send it.',
        ],
      },
      {
        paragraphs: [
          'The booking confirms when M-Pesa reports that payment for it. A code someone has already used, or one M-Pesa never reported, does not confirm a booking.',
        ],
      },
    ],
    action: { label: 'Open your bookings', href: paths.dashboard.getHref() },
  },
  {
    slug: 'download-invoice',
    topic: 'payments',
    title: 'Downloading an invoice',
    summary: 'Every booking has an invoice you can print or save as a PDF.',
    sections: [
      {
        steps: [
          'Open your dashboard and find the booking.',
          'Choose Invoice. It shows the hours, the rate, the amounts and the M-Pesa receipt.',
          'Choose Print invoice, and print it or save it as a PDF from the print window.',
        ],
      },
    ],
    action: { label: 'Open your bookings', href: paths.dashboard.getHref() },
  },
  {
    slug: 'pricing-plans',
    topic: 'payments',
    title: 'Pricing plans and what they include',
    summary: 'Guests book for free; owners choose the plan that fits how many spaces they list.',
    sections: [
      {
        paragraphs: [
          'Booking costs guests nothing beyond the price of the hours. Owners pay according to their plan; the pricing page lists what each plan includes.',
        ],
      },
    ],
    action: { label: 'See the plans', href: paths.pricing.getHref() },
  },
  {
    slug: 'become-an-owner',
    topic: 'listing',
    title: 'Becoming an owner',
    summary: 'Ask to list spaces from your profile; our team answers, and you are told by e-mail.',
    sections: [
      {
        steps: [
          'Sign in and open your profile.',
          'Choose Upgrade to owner and send the request.',
          'An admin reviews it. You receive an e-mail and a notification with the answer, and the reason if it is refused.',
        ],
      },
      {
        paragraphs: ['Once you are an owner, List Space appears in the menu and your dashboard shows your listings and earnings.'],
      },
    ],
    action: { label: 'Open your profile', href: paths.profile.getHref() },
  },
  {
    slug: 'list-a-space',
    topic: 'listing',
    title: 'Listing a space with photos',
    summary: 'Describe the space, set its hours and rate, and add photos guests can trust.',
    sections: [
      {
        steps: [
          'Choose List Space.',
          'Give the title, a description, the category, how many people it holds, the hourly rate in shillings and the address.',
          'Set the opening hours and how guests book.',
          'Add photos: JPEG, PNG or WebP, up to 10 MB each. Good light and a wide view of the room help guests choose.',
          'Send it. It goes to our team for approval.',
        ],
      },
    ],
    action: { label: 'List a space', href: paths.listSpace.getHref() },
  },
  {
    slug: 'listing-approval',
    topic: 'listing',
    title: 'Why a listing needs approval',
    summary: 'Every new listing, and every change to what guests rely on, is checked before guests see it.',
    sections: [
      {
        paragraphs: [
          'Our team checks that a space is real, described truly and priced in shillings, usually within one working day. You receive an e-mail and a notification when it goes live, or the reason if it is refused; edit it and it comes back for review.',
        ],
      },
      {
        heading: 'Editing a live listing',
        paragraphs: [
          'Changes to the title, description, address, category or price wait for approval while the approved version stays live. Hours, capacity, amenities and the map position change at once.',
        ],
      },
    ],
    action: { label: 'Open your listings', href: paths.dashboard.getHref('spaces') },
  },
  {
    slug: 'partner-with-nafasi',
    topic: 'listing',
    title: 'Partnering with Nafasi',
    summary: 'Landlords, operators and companies can work with us beyond a single listing.',
    sections: [
      {
        paragraphs: [
          'If you manage several buildings, run a coworking brand, or want spaces for your team across Kenya, tell us about it on the partners page and we will be in touch within two business days.',
        ],
      },
    ],
    action: { label: 'Become a partner', href: paths.partners.getHref() },
  },
  {
    slug: 'reset-password',
    topic: 'account',
    title: 'Resetting a forgotten password',
    summary: 'Get a link by e-mail and choose a new password.',
    sections: [
      {
        steps: [
          'On the sign-in page, choose Forgot password?',
          'Enter the e-mail address of your account.',
          'Open the link in the e-mail we send, and choose a new, strong password.',
        ],
      },
      {
        paragraphs: ['The link works once and for a short time. Signed up with Google? Sign in with Google instead.'],
      },
    ],
    action: { label: 'Reset your password', href: paths.forgotPassword.getHref() },
  },
  {
    slug: 'sign-out-other-devices',
    topic: 'account',
    title: 'Signing out of other devices',
    summary: 'Lost a phone, or signed in on a shared computer? Sign out everywhere but here.',
    sections: [
      {
        steps: ['Open your profile.', 'Choose Sign out of other devices.'],
      },
      {
        paragraphs: ['Every other browser and phone signed in to your account is signed out at once. Changing your password does the same.'],
      },
    ],
    action: { label: 'Open your profile', href: paths.profile.getHref() },
  },
  {
    slug: 'how-we-protect-your-data',
    topic: 'account',
    title: 'How we protect your data',
    summary: 'How your account, bookings and payments are kept safe.',
    sections: [
      {
        paragraphs: [
          'Connections are encrypted, passwords are stored only as strong hashes, payments go through M-Pesa (we never see your PIN), and contact details stay hidden in messages until a booking is paid. The security page says more, and how to report a problem.',
        ],
      },
    ],
    action: { label: 'Read about security', href: paths.security.getHref() },
  },
  {
    slug: 'privacy-policy',
    topic: 'account',
    title: 'Our privacy policy',
    summary: 'What we collect, why, and the choices you have.',
    sections: [
      {
        paragraphs: ['The privacy policy explains what personal data Nafasi keeps, what it is used for, who it is shared with, and how to reach us about it.'],
      },
    ],
    action: { label: 'Read the privacy policy', href: paths.privacy.getHref() },
  },
];

let kiswahili: HelpArticle[] | undefined;
/** The articles in the language of the moment. */
export const helpArticles = (): HelpArticle[] =>
  getLocale() === 'sw'
    ? (kiswahili ??= HELP_ARTICLES.map((a) => {
        const words = HELP_ARTICLES_SW[a.slug];
        if (!words) return a;
        return { ...a, ...words, action: a.action && words.action ? { ...a.action, label: words.action } : a.action };
      }))
    : HELP_ARTICLES;

/** An article by its slug, in the language of the moment, or undefined. */
export const helpArticle = (slug: string) => helpArticles().find((a) => a.slug === slug);
