/**
 * The product's words in English and Kiswahili, as data: each concept's one Kiswahili term, and
 * the alternatives a translation must not use for it (a wrong word, or a second name for the same
 * thing). docs/GLOSSARY.md's table of things is written from this list (`glossaryTable`), and
 * glossary.test.ts fails when a Kiswahili message or content page uses a forbidden alternative.
 */

/** A word or phrase a translation must not use for a concept (matched case-insensitively, as whole words), and why. */
export interface Forbidden {
  phrase: string;
  why: string;
}

export interface Term {
  en: string;
  sw: string;
  note?: string;
  forbidden?: Forbidden[];
}

/** Where `phrase` stands in `text` as whole words (any case). */
export const usesPhrase = (text: string, phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${phrase}(?![\\p{L}\\p{N}])`, 'iu').test(text);

export const GLOSSARY: Term[] = [
  {
    en: 'space (a place to book)',
    sw: 'eneo (pl. maeneo)',
    note: '"Nafasi" is the product\'s name, and *nafasi* is said only in "to book" (*kuweka nafasi*) and a held slot; a space is *eneo*. A hall is *ukumbi*, a meeting room *chumba cha mikutano*, an office *ofisi*, a studio *studio*, a coworking desk *dawati la kazi la pamoja*.',
  },
  { en: 'booking', sw: 'uhifadhi (pl. uhifadhi)', note: '"your booking": *uhifadhi wako*.' },
  {
    en: 'booking reference (also the Pay Bill account number)',
    sw: 'nambari ya uhifadhi',
    note: '"NF-Z5NUS9". One name wherever it is shown, asked for or typed.',
    forbidden: [
      { phrase: 'kumbukumbu ya uhifadhi', why: 'the booking reference is *nambari ya uhifadhi* (kumbukumbu is a record or an archive)' },
      { phrase: 'namba ya uhifadhi', why: 'the booking reference is *nambari ya uhifadhi*' },
    ],
  },
  { en: 'to book / Book now', sw: 'kuweka nafasi / Weka nafasi sasa', note: 'The button is *Weka nafasi*.' },
  { en: 'request (to book)', sw: 'ombi (pl. maombi)', note: '"Request to book": *Omba kuweka nafasi*.' },
  { en: 'hold (an unpaid booking kept for a while)', sw: 'nafasi iliyoshikiliwa', note: '"held until 14:30": *imeshikiliwa hadi saa nane na nusu mchana*.' },
  {
    en: 'host',
    sw: 'mwenyeji (pl. wenyeji)',
    forbidden: [
      { phrase: 'mwenye nafasi', why: 'a host is *mwenyeji*' },
      { phrase: 'wenye nafasi', why: 'hosts are *wenyeji*' },
      { phrase: 'mtoa nafasi', why: 'a host is *mwenyeji*' },
    ],
  },
  { en: 'guest', sw: 'mgeni (pl. wageni)' },
  { en: 'owner (the account role)', sw: 'mmiliki', note: 'Used only where the role is meant; a person who lists is a *mwenyeji*.' },
  { en: 'admin', sw: 'msimamizi' },
  { en: 'price per hour', sw: 'bei kwa saa', note: '"KSH 1,500 kwa saa".' },
  { en: "fee (Nafasi's)", sw: 'ada' },
  { en: 'tax', sw: 'kodi' },
  { en: 'total', sw: 'jumla' },
  { en: 'invoice', sw: 'ankara' },
  { en: 'receipt (M-Pesa)', sw: 'risiti', note: '"M-Pesa receipt": *risiti ya M-Pesa*.' },
  {
    en: 'paid',
    sw: 'imelipwa',
    note: '"Paid": *Imelipwa*; "you paid": *umelipa*.',
    forbidden: [{ phrase: 'umelipiwa', why: '*umelipiwa* reads "you have been paid for": paid is *imelipwa*, you paid *umelipa*' }],
  },
  { en: 'refund', sw: 'marejesho ya pesa; to be refunded: *kurejeshewa pesa*', note: '"Refunded by M-Pesa": *Imerejeshwa kwa M-Pesa*.' },
  { en: 'payout (to a host)', sw: 'malipo kwa mwenyeji', note: '"Where your payouts go": *Malipo yako yanapoenda*.' },
  { en: 'earnings', sw: 'mapato' },
  { en: 'account number (Pay Bill)', sw: 'nambari ya akaunti' },
  { en: 'business number (Pay Bill)', sw: 'nambari ya biashara' },
  { en: 'till number', sw: 'nambari ya till', note: '*till* stays: it is what the M-Pesa menu says.' },
  { en: 'phone number', sw: 'nambari ya simu' },
  { en: 'review', sw: 'maoni', note: '"Write a review": *Andika maoni*.' },
  { en: 'rating', sw: 'ukadiriaji' },
  { en: 'amenities', sw: 'huduma' },
  {
    en: 'window blinds (an amenity)',
    sw: 'mapazia',
    forbidden: [{ phrase: 'vipofu', why: '*vipofu* are blind people: window blinds are *mapazia*' }],
  },
  { en: 'capacity', sw: 'idadi ya watu', note: '"up to 12 people": *hadi watu 12*.' },
  {
    en: 'at most (a limit)',
    sw: 'zisizozidi / hadi',
    note: '"at most 500 characters": *herufi zisizozidi 500*.',
    forbidden: [{ phrase: 'tu zaidi', why: '"…tu zaidi" reads "only more": at most is *zisizozidi* or *hadi*' }],
  },
  { en: 'location', sw: 'mahali' },
  { en: 'calendar', sw: 'kalenda' },
  { en: 'notifications', sw: 'arifa' },
  { en: 'messages', sw: 'jumbe', note: 'a message: *ujumbe*.' },
  {
    en: 'likes (on a forum post)',
    sw: 'wamependa',
    note: '"12 likes": *watu 12 wamependa*.',
    forbidden: [{ phrase: 'mapendo', why: '*mapendo* is romantic love: likes are *wamependa*' }],
  },
  {
    en: 'active (members, this week)',
    sw: 'walioshiriki',
    note: '"Active this week": *Walioshiriki wiki hii*.',
    forbidden: [{ phrase: 'walio hai', why: '*walio hai* are "those alive": active is *walioshiriki*' }],
  },
  { en: 'settings', sw: 'mipangilio' },
  { en: 'dashboard', sw: 'dashibodi' },
  { en: 'e-mail', sw: 'barua pepe' },
  { en: 'password', sw: 'nenosiri' },
  {
    en: 'session (signed in on a device)',
    sw: 'kipindi cha kuingia',
    forbidden: [{ phrase: 'tokeni ya kuburudisha', why: 'a refresh token is no word for a person: say the session, *kipindi cha kuingia*' }],
  },
  { en: 'virtual meeting room', sw: 'chumba cha mkutano wa mtandaoni' },
  { en: 'community chat', sw: 'gumzo la jumuiya' },
  { en: 'block (time kept off bookings)', sw: 'kizuizi; to block: *kuzuia*', note: '"Blocked by the host": *Imezuiwa na mwenyeji*.' },
  { en: 'approval (of a listing)', sw: 'idhini; to approve: *kuidhinisha*', note: "The admin's tab is *Idhini*." },
  { en: 'paused (a listing)', sw: 'limesitishwa; to pause: *kusitisha*' },
  { en: 'ledger', sw: 'leja', note: 'Admin only.' },
  { en: 'listing', sw: 'tangazo (pl. matangazo)', note: "A host's space as guests see it." },
];

/**
 * Where *nafasi* stands in a Kiswahili text for something other than the product or "to book":
 * each place, with the words around it. *Nafasi* is the product's name (written with a capital, or
 * in an address), the second word of "to book" (a form of *weka*, *omba* or *hifadhi* before it)
 * and a held slot (*nafasi iliyoshikiliwa*); anything else is a space, which is *eneo*.
 */
export function nafasiAsSpace(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?<![\p{L}\p{N}@./-])nafasi(?![\p{L}\p{N}-])/gu)) {
    const at = match.index;
    const before = text.slice(Math.max(0, at - 40), at);
    const after = text.slice(at + 'nafasi'.length, at + 'nafasi'.length + 20);
    const previous = before.match(/([\p{L}]+)\s*$/u)?.[1]?.toLowerCase() ?? '';
    if (/wek|omb|hifadhi/.test(previous) || /^\s+iliyoshikiliwa/.test(after)) continue;
    found.push(`${before}[nafasi]${after}`.replace(/\s+/g, ' ').trim());
  }
  return found;
}

/** The glossary's table of things, as docs/GLOSSARY.md shows it. */
export function glossaryTable(): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  return [
    '| English (en-KE) | Kiswahili (sw-KE) | Notes |',
    '|---|---|---|',
    ...GLOSSARY.map((t) => {
      const notes = [t.note ?? '', ...(t.forbidden ?? []).map((f) => `Not *${f.phrase}*: ${f.why}.`)].filter(Boolean).join(' ');
      return `| ${cell(t.en)} | ${cell(t.sw)} | ${cell(notes)} |`;
    }),
  ].join('\n');
}

/**
 * Nouns a message counts, and how a Kiswahili sentence agrees with one of them and with many: a
 * counted message says each in its `one` form (*eneo 1 linapatikana*) and its `other` form
 * (*maeneo 2 yanapatikana*), never the plural's noun or agreement for one (glossary.test.ts).
 */
export const COUNTED_NOUNS = [
  { one: 'eneo', many: 'maeneo', manyAgrees: ['yana', 'yame', 'yali', 'yako', 'yenye', 'yaliyo'] },
  { one: 'wakati', many: 'nyakati', manyAgrees: ['zenye', 'zina', 'zime', 'zili'] },
  { one: 'arifa', many: 'arifa', manyAgrees: ['hazija', 'zina', 'zime', 'zili', 'zenye'] },
  { one: 'siku', many: 'siku', manyAgrees: ['zilizo', 'zina', 'zime'] },
  { one: 'mstari', many: 'mistari', manyAgrees: ['ime', 'ina', 'ili'] },
  { one: 'sahihisho', many: 'masahihisho', manyAgrees: ['yana', 'yame'] },
];
