import { m } from '@nafasi/shared/i18n';
import { formatKshWhole } from '@nafasi/shared/money';
import { nairobiDate, nairobiInstant } from '@nafasi/shared/time';
import { inLanguage } from './localized';
import * as sw from './sw/community';

/* ---------------------------------------------------------------- Blog */

// The posts live in shared: the server writes each post's head and lists them in the sitemap.
export {
  BLOG_CATEGORIES,
  BLOG_POSTS,
  blogCategoryName,
  blogPost,
  blogPosts,
  filterPosts,
  MAX_CARD_TAGS,
  relatedPosts,
  type BlogCategory,
  type BlogPost,
} from '@nafasi/shared/blog';

/* ---------------------------------------------------------------- Events */

export const EVENT_CATEGORIES = ['All', 'Education', 'Networking', 'Conference', 'Community'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** §4 event types. */
export type EventType = 'workshop' | 'meetup' | 'masterclass' | 'conference' | 'webinar' | 'volunteer';

const CATEGORY_NAMES: Record<EventCategory, () => string> = {
  All: m.event_cat_all,
  Education: m.event_cat_education,
  Networking: m.event_cat_networking,
  Conference: m.event_cat_conference,
  Community: m.event_cat_community,
};
/** A category's name in the language of the moment (the ids are the specification's English names). */
export const eventCategoryName = (category: EventCategory) => CATEGORY_NAMES[category]();

const TYPE_NAMES: Record<EventType, () => string> = {
  workshop: m.event_type_workshop,
  meetup: m.event_type_meetup,
  masterclass: m.event_type_masterclass,
  conference: m.event_type_conference,
  webinar: m.event_type_webinar,
  volunteer: m.event_type_volunteer,
};
/** A type's name in the language of the moment. */
export const eventTypeName = (type: EventType) => TYPE_NAMES[type]();

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
  /** The ticket's price in whole shillings; 0 when the event is free. */
  priceKsh: number;
  /** The price as the card shows it ("Free" or "KSH 3,500"), in the language of the moment. */
  price: string;
  tags: string[];
}

/** The words of an event, written in each language. */
export type EventWords = Pick<NafasiEvent, 'title' | 'description' | 'location' | 'organizer' | 'tags'>;

type EventSeed = Omit<NafasiEvent, 'date' | 'price'> & { daysFromNow: number };

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
    priceKsh: 0,
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
    priceKsh: 3_500,
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
    priceKsh: 5_000,
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
    priceKsh: 0,
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
    priceKsh: 0,
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
    priceKsh: 500,
    tags: ['Kisumu', 'Creatives', 'Music'],
  },
];

/** The English words of each event, by id (content/sw/community.ts has the Kiswahili). */
export const EVENT_WORDS: Record<string, EventWords> = Object.fromEntries(
  EVENT_SEEDS.map(({ id, title, description, location, organizer, tags }) => [id, { title, description, location, organizer, tags }]),
);

/** The sample events, dated around `now` so some are always ahead and some behind, in the language of the moment. */
export function sampleEvents(now = new Date()): NafasiEvent[] {
  const words = inLanguage({ en: EVENT_WORDS, sw: sw.EVENT_WORDS });
  return EVENT_SEEDS.map(({ daysFromNow, ...e }) => ({
    ...e,
    ...words[e.id],
    price: e.priceKsh === 0 ? m.events_free() : formatKshWhole(e.priceKsh),
    date: nairobiDate(new Date(now.getTime() + daysFromNow * 86_400_000)),
  }));
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
export const eventAction = (e: Pick<NafasiEvent, 'priceKsh'>) => (e.priceKsh === 0 ? m.events_register() : m.events_buy());
