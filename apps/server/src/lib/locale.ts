import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, overwriteGetLocale, preferredLocale, splitLocalePath, type Locale } from '@nafasi/shared/i18n';

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

/** The language a link asks for (`?lang=`), else the request's own. */
export const askedLocale = (asked: unknown, headers: IncomingHttpHeaders): Locale => (isLocale(asked) ? asked : requestLocale(headers));

/**
 * The language an API call is answered in: the one it asks for (the web app sends its page's
 * language as Accept-Language; so may any client), else the cookie's, else English.
 */
export const apiLocale = (headers: IncomingHttpHeaders): Locale =>
  preferredLocale(headers['accept-language']) ?? cookieLocale(headers.cookie) ?? DEFAULT_LOCALE;

/*
 * The language of the moment on the server: each request's own (several are served at once), or the
 * one a job or mail chooses for its reader with `inLocale`; English outside both. Every message
 * function (m.*) and every date and amount written with @nafasi/shared reads it.
 */
const current = new AsyncLocalStorage<Locale>();
overwriteGetLocale(() => current.getStore() ?? DEFAULT_LOCALE);

/** Runs `work` in a language: what it writes for people (messages, dates, amounts) is in that language. */
export const inLocale = <T>(locale: Locale, work: () => T): T => current.run(locale, work);

/** Every request is served in its language: an API call's asked one, a page's from its path. */
export function registerRequestLocale(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const locale = request.url.startsWith('/api/') ? apiLocale(request.headers) : splitLocalePath(request.url.split('?')[0] ?? '/').locale;
    current.run(locale, done);
  });
}
