/** Marketing copy shared by About, How it Works, Pricing and Features (§2, §9 static copy claims); content/sw/marketing.ts is the Kiswahili. */
import { inLanguage } from './localized';
import * as sw from './sw/marketing';

/** §2 marketing stats, word for word. */
export const STATS = [
  { value: '1000+', label: 'Members' },
  { value: '50+', label: 'Spaces' },
  { value: '5000+', label: 'Hours booked' },
  { value: '4.9', label: 'Average rating' },
] as const;

export interface Tier {
  name: string;
  price: string;
  period: string;
  blurb: string;
  features: string[];
  cta: string;
  highlighted?: boolean;
  note?: string;
}

/** §2 pricing tiers: Basic free with 3 bookings a month, Pro $19 with a 14-day trial and no card, Business $49. */
export const TIERS: Tier[] = [
  {
    name: 'Basic',
    price: 'Free',
    period: 'forever',
    blurb: 'For occasional meetings and the odd studio session.',
    features: ['3 bookings per month', 'Pay by M-Pesa', 'Virtual meeting rooms with chat', 'E-mail support'],
    cta: 'Get started',
  },
  {
    name: 'Pro',
    price: '$19',
    period: 'per month',
    blurb: 'For freelancers and small teams who book every week.',
    features: ['Unlimited bookings', 'Priority support by phone and live chat', 'Invoices for every booking', 'Calendar export', 'Early access to new spaces'],
    cta: 'Start free trial',
    highlighted: true,
    note: '14-day free trial, no card required',
  },
  {
    name: 'Business',
    price: '$49',
    period: 'per month',
    blurb: 'For companies booking across Nairobi, Mombasa and beyond.',
    features: ['Everything in Pro', 'Team accounts and shared bookings', 'Monthly consolidated invoice', 'Dedicated account manager', 'List your own spaces'],
    cta: 'Talk to sales',
  },
];

export const FEATURES = [
  { icon: 'search', title: 'Search that understands Kenya', text: 'Filter by neighbourhood, category, capacity and price in KSH, from Westlands to Nyali.' },
  { icon: 'calendar', title: 'Book by the hour', text: 'Pick a date and a start and end time; taken hours are greyed out, so there are no double bookings.' },
  { icon: 'wallet', title: 'Pay with M-Pesa', text: 'Every booking gets a reference to quote when you pay, and an invoice once the payment is confirmed.' },
  { icon: 'video', title: 'Virtual meeting rooms', text: 'Host a room with chat and video in one click and share a six-character code.' },
  { icon: 'message', title: 'Community chat per space', text: 'Ask the host and past guests about parking, Wi-Fi or the view before you book.' },
  { icon: 'shield', title: 'Verified listings', text: 'Every space is reviewed by our team before it goes live, and reviews come only from real bookings.' },
  { icon: 'chart', title: 'Owner dashboard', text: 'Owners list spaces with photos, see their guests’ bookings and confirm M-Pesa payments.' },
  { icon: 'phone', title: 'Made for your phone', text: 'Fast on a mid-range Android over mobile data, and easy to use with one thumb.' },
] as const;

export const GUEST_STEPS = [
  { title: 'Find a space', text: 'Search by location, category and price. Every listing shows photos, capacity, amenities and the hourly rate in KSH.' },
  { title: 'Choose your hours', text: 'Pick a date and a start and end time. The summary shows the subtotal, any VAT and the total before you confirm.' },
  { title: 'Pay with M-Pesa', text: 'Send the total to our M-Pesa number quoting your booking reference, then enter the M-Pesa code in your dashboard.' },
  { title: 'Show up and work', text: 'Your booking is confirmed once the payment is checked. Cancel up to 24 hours before if plans change.' },
] as const;

export const OWNER_STEPS = [
  { title: 'List your space', text: 'Describe it, set an hourly rate, add photos and amenities. It takes about ten minutes.' },
  { title: 'Get approved', text: 'Our team checks every listing, usually within one working day, and tells you what to fix if anything.' },
  { title: 'Welcome guests', text: 'See every booking in your dashboard, confirm M-Pesa payments and chat with guests before they arrive.' },
] as const;

export const VALUES = [
  { title: 'Local first', text: 'Built in Nairobi for how Kenyans work: M-Pesa, mobile data and flexible hours.' },
  { title: 'Trust', text: 'Verified listings, honest reviews and clear prices with nothing hidden.' },
  { title: 'Access', text: 'A great room should not need a long lease. Book one hour or one hundred.' },
  { title: 'Community', text: 'Owners, freelancers and teams helping each other find the right place to do their best work.' },
] as const;

export const MILESTONES = [
  { year: '2024', text: 'Founded in Nairobi by three friends tired of working from noisy cafés.' },
  { year: '2025', text: 'Launched in Nairobi, Mombasa, Kisumu and Nakuru with M-Pesa payments and virtual meeting rooms.' },
  { year: 'Today', text: 'More than 1000 members and 50 spaces, from podcast booths to event halls.' },
] as const;

interface Words {
  title: string;
  text: string;
}
/** What the marketing copy is made of, in every language. */
export interface MarketingContent {
  STATS: readonly { value: string; label: string }[];
  TIERS: Tier[];
  FEATURES: readonly (Words & { icon: (typeof FEATURES)[number]['icon'] })[];
  GUEST_STEPS: readonly Words[];
  OWNER_STEPS: readonly Words[];
  VALUES: readonly Words[];
  MILESTONES: readonly { year: string; text: string }[];
}

/** The marketing copy in the language of the moment. */
export const marketing = () => inLanguage<MarketingContent>({ en: { STATS, TIERS, FEATURES, GUEST_STEPS, OWNER_STEPS, VALUES, MILESTONES }, sw });
