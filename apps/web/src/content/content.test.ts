import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as community from './community';
import * as company from './company';
import * as help from './help';
import * as legal from './legal';
import * as marketing from './marketing';
import * as status from './status';
import * as swCommunity from './sw/community';
import * as swCompany from './sw/company';
import * as swHelp from './sw/help';
import * as swLegal from './sw/legal';
import * as swMarketing from './sw/marketing';
import * as swStatus from './sw/status';

/*
 * The information pages' long-form copy is written whole in each language (content/localized.ts):
 * content/<name>.ts in English and content/sw/<name>.ts in Kiswahili. Each Kiswahili module has
 * every word-holding export of the English one, of the same shape: the same keys, lists of the same
 * length, the same links and values that are not words (icons, statuses, numbers, ids). A module
 * added without its Kiswahili fails here (the list of modules still English is empty, issue 31).
 */
const STILL_ENGLISH: string[] = [];
/** Exports whose words are translated elsewhere: category ids named by the catalogues, the posts by shared/blog-sw.ts (checked in community.test.ts). */
const ELSEWHERE = ['BLOG_CATEGORIES', 'BLOG_POSTS', 'EVENT_CATEGORIES'];
const here = import.meta.dirname;
const modules = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'localized.ts')
  .map((f) => f.replace(/\.ts$/, ''));

/** The shape of a value: what must match between languages (words may differ, nothing else). */
function shape(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => shape(v));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v, k)]));
  if (typeof value === 'string') return ['icon', 'status', 'live', 'href', 'id', 'slug', 'logo', 'website', 'since'].includes(key) ? value : 'text';
  return typeof value === 'function' ? 'function' : value;
}

describe('content in both languages', () => {
  it('has a Kiswahili module for every content module but those still listed', () => {
    const kiswahili = readdirSync(path.join(here, 'sw')).map((f) => f.replace(/\.ts$/, ''));
    expect(modules.filter((name) => !kiswahili.includes(name)).sort()).toEqual(STILL_ENGLISH);
  });

  /** Each module written in both languages, English then Kiswahili. */
  const BOTH: Record<string, [Record<string, unknown>, Record<string, unknown>]> = {
    community: [community, swCommunity],
    company: [company, swCompany],
    help: [help, swHelp],
    legal: [legal, swLegal],
    marketing: [marketing, swMarketing],
    status: [status, swStatus],
  };

  it('checks every module written in both languages', () => {
    expect(Object.keys(BOTH).sort()).toEqual(modules.filter((name) => !STILL_ENGLISH.includes(name)).sort());
  });

  it.each(Object.keys(BOTH))('content/sw/%s.ts has the English module’s exports, of the same shape', (name) => {
    const [en, sw] = BOTH[name] ?? [{}, {}];
    for (const [key, value] of Object.entries(sw)) {
      expect(en, `${name}.${key}`).toHaveProperty(key);
      // Values that are not words stay the same (an icon, a status, a link).
      expect(shape(value), `${name}.${key}`).toEqual(shape(en[key]));
    }
    // Every English export holding words (capitalised, as the copy's are) is written in Kiswahili too.
    const words = Object.keys(en).filter((key) => /^[A-Z][A-Z_]+$/.test(key) && typeof en[key] === 'object' && !ELSEWHERE.includes(key));
    expect(
      words.filter((key) => !(key in sw)),
      name,
    ).toEqual([]);
  });
});

describe('the privacy page', () => {
  // What the Data Protection Act asks it to say (s. 29, 30, 48–50; docs/PRIVACY.md): each purpose's
  // lawful basis, each processor, data leaving Kenya, how long, the rights, cookies, breaches.
  it.each([
    ['en', legal.PRIVACY],
    ['sw', swLegal.PRIVACY],
  ])('names the lawful bases, processors and transfers in %s', (_, sections) => {
    const ids = sections.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['how-we-use', 'sharing', 'transfers', 'retention', 'rights', 'cookies', 'security']));
    const text = sections.flatMap((s) => s.paragraphs).join(' ');
    for (const name of ['Safaricom', 'KRA', 'OpenStreetMap', 'Google', '30(1)(b)(i)', '30(1)(b)(iii)', '30(1)(b)(vi)', '48', '72', 'odpc.go.ke'])
      expect(text).toContain(name);
  });
});
