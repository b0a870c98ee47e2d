import { describe, expect, it } from 'vitest';
import { MASKED } from '@nafasi/shared/messages';
import { maskContacts, maskContactsAcross } from './contact-mask.ts';
import { developmentCorpus } from './contact-corpus/corpus.ts';
import { HELD_OUT_EVASIONS, HELD_OUT_EVASIONS_2, HELD_OUT_INNOCENT, HELD_OUT_INNOCENT_2 } from './contact-corpus/held-out.ts';

/** Whether a contact got through: nothing hidden, or three digits, an @ or a spelled-out domain left. */
const leaked = (shown: string) =>
  !shown.includes(MASKED) || /\p{Nd}{3}|[@＠]|\b(dot|nukta)\s+(com|net|org|de|ru|fr|it|in|ke|uk)\b/iu.test(shown.replaceAll(MASKED, ''));

/** Recall (evasions hidden) and precision (of what was hidden, how much was a contact), as the docs report them. */
function evaluate(evasions: readonly string[], innocent: readonly string[]) {
  const missed = evasions.filter((text) => leaked(maskContacts(text)));
  const touched = innocent.filter((text) => maskContacts(text) !== text);
  const hidden = evasions.length - missed.length;
  return { recall: hidden / evasions.length, precision: hidden / (hidden + touched.length), missed, touched };
}

/**
 * Issue 26: contact masking before payment, tried as people trying to get past it would. Each row
 * is one way of writing a phone number, an address or a payment number; none may reach the other
 * person before the booking is paid.
 */
const EVASIONS: string[] = [
  // Phone numbers, plainly and with separators.
  'Call me 0712345678',
  'call 0712 345 678',
  'call 0712-345-678',
  'call 0712.345.678',
  'call (0712) 345 678',
  'call +254712345678',
  'call +254 712 345 678',
  'call 254712345678',
  'call 00254712345678',
  'call 712345678',
  'call 0712/345/678',
  'call 0712,345,678',
  'call 0712_345_678',
  'call 0 7 1 2 3 4 5 6 7 8',
  'call 0712   345    678',
  'call 0712 - 345 - 678',
  'call 07 12 34 56 78',
  'call 0712\n345\n678',
  'call 0712|345|678',
  'call 0712~345~678',
  'call 0712*345*678',
  'call 0712🔥345🔥678',
  'call 0712•345•678',
  // Invisible characters between digits.
  'call 0712\u200b345\u200b678',
  'call 0\u200c7\u200d1\u20602345678',
  'call 0712\ufeff345678',
  'call 0712\u00ad345678',
  // Digits of other scripts, full-width and styled.
  'call ０７１２３４５６７８',
  'call 𝟎𝟕𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖',
  'call ٠٧١٢٣٤٥٦٧٨',
  'call ۰۷۱۲۳۴۵۶۷۸',
  'call ०७१२३४५६७८',
  'call ০৭১২৩৪৫৬৭৮',
  'call ⓪⑦①②③④⑤⑥⑦⑧',
  'call 0712３４５６７８',
  // Letters for digits.
  'call O712345678',
  'call 07l2345678',
  'call O7I2 345 678',
  // Number words, English and Kiswahili, and mixed.
  'call zero seven one two three four five six seven eight',
  'call ZERO SEVEN ONE TWO THREE FOUR FIVE SIX SEVEN EIGHT',
  'call zero-seven-one-two-three-four-five-six-seven-eight',
  'call oh seven one two three four five six seven eight',
  'piga sifuri saba moja mbili tatu nne tano sita saba nane',
  'piga Sifuri Saba Moja Mbili, tatu nne tano, sita saba nane',
  'call 07 one two 345 six seven eight',
  'call zero seven double one 345 678',
  'call 07 triple 3 45678',
  'call 0712 three four five 678',
  // E-mail addresses.
  'write to jane.doe@gmail.com',
  'write to jane.doe @ gmail . com',
  'write to jane.doe at gmail dot com',
  'write to jane.doe (at) gmail (dot) com',
  'write to jane.doe [at] gmail [dot] com',
  'write to jane.doe AT gmail DOT com',
  'write to jane.doe at gmail.com',
  'write to jane_doe2024@yahoo.co.ke',
  'write to jane at yahoo dot co dot ke',
  'write to jane.doe＠gmail．com',
  'write to jane\u200b.doe@gmail\u200b.com',
  'andika jane kwa gmail nukta com',
  // Till and paybill numbers.
  'pay to till 123456',
  'Till no. 5123456',
  'pay via paybill 247247 account 0712',
  'Paybill: 400200, Acc: 98765',
  'buy goods till number 8765432',
  'lipa na mpesa till 55 66 77',
];

describe('contact masking as a classifier (issue 57): precision and recall on its corpora', () => {
  it('hides every contact of the development corpus and touches no innocent message', () => {
    const { evasions, innocent } = developmentCorpus();
    expect(evasions.length).toBeGreaterThanOrEqual(300);
    expect(innocent.length).toBeGreaterThanOrEqual(200);
    const result = evaluate([...evasions, ...EVASIONS], innocent);
    expect(result.missed).toEqual([]);
    expect(result.touched).toEqual([]);
  });

  it('holds on the held-out messages it was not tuned on (docs/SECURITY.md keeps the figures)', () => {
    for (const [name, evasions, innocent] of [
      ['held-out', HELD_OUT_EVASIONS, HELD_OUT_INNOCENT],
      ['held-out 2', HELD_OUT_EVASIONS_2, HELD_OUT_INNOCENT_2],
    ] as const) {
      const result = evaluate(evasions, innocent);
      console.info(
        `contact masking, ${name}: ${evasions.length} evasions, ${innocent.length} innocent; recall ${result.recall.toFixed(3)}, precision ${result.precision.toFixed(3)}`,
      );
      expect(result.missed, name).toEqual([]);
      expect(result.touched, name).toEqual([]);
    }
  });
});

describe('contact masking before payment', () => {
  it(`hides every one of ${EVASIONS.length} ways of writing a contact`, () => {
    expect(EVASIONS.length).toBeGreaterThanOrEqual(60);
    expect(EVASIONS.map((text) => ({ text, shown: maskContacts(text) })).filter(({ shown }) => leaked(shown))).toEqual([]);
  });

  it('keeps what the person said around it', () => {
    expect(maskContacts('Call me on +254 712 345 678 tomorrow')).toBe(`Call me on ${MASKED} tomorrow`);
    expect(maskContacts('Mail jane.doe at gmail dot com please')).toBe(`Mail ${MASKED} please`);
  });

  it('leaves prices, dates, times, references and counts alone', () => {
    for (const text of [
      'KSH 12,500 for 14:00-16:00, ref NF-AB12CD, 12 people',
      'Can we do 2026-05-12 from 10:00 to 12:00?',
      'Is 12/05/2026 at 9:30 free? We are 25 people.',
      'The rate is KSh 1,500 an hour, 3 hours is 4,500.',
      'Room 204, 2nd floor, building 7',
      'I will arrive at 8h30 with one guest and two laptops',
      'Nitafika saa tatu na wageni wawili',
      'We meet at the office. See you at 10',
      'Booking NF-7K2M9Q for 3 hours',
    ]) {
      expect(maskContacts(text), text).toBe(text);
    }
  });

  it('reads a number split over one person’s consecutive messages as one number', () => {
    const shown = maskContactsAcross(['my number is 0712', '345', '678 call me']);
    expect(shown).toEqual([`my number is ${MASKED}`, MASKED, `${MASKED} call me`]);
    const words = maskContactsAcross(['sifuri saba', 'moja mbili tatu', 'nne tano sita saba nane']);
    expect(words.every((m) => m === MASKED)).toBe(true);
    // Short numbers in separate sentences stay.
    expect(maskContactsAcross(['We are 12', 'for 3 hours'])).toEqual(['We are 12', 'for 3 hours']);
  });
});
