import { MASKED } from '@nafasi/shared/messages';

/**
 * Contact details hidden until a booking between two people is paid, so payment stays on the
 * platform. People who want to get past a mask write a number any way but plainly: digits of other
 * scripts, full-width or styled digits, number words in English or Swahili, separators and
 * invisible characters between the digits, or the number split over several messages; an address
 * as "name at gmail dot com"; a till or paybill number. So the text is read as a sequence of units
 * (a digit, a separator, a word), every unit keeping where it stands in what was written, and
 * whatever spells a contact is masked there.
 */

/** Digits in a row (over separators, number words and consecutive messages) that make a phone number: Kenyan numbers have 9 after the 0. */
const PHONE_DIGITS = 9;
/** Till, paybill and account numbers are shorter; they are masked when a word says what they are. */
const PAYMENT_DIGITS = 4;
/** After a word that only may mean paying ("lipa", "M-Pesa"), a number this long: tills and paybills have 5 to 7 digits, prices fewer or grouped. */
const WEAK_PAYMENT_DIGITS = 5;
/**
 * Words people put between the groups of a number to get past a mask ("0722 then 999 then 888",
 * "0722 na 999 na 888"): a run they join is a phone number only when it has a phone's shape.
 */
const JOINING_WORDS = /^(then|and|na|kisha|halafu|plus|followed|by|tena|pia|alafu|ama|or|na?)$/;
/** A Kenyan mobile number, as the digits of a run joined by words read: 0 or 254, then 7 or 1, then eight. */
const PHONE_SHAPE = /^(?:254|0)[17]\d{8}$/;

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  oh: 0,
  nought: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  // Kiswahili.
  sifuri: 0,
  moja: 1,
  mbili: 2,
  tatu: 3,
  nne: 4,
  tano: 5,
  sita: 6,
  saba: 7,
  nane: 8,
  tisa: 9,
};
/** Words that repeat the next digit ("double seven"; "mara mbili" is left alone: it is rarely written so). */
const REPEATS: Record<string, number> = { double: 2, triple: 3 };
/** Words that say the digits after them pay someone outside the platform. */
const PAYMENT_WORDS = /^(till|paybill|pay-?bill|buygoods|goods|account|acc|akaunti|a\/c|biashara|business|namba|nambari)$/;
/** Words that may mean paying, or only naming how ("lipa na M-Pesa 1500" is a price): a longer number after them. */
const WEAK_PAYMENT_WORDS = /^(lipa|pesa|mpesa|send|tuma|pay)$/;
/**
 * Top-level domains an address spelled out ("at ... dot ...") ends in: the common generic ones and
 * any country's two letters (gmx.de, mail.ru, libero.it). With a written @ any name of two letters
 * or more ends one.
 */
const TOP_LEVEL = /^(com|net|org|info|biz|io|me|co|ke|africa|email|mail|online|site|xyz|app|dev|pro|name|mobi|tech|live|[a-z]{2})$/;

/** The value of a decimal digit of any script (Unicode Nd), found from the run of ten it belongs to. */
const digitValue = (() => {
  const cache = new Map<number, number>();
  return (cp: number): number => {
    let value = cache.get(cp);
    if (value === undefined) {
      // Every script's digits are ten consecutive code points from its zero (NFKC has already
      // turned styled and full-width digits into ASCII ones).
      let zero = cp;
      while (zero > 0 && /\p{Nd}/u.test(String.fromCodePoint(zero - 1)) && cp - (zero - 1) < 10) zero--;
      value = cp - zero;
      cache.set(cp, value);
    }
    return value;
  };
})();

type Unit =
  | { kind: 'digit'; value: string; start: number; end: number }
  | { kind: 'sep'; start: number; end: number; newline: boolean }
  | { kind: 'word'; text: string; start: number; end: number }
  | { kind: 'at' | 'dot'; start: number; end: number };

/** Characters that show nothing (zero-width spaces and joiners, soft hyphens, direction marks, variation selectors, fillers). */
const INVISIBLE = /^\p{Default_Ignorable_Code_Point}$/u;

/** The text as units, each with where it was written. Numbers are read digit by digit; letters in words. */
function unitsOf(text: string): Unit[] {
  const units: Unit[] = [];
  let i = 0;
  while (i < text.length) {
    const cp = text.codePointAt(i) ?? 0;
    const ch = String.fromCodePoint(cp);
    const next = i + ch.length;
    const folded = ch.normalize('NFKC');
    if (INVISIBLE.test(ch)) {
      units.push({ kind: 'sep', start: i, end: next, newline: false });
    } else if (/^\p{Nd}$/u.test(folded)) {
      const f = folded.codePointAt(0) ?? 0;
      units.push({ kind: 'digit', value: String(f < 128 ? f - 48 : digitValue(f)), start: i, end: next });
    } else if (folded === '@' || folded === '＠') {
      units.push({ kind: 'at', start: i, end: next });
    } else if (/^[\p{L}\p{M}]+$/u.test(folded)) {
      const last = units.at(-1);
      if (last?.kind === 'word' && last.end === i) {
        last.text += folded.toLowerCase();
        last.end = next;
      } else units.push({ kind: 'word', text: folded.toLowerCase(), start: i, end: next });
    } else {
      units.push({ kind: folded === '.' ? 'dot' : 'sep', start: i, end: next, newline: /[\n\r\u2028\u2029]/.test(ch) });
    }
    i = next;
  }
  return units;
}

/** Number words become digits; "double 7" two sevens; a letter O or l stuck to digits is a digit. */
function spellDigits(units: Unit[]): Unit[] {
  const out: Unit[] = [];
  for (let k = 0; k < units.length; k++) {
    const u = units[k];
    if (u?.kind !== 'word') {
      if (u) out.push(u);
      continue;
    }
    const word = u.text;
    if (word in NUMBER_WORDS) {
      out.push({ kind: 'digit', value: String(NUMBER_WORDS[word]), start: u.start, end: u.end });
      continue;
    }
    const touchesDigit = units[k - 1]?.kind === 'digit' && units[k - 1]?.end === u.start;
    const touchedByDigit = units[k + 1]?.kind === 'digit' && units[k + 1]?.start === u.end;
    if ((touchesDigit || touchedByDigit) && /^[oli]+$/.test(word)) {
      for (const letter of word) out.push({ kind: 'digit', value: letter === 'o' ? '0' : '1', start: u.start, end: u.end });
      continue;
    }
    out.push(u);
  }
  // "double seven" / "triple 0": the next digit, repeated.
  for (let k = 0; k < out.length; k++) {
    const u = out[k];
    if (u?.kind !== 'word' || !(u.text in REPEATS)) continue;
    const after = out.slice(k + 1).find((x) => x.kind !== 'sep');
    if (after?.kind === 'digit') {
      const times = REPEATS[u.text] ?? 1;
      out.splice(k, 1, ...Array.from({ length: times - 1 }, () => ({ kind: 'digit' as const, value: after.value, start: u.start, end: u.end })));
    }
  }
  return out;
}

/**
 * Dates, clock times, amounts, KRA PINs and decimals written plainly (2026-05-12, 12/05/2026,
 * 14:00, KSh 1,500, 12,000, P051234567X, 36.8219) are not phone numbers: their units become one word. A "time" or "date" with more digit
 * groups on either side (07:12:34:56:78, 07.12.34.56.78) is a number written in pairs, and stays digits.
 */
function keepDatesAndTimes(text: string, units: Unit[]): Unit[] {
  const spans: [number, number][] = [];
  const patterns = [
    /(?<![\d.:/-]|[\d][.:/-])(?:19|20)\d\d-(?:0?[1-9]|1[0-2])-(?:0?[1-9]|[12]\d|3[01])(?![\d]|[.:/-]\d)/g,
    /(?<![\d.:/-]|[\d][.:/-])(?:0?[1-9]|[12]\d|3[01])[/.](?:0?[1-9]|1[0-2])[/.](?:(?:19|20)\d\d|\d\d)(?![\d]|[.:/-]\d)/g,
    /(?<!\d|\d[.:])(?:[01]?\d|2[0-3])[:h][0-5]\d(?!\d|[.:]\d)/g,
    // Thousands written with commas (up to 8 digits: no booking costs a hundred million), and a
    // number after a currency or before "/=".
    /(?<![\d,])[1-9]\d{0,2}(?:,\d{3}){1,2}(?![\d]|,\d)/g,
    /(?<=\b(?:ksh?s?|kes|sh|shs)\.?\s?)\d[\d,.]*/gi,
    /\d[\d,.]*(?=\s?\/=)/g,
    // A KRA PIN (a letter, nine digits, a letter: people name them on invoices) and a decimal
    // number with one point (a map pin's -1.2921, 36.8219; 2.5 hours).
    /(?<![\p{L}\d])[AP]\d{9}[A-Z](?![\p{L}\d])/giu,
    // (Too many digits after the point for a coordinate or a price, it may be a number: 722.999888.)
    /(?<![\d.])(?:\d{1,2}\.\d{2,6}|\d{3}\.\d{2,4})(?![\d]|\.\d)/g,
  ];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) spans.push([m.index, m.index + m[0].length]);
  if (!spans.length) return units;
  const out: Unit[] = [];
  for (const u of units) {
    const span = spans.find(([a, b]) => u.start >= a && u.end <= b);
    if (!span) out.push(u);
    else if (out.at(-1)?.start !== span[0]) out.push({ kind: 'word', text: 'date', start: span[0], end: span[1] });
  }
  return out;
}

/** [start, end) spans of one message to hide. */
type Spans = [number, number][];

/**
 * Runs of digits with only separators between them, over message boundaries: a run of at least
 * PHONE_DIGITS digits is a phone number; one of at least PAYMENT_DIGITS right after a payment word
 * ("till", "paybill", "account") is where to pay. Answers the spans to hide in each message.
 */
function numberSpans(messages: Unit[][]): Spans[] {
  const spans: Spans[] = messages.map(() => []);
  type Piece = { message: number; start: number; end: number };
  /** Digits joined by separators only; segments joined by words ("then", "na") make one run. */
  type Segment = { pieces: Piece[]; digits: string; minimum: number };
  let run: Segment[] = [];
  let lastWord = '';
  const hide = (segment: Segment) => {
    for (const p of segment.pieces) spans[p.message]?.push([p.start, p.end]);
  };
  const close = () => {
    // Joined by words, the whole is a number only in a phone's shape; else each part is judged alone.
    if (run.length > 1 && PHONE_SHAPE.test(run.map((s) => s.digits).join(''))) run.forEach(hide);
    else for (const segment of run) if (segment.digits.length >= segment.minimum) hide(segment);
    run = [];
  };
  messages.forEach((units, m) => {
    units.forEach((u, k) => {
      if (u.kind === 'digit') {
        let segment = run.at(-1);
        if (!segment || segment.digits === '') {
          // What the digits after this word must number to be hidden: a phone's nine, or fewer after a word of paying.
          const minimum = PAYMENT_WORDS.test(lastWord) ? PAYMENT_DIGITS : WEAK_PAYMENT_WORDS.test(lastWord) ? WEAK_PAYMENT_DIGITS : PHONE_DIGITS;
          segment ??= { pieces: [], digits: '', minimum };
          if (!run.length) run.push(segment);
          segment.minimum = Math.min(segment.minimum, minimum);
        }
        const last = segment.pieces.at(-1);
        if (last && last.message === m) last.end = u.end;
        else segment.pieces.push({ message: m, start: u.start, end: u.end });
        segment.digits += u.value;
      } else if (u.kind === 'sep' || u.kind === 'dot') {
        // Separators join digits, any number of them.
      } else if (u.kind === 'word') {
        const next = units.slice(k + 1).find((x) => x.kind !== 'sep' && x.kind !== 'dot');
        if (run.at(-1)?.digits && JOINING_WORDS.test(u.text) && next?.kind === 'digit') {
          run.push({ pieces: [], digits: '', minimum: PHONE_DIGITS });
          return;
        }
        close();
        // "till no.", "paybill number", "acc #": the payment word counts through a word that names the number.
        if (!/^(no|number|nambari|namba|nr|num|ya|ni|is)$/.test(u.text) || !(PAYMENT_WORDS.test(lastWord) || WEAK_PAYMENT_WORDS.test(lastWord)))
          lastWord = u.text;
      } else close();
    });
    // A message that ends in a run continues into the next message of the same person.
  });
  close();
  return spans;
}

/**
 * "name@gmail.com", "name at gmail dot com", "name (at) gmail (dot) co (dot) ke", "name @ mail . ru",
 * across invisible characters and odd spacing. An address spelled with the word "at" ("kwa") takes
 * spelled dots ("dot", "nukta") or dots written tight ("gmail.com"): "I am at Westlands. It is" is
 * no address.
 */
function emailSpans(text: string, units: Unit[]): Spans {
  const spans: Spans = [];
  const meaningful = units.filter((u) => u.kind !== 'sep' || u.newline);
  const spelledAt = (u?: Unit) => u?.kind === 'word' && (u.text === 'at' || u.text === 'kwa');
  const isAt = (u?: Unit) => u?.kind === 'at' || spelledAt(u);
  const spelledDot = (u?: Unit) => u?.kind === 'word' && (u.text === 'dot' || u.text === 'nukta' || u.text === 'point');
  const isName = (u?: Unit) => u?.kind === 'word' || u?.kind === 'digit';
  /** Written together, or with one hyphen between ("t-online"): one name. */
  const joined = (a?: Unit, b?: Unit) => a !== undefined && b !== undefined && /^-?$/.test(text.slice(a.end, b.start));
  /** The index after a name that runs on from `j` (its parts joined), or j when there is none. */
  const nameFrom = (j: number) => {
    if (!isName(meaningful[j]) || spelledDot(meaningful[j])) return j;
    while (isName(meaningful[j + 1]) && !spelledDot(meaningful[j + 1]) && joined(meaningful[j], meaningful[j + 1])) j++;
    return j + 1;
  };
  for (let k = 1; k < meaningful.length - 1; k++) {
    const at = meaningful[k];
    if (!isAt(at)) continue;
    // The local part: words, digits and dots/underscores run together before the at.
    let first = k - 1;
    if (!isName(meaningful[first])) continue;
    while (first > 0 && (isName(meaningful[first - 1]) || meaningful[first - 1]?.kind === 'dot') && meaningful[first - 1]?.end === meaningful[first]?.start)
      first--;
    // The domain: name (dot name)+, ending in a top-level domain.
    let j = nameFrom(k + 1);
    if (j === k + 1) continue;
    let end = -1;
    for (;;) {
      const dot = meaningful[j];
      const tight = dot?.kind === 'dot' && joined(meaningful[j - 1], dot) && joined(dot, meaningful[j + 1]);
      const isDot = spelledDot(dot) || (dot?.kind === 'dot' && (at?.kind === 'at' || tight));
      const after = nameFrom(j + 1);
      if (!isDot || after === j + 1) break;
      const tld = meaningful[after - 1];
      if (tld?.kind === 'word' && (TOP_LEVEL.test(tld.text) || (at?.kind === 'at' && /^[a-z]{2,}$/.test(tld.text)))) end = tld.end;
      j = after;
    }
    if (end < 0) continue;
    spans.push([meaningful[first]?.start ?? 0, end]);
  }
  return spans;
}

function applySpans(text: string, spans: Spans): string {
  if (!spans.length) return text;
  const merged: Spans = [];
  for (const [start, b] of [...spans].sort((x, y) => x[0] - y[0])) {
    // "+254...": the plus goes with the number.
    const a = text[start - 1] === '+' ? start - 1 : start;
    const last = merged.at(-1);
    // Spans with only separators between them are one contact.
    if (last && (a <= last[1] || /^[\s\p{P}\p{S}\p{Default_Ignorable_Code_Point}]*$/u.test(text.slice(last[1], a)))) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  let out = '';
  let at = 0;
  for (const [a, b] of merged) {
    out += text.slice(at, a) + MASKED;
    at = b;
  }
  return out + text.slice(at);
}

/**
 * Masks the contacts in one person's consecutive messages, read together (a number split over
 * several messages is a number): answers each message with what it gives away hidden.
 */
export function maskContactsAcross(messages: readonly string[]): string[] {
  const units = messages.map((text) => keepDatesAndTimes(text, spellDigits(unitsOf(text))));
  const numbers = numberSpans(units);
  return messages.map((text, m) => applySpans(text, [...(numbers[m] ?? []), ...emailSpans(text, units[m] ?? [])]));
}

/** Masks the contacts in one message. */
export const maskContacts = (text: string): string => maskContactsAcross([text])[0] ?? text;

/** One message as the masking reads a conversation. */
export interface Said {
  id: string;
  senderId: string;
  body: string;
  createdAt: Date;
}

/** Messages of one person this close together are read as one: a number split over them is a number. */
const RUN_GAP_MS = 30 * 60_000;

/**
 * Each message of a conversation (oldest first) with contacts hidden, reading it together with
 * the same person's messages just before and after it. Answers masked bodies by message id.
 */
export function maskConversation(messages: readonly Said[]): Map<string, string> {
  const masked = new Map<string, string>();
  let run: Said[] = [];
  const flush = () => {
    maskContactsAcross(run.map((m) => m.body)).forEach((body, k) => masked.set(run[k]?.id ?? '', body));
    run = [];
  };
  for (const m of messages) {
    const last = run.at(-1);
    if (last && (last.senderId !== m.senderId || m.createdAt.getTime() - last.createdAt.getTime() > RUN_GAP_MS)) flush();
    run.push(m);
  }
  flush();
  return masked;
}
