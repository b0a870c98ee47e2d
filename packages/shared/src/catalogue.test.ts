import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './i18n.ts';

/*
 * The message catalogues (packages/shared/messages): every key in every language, each used by the
 * code, and the compiled functions (src/paraglide) made from these catalogues as they are now.
 */
const shared = path.resolve(import.meta.dirname, '..');
const root = path.resolve(shared, '../..');
const catalogue = (locale: string) => {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(path.join(shared, 'messages', `${locale}.json`), 'utf8')) as Record<string, unknown>;
  return messages;
};
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (['node_modules', 'dist', 'dist-server', 'paraglide'].includes(name)) return [];
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });

describe('the message catalogues', () => {
  it('have every key in every language, none empty', () => {
    const keys = Object.keys(catalogue('en')).sort();
    for (const locale of LOCALES) {
      const messages = catalogue(locale);
      expect(Object.keys(messages).sort(), locale).toEqual(keys);
      for (const [key, text] of Object.entries(messages)) expect(typeof text === 'string' ? text.trim() : text, `${locale}.${key}`).toBeTruthy();
    }
  });

  it('hold no key the code does not use', () => {
    const code = [...sources(path.join(root, 'apps/web/src')), ...sources(path.join(root, 'apps/server/src')), ...sources(path.join(shared, 'src'))]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // Every m.<key> the code names, read in one pass (a search per key took seconds on a busy machine).
    const used = new Set([...code.matchAll(/\bm\.(\w+)/g)].map((match) => match[1]));
    const unused = Object.keys(catalogue('en')).filter((key) => !used.has(key));
    expect(unused).toEqual([]);
  });

  it('are compiled as they are now (npm run i18n, run by build, test and the rest)', async () => {
    // The output is not in git (docs/decisions/0001-generated-code-out-of-git.md): it carries the hash
    // of the inputs it was made from, and a catalogue changed since is a stale compile.
    const { inputsDigest, STAMP } = (await import(path.join(root, 'scripts/i18n.mjs'))) as { inputsDigest: () => string; STAMP: string };
    expect(readFileSync(STAMP, 'utf8'), 'run npm run i18n').toBe(inputsDigest());
  });
});
