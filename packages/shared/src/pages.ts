import { m, translated } from './i18n.ts';

export { fullTitle, SITE_NAME } from './site.ts';

/**
 * The public pages' titles and descriptions: the browser tab, search engines and link previews
 * read the same words, whether the server writes them into the page or the page sets them itself.
 */
export interface PageMeta {
  title: string;
  description: string;
}

const PAGE_WORDS = {
  '/': { title: () => '', description: m.site_home_description },
  '/login': { title: m.page_login_title, description: m.page_login_description },
  '/register': { title: m.page_register_title, description: m.page_register_description },
  '/about': { title: m.page_about_title, description: m.page_about_description },
  '/how-it-works': { title: m.page_how_it_works_title, description: m.page_how_it_works_description },
  '/pricing': { title: m.page_pricing_title, description: m.page_pricing_description },
  '/features': { title: m.page_features_title, description: m.page_features_description },
  '/security': { title: m.page_security_title, description: m.page_security_description },
  '/careers': { title: m.page_careers_title, description: m.page_careers_description },
  '/press': { title: m.page_press_title, description: m.page_press_description },
  '/contact': { title: m.page_contact_title, description: m.page_contact_description },
  '/privacy': { title: m.page_privacy_title, description: m.page_privacy_description },
  '/terms': { title: m.page_terms_title, description: m.page_terms_description },
  '/help': { title: m.page_help_title, description: m.page_help_description },
  '/status': { title: m.page_status_title, description: m.page_status_description },
  '/blog': { title: m.page_blog_title, description: m.page_blog_description },
  '/forum': { title: m.page_forum_title, description: m.page_forum_description },
  '/events': { title: m.page_events_title, description: m.page_events_description },
  '/partners': { title: m.page_partners_title, description: m.page_partners_description },
} as const satisfies Record<string, { title: () => string; description: () => string }>;

/** Each page's title and description, read in the language of the moment. */
export const PAGE_META = Object.fromEntries(Object.entries(PAGE_WORDS).map(([route, words]) => [route, translated(words)])) as {
  readonly [R in keyof typeof PAGE_WORDS]: PageMeta;
};
