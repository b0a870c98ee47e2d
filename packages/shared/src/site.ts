import { m } from './i18n.ts';

/**
 * The site's name and the home page's words: the little every page needs (its tab title), kept
 * apart from the other pages' descriptions (pages.ts) so the home page's script carries only these.
 */
export const SITE_NAME = 'Nafasi';

/** A page's full title as the tab shows it, in the language of the moment. */
export const fullTitle = (title: string) => (title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} — ${m.site_tagline()}`);
