/**
 * The blog's posts (§2, §3): the list page's cards and each post's own page. Shared with the server,
 * which writes each post's <head> (title, description, Article JSON-LD) and lists them in the sitemap.
 */

import { BLOG_POSTS_SW } from './blog-sw.ts';
import { getLocale, m } from './i18n.ts';

/** §2 blog categories, in tab order ('All Posts' first): the specification's names, kept as ids. */
export const BLOG_CATEGORIES = ['All Posts', 'Industry Insights', 'Tips & Guides', 'Community', 'Security', 'Economics', 'Design'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

const CATEGORY_NAMES: Record<BlogCategory, () => string> = {
  'All Posts': m.blog_cat_all,
  'Industry Insights': m.blog_cat_industry,
  'Tips & Guides': m.blog_cat_tips,
  Community: m.blog_cat_community,
  Security: m.blog_cat_security,
  Economics: m.blog_cat_economics,
  Design: m.blog_cat_design,
};
/** A category's name in the language of the moment. */
export const blogCategoryName = (category: BlogCategory) => CATEGORY_NAMES[category]();

/** A part of a post: an optional heading and its paragraphs. */
export interface BlogSection {
  heading?: string;
  paragraphs: string[];
}

/** §3 blog post. */
export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  /** When it was published, as the card shows it. */
  date: string;
  /** The same day as an ISO date, for search engines (Article datePublished) and the sitemap. */
  published: string;
  readTime: string;
  category: Exclude<BlogCategory, 'All Posts'>;
  /** The card's banner (a gradient: the product ships no stock photos). */
  image: string;
  tags: string[];
  body: BlogSection[];
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
    published: '2025-01-12',
    readTime: '6 min read',
    category: 'Industry Insights',
    image: 'bg-gradient-to-br from-brand-700 to-sky-600',
    tags: ['Future of work', 'Nairobi', 'Coworking', 'Real estate'],
    body: [
      {
        paragraphs: [
          'Five years ago a growing Nairobi company had one way to get more room: sign a long lease, fit out a floor and hope the team grew into it. Today many of the same companies keep a small home office and book the rest by the hour: a boardroom for the board, a training room for onboarding week, a hall for the annual meeting.',
          'We looked at a year of bookings on Nafasi to see who is making that switch and why.',
        ],
      },
      {
        heading: 'Who books by the hour',
        paragraphs: [
          'Small teams of three to fifteen people make most bookings. They book meeting rooms for client meetings and interviews, usually for two hours, most often on Tuesday to Thursday mornings. Freelancers and consultants book coworking desks for whole days, and creative teams book studios in long blocks around a shoot.',
          'Larger companies book less often but for longer: training rooms for a week, halls for a day. For them the point is not the price of an hour but not paying for a floor that stands empty eleven months a year.',
        ],
      },
      {
        heading: 'Why Westlands and Upper Hill lead',
        paragraphs: [
          'Spaces along Waiyaki Way and in Upper Hill fill first because they are close to where clients already are, with parking and good matatu and boda routes. Kilimani and Lavington follow, with more studios and quieter rooms. Outside Nairobi, Mombasa and Kisumu are growing fastest, often from a single well-run space that people recommend to each other.',
        ],
      },
      {
        heading: 'What it means for landlords',
        paragraphs: [
          'A floor let by the hour earns less on a quiet day and more on a busy week, and it asks more of the host: clean rooms between bookings, Wi-Fi that works, someone to open the door. The landlords who do well treat a meeting room like a small hotel: clear rules, quick answers and an honest photo of the room.',
          'The demand is there. The spaces that show their real availability, answer within the hour and keep the coffee hot are the ones being booked again.',
        ],
      },
    ],
  },
  {
    id: 'first-photo-shoot-studio',
    title: '7 things to check before booking a photo studio',
    excerpt:
      'Natural light, backdrops, power points and parking: a checklist from Kenyan photographers who learned the hard way, so your first studio booking goes right.',
    author: 'Kevin Odhiambo',
    date: 'January 5, 2025',
    published: '2025-01-05',
    readTime: '4 min read',
    category: 'Tips & Guides',
    image: 'bg-gradient-to-br from-amber-500 to-rose-600',
    tags: ['Photography', 'Studios', 'Checklist'],
    body: [
      {
        paragraphs: [
          'We asked photographers in Nairobi, Mombasa and Nakuru what they wish they had checked before their first studio booking. Seven things came up again and again.',
        ],
      },
      {
        heading: 'The checklist',
        paragraphs: [
          '1. Light. Ask which way the windows face and at what time the sun reaches them. A studio with beautiful morning light can be flat by three o’clock. If you shoot with strobes, ask whether the windows can be blacked out.',
          '2. Backdrops. White, grey and black paper rolls are common; coloured ones and a cyclorama wall are not. Ask what is included and whether you may use your own.',
          '3. Power. Count the sockets near where you will shoot and ask what happens in a power cut. A generator or an inverter saves a shoot.',
          '4. Space to work. A room that fits the set does not always fit the crew, the clothes rail and the client. Ask for the floor size and the ceiling height.',
          '5. Parking and loading. Stands and cases are heavy. Ask where you can park and how far the lift or stairs are from the door.',
          '6. Time between bookings. Setting up and clearing take time. Book the hour before and after you need, or ask whether the host keeps a gap between bookings.',
          '7. The rules. Smoke machines, food, loud music and pets are allowed in some studios and not others. Read the house rules before you bring any of them.',
        ],
      },
      {
        heading: 'Before you pay',
        paragraphs: [
          'Send the host a message through Nafasi with your questions before you book: the answers stay with the booking, and you pay only when you are sure the room fits the shoot.',
        ],
      },
    ],
  },
  {
    id: 'mombasa-community-meetup',
    title: 'What we learned at our first Mombasa community meetup',
    excerpt: 'Forty freelancers, owners and founders met in Nyali to talk about working on the coast. Here are the ideas we are building next.',
    author: 'Fatma Hassan',
    date: 'December 18, 2024',
    published: '2024-12-18',
    readTime: '3 min read',
    category: 'Community',
    image: 'bg-gradient-to-br from-sky-600 to-emerald-500',
    tags: ['Mombasa', 'Events', 'Community'],
    body: [
      {
        paragraphs: [
          'Forty people came to our first community evening in Nyali: freelancers who work from cafés, owners of studios and meeting rooms, and founders of small teams looking for a place to meet clients. We asked them what working on the coast needs that Nairobi does not.',
        ],
      },
      {
        heading: 'What we heard',
        paragraphs: [
          'Heat came first. Guests want to know before they book whether a room has air conditioning, so it is an amenity a space can show and a search can ask for. Owners with a generator say so in their description, and guests search for the word.',
          'Owners asked for shorter bookings in the quiet months and longer ones in the holiday season. Each space can now set its own shortest and longest booking, its opening hours and the notice it needs.',
          'Many freelancers work odd hours for clients abroad. They asked for spaces open early and late, which hosts can now set day by day.',
        ],
      },
      {
        heading: 'What comes next',
        paragraphs: [
          'We will meet again in the new year, this time in the old town. If you host a space on the coast and would like to hold the next evening, write to us through the contact page.',
        ],
      },
    ],
  },
  {
    id: 'mpesa-booking-safety',
    title: 'Paying safely for a space with M-Pesa',
    excerpt: 'Always quote your booking reference, never share your PIN, and check the payee name. How Nafasi confirms payments, and how to spot a scam.',
    author: 'Daniel Kiprop',
    date: 'December 2, 2024',
    published: '2024-12-02',
    readTime: '5 min read',
    category: 'Security',
    image: 'bg-gradient-to-br from-slate-700 to-brand-700',
    tags: ['M-Pesa', 'Safety', 'Payments'],
    body: [
      {
        paragraphs: [
          'Most bookings on Nafasi are paid with M-Pesa. Here is how a payment reaches the right booking, what we will never ask you for, and how to spot someone trying to take your money.',
        ],
      },
      {
        heading: 'Paying on your phone',
        paragraphs: [
          'The easiest way is "Pay on your phone". Nafasi asks Safaricom to send a payment request to your number; your phone shows the amount and the business it is paid to, and you approve it with your PIN. Your booking is confirmed when Safaricom tells us the payment went through, usually within seconds.',
        ],
      },
      {
        heading: 'Paying by Paybill',
        paragraphs: [
          'If you pay from the M-Pesa menu instead, choose Lipa na M-Pesa, then Paybill, enter the business number shown with your booking and, as the account number, your booking reference. The reference is how Safaricom’s report reaches your booking: a payment without it, or for a different amount, cannot be matched and is returned to you.',
        ],
      },
      {
        heading: 'What we will never ask',
        paragraphs: [
          'Nobody from Nafasi will ever ask for your M-Pesa PIN, ask you to send money to a personal number, or ask you to pay outside the product. A host who asks you to pay them directly is breaking the rules; tell us through the help centre.',
          'Contact details in messages stay hidden until a booking is paid, so a stranger cannot move the conversation somewhere we cannot help you.',
        ],
      },
      {
        heading: 'If something goes wrong',
        paragraphs: [
          'If money left your M-Pesa but your booking still says it is waiting, keep the M-Pesa message and contact support: every payment Safaricom reports to us is either matched to a booking or refunded, and our team can see both.',
        ],
      },
    ],
  },
  {
    id: 'price-your-space',
    title: 'Pricing your space by the hour: a guide for owners',
    excerpt:
      'How to set an hourly rate in KSH that fills your calendar without underselling it, using what similar spaces in your area charge and when demand peaks.',
    author: 'Njeri Kamau',
    date: 'November 20, 2024',
    published: '2024-11-20',
    readTime: '7 min read',
    category: 'Economics',
    image: 'bg-gradient-to-br from-emerald-600 to-lime-500',
    tags: ['Owners', 'Pricing', 'Revenue', 'Guides'],
    body: [
      {
        paragraphs: ['The right hourly rate fills your calendar without leaving money on the table. Here is how owners who do well on Nafasi set theirs.'],
      },
      {
        heading: 'Start from what is near you',
        paragraphs: [
          'Search Nafasi for spaces of your kind in your area and note their rates and how full their calendars look. A boardroom in Westlands and one in Thika Road are different markets; compare with the spaces your guests would choose between.',
        ],
      },
      {
        heading: 'Count your real cost of an hour',
        paragraphs: [
          'Add up a month of rent, power, internet, cleaning and the time someone spends opening and closing the room. Divide by the hours you can realistically let, not the hours you are open. That number is your floor: below it every booking costs you money.',
          'Remember Nafasi’s fee comes out of the booking before your payout, and that the price guests see includes tax.',
        ],
      },
      {
        heading: 'Use the calendar, not only the price',
        paragraphs: [
          'A shortest booking of two hours avoids a day cut into unlettable half-hours. A gap between bookings gives your cleaner time. Notice of a day lets you say no to the midnight request you cannot staff. These rules often earn more than a lower price.',
        ],
      },
      {
        heading: 'Review every month',
        paragraphs: [
          'If your weekday mornings are always full, your rate is probably too low. If you have had no bookings for three weeks, look at your photos and description before you cut the price: guests book what they can picture themselves in.',
        ],
      },
    ],
  },
  {
    id: 'designing-small-meeting-rooms',
    title: 'Designing a small meeting room people love to book',
    excerpt: 'Acoustic panels, a screen that just works, chairs you can sit in for three hours: the design details that earn five-star reviews.',
    author: 'Aisha Mohamed',
    date: 'November 8, 2024',
    published: '2024-11-08',
    readTime: '5 min read',
    category: 'Design',
    image: 'bg-gradient-to-br from-violet-600 to-fuchsia-500',
    tags: ['Interior design', 'Meeting rooms', 'Reviews'],
    body: [
      {
        paragraphs: [
          'We read every review of the best-rated meeting rooms on Nafasi to find what guests notice. Few mention the paint colour. Almost all mention sound, the screen and the chairs.',
        ],
      },
      {
        heading: 'Sound first',
        paragraphs: [
          'Small rooms with hard walls echo, and calls from them sound like a bathroom. Acoustic panels, a rug and curtains fix most of it for little money. A door that closes properly matters as much: guests discussing salaries do not want the corridor to hear.',
        ],
      },
      {
        heading: 'A screen that just works',
        paragraphs: [
          'Every minute a team spends finding the right cable is a minute of their booking gone. Leave an HDMI and a USB-C cable on the table, label the remote, and write the Wi-Fi password where everyone can see it.',
        ],
      },
      {
        heading: 'Chairs for three hours',
        paragraphs: [
          'A two-hour booking often becomes three. Chairs that look good in photos but hurt after forty minutes show up in reviews. Choose chairs you would sit in yourself for an afternoon.',
        ],
      },
      {
        heading: 'Light and air',
        paragraphs: [
          'Daylight keeps people awake; so does air. A window that opens, a quiet fan or air conditioning, and blinds for the screen make a room people come back to.',
        ],
      },
    ],
  },
];

/** The posts in Kiswahili: each English post with its words (content/blog-sw.ts); made once. */
let kiswahili: BlogPost[] | undefined;
/** The posts in the language of the moment (their ids, authors, categories and days are the same in both). */
export const blogPosts = (): BlogPost[] =>
  getLocale() === 'sw' ? (kiswahili ??= BLOG_POSTS.map((post) => ({ ...post, ...BLOG_POSTS_SW[post.id] }))) : BLOG_POSTS;

/** A post by its id, in the language of the moment, or undefined. */
export const blogPost = (id: string) => blogPosts().find((p) => p.id === id);

/** §2 blog search: the title or the excerpt contains the text (any case), within the chosen category. */
export function filterPosts(posts: BlogPost[], query: string, category: BlogCategory): BlogPost[] {
  const q = query.trim().toLowerCase();
  return posts.filter(
    (p) => (category === 'All Posts' || p.category === category) && (!q || p.title.toLowerCase().includes(q) || p.excerpt.toLowerCase().includes(q)),
  );
}

/** Up to `n` other posts to read next: the same category first, then the newest. */
export function relatedPosts(post: BlogPost, n = 2): BlogPost[] {
  const others = blogPosts().filter((p) => p.id !== post.id);
  return [...others.filter((p) => p.category === post.category), ...others.filter((p) => p.category !== post.category)].slice(0, n);
}
