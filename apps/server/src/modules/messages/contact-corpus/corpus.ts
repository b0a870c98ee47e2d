/**
 * The development corpus of contact masking: ways people write a phone number, an e-mail address or
 * a till or paybill number to take a booking off the platform (English, Kiswahili and Sheng, every
 * way of spelling the digits), crossed with what they say around it; and messages about bookings
 * that must pass untouched (prices, times, dates, counts, references). Built from parts, so each
 * way of writing meets each phrase: several hundred of each. held-out.ts is the evaluation the masker
 * was not tuned on.
 */

/** A small seeded generator: the corpus is the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const EN_DIGITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const SW_DIGITS = ['sifuri', 'moja', 'mbili', 'tatu', 'nne', 'tano', 'sita', 'saba', 'nane', 'tisa'];
const words = (digits: string, names: string[], join = ' ') => [...digits].map((d) => names[Number(d)]).join(join);
const groups = (n: string, sizes: number[]) => {
  const out: string[] = [];
  let at = 0;
  for (const size of sizes) {
    out.push(n.slice(at, at + size));
    at += size;
  }
  if (at < n.length) out.push(n.slice(at));
  return out.filter(Boolean);
};

/** Ways of writing a Kenyan mobile number (0 and nine digits). */
const PHONE_WRITINGS: ((n: string) => string)[] = [
  (n) => n,
  (n) => groups(n, [4, 3, 3]).join(' '),
  (n) => groups(n, [4, 3, 3]).join('-'),
  (n) => groups(n, [4, 3, 3]).join('.'),
  (n) => groups(n, [2, 2, 2, 2, 2]).join('.'),
  (n) => groups(n, [4, 3, 3]).join(':'),
  (n) => groups(n, [2, 2, 2, 2, 2]).join(':'),
  (n) => groups(n, [4, 3, 3]).join('/'),
  (n) => groups(n, [4, 3, 3]).join(' | '),
  (n) => groups(n, [4, 3, 3]).join(' ; '),
  (n) => groups(n, [4, 3, 3]).join(', '),
  (n) => `+254 ${groups(n.slice(1), [3, 3, 3]).join(' ')}`,
  (n) => `+254${n.slice(1)}`,
  (n) => `(+254) ${n.slice(1)}`,
  (n) => `254-${groups(n.slice(1), [3, 3, 3]).join('-')}`,
  (n) => [...n].join(' '),
  (n) => groups(n, [4, 3, 3]).join(' then '),
  (n) => groups(n, [4, 3, 3]).join(' and '),
  (n) => groups(n, [4, 3, 3]).join(' na '),
  (n) => groups(n, [4, 3, 3]).join(' kisha '),
  (n) => groups(n, [4, 3, 3]).join(' halafu '),
  (n) => groups(n, [4, 3, 3]).join(' plus '),
  (n) => groups(n, [4, 3, 3]).join('\n'),
  (n) => groups(n, [4, 3, 3]).join(' 🔥 '),
  (n) => groups(n, [4, 3, 3]).join('\u200b'),
  (n) => words(n, EN_DIGITS),
  (n) => words(n, EN_DIGITS, '-'),
  (n) => words(n, SW_DIGITS),
  (n) =>
    groups(n, [4, 3, 3])
      .map((g) => words(g, SW_DIGITS))
      .join(', '),
  (n) => `${n.slice(0, 4)} ${words(n.slice(4), EN_DIGITS)}`,
  (n) => `${words(n.slice(0, 4), SW_DIGITS)} ${n.slice(4)}`,
  (n) => n.replace(/^0/, 'O'),
  (n) => n.replace(/1/g, 'l'),
  (n) => [...n].map((d) => String.fromCodePoint(0xff10 + Number(d))).join(''),
  (n) => [...n].map((d) => String.fromCodePoint(0x1d7ce + Number(d))).join(''),
  (n) => `${n.slice(0, 4)} ${n.slice(4, 7)} ${words(n.slice(7, 8), EN_DIGITS)}${n.slice(8)}`,
  (n) => `${words(n.slice(0, 1), EN_DIGITS)}${n.slice(1)}`,
  (n) => groups(n, [4, 3, 3]).join(' — '),
  (n) => groups(n, [4, 3, 3]).join(' _ '),
  (n) => n.slice(1),
];

/** Numbers whose repeated digits make "double" and "triple" writings. */
const REPEATED = [
  ['0722999888', '07 double 2 triple 9 triple 8'],
  ['0711222333', 'zero seven double one triple two triple three'],
  ['0733444555', 'sifuri saba tatu tatu nne nne nne tano tano tano'],
];

const PHONES = ['0722999888', '0712345678', '0799000111', '0110222333', '0745612390', '0700123456', '0768034521'];

/** What people say around a number, in English, Kiswahili and Sheng. */
const PHONE_PHRASES = [
  'Call me on {n}',
  'call {n}',
  'My number is {n}',
  'Book direct and save the fee: {n}',
  'whatsapp {n} for a discount',
  'text me {n}',
  'reach me at {n} tomorrow',
  '{n} is my line',
  'phone: {n}',
  'ring {n} when you arrive',
  'Nipigie {n}',
  'Namba yangu ni {n}',
  'Nitumie ujumbe kwa {n}',
  'piga simu {n} upate bei nzuri',
  'nambari: {n}',
  'Nishtue kwa {n}',
  'nicall {n} boss',
  'niwhatsapp kwa {n}',
  'beep me {n}',
  'hii ndio line yangu {n}',
  'nicheki kwa {n} tusort',
  'ni-text kwa {n}',
];

const LOCALS = ['jane.doe', 'otieno', 'achieng_o', 'kamau2024', 'wanjiru.k', 'host.kilimani', 'mwangi.peter', 'njeri'];
const DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'hotmail.co.ke',
  'outlook.com',
  'icloud.com',
  'gmx.de',
  'web.de',
  't-online.de',
  'mail.ru',
  'yandex.ru',
  'outlook.fr',
  'orange.fr',
  'libero.it',
  'proton.me',
  'protonmail.com',
  'zoho.in',
  'rediffmail.com',
  'qq.com',
  'naver.com',
  'yahoo.co.jp',
  'mail.co.za',
  'company.co.ke',
  'studio.africa',
];

/** Ways of writing an address. */
const EMAIL_WRITINGS: ((local: string, domain: string) => string)[] = [
  (l, d) => `${l}@${d}`,
  (l, d) => `${l} @ ${d.replaceAll('.', ' . ')}`,
  (l, d) => `${l} at ${d.replaceAll('.', ' dot ')}`,
  (l, d) => `${l} (at) ${d.replaceAll('.', ' (dot) ')}`,
  (l, d) => `${l} [at] ${d.replaceAll('.', ' [dot] ')}`,
  (l, d) => `${l} AT ${d.replaceAll('.', ' DOT ')}`,
  (l, d) => `${l} at ${d}`,
  (l, d) => `${l} kwa ${d.replaceAll('.', ' nukta ')}`,
  (l, d) => `${l}＠${d.replaceAll('.', '．')}`,
  (l, d) => `${l}\u200b@${d}`,
];

const EMAIL_PHRASES = [
  'Email me at {e}',
  'write to {e}',
  'send the details to {e}',
  'my email is {e}',
  'Niandikie kwa {e}',
  'Barua pepe yangu ni {e}',
  'tuma kwa email {e}',
  'drop a mail {e} boss',
];

/** Ways of writing a number to pay someone outside the platform. */
const PAYMENT_PHRASES = [
  'Pay to till {t} and I confirm myself',
  'Lipa na M-Pesa {t}',
  'Lipa na Mpesa till {t} then send me the code',
  'paybill {t} account {a}',
  'Paybill: {t}, Acc: {a}',
  'buy goods till number {t}',
  'M-Pesa paybill {t} acc {a}',
  'Tuma pesa kwa till {t}',
  'Lipa kwa paybill {t} akaunti {a}',
  'tuma doh kwa till {t} bana',
  'use till no. {t} to pay me',
  'Till {t}',
];
const TILLS = ['5123456', '889900', '522522', '400222', '712345', '8765432', '600700'];
const TILL_WRITINGS: ((t: string) => string)[] = [
  (t) => t,
  (t) => groups(t, [3, 3]).join(' '),
  (t) => groups(t, [2, 2, 2]).join('-'),
  (t) => words(t, EN_DIGITS),
  (t) => words(t, SW_DIGITS),
];

/** Messages about bookings that must pass as written (and a few that talk numbers without a contact). */
const INNOCENT_TEMPLATES = [
  'Is the {space} free on {day} from {from} to {to}?',
  'We are {count} people, do you have chairs for everyone?',
  'The rate says KSh {price} an hour, is parking included?',
  'Can we start at {from} instead?',
  'Booking {ref}, we arrive at {from}',
  'I paid KSh {price} through the app, reference {ref}',
  'Could we extend to {to}?',
  'Please confirm the {space} for {date}',
  'Room {room} on floor {floor}, right?',
  'Our budget is KSh {price} for the day',
  'We expect {count} to {count2} guests',
  'The invoice shows {price} for {hours} hours',
  'Set up {from}, doors {to}',
  'Habari, {space} iko wazi {day} saa {swtime}?',
  'Tutakuwa watu {count}, kuna viti vya kutosha?',
  'Bei ni KSh {price} kwa saa, sivyo?',
  'Nitafika saa {swtime} na wageni {swcount}',
  'Tulilipa kupitia Nafasi, nambari ya uhifadhi {ref}',
  'Siku ya {date} iko wazi?',
  'Ghorofa ya {floor}, chumba namba {room}',
  'Tuko watu {count}, mnaeza tuwekea viti?',
  'Poa, tutafika saa {swtime}',
  'Hii bei ya {price} ni poa, tutabook tena',
  'Tutachelewa kidogo, tuko {km} km from town',
  'We met at the {space}. See you at {hour}',
  'I am at the gate. Is it floor {floor}?',
  'Session 1: {from}-{to}, session 2 after lunch',
  'Prices {price} / {price2} / {price3}',
  'Our company was founded in {year} and has {count} staff',
  'The hall is {count} by {count2} metres',
];
const SPACES = ['boardroom', 'studio', 'hall', 'desk', 'meeting room', 'chumba', 'ukumbi'];
const DAYS = ['Monday', 'Friday', 'Saturday', 'Jumatatu', 'Ijumaa', 'the 15th', 'tomorrow'];
const TIMES = ['08:00', '09:30', '10:00', '12:15', '14:00', '16:45', '8h30', '18:00', '7 pm'];
const SW_TIMES = ['tatu asubuhi', 'nne', 'nane mchana', 'kumi na moja jioni', 'mbili kamili'];
const PRICES = ['1,500', '2,500', '12,000', '3,300', '16,500', '50,000', '150,000', '1,800', '450'];
const REFS = ['NF-7K2M9Q', 'NF-AB12CD', 'NF-X9Y8Z7', 'NF-4T6Y8U', 'NF-MM22PQ'];
const DATES = ['2026-12-18', '12/12/2026', '20.12.2026', '5/1/2027', '2027-01-09'];

/** The item at `i`, counting round the list. */
function cycle<T>(list: readonly T[], i: number): T {
  const item = list[i % list.length];
  if (item === undefined) throw new Error('an empty list');
  return item;
}

export interface Corpus {
  evasions: string[];
  innocent: string[];
}

/** The development corpus: every writing of a contact in a phrase, and the innocent messages. */
export function developmentCorpus(): Corpus {
  const rand = seeded(2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
  const evasions: string[] = [];
  for (const [i, write] of PHONE_WRITINGS.entries()) {
    // Each writing in five phrases, with numbers and phrases turning over.
    for (let k = 0; k < 5; k++) evasions.push(cycle(PHONE_PHRASES, i * 5 + k).replace('{n}', () => write(cycle(PHONES, i + k))));
  }
  for (const [, written = ''] of REPEATED) for (const phrase of PHONE_PHRASES.slice(0, 4)) evasions.push(phrase.replace('{n}', () => written));
  for (const [i, write] of EMAIL_WRITINGS.entries())
    for (let k = 0; k < 8; k++) evasions.push(cycle(EMAIL_PHRASES, i + k).replace('{e}', () => write(cycle(LOCALS, i + k), cycle(DOMAINS, i * 8 + k))));
  for (const [i, phrase] of PAYMENT_PHRASES.entries())
    for (const [j, write] of TILL_WRITINGS.entries())
      evasions.push(phrase.replace('{t}', () => write(cycle(TILLS, i + j))).replace('{a}', () => pick(['5050', '1234567890', '0722999888', 'NF'])));
  const innocent: string[] = [];
  for (const template of INNOCENT_TEMPLATES)
    for (let k = 0; k < 10; k++)
      innocent.push(
        template
          .replace('{space}', () => pick(SPACES))
          .replace('{day}', () => pick(DAYS))
          .replace('{from}', () => pick(TIMES))
          .replace('{to}', () => pick(TIMES))
          .replace('{swtime}', () => pick(SW_TIMES))
          .replace('{count2}', () => String(20 + Math.floor(rand() * 300)))
          .replace('{count}', () => String(2 + Math.floor(rand() * 200)))
          .replace('{swcount}', () => pick(['wawili', 'watatu', 'kumi']))
          .replace('{price3}', () => pick(PRICES))
          .replace('{price2}', () => pick(PRICES))
          .replace('{price}', () => pick(PRICES))
          .replace('{ref}', () => pick(REFS))
          .replace('{date}', () => pick(DATES))
          .replace('{room}', () => String(100 + Math.floor(rand() * 500)))
          .replace('{floor}', () => String(1 + Math.floor(rand() * 20)))
          .replace('{hours}', () => String(1 + Math.floor(rand() * 8)))
          .replace('{hour}', () => String(7 + Math.floor(rand() * 12)))
          .replace('{km}', () => String(1 + Math.floor(rand() * 40)))
          .replace('{year}', () => String(1990 + Math.floor(rand() * 36))),
      );
  return { evasions: [...new Set(evasions)], innocent: [...new Set(innocent)] };
}
