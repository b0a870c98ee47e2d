/**
 * The site's name and the home page's words: the little every page needs (its tab title), kept
 * apart from the other pages' descriptions (pages.ts) so the home page's script carries only these.
 */
export const SITE_NAME = 'Nafasi';
export const SITE_TAGLINE = 'spaces by the hour in Kenya';
export const HOME_DESCRIPTION = 'Book meeting rooms, creative studios, event halls, coworking desks and offices by the hour across Kenya. Pay with M-Pesa.';

/** A page's full title as the tab shows it. */
export const fullTitle = (title: string) => (title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} — ${SITE_TAGLINE}`);
