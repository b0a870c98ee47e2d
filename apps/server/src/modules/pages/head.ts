import { formatHourlyRate } from '@nafasi/shared/money';
import { fullTitle, PAGE_META, SITE_NAME, type PageMeta } from '@nafasi/shared/pages';
import { paths } from '@nafasi/shared/paths';
import type { BlogPost } from '@nafasi/shared/blog';
import type { HelpArticle } from '@nafasi/shared/help-articles';
import type { ForumTopic } from '@nafasi/shared/forum';
import { inPageLanguage } from '@nafasi/shared/listing-words';
import type { Space } from '@nafasi/shared/spaces';
import { DEFAULT_LOCALE, getLocale, HTML_LANG, m, type Locale } from '@nafasi/shared/i18n';
import { escapeMarkup } from '../../lib/escape.ts';
import { OG_IMAGE, ogImageUrl } from '../../lib/images.ts';

/** What the server writes into a page's <head>, and the page's HTTP status. */
export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
  canonical?: string;
  /** The page this one is a step of, whose address is the canonical (booking a space: the space's page). */
  canonicalPath?: string;
  /** Pages about one person (dashboard, admin...) are not for search engines. */
  noindex?: boolean;
  openGraph?: Record<string, string>;
  jsonLd?: object;
  /** The page's main photo, fetched first: one copy, or a choice by width (`srcset`, `sizes`). */
  preloadImage?: { href: string; srcset?: string; sizes?: string };
  /** The same page in each language (hreflang), x-default among them. */
  alternates?: { hreflang: string; href: string }[];
}

/** JSON inside <script>: "</script>" and HTML comments cannot end it early. */
export const safeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const patterns = Object.values(paths).map((p) => ({ path: p.path, regex: new RegExp(`^${p.path.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`) }));

/** The route pattern a path belongs to (`/space/:id`), or null for a page that does not exist. */
export function matchRoute(pathname: string): string | null {
  return patterns.find((p) => p.regex.test(pathname))?.path ?? null;
}

/** The head of a page that does not exist, in the request's language. */
export const notFoundHead = (): PageHead => ({ status: 404, title: m.not_found_title(), description: m.not_found_description(), noindex: true });

/** A space in one line (rate and place), as link previews show it. */
const spaceSummary = (space: Space) => `${formatHourlyRate(space.hourlyRate)} · ${space.location}`;
/** What search engines show under a space's title: the summary and the start of its description. */
const spaceDescription = (space: Space) => `${spaceSummary(space)}. ${space.description}`.slice(0, 160);

/** A space with its title and description in the page's language (the host's Kiswahili under /sw, where written). */
function inThisLanguage(space: Space): Space {
  const words = inPageLanguage(space, getLocale());
  return { ...space, title: words.title.text, description: words.description.text };
}

/** The <head> of a space's page: what a link pasted in WhatsApp shows, and what search engines read. */
export function spaceHead(listed: Space, publicUrl: string, options: { saveData?: boolean } = {}): PageHead {
  const space = inThisLanguage(listed);
  const url = `${publicUrl}${paths.space.getHref(space.id)}`;
  const summary = spaceSummary(space);
  const first = space.images[0];
  const image = first ? `${publicUrl}${first.url}` : undefined;
  // Previews get a JPEG of known size (many apps show none for WebP); search engines the photo itself.
  const og = first ? ogImageUrl(first.url) : null;
  const preview = og ? `${publicUrl}${og}` : image;
  return {
    status: 200,
    title: space.title,
    description: spaceDescription(space),
    canonical: url,
    // The same choice the page's gallery makes (space-image.tsx): the phone's 640 px photo or the desktop's 1600.
    // Saving data, the 640 px one whatever the screen.
    ...(first
      ? {
          preloadImage: options.saveData
            ? { href: first.thumbUrl }
            : { href: first.url, srcset: `${first.thumbUrl} 640w, ${first.url} 1600w`, sizes: '(min-width: 1024px) 66vw, 100vw' },
        }
      : {}),
    openGraph: {
      'og:type': 'website',
      'og:site_name': SITE_NAME,
      'og:title': space.title,
      'og:description': summary,
      'og:url': url,
      ...(preview
        ? {
            'og:image': preview,
            ...(og ? { 'og:image:type': 'image/jpeg', 'og:image:width': String(OG_IMAGE.width), 'og:image:height': String(OG_IMAGE.height) } : {}),
            'og:image:alt': space.title,
          }
        : {}),
      'twitter:card': image ? 'summary_large_image' : 'summary',
      'twitter:title': space.title,
      'twitter:description': summary,
      ...(preview ? { 'twitter:image': preview, 'twitter:image:alt': space.title } : {}),
    },
    jsonLd: {
      '@context': 'https://schema.org',
      // A LocalBusiness is a Place (address, geo, capacity) and an Organization (it makes offers):
      // schema.org allows makesOffer on the second only.
      '@type': 'LocalBusiness',
      name: space.title,
      description: space.description,
      url,
      address: { '@type': 'PostalAddress', streetAddress: space.location, addressCountry: 'KE' },
      ...(space.latitude !== null && space.longitude !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude: space.latitude, longitude: space.longitude } }
        : {}),
      ...(image ? { image } : {}),
      maximumAttendeeCapacity: space.capacity,
      makesOffer: {
        '@type': 'Offer',
        priceCurrency: 'KES',
        price: space.hourlyRate.toFixed(2),
        priceSpecification: { '@type': 'UnitPriceSpecification', price: space.hourlyRate.toFixed(2), priceCurrency: 'KES', unitCode: 'HUR' },
      },
      // Only real reviews: a new space's default rating is no rating.
      ...(space.reviews > 0
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: space.rating, reviewCount: space.reviews, bestRating: 5, worstRating: 1 } }
        : {}),
    },
  };
}

/** The <head> of a blog post: an Article for search engines, a preview for links shared in chats. */
export function blogPostHead(post: BlogPost, publicUrl: string): PageHead {
  const url = `${publicUrl}${paths.blogPost.getHref(post.id)}`;
  return {
    status: 200,
    title: post.title,
    description: post.excerpt.slice(0, 160),
    canonical: url,
    openGraph: {
      'og:type': 'article',
      'og:site_name': SITE_NAME,
      'og:title': post.title,
      'og:description': post.excerpt,
      'og:url': url,
      'article:published_time': post.published,
      'article:section': post.category,
      'twitter:card': 'summary',
      'twitter:title': post.title,
      'twitter:description': post.excerpt,
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      datePublished: post.published,
      author: { '@type': 'Person', name: post.author },
      publisher: { '@type': 'Organization', name: SITE_NAME, url: publicUrl },
      mainEntityOfPage: url,
      articleSection: post.category,
      keywords: post.tags.join(', '),
    },
  };
}

/**
 * The <head> of a help article: the page's title and summary, and, where it has steps, a HowTo for
 * search engines (schema.org), the steps as the page shows them.
 */
export function helpArticleHead(article: HelpArticle, publicUrl: string): PageHead {
  const route = paths.helpArticle.getHref(article.slug);
  const url = `${publicUrl}${route}`;
  const steps = article.sections.flatMap((s) => s.steps ?? []);
  return {
    status: 200,
    title: article.title,
    description: article.summary,
    canonical: url,
    canonicalPath: route,
    openGraph: {
      'og:type': 'article',
      'og:site_name': SITE_NAME,
      'og:title': article.title,
      'og:description': article.summary,
      'og:url': url,
      'twitter:card': 'summary',
      'twitter:title': article.title,
      'twitter:description': article.summary,
    },
    ...(steps.length > 0 && {
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'HowTo',
        name: article.title,
        description: article.summary,
        url,
        step: steps.map((text, i) => ({ '@type': 'HowToStep', position: i + 1, text })),
      },
    }),
  };
}

/** The <head> of a forum topic: a discussion for search engines, with its replies counted. */
export function forumTopicHead(topic: ForumTopic, publicUrl: string): PageHead {
  const url = `${publicUrl}${paths.forumTopic.getHref(topic.id)}`;
  const description = topic.body.replace(/\s+/g, ' ').slice(0, 160);
  return {
    status: 200,
    title: topic.title,
    description,
    canonical: url,
    openGraph: {
      'og:type': 'article',
      'og:site_name': SITE_NAME,
      'og:title': topic.title,
      'og:description': description,
      'og:url': url,
      'twitter:card': 'summary',
      'twitter:title': topic.title,
      'twitter:description': description,
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'DiscussionForumPosting',
      headline: topic.title,
      text: topic.body,
      url,
      datePublished: topic.createdAt,
      author: { '@type': 'Person', name: topic.author.name },
      interactionStatistic: [
        { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: topic.replies },
        { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: topic.likes },
        { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ViewAction', userInteractionCount: topic.views },
      ],
      comment: topic.replyList.map((r) => ({
        '@type': 'Comment',
        text: r.body,
        datePublished: r.createdAt,
        author: { '@type': 'Person', name: r.author.name },
      })),
    },
  };
}

/**
 * The <head> of booking a space: the space and its free times are public and rendered, so the page is
 * crawlable, but its address is the space's page (the canonical, in each language): one page of the
 * space in search results, not two.
 */
export function bookingHead(listed: Space, publicUrl: string): PageHead {
  const space = inThisLanguage(listed);
  const canonicalPath = paths.space.getHref(space.id);
  return {
    status: 200,
    title: m.booking_page_title({ space: space.title }),
    description: spaceDescription(space),
    canonical: `${publicUrl}${canonicalPath}`,
    canonicalPath,
  };
}

/** The site's own link preview (the home and information pages): three of its spaces side by side. */
export const SITE_PREVIEW_PATH = '/social-preview.jpg';

/**
 * The <head> of a page that is the same for everyone (home, information pages, sign-in): its
 * canonical is the route's own ("/about/" is "/about"), and a link to it previews with the site's image.
 */
export function staticHead(route: string, publicUrl: string): PageHead {
  const meta: PageMeta | undefined = (PAGE_META as Record<string, PageMeta>)[route];
  if (!meta) return { status: 200, title: '', description: PAGE_META['/'].description, noindex: true };
  const image = `${publicUrl}${SITE_PREVIEW_PATH}`;
  const title = fullTitle(meta.title);
  return {
    status: 200,
    title: meta.title,
    description: meta.description,
    canonical: `${publicUrl}${route}`,
    canonicalPath: route,
    openGraph: {
      'og:type': 'website',
      'og:site_name': SITE_NAME,
      'og:title': title,
      'og:description': meta.description,
      'og:url': `${publicUrl}${route}`,
      'og:image': image,
      'og:image:type': 'image/jpeg',
      'og:image:width': String(OG_IMAGE.width),
      'og:image:height': String(OG_IMAGE.height),
      'og:image:alt': m.site_preview_alt(),
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      'twitter:description': meta.description,
      'twitter:image': image,
      'twitter:image:alt': m.site_preview_alt(),
    },
  };
}

/** Writes the head into the built index.html: title, description, canonical, previews, JSON-LD. */
export function renderHead(template: string, head: PageHead, locale: Locale = DEFAULT_LOCALE): string {
  const tags = [
    head.canonical ? `<link rel="canonical" href="${escapeMarkup(head.canonical)}" />` : '',
    ...(head.alternates ?? []).map((a) => `<link rel="alternate" hreflang="${escapeMarkup(a.hreflang)}" href="${escapeMarkup(a.href)}" />`),
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    head.preloadImage
      ? `<link rel="preload" as="image" href="${escapeMarkup(head.preloadImage.href)}"${head.preloadImage.srcset ? ` imagesrcset="${escapeMarkup(head.preloadImage.srcset)}" imagesizes="${escapeMarkup(head.preloadImage.sizes ?? '100vw')}"` : ''} fetchpriority="high" />`
      : '',
    ...Object.entries(head.openGraph ?? {}).map(([key, value]) =>
      key.startsWith('twitter:') ? `<meta name="${key}" content="${escapeMarkup(value)}" />` : `<meta property="${key}" content="${escapeMarkup(value)}" />`,
    ),
    head.jsonLd ? `<script type="application/ld+json">${safeJson(head.jsonLd)}</script>` : '',
  ].filter(Boolean);
  // Each replacement is a function: a replacement string is a pattern, and a person's text in it
  // ("$`" in a forum post) would copy the whole page into the head.
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${HTML_LANG[locale]}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeMarkup(fullTitle(head.title))}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeMarkup(head.description)}" />`)
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}
