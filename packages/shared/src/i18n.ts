import { getLocale, overwriteGetLocale, setLocale } from './paraglide/runtime.js';

/*
 * The product's languages (issue 31): English and Kiswahili, as Kenyans write them (docs/GLOSSARY.md).
 * Messages live in packages/shared/messages/<locale>.json and are compiled by Paraglide JS into one
 * typed function per message (src/paraglide, compiled by `npm run i18n` and not in git), so a page's script
 * carries only the messages it uses; the server calls the same functions with an explicit locale.
 */
export { m } from './paraglide/messages.js';
export { getLocale, overwriteGetLocale, setLocale };

export const LOCALES = ['en', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The `lang` of each language's pages (BCP 47, Kenya). */
export const HTML_LANG: Record<Locale, string> = { en: 'en-KE', sw: 'sw-KE' };
/** Where the last language a person chose is remembered. */
export const LOCALE_COOKIE = 'nafasi_lang';
/** Each language's pages live under their own prefix: English at the root, Kiswahili under /sw. */
export const LOCALE_PREFIX: Record<Locale, string> = { en: '', sw: '/sw' };

/** The language a path is in and the path without its prefix: /sw/spaces is Kiswahili's /spaces. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIX[locale];
    if (!prefix) continue;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** A path in a language: ('sw', '/spaces') is /sw/spaces; ('sw', '/') is /sw. */
export const localizedPath = (locale: Locale, path: string) => (LOCALE_PREFIX[locale] ? `${LOCALE_PREFIX[locale]}${path === '/' ? '' : path}` : path);

/**
 * The first of our languages an Accept-Language header asks for, by its weights (sw, sw-KE, en-GB...),
 * or null when it asks for none of them.
 */
export function preferredLocale(acceptLanguage: string | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const asked = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((a) => a.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return asked.map((a) => a.base).find(isLocale) ?? null;
}

/**
 * A set of messages read in the language of the moment: each plain message is read when it is used
 * (a getter), so `AUTH_MESSAGES.forbidden` answers a Kiswahili request in Kiswahili; messages with
 * values are functions already. Zod schemas take these as `{ error: () => X.y }`, read at parse time.
 */
type Plain = Record<string, () => string>;

/** A code's words from a set of labels (a status, a kind, a role), or undefined for a code the set does not know. */
export const wordsOf = (labels: Readonly<Record<string, string>>, code: string): string | undefined => (Object.hasOwn(labels, code) ? labels[code] : undefined);
type WithValues = Record<string, (...args: never[]) => string>;
export function translated<P extends Plain>(plain: P): { readonly [K in keyof P]: string };
export function translated<P extends Plain, F extends WithValues>(plain: P, withValues: F): { readonly [K in keyof P]: string } & F;
export function translated(plain: Plain, withValues?: WithValues): Record<string, unknown> {
  const messages: Record<string, unknown> = { ...withValues };
  for (const [key, read] of Object.entries(plain)) Object.defineProperty(messages, key, { get: () => read(), enumerable: true });
  return messages;
}
