import { nairobiDate, nairobiInstant } from '@nafasi/shared/time';

/* ---------------------------------------------------------------- Blog */

/** §2 blog categories, in tab order ('All Posts' first). */
export const BLOG_CATEGORIES = ['All Posts', 'Industry Insights', 'Tips & Guides', 'Community', 'Security', 'Economics', 'Design'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** §3 blog post. */
export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  readTime: string;
  category: Exclude<BlogCategory, 'All Posts'>;
  /** The card's banner (a gradient: the product ships no stock photos). */
  image: string;
  tags: string[];
}

/** §9: a card shows at most 3 tags. */
export const MAX_CARD_TAGS = 3;

export const BLOG_POSTS: BlogPost[] = [
  {
    id: 'flexible-work-nairobi',
    title: 'How flexible workspaces are changing work in Nairobi',
    excerpt:
      'Teams that once signed five-year leases now book boardrooms by the hour. We looked at a year of bookings to see who is switching, why, and what it means for landlords along Waiyaki Way and in Upper Hill.',
    author: 'Wambui Njoroge',
    date: 'January 12, 2025',
    readTime: '6 min read',
    category: 'Industry Insights',
    image: 'bg-gradient-to-br from-brand-700 to-sky-600',
    tags: ['Future of work', 'Nairobi', 'Coworking', 'Real estate'],
  },
  {
    id: 'first-photo-shoot-studio',
    title: '7 things to check before booking a photo studio',
    excerpt:
      'Natural light, backdrops, power points and parking: a checklist from Kenyan photographers who learned the hard way, so your first studio booking goes right.',
    author: 'Kevin Odhiambo',
    date: 'January 5, 2025',
    readTime: '4 min read',
    category: 'Tips & Guides',
    image: 'bg-gradient-to-br from-amber-500 to-rose-600',
    tags: ['Photography', 'Studios', 'Checklist'],
  },
  {
    id: 'mombasa-community-meetup',
    title: 'What we learned at our first Mombasa community meetup',
    excerpt: 'Forty freelancers, owners and founders met in Nyali to talk about working on the coast. Here are the ideas we are building next.',
    author: 'Fatma Hassan',
    date: 'December 18, 2024',
    readTime: '3 min read',
    category: 'Community',
    image: 'bg-gradient-to-br from-sky-600 to-emerald-500',
    tags: ['Mombasa', 'Events', 'Community'],
  },
  {
    id: 'mpesa-booking-safety',
    title: 'Paying safely for a space with M-Pesa',
    excerpt: 'Always quote your booking reference, never share your PIN, and check the payee name. How Nafasi confirms payments, and how to spot a scam.',
    author: 'Daniel Kiprop',
    date: 'December 2, 2024',
    readTime: '5 min read',
    category: 'Security',
    image: 'bg-gradient-to-br from-slate-700 to-brand-700',
    tags: ['M-Pesa', 'Safety', 'Payments'],
  },
  {
    id: 'price-your-space',
    title: 'Pricing your space by the hour: a guide for owners',
    excerpt:
      'How to set an hourly rate in KSH that fills your calendar without underselling it, using what similar spaces in your area charge and when demand peaks.',
    author: 'Njeri Kamau',
    date: 'November 20, 2024',
    readTime: '7 min read',
    category: 'Economics',
    image: 'bg-gradient-to-br from-emerald-600 to-lime-500',
    tags: ['Owners', 'Pricing', 'Revenue', 'Guides'],
  },
  {
    id: 'designing-small-meeting-rooms',
    title: 'Designing a small meeting room people love to book',
    excerpt: 'Acoustic panels, a screen that just works, chairs you can sit in for three hours: the design details that earn five-star reviews.',
    author: 'Aisha Mohamed',
    date: 'November 8, 2024',
    readTime: '5 min read',
    category: 'Design',
    image: 'bg-gradient-to-br from-violet-600 to-fuchsia-500',
    tags: ['Interior design', 'Meeting rooms', 'Reviews'],
  },
];

/** §2 blog search: the title or the excerpt contains the text (any case), within the chosen category. */
export function filterPosts(posts: BlogPost[], query: string, category: BlogCategory): BlogPost[] {
  const q = query.trim().toLowerCase();
  return posts.filter(
    (p) => (category === 'All Posts' || p.category === category) && (!q || p.title.toLowerCase().includes(q) || p.excerpt.toLowerCase().includes(q)),
  );
}

/* ---------------------------------------------------------------- Forum */

/** §3 forum category. */
export interface ForumCategory {
  id: string;
  name: string;
  description: string;
  posts: number;
  members: number;
  color: string;
}

/** §3 forum topic. */
export interface ForumTopic {
  id: string;
  title: string;
  category: string;
  author: string;
  avatar: string;
  replies: number;
  views: number;
  likes: number;
  lastActivity: string;
  isPinned: boolean;
  isHot: boolean;
}

export const FORUM_CATEGORIES: ForumCategory[] = [
  {
    id: 'general',
    name: 'General Discussion',
    description: 'Say hello and talk about anything work and spaces.',
    posts: 1243,
    members: 812,
    color: 'bg-brand-100 text-brand-800',
  },
  {
    id: 'owners',
    name: 'Space Owners',
    description: 'Pricing, listings, guests and getting more bookings.',
    posts: 587,
    members: 164,
    color: 'bg-amber-100 text-amber-900',
  },
  {
    id: 'remote',
    name: 'Remote Work',
    description: 'Tools, routines and finding quiet places to focus.',
    posts: 903,
    members: 541,
    color: 'bg-sky-100 text-sky-900',
  },
  {
    id: 'events',
    name: 'Events & Meetups',
    description: 'Plan, promote and review events across Kenya.',
    posts: 412,
    members: 388,
    color: 'bg-rose-100 text-rose-900',
  },
  {
    id: 'feedback',
    name: 'Feedback & Ideas',
    description: 'Tell us what to build next and what to fix.',
    posts: 276,
    members: 230,
    color: 'bg-violet-100 text-violet-900',
  },
];

export const FORUM_TOPICS: ForumTopic[] = [
  {
    id: 't1',
    title: 'Welcome to the Nafasi community: read this first',
    category: 'General Discussion',
    author: 'Nafasi Team',
    avatar: 'NT',
    replies: 48,
    views: 5210,
    likes: 312,
    lastActivity: '2 hours ago',
    isPinned: true,
    isHot: false,
  },
  {
    id: 't2',
    title: 'Best quiet places to work in Westlands with reliable Wi-Fi?',
    category: 'Remote Work',
    author: 'Brian M.',
    avatar: 'BM',
    replies: 67,
    views: 2480,
    likes: 143,
    lastActivity: '35 minutes ago',
    isPinned: false,
    isHot: true,
  },
  {
    id: 't3',
    title: 'What hourly rate do you charge for a 10-person boardroom?',
    category: 'Space Owners',
    author: 'Njeri K.',
    avatar: 'NK',
    replies: 39,
    views: 1870,
    likes: 96,
    lastActivity: '1 hour ago',
    isPinned: false,
    isHot: true,
  },
  {
    id: 't4',
    title: 'Nairobi Tech Week side events: who is hosting?',
    category: 'Events & Meetups',
    author: 'Kevin O.',
    avatar: 'KO',
    replies: 22,
    views: 940,
    likes: 51,
    lastActivity: '5 hours ago',
    isPinned: false,
    isHot: false,
  },
  {
    id: 't5',
    title: 'Idea: recurring weekly bookings for the same room',
    category: 'Feedback & Ideas',
    author: 'Aisha M.',
    avatar: 'AM',
    replies: 31,
    views: 1130,
    likes: 88,
    lastActivity: 'yesterday',
    isPinned: false,
    isHot: false,
  },
  {
    id: 't6',
    title: 'Community guidelines and how moderation works',
    category: 'General Discussion',
    author: 'Nafasi Team',
    avatar: 'NT',
    replies: 12,
    views: 3020,
    likes: 140,
    lastActivity: '3 days ago',
    isPinned: true,
    isHot: false,
  },
];

export const FORUM_STATS = [
  { label: 'Members', value: '2,135' },
  { label: 'Topics', value: '3,421' },
  { label: 'Posts', value: '18,960' },
  { label: 'Online now', value: '87' },
] as const;

export const FORUM_GUIDELINES = [
  'Be kind and respectful; no harassment or hate speech.',
  'Stay on topic and search before you post.',
  'No spam, self-promotion or unsolicited offers.',
  'Never share M-Pesa PINs, passwords or personal documents.',
  'Report problems to the moderators instead of arguing.',
] as const;

/** §2 forum search: the topic's title or its category contains the text (any case). */
export function filterTopics(topics: ForumTopic[], query: string): ForumTopic[] {
  const q = query.trim().toLowerCase();
  if (!q) return topics;
  return topics.filter((t) => t.title.toLowerCase().includes(q) || t.category.toLowerCase().includes(q));
}

/* ---------------------------------------------------------------- Events */

export const EVENT_CATEGORIES = ['All', 'Education', 'Networking', 'Conference', 'Community'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** §4 event types. */
export type EventType = 'workshop' | 'meetup' | 'masterclass' | 'conference' | 'webinar' | 'volunteer';

/** §3 event. `date` is a Nairobi calendar date (YYYY-MM-DD), `time` its start and end (HH:mm). */
export interface NafasiEvent {
  id: string;
  title: string;
  description: string;
  date: string;
  time: { start: string; end: string };
  location: string;
  type: EventType;
  category: Exclude<EventCategory, 'All'>;
  attendees: number;
  maxAttendees: number;
  image: string;
  organizer: string;
  price: string;
  tags: string[];
}

type EventSeed = Omit<NafasiEvent, 'date'> & { daysFromNow: number };

const EVENT_SEEDS: EventSeed[] = [
  {
    id: 'e1',
    daysFromNow: 6,
    title: 'Pitch Night: Nairobi Startups',
    description: 'Ten founders pitch to investors and the audience votes for the best.',
    time: { start: '18:00', end: '21:00' },
    location: 'Westlands Executive Boardroom, Nairobi',
    type: 'meetup',
    category: 'Networking',
    attendees: 64,
    maxAttendees: 80,
    image: 'bg-gradient-to-br from-brand-700 to-sky-600',
    organizer: 'Nafasi Community',
    price: 'Free',
    tags: ['Startups', 'Investors', 'Networking'],
  },
  {
    id: 'e2',
    daysFromNow: 13,
    title: 'Product Photography Masterclass',
    description: 'Light, compose and edit product shots with a professional photographer.',
    time: { start: '10:00', end: '14:00' },
    location: 'Kilimani Daylight Photo Studio, Nairobi',
    type: 'masterclass',
    category: 'Education',
    attendees: 12,
    maxAttendees: 16,
    image: 'bg-gradient-to-br from-amber-500 to-rose-600',
    organizer: 'Kevin Odhiambo',
    price: 'KSH 3,500',
    tags: ['Photography', 'Hands-on'],
  },
  {
    id: 'e3',
    daysFromNow: 27,
    title: 'Future of Work East Africa',
    description: 'A one-day conference on flexible work, hybrid teams and the spaces they need.',
    time: { start: '08:30', end: '17:00' },
    location: 'Upper Hill Conference Centre, Nairobi',
    type: 'conference',
    category: 'Conference',
    attendees: 240,
    maxAttendees: 400,
    image: 'bg-gradient-to-br from-sky-600 to-emerald-500',
    organizer: 'Nafasi & iHub',
    price: 'KSH 5,000',
    tags: ['Conference', 'Hybrid work', 'Leadership', 'Real estate'],
  },
  {
    id: 'e4',
    daysFromNow: 9,
    title: 'Beach Clean-up and Coworking Day',
    description: 'Clean Nyali beach in the morning, then work together on the terrace.',
    time: { start: '07:30', end: '15:00' },
    location: 'Nyali Beachfront Terrace, Mombasa',
    type: 'volunteer',
    category: 'Community',
    attendees: 35,
    maxAttendees: 60,
    image: 'bg-gradient-to-br from-slate-700 to-brand-700',
    organizer: 'Fatma Hassan',
    price: 'Free',
    tags: ['Mombasa', 'Volunteering'],
  },
  {
    id: 'e5',
    daysFromNow: -12,
    title: 'Listing Your Space: Owner Workshop',
    description: 'Photos, pricing and descriptions that get bookings, with live feedback.',
    time: { start: '14:00', end: '16:30' },
    location: 'Online (Nafasi virtual room)',
    type: 'webinar',
    category: 'Education',
    attendees: 118,
    maxAttendees: 150,
    image: 'bg-gradient-to-br from-emerald-600 to-lime-500',
    organizer: 'Njeri Kamau',
    price: 'Free',
    tags: ['Owners', 'Pricing', 'Photos'],
  },
  {
    id: 'e6',
    daysFromNow: -30,
    title: 'Kisumu Creatives Meetup',
    description: 'Designers, musicians and makers by the lake: show your work and meet collaborators.',
    time: { start: '17:00', end: '20:00' },
    location: 'Lakeside Creatives, Kisumu',
    type: 'meetup',
    category: 'Networking',
    attendees: 52,
    maxAttendees: 50,
    image: 'bg-gradient-to-br from-violet-600 to-fuchsia-500',
    organizer: 'Lakeside Creatives Kisumu',
    price: 'KSH 500',
    tags: ['Kisumu', 'Creatives', 'Music'],
  },
];

/** The sample events, dated around `now` so some are always ahead and some behind. */
export function sampleEvents(now = new Date()): NafasiEvent[] {
  return EVENT_SEEDS.map(({ daysFromNow, ...e }) => ({ ...e, date: nairobiDate(new Date(now.getTime() + daysFromNow * 86_400_000)) }));
}

/** When an event ends (Nairobi time). */
export const eventEnd = (e: NafasiEvent) => nairobiInstant(e.date, e.time.end);

/** §2: Upcoming until the event is over, then Past; upcoming soonest first, past most recent first. */
export function splitEvents(events: NafasiEvent[], now = new Date()): { upcoming: NafasiEvent[]; past: NafasiEvent[] } {
  const byStart = (a: NafasiEvent, b: NafasiEvent) => nairobiInstant(a.date, a.time.start).getTime() - nairobiInstant(b.date, b.time.start).getTime();
  const upcoming = events.filter((e) => eventEnd(e) > now).sort(byStart);
  const past = events.filter((e) => eventEnd(e) <= now).sort((a, b) => byStart(b, a));
  return { upcoming, past };
}

/** §2 events search (title, description, location, organizer or tags) and the category filter. */
export function filterEvents(events: NafasiEvent[], query: string, category: EventCategory): NafasiEvent[] {
  const q = query.trim().toLowerCase();
  return events.filter(
    (e) =>
      (category === 'All' || e.category === category) &&
      (!q || [e.title, e.description, e.location, e.organizer, ...e.tags].some((field) => field.toLowerCase().includes(q))),
  );
}

/** §2: Register when the event is free, else Buy Ticket. */
export const eventAction = (e: NafasiEvent) => (e.price === 'Free' ? 'Register' : 'Buy Ticket');
