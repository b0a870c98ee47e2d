import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as help from './help';
import * as marketing from './marketing';
import * as status from './status';
import * as swHelp from './sw/help';
import * as swMarketing from './sw/marketing';
import * as swStatus from './sw/status';

/*
 * The information pages' long-form copy is written whole in each language (content/localized.ts):
 * content/<name>.ts in English and content/sw/<name>.ts in Kiswahili. Each Kiswahili module has
 * every export of the English one, of the same shape: the same keys, lists of the same length, the
 * same links and values that are not words (icons, statuses, numbers). The modules not written in
 * Kiswahili yet are named here, so the list can only shrink (issue 31).
 */
const STILL_ENGLISH = ['community', 'company', 'legal'];
const here = import.meta.dirname;
const modules = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'localized.ts')
  .map((f) => f.replace(/\.ts$/, ''));

/** The shape of a value: what must match between languages (words may differ, nothing else). */
function shape(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => shape(v));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v, k)]));
  if (typeof value === 'string') return ['icon', 'status', 'live', 'href', 'id', 'slug'].includes(key) ? value : 'text';
  return typeof value === 'function' ? 'function' : value;
}

describe('content in both languages', () => {
  it('has a Kiswahili module for every content module but those still listed', () => {
    const kiswahili = readdirSync(path.join(here, 'sw')).map((f) => f.replace(/\.ts$/, ''));
    expect(modules.filter((name) => !kiswahili.includes(name)).sort()).toEqual(STILL_ENGLISH);
  });

  /** Each module written in both languages, English then Kiswahili. */
  const BOTH: Record<string, [Record<string, unknown>, Record<string, unknown>]> = {
    help: [help, swHelp],
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
  });
});
