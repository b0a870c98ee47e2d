import { formatHourlyRate } from '@nafasi/shared/money';
import { fullTitle, PAGE_META, SITE_NAME, type PageMeta } from '@nafasi/shared/pages';
import { paths } from '@nafasi/shared/paths';
import type { Space } from '@nafasi/shared/spaces';
import { escapeMarkup } from '../../lib/escape.ts';

/** What the server writes into a page's <head>, and the page's HTTP status. */
export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
  canonical?: string;
  /** Pages about one person (dashboard, admin...) are not for search engines. */
  noindex?: boolean;
  openGraph?: Record<string, string>;
  jsonLd?: object;
  /** The page's largest image, fetched before the script asks for it. */
  preloadImage?: { href: string; srcset: string; sizes: string };
}

/** JSON inside <script>: "</script>" and HTML comments cannot end it early. */
export const safeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const patterns = Object.values(paths).map((p) => ({ path: p.path, regex: new RegExp(`^${p.path.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`) }));

/** The route pattern a path belongs to (`/space/:id`), or null for a page that does not exist. */
export function matchRoute(pathname: string): string | null {
  return patterns.find((p) => p.regex.test(pathname))?.path ?? null;
}

export const NOT_FOUND_HEAD: PageHead = { status: 404, title: 'Page not found', description: 'This page does not exist on Nafasi.', noindex: true };

/** The <head> of a space's page: what a link pasted in WhatsApp shows, and what search engines read. */
export function spaceHead(space: Space, publicUrl: string): PageHead {
  const url = `${publicUrl}${paths.space.getHref(space.id)}`;
  const summary = `${formatHourlyRate(space.hourlyRate)} · ${space.location}`;
  const image = space.images[0] ? `${publicUrl}${space.images[0].url}` : undefined;
  const first = space.images[0];
  return {
    status: 200,
    title: space.title,
    description: `${summary}. ${space.description}`.slice(0, 160),
    canonical: url,
    // The same choice the page's gallery makes (space-image.tsx): the phone's 640 px photo or the desktop's 1600.
    ...(first ? { preloadImage: { href: first.url, srcset: `${first.thumbUrl} 640w, ${first.url} 1600w`, sizes: '(min-width: 1024px) 66vw, 100vw' } } : {}),
    openGraph: {
      'og:type': 'website',
      'og:site_name': SITE_NAME,
      'og:title': space.title,
      'og:description': summary,
      'og:url': url,
      ...(image ? { 'og:image': image, 'og:image:alt': space.title } : {}),
      'twitter:card': image ? 'summary_large_image' : 'summary',
      'twitter:title': space.title,
      'twitter:description': summary,
      ...(image ? { 'twitter:image': image } : {}),
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Place',
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

/** The <head> of a page that is the same for everyone (home, information pages, sign-in). */
export function staticHead(route: string, publicUrl: string): PageHead {
  const meta: PageMeta | undefined = (PAGE_META as Record<string, PageMeta>)[route];
  if (meta) return { status: 200, title: meta.title, description: meta.description, canonical: `${publicUrl}${route === '/' ? '/' : route}` };
  return { status: 200, title: '', description: PAGE_META['/'].description, noindex: true };
}

/** Writes the head into the built index.html: title, description, canonical, previews, JSON-LD. */
export function renderHead(template: string, head: PageHead): string {
  const tags = [
    head.canonical ? `<link rel="canonical" href="${escapeMarkup(head.canonical)}" />` : '',
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    head.preloadImage
      ? `<link rel="preload" as="image" href="${escapeMarkup(head.preloadImage.href)}" imagesrcset="${escapeMarkup(head.preloadImage.srcset)}" imagesizes="${escapeMarkup(head.preloadImage.sizes)}" fetchpriority="high" />`
      : '',
    ...Object.entries(head.openGraph ?? {}).map(([key, value]) =>
      key.startsWith('twitter:') ? `<meta name="${key}" content="${escapeMarkup(value)}" />` : `<meta property="${key}" content="${escapeMarkup(value)}" />`,
    ),
    head.jsonLd ? `<script type="application/ld+json">${safeJson(head.jsonLd)}</script>` : '',
  ].filter(Boolean);
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeMarkup(fullTitle(head.title))}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeMarkup(head.description)}" />`)
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}
