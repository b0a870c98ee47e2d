import type { Locale } from '@nafasi/shared/i18n';

/**
 * The browser build's stand-in for Paraglide's runtime (vite.config.ts `browserLocaleRuntime`):
 * the compiled messages ask it for the language of the moment, and nothing else. In the browser a
 * page stays in one language for its whole life (the switch is a link that loads the other
 * language's page), so the language is a variable set once by main.tsx from <html lang>.
 * Paraglide's own runtime (URL, cookie and storage strategies the product does not use in the
 * browser) cost the home page several kilobytes of script; the server keeps it.
 */
let current: Locale = 'en';
let read = (): Locale => current;

/** Paraglide's compile-time locale: unset (one build serves both languages). */
export const experimentalStaticLocale: Locale | undefined = undefined;
export const getLocale = (): Locale => read();
export const overwriteGetLocale = (fn: () => Locale) => {
  read = fn;
};
export const setLocale = (locale: Locale, _options?: { reload?: boolean }) => {
  current = locale;
  read = () => current;
};
