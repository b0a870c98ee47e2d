import { CAREERS_EMAIL, SECURITY_EMAIL } from '@nafasi/shared/addresses';
import { inLanguage, type Widen } from './localized';
import * as sw from './sw/company';

/** §3 job. */
export interface Job {
  title: string;
  location: string;
  /** Full-time, part-time or a contract, in the page's words. */
  type: string;
  department: string;
  description: string;
  requirements: string[];
  posted: string;
}

/** Careers: 6 positions. */
export const JOBS: Job[] = [
  {
    title: 'Senior Full-Stack Engineer',
    location: 'Nairobi (hybrid)',
    type: 'Full-time',
    department: 'Engineering',
    description: 'Build booking, payments and real-time features in TypeScript, React and PostgreSQL.',
    requirements: ['5+ years building web products', 'TypeScript, React and SQL', 'Care for speed on mid-range phones'],
    posted: 'November 3, 2025',
  },
  {
    title: 'Product Designer',
    location: 'Nairobi (hybrid)',
    type: 'Full-time',
    department: 'Design',
    description: 'Design the search, booking and owner journeys, from research with guests to pixels.',
    requirements: ['A portfolio of shipped mobile-first work', 'Figma and prototyping', 'Comfort running user interviews'],
    posted: 'October 28, 2025',
  },
  {
    title: 'Partnerships Manager',
    location: 'Nairobi',
    type: 'Full-time',
    department: 'Growth',
    description: 'Bring coworking operators, hotels and studios onto Nafasi and keep them delighted.',
    requirements: ['3+ years in B2B sales or partnerships', 'A network in Nairobi real estate or hospitality', 'Fluent English and Kiswahili'],
    posted: 'October 20, 2025',
  },
  {
    title: 'Customer Support Specialist',
    location: 'Nairobi',
    type: 'Full-time',
    department: 'Operations',
    description: 'Help guests and owners by chat, phone and e-mail, and turn what you hear into product fixes.',
    requirements: ['Clear writing in English and Kiswahili', 'Patience and follow-through', 'M-Pesa and support tools'],
    posted: 'October 14, 2025',
  },
  {
    title: 'Community Manager, Mombasa',
    location: 'Mombasa',
    type: 'Part-time',
    department: 'Growth',
    description: 'Grow the coast community: host meetups, visit spaces, and tell their stories.',
    requirements: ['Lives in or near Mombasa', 'Event organising experience', 'Active on social media'],
    posted: 'September 30, 2025',
  },
  {
    title: 'Data Analyst',
    location: 'Remote (Kenya)',
    type: 'Contract',
    department: 'Engineering',
    description: 'Measure what guests search for and what they book, and help owners price their hours.',
    requirements: ['SQL and a notebook tool', 'Clear charts and clearer conclusions', '6-month contract, extendable'],
    posted: 'September 22, 2025',
  },
];

export const BENEFITS = [
  { title: 'Health cover', text: 'Inpatient and outpatient medical cover for you and your family.' },
  { title: 'Flexible hours', text: 'Core hours of 10:00–15:00; the rest is yours to arrange.' },
  { title: 'Learning budget', text: 'KSH 100,000 a year for courses, books and conferences.' },
  { title: 'Free space bookings', text: 'Ten hours a month in any Nafasi space, for work or for your own projects.' },
  { title: 'Share options', text: 'Everyone owns a piece of what we are building.' },
  { title: 'Parental leave', text: 'Four months for every new parent, fully paid.' },
] as const;

/** Careers: 4 values. */
export const CAREER_VALUES = [
  { title: 'Customers first', text: 'We start from the guest on a phone in traffic and the owner with an empty room.' },
  { title: 'Ship and learn', text: 'Small changes, shipped often, measured honestly.' },
  { title: 'Own it', text: 'Whoever sees a problem starts fixing it.' },
  { title: 'Harambee', text: 'We pull together, share credit and help each other up.' },
] as const;

/** The words of an application mail and of a mail to the security team. */
export const APPLY_MAIL = {
  subject: (title: string) => `Application: ${title}`,
  body: (title: string, location: string) => `Hello Nafasi team,\n\nI would like to apply for the ${title} position (${location}). My CV is attached.\n\n`,
};
export const SECURITY_MAIL = { question: 'Question for the security team', report: 'Security issue report' };

/** Security: feature cards, 4 certifications and practices. */
export const SECURITY_FEATURES = [
  { title: 'Encryption everywhere', text: 'All traffic uses TLS, and passwords are hashed with Argon2id; nobody at Nafasi can read them.' },
  { title: 'Short-lived sessions', text: 'Sign-in tokens expire within an hour and are rotated; a stolen refresh token is detected and revoked.' },
  { title: 'Payments you control', text: 'You pay with M-Pesa on your own phone; we never see your M-Pesa PIN or card numbers.' },
  { title: 'Verified listings', text: 'Every space is reviewed before it goes live, and every admin action is recorded in an audit log.' },
] as const;

export const CERTIFICATIONS = [
  { name: 'Kenya Data Protection Act, 2019', text: 'Registered with the Office of the Data Protection Commissioner.' },
  { name: 'ISO/IEC 27001 practices', text: 'Our information security management follows the ISO 27001 controls.' },
  { name: 'OWASP ASVS', text: 'The application is built and tested against the OWASP verification standard.' },
  { name: 'PCI DSS via partners', text: 'Card payments, when they launch, go only through PCI DSS certified processors.' },
] as const;

export const SECURITY_PRACTICES = [
  'Every request is checked on the server against the caller’s role.',
  'Rate limits on sign-in, sign-up, password reset and contact forms.',
  'Uploaded photos are decoded and re-encoded before they are stored.',
  'Databases are backed up daily and restores are tested monthly.',
  'Dependencies are updated weekly and scanned for known vulnerabilities.',
  'A published security.txt and a response to every report within 48 hours.',
] as const;

/** Contact: four info cards (§9: replies within 24 hours; hours Mon-Fri 9am-5pm, Sat 10am-2pm). */
export const CONTACT_CARDS = [
  { icon: 'mail', title: 'E-mail us', lines: ['hello@nafasi.co.ke', 'We reply within 24 hours'], href: 'mailto:hello@nafasi.co.ke' },
  { icon: 'phone', title: 'Call us', lines: ['+254 20 765 4321', 'Support around the clock, 24/7'], href: 'tel:+254207654321' },
  { icon: 'map', title: 'Visit us', lines: ['The Mirage, Waiyaki Way', 'Westlands, Nairobi'] },
  { icon: 'clock', title: 'Office hours', lines: ['Mon-Fri 9am-5pm', 'Sat 10am-2pm'] },
] as const;

export const CONTACT_FAQ = [
  {
    q: 'How quickly will you reply?',
    a: 'Within 24 hours, and usually much sooner. Urgent booking problems are fastest by phone or live chat, which are open 24/7.',
  },
  { q: 'How do I cancel a booking?', a: 'From your dashboard, up to 24 hours before the booking starts. Each owner may set their own policy on top of this.' },
  {
    q: 'How can I list my space?',
    a: 'Create an account, ask for an owner account from your profile, then use List Your Space. Our team reviews every listing.',
  },
  { q: 'Which payment methods do you accept?', a: 'M-Pesa today. Major cards, PayPal and bank transfer are coming; we will announce them here.' },
] as const;

/** §3 partner. */
export interface Partner {
  id: string;
  name: string;
  type: string;
  description: string;
  logo: string;
  website: string;
  industry: string;
  partnership: string;
  since: string;
}

export const PARTNERS: Partner[] = [
  {
    id: 'p1',
    name: 'Safaricom Business',
    type: 'Technology',
    description: 'M-Pesa payments for every booking.',
    logo: 'SB',
    website: 'https://www.safaricom.co.ke',
    industry: 'Telecommunications',
    partnership: 'Payments partner',
    since: '2024',
  },
  {
    id: 'p2',
    name: 'iHub Nairobi',
    type: 'Community',
    description: 'Meetups and workshops for Nairobi’s tech community.',
    logo: 'iH',
    website: 'https://ihub.co.ke',
    industry: 'Technology community',
    partnership: 'Community partner',
    since: '2024',
  },
  {
    id: 'p3',
    name: 'Kasarani Events Co.',
    type: 'Space provider',
    description: 'Event halls for conferences and celebrations.',
    logo: 'KE',
    website: 'https://example.co.ke',
    industry: 'Events',
    partnership: 'Space provider',
    since: '2025',
  },
  {
    id: 'p4',
    name: 'Swahili Coast Hotels',
    type: 'Space provider',
    description: 'Boardrooms and terraces from Nyali to Diani.',
    logo: 'SC',
    website: 'https://example.co.ke',
    industry: 'Hospitality',
    partnership: 'Space provider',
    since: '2025',
  },
  {
    id: 'p5',
    name: 'Strathmore Innovation Hub',
    type: 'Corporate',
    description: 'Student founders book rooms for pitches and demos.',
    logo: 'SI',
    website: 'https://example.ac.ke',
    industry: 'Education',
    partnership: 'Corporate partner',
    since: '2025',
  },
  {
    id: 'p6',
    name: 'Lakeside Creatives Kisumu',
    type: 'Community',
    description: 'Studios and a maker space by the lake.',
    logo: 'LC',
    website: 'https://example.co.ke',
    industry: 'Creative industries',
    partnership: 'Community partner',
    since: '2025',
  },
];

/** Partners: 4 partnership types with benefits (values match the inquiry form's options). */
export const PARTNERSHIP_BENEFITS = [
  { value: 'space', title: 'Space Provider', benefits: ['Reach 1000+ members', 'Bookings and M-Pesa payments handled', 'Owner dashboard and analytics'] },
  { value: 'technology', title: 'Technology Partner', benefits: ['Integrate with our booking API', 'Joint product launches', 'Early access to new features'] },
  { value: 'corporate', title: 'Corporate Partner', benefits: ['Team accounts and one invoice', 'Negotiated hourly rates', 'A dedicated account manager'] },
  {
    value: 'community',
    title: 'Community Partner',
    benefits: ['Free hours for community events', 'Co-hosted meetups', 'Featured on our blog and events page'],
  },
] as const;

export const TESTIMONIALS = [
  {
    quote: 'Our boardroom used to sit empty every afternoon. Now it pays for itself.',
    name: 'Grace Muthoni',
    role: 'Operations lead, Swahili Coast Hotels',
    rating: 5,
  },
  {
    quote: 'Members book our event space in minutes and pay with M-Pesa. No more spreadsheets.',
    name: 'Brian Otieno',
    role: 'Community manager, iHub Nairobi',
    rating: 5,
  },
  { quote: 'The Nafasi team understood our studios and got us live in a week.', name: 'Aisha Abdallah', role: 'Founder, Lakeside Creatives Kisumu', rating: 5 },
] as const;

const english = {
  JOBS,
  BENEFITS,
  CAREER_VALUES,
  SECURITY_FEATURES,
  CERTIFICATIONS,
  SECURITY_PRACTICES,
  CONTACT_CARDS,
  CONTACT_FAQ,
  PARTNERS,
  PARTNERSHIP_BENEFITS,
  TESTIMONIALS,
  APPLY_MAIL,
  SECURITY_MAIL,
};
/** The company pages' copy (careers, security, contact, partners) in the language of the moment. */
export const company = () => inLanguage<Widen<typeof english>>({ en: english, sw });

/** A mail to apply for a job, in the page's language. */
export const applyHref = (job: Pick<Job, 'title' | 'location'>) => {
  const { APPLY_MAIL: words } = company();
  return `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(words.subject(job.title))}&body=${encodeURIComponent(words.body(job.title, job.location))}`;
};

/** A mail to the security team, asking (`question`) or reporting (`report`). */
export const securityMail = (kind: keyof typeof SECURITY_MAIL) => `mailto:${SECURITY_EMAIL}?subject=${encodeURIComponent(company().SECURITY_MAIL[kind])}`;
