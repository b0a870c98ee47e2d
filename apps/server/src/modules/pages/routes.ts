import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PAGE_META } from '@nafasi/shared/pages';
import { paths } from '@nafasi/shared/paths';
import type { SpacesService } from '../spaces/service.ts';
import type { ForumService } from '../forum/service.ts';
import { BLOG_POSTS, blogPost } from '@nafasi/shared/blog';
import { HELP_ARTICLES, helpArticle } from '@nafasi/shared/help-articles';
import {
  blogPostHead,
  bookingHead,
  forumTopicHead,
  helpArticleHead,
  matchRoute,
  notFoundHead,
  renderHead,
  spaceHead,
  staticHead,
  type PageHead,
} from './head.ts';
import { webRenderer } from './render.ts';
import { responseCache } from '../search/index.ts';
import { fullBucket, keyedBuckets, take } from '../../lib/token-bucket.ts';
import { escapeMarkup } from '../../lib/escape.ts';
import { addressKey } from '../../lib/address-key.ts';
import { DEFAULT_LOCALE, HTML_LANG, LOCALES, isLocale, localizedPath, preferredLocale, splitLocalePath, type Locale, m } from '@nafasi/shared/i18n';
import { cookieLocale, localeCookie } from '../../lib/locale.ts';

/** A path on this site to go back to (never another site: no scheme, no //, no backslash). */
const localPath = (next: unknown) => (typeof next === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(next) && next.length <= 2000 ? next : '/');

/** Open Graph's form of each language (language_TERRITORY). */
const OG_LOCALE: Record<Locale, string> = { en: 'en_KE', sw: 'sw_KE' };

/** The head in a language: its canonical in that language, and where the page is in each (hreflang). */
function localizedHead(head: PageHead, locale: Locale, requested: string, publicUrl: string): PageHead {
  if (!head.canonical) return head;
  const pathname = head.canonicalPath ?? requested;
  const canonical = `${publicUrl}${localizedPath(locale, pathname)}`;
  return {
    ...head,
    canonical,
    // A preview says its page's address and language, and that the page is in the other one too.
    openGraph: head.openGraph && {
      ...head.openGraph,
      ...(head.openGraph['og:url'] ? { 'og:url': canonical } : {}),
      'og:locale': OG_LOCALE[locale],
      'og:locale:alternate': LOCALES.filter((l) => l !== locale)
        .map((l) => OG_LOCALE[l])
        .join(','),
    },
    alternates: [
      ...LOCALES.map((l) => ({ hreflang: HTML_LANG[l], href: `${publicUrl}${localizedPath(l, pathname)}` })),
      { hreflang: 'x-default', href: `${publicUrl}${localizedPath(DEFAULT_LOCALE, pathname)}` },
    ],
  };
}

/** Tells the browser's app the request asked to save data (lib/save-data.ts reads it). */
const markSaveData = (html: string, saveData: boolean) => (saveData ? html.replace('<html ', '<html data-save-data="on" ') : html);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ROOT = '<div id="root"></div>';
/**
 * A page the browser renders (signed-in pages, the dashboard) is an empty shell without JavaScript:
 * it says why instead of staying blank. Styled inline (the stylesheet holds only the app's classes).
 */
const withoutScriptNotice = (html: string, locale: Locale) =>
  html.replace(
    ROOT,
    () =>
      `${ROOT}<noscript><p role="note" style="max-width:40rem;margin:2rem auto;padding:0.75rem 1rem;border:1px solid #fcd34d;border-radius:0.5rem;background:#fffbeb;color:#78350f;font:0.95rem/1.5 system-ui,sans-serif">${escapeMarkup(m.nojs_page({}, { locale }))}</p></noscript>`,
  );
/**
 * The pages the server renders: the public ones, sign-in and sign-up included, and booking a space
 * (its space and free times; the booking waits for the browser's session). The other signed-in
 * pages are rendered by the browser.
 */
const RENDERED = new Set<string>([paths.space.path, paths.booking.path, paths.blogPost.path, paths.helpArticle.path, ...Object.keys(PAGE_META)]);

interface RenderedPage {
  status: number;
  html: string;
}

/**
 * What rendering costs the server, bounded: a rendered page is kept for everyone for PAGE_TTL_MS (or
 * until the catalogue changes); renders of pages not kept are at most MAX_RENDERS at once,
 * RENDERS_PER_ADDRESS per network address (people behind one carrier address share it) and
 * RENDERS_IN_ALL for this instance (a render is 5–20 ms of one core). Past any, the page goes out
 * for the browser to render, which still works: a flood of new addresses costs reads of
 * index.html, not renders.
 */
const PAGE_TTL_MS = 30_000;
const MAX_CACHED_PAGES = 1_000;
const MAX_RENDERS = 8;
const RENDERS_PER_ADDRESS = { burst: 20, perSecond: 5 };
const RENDERS_IN_ALL = { burst: 50, perSecond: 25 };

class RenderRefused extends Error {}

/**
 * The app's stylesheet written into the page instead of linked (issue 32): a phone paints the page
 * as soon as its HTML arrives, without a second request (on HTTP/1.1 a second connection) before the
 * first paint. It costs about 10 KB compressed on the first page a browser opens; later pages are the
 * app's own navigations, which fetch no HTML. Stylesheets of lazily loaded parts (the map) stay files.
 *
 * The link stays too, disabled (a disabled stylesheet is neither fetched nor applied): Vite's loader
 * names the app's stylesheet among the files a page's chunk needs and, finding no link to it, would
 * add one when the chunk loads; the browser would then fetch it and restyle the whole page with the
 * same rules (45 ms on the home page on this machine, four times that on a phone).
 */
export function inlineStylesheets(html: string, webDist: string): string {
  return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g, (_, file: string) => {
    const css = readFileSync(path.join(webDist, file), 'utf8').replaceAll('</style', '<\\/style');
    return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
}

/** A sitemap file holds at most 50,000 addresses; ours hold fewer, so each stays small. */
const SITEMAP_PAGE = 40_000;

/**
 * The web app's pages as the server answers them: the built index.html with the page's own head
 * (title, description, canonical, link previews, JSON-LD) and its real status (404 for a path that
 * is no page, or a space that is missing or not public); the sitemap and robots.txt.
 */
export async function webPages(
  app: FastifyInstance,
  deps: {
    webDist: string | null;
    render: boolean;
    spaces: SpacesService;
    forum: ForumService;
    publicUrl: string;
    onCatalogueChange(listener: () => void): void;
    onAvailabilityChange(listener: () => void): void;
    onErasure(listener: () => void): void;
  },
) {
  const template = deps.webDist ? inlineStylesheets(readFileSync(path.join(deps.webDist, 'index.html'), 'utf8'), deps.webDist) : null;
  const renderPage = deps.webDist && deps.render ? await webRenderer(app, deps.webDist) : null;
  const cache = responseCache<RenderedPage>({ ttlMs: PAGE_TTL_MS, maxEntries: MAX_CACHED_PAGES });
  deps.onCatalogueChange(() => cache.clear());
  // A page may name a person who has just deleted their account (a review on a space's page).
  deps.onErasure(() => cache.clear());
  // A search for a time ("/?date=…") and booking a space show what is free: a booking or block changes it.
  deps.onAvailabilityChange(() => cache.clearWhere((key) => key.includes('date=') || key.includes(paths.booking.getHref(''))));
  const addressBudget = keyedBuckets(RENDERS_PER_ADDRESS);
  const instanceBudget = fullBucket(RENDERS_IN_ALL);
  let rendering = 0;

  async function headFor(pathname: string, saveData = false): Promise<PageHead> {
    const route = matchRoute(pathname);
    if (!route) return notFoundHead();
    if (route === paths.space.path || route === paths.booking.path) {
      const id = pathname.split('/')[2] ?? '';
      const space = UUID.test(id) ? await deps.spaces.findPublic(id.toLowerCase()) : null;
      if (!space) return { ...notFoundHead(), title: m.space_not_found() };
      return route === paths.space.path ? spaceHead(space, deps.publicUrl, { saveData }) : bookingHead(space, deps.publicUrl);
    }
    if (route === paths.forumTopic.path) {
      const id = pathname.split('/')[2] ?? '';
      const topic = UUID.test(id) ? await deps.forum.get(id.toLowerCase()).catch(() => null) : null;
      return topic ? forumTopicHead(topic, deps.publicUrl) : { ...notFoundHead(), title: m.page_topic_not_found() };
    }
    if (route === paths.blogPost.path) {
      const post = blogPost(pathname.split('/')[2] ?? '');
      return post ? blogPostHead(post, deps.publicUrl) : notFoundHead();
    }
    if (route === paths.helpArticle.path) {
      const article = helpArticle(pathname.split('/')[2] ?? '');
      return article ? helpArticleHead(article, deps.publicUrl) : notFoundHead();
    }
    return staticHead(route, deps.publicUrl);
  }

  return {
    /**
     * Answers a GET for a page of the web app (app.ts routes every other GET here): public pages
     * rendered with their content (kept briefly for everyone), the others for the browser to render.
     */
    async page(url: string, reply: FastifyReply) {
      if (!template) throw new Error('the web app is not built');
      const target = new URL(url, 'http://nafasi.invalid');
      // The language is the path's (/sw/...). A page without one goes where the person's language
      // is: the one they chose last (the cookie), else on a first visit the one their browser asks for.
      const { locale, path: pathname } = splitLocalePath(target.pathname);
      const remembered = cookieLocale(reply.request.headers.cookie);
      // Save-Data (the browser's data saver): photos as their 640 px copy, told to the browser's app on <html>.
      const saveData =
        String(reply.request.headers['save-data'] ?? '')
          .trim()
          .toLowerCase() === 'on';
      reply.header('vary', 'Accept-Language, Cookie, Save-Data');
      if (locale === DEFAULT_LOCALE) {
        const wanted = remembered ?? preferredLocale(reply.request.headers['accept-language']);
        if (wanted && wanted !== DEFAULT_LOCALE) return reply.redirect(`${localizedPath(wanted, pathname)}${target.search}`, 302);
      }
      if (remembered !== locale) reply.header('set-cookie', localeCookie(locale, deps.publicUrl.startsWith('https:')));
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      const route = matchRoute(pathname);
      if (renderPage && (route === null || RENDERED.has(route))) {
        try {
          const { value: page } = await cache.get(`${saveData ? 'save-data:' : ''}${target.pathname}${target.search}`, async () => {
            if (rendering >= MAX_RENDERS || !addressBudget(addressKey(reply.request.ip)) || !take(instanceBudget, RENDERS_IN_ALL)) throw new RenderRefused();
            rendering++;
            try {
              const head = localizedHead(await headFor(pathname, saveData), locale, pathname, deps.publicUrl);
              const html = markSaveData(renderHead(template, head, locale), saveData);
              const root = html.indexOf(ROOT);
              return {
                status: head.status,
                html: await renderPage(
                  target,
                  locale,
                  { before: html.slice(0, root + ROOT.length - '</div>'.length), after: html.slice(root + ROOT.length) },
                  { saveData },
                ),
              };
            } finally {
              rendering--;
            }
          });
          return reply.status(page.status).send(page.html);
        } catch (error) {
          // The browser can still render the page: send it the empty shell.
          if (!(error instanceof RenderRefused)) reply.log.error({ err: error, url: target.pathname }, 'page render failed; sent for the browser to render');
        }
      }
      const head = localizedHead(await headFor(pathname, saveData), locale, pathname, deps.publicUrl);
      return reply.status(head.status).send(withoutScriptNotice(markSaveData(renderHead(template, head, locale), saveData), locale));
    },

    routes() {
      // The language switch (header, footer, menu): remembers the choice and goes to the same page in
      // that language. A plain link, so it works without JavaScript.
      app.get<{ Params: { locale: string }; Querystring: { next?: string } }>('/lang/:locale', (req, reply) => {
        const locale = isLocale(req.params.locale) ? req.params.locale : DEFAULT_LOCALE;
        const next = new URL(localPath(req.query.next), 'http://nafasi.invalid');
        // The path as resolved ("/.//evil.example" resolves to "//evil.example", which a browser
        // reads as another site): leading slashes are one, so the answer stays on this site.
        const pathname = `/${next.pathname.replace(/^[/\\]+/, '')}`;
        return reply
          .header('set-cookie', localeCookie(locale, deps.publicUrl.startsWith('https:')))
          .header('cache-control', 'no-store')
          .redirect(`${localizedPath(locale, splitLocalePath(pathname).path)}${next.search}`, 303);
      });

      app.get('/robots.txt', (_req, reply) =>
        reply
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(
            `User-agent: *\nDisallow: /api/\nDisallow: /dashboard\nDisallow: /admin\nDisallow: /profile\nDisallow: /chat-room/\nSitemap: ${deps.publicUrl}/sitemap.xml\n`,
          ),
      );

      // The index: the information pages, then the public spaces in files of SITEMAP_PAGE each.
      app.get('/sitemap.xml', async (_req, reply) => {
        const files = Math.max(1, Math.ceil((await deps.spaces.publicCount()) / SITEMAP_PAGE));
        const entries = ['pages', ...Array.from({ length: files }, (_, i) => `spaces-${i + 1}`)].map(
          (name) => `  <sitemap><loc>${escapeMarkup(`${deps.publicUrl}/sitemaps/${name}.xml`)}</loc></sitemap>`,
        );
        return reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', 'public, max-age=600')
          .send(
            `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`,
          );
      });

      app.get<{ Params: { name: string } }>('/sitemaps/:name', async (req, reply) => {
        const match = /^(pages|spaces-(\d{1,4}))\.xml$/.exec(req.params.name);
        if (!match) return reply.status(404).type('text/plain').send('Not found');
        let urls: { loc: string; lastmod?: string }[];
        if (match[1] === 'pages') {
          urls = [
            ...Object.keys(PAGE_META).map((route) => ({ loc: `${deps.publicUrl}${route}` })),
            ...BLOG_POSTS.map((post) => ({ loc: `${deps.publicUrl}${paths.blogPost.getHref(post.id)}`, lastmod: post.published })),
            ...HELP_ARTICLES.map((article) => ({ loc: `${deps.publicUrl}${paths.helpArticle.getHref(article.slug)}` })),
            ...(await deps.forum.sitemap()).map((t) => ({
              loc: `${deps.publicUrl}${paths.forumTopic.getHref(t.id)}`,
              lastmod: t.lastActivityAt.toISOString(),
            })),
          ];
        } else {
          const rows = await deps.spaces.publicIds((Number(match[2]) - 1) * SITEMAP_PAGE, SITEMAP_PAGE);
          urls = rows.map((r) => ({ loc: `${deps.publicUrl}${paths.space.getHref(r.id)}`, lastmod: r.updatedAt.toISOString() }));
        }
        // Each page in every language, each naming the others (hreflang alternates).
        const inLocale = (loc: string, l: Locale) => `${deps.publicUrl}${localizedPath(l, loc.slice(deps.publicUrl.length) || '/')}`;
        const body = urls
          .flatMap((u) =>
            LOCALES.map((l) => {
              const alternates = LOCALES.map((a) => `<xhtml:link rel="alternate" hreflang="${HTML_LANG[a]}" href="${escapeMarkup(inLocale(u.loc, a))}"/>`).join(
                '',
              );
              return `  <url><loc>${escapeMarkup(inLocale(u.loc, l))}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}${alternates}</url>`;
            }),
          )
          .join('\n');
        return reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', 'public, max-age=600')
          .send(
            `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`,
          );
      });
    },
  };
}
