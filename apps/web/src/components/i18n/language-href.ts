import type { Locale } from '@nafasi/shared/i18n';

/**
 * The address that shows `next` (a path without a language prefix) in `locale`, through the server's
 * /lang route: it remembers the choice (the cookie) and sends the browser there.
 */
export const languageHref = (locale: Locale, next: string) => `/lang/${locale}?next=${encodeURIComponent(next)}`;
