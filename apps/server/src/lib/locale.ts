import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, preferredLocale, type Locale } from '@nafasi/shared/i18n';

/** The language cookie: a year, the whole site, sent on a link followed from elsewhere (Lax). */
export const localeCookie = (locale: Locale, secure: boolean) =>
  `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;

const LOCALE_IN_COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`);

/** The language a Cookie header remembers, if any. */
export function cookieLocale(header: string | undefined): Locale | null {
  const value = LOCALE_IN_COOKIE.exec(header ?? '')?.[1];
  return isLocale(value) ? value : null;
}

/** The language a request is in: the one chosen (the cookie), else the browser's, else English. */
export const requestLocale = (headers: IncomingHttpHeaders): Locale =>
  cookieLocale(headers.cookie) ?? preferredLocale(headers['accept-language']) ?? DEFAULT_LOCALE;
