import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNTED_NOUNS, GLOSSARY, glossaryTable, nafasiAsSpace, usesPhrase } from './glossary.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** Every Kiswahili text a person reads that is written here: the catalogue's messages, the content pages and the blog. */
function kiswahiliTexts(): { where: string; text: string }[] {
  const messages = JSON.parse(read('packages/shared/messages/sw.json')) as Record<string, unknown>;
  const texts = Object.entries(messages)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, text]) => ({ where: `sw.json ${key}`, text }));
  const content = 'apps/web/src/content/sw';
  const pages = [
    ...readdirSync(path.join(repoRoot, content)).map((file) => `${content}/${file}`),
    'packages/shared/src/blog-sw.ts',
    'packages/shared/src/help-articles-sw.ts',
  ];
  for (const page of pages) {
    // Each string of the page (its own quotes), so a finding names the sentence.
    for (const [, text] of read(page).matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)) {
      if (text) texts.push({ where: page, text });
    }
  }
  return texts;
}

/** Messages whose "nafasi" is no space: a blank between characters (a Pay Bill account's allowed characters). */
const NAFASI_NOT_A_SPACE = new Set(['sw.json payout_account_bad_account']);

describe('the glossary', () => {
  const texts = kiswahiliTexts();

  it('reads every Kiswahili message and content page', () => {
    expect(texts.length).toBeGreaterThan(1500);
    expect(texts.some((t) => t.where.endsWith('legal.ts'))).toBe(true);
    expect(texts.some((t) => t.where.endsWith('blog-sw.ts'))).toBe(true);
  });

  it('finds no forbidden alternative for any concept in what a Kiswahili reader reads', () => {
    const found = texts.flatMap(({ where, text }) =>
      GLOSSARY.flatMap((term) =>
        (term.forbidden ?? []).filter((f) => usesPhrase(text, f.phrase)).map((f) => `${where}: "${f.phrase}" for ${term.en}: ${f.why}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('calls a space eneo: nafasi only as the product, "to book" and a held slot', () => {
    const found = texts.filter((t) => !NAFASI_NOT_A_SPACE.has(t.where)).flatMap(({ where, text }) => nafasiAsSpace(text).map((at) => `${where}: ${at}`));
    expect(found).toEqual([]);
  });

  it('tells the forbidden from the allowed', () => {
    expect(usesPhrase('Wenye nafasi lazima wawe na haki', 'wenye nafasi')).toBe(true);
    expect(usesPhrase('Wenyeji lazima wawe na haki', 'wenye nafasi')).toBe(false);
    expect(usesPhrase('Mapendo', 'mapendo')).toBe(true);
    expect(nafasiAsSpace('Weka nafasi sasa. Nafasi ni soko; andika privacy@nafasi.co.ke; nafasi iliyoshikiliwa')).toEqual([]);
    expect(nafasiAsSpace('Kila nafasi hukaguliwa')).toEqual(['Kila [nafasi] hukaguliwa']);
  });

  it('is the table docs/GLOSSARY.md shows', () => {
    expect(read('docs/GLOSSARY.md'), 'docs/GLOSSARY.md is written by npx tsx scripts/write-glossary.ts').toContain(glossaryTable());
  });

  it('counts one of a thing in the singular, noun and agreement alike', () => {
    const messages = JSON.parse(read('packages/shared/messages/sw.json')) as Record<string, unknown>;
    const wrong: string[] = [];
    let checked = 0;
    for (const [key, value] of Object.entries(messages)) {
      const one = (Array.isArray(value) ? (value[0] as { match?: Record<string, string> }).match : undefined)?.['countPlural=one'];
      if (one === undefined) continue;
      const words: string[] = one.toLowerCase().match(/\p{L}+/gu) ?? [];
      for (const noun of COUNTED_NOUNS) {
        if (!words.includes(noun.one) && !words.includes(noun.many)) continue;
        checked++;
        if (noun.many !== noun.one && words.includes(noun.many)) wrong.push(`${key}: "${one}" says ${noun.many} of one`);
        const agrees = words.find((w) => noun.manyAgrees.some((prefix) => w.startsWith(prefix)));
        if (agrees) wrong.push(`${key}: "${one}" agrees with many (${agrees})`);
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });
});
