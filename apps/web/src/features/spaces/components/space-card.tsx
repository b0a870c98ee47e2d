import { MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { amenityLabel, BROWSE_FILTER_LABELS } from '@nafasi/shared/categories';
import { highlightParts } from '@nafasi/shared/highlight';
import { CARD_AMENITIES } from '@nafasi/shared/catalogue';
import { formatHourlyRate } from '@nafasi/shared/money';
import { inPageLanguage } from '@nafasi/shared/listing-words';
import type { Space } from '@nafasi/shared/spaces';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { Rating } from './rating';
import { SpaceImage } from './space-image';
import { getLocale, m } from '@nafasi/shared/i18n';

/** §2: image, category badge, title, hourly price, first part of the location, capacity, rating,
 *  two-line description, two amenities and '+N', View Details. */
/** The words of `text` a search matched, marked. */
function Highlighted({ text, q }: { text: string; q: string | undefined }) {
  return highlightParts(text, q).map((part, i) =>
    part.match ? (
      <mark key={i} className="rounded-sm bg-sun-400/40 px-0.5 text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/**
 * `action` sits on the photo's corner (the favourite heart, given by the page); `highlight` is the
 * search whose words are marked; `linkSearch` goes on its links (a search's time window). The badge names the browse category, the words of the chips.
 */
export function SpaceCard({
  space,
  eager,
  action,
  highlight,
  linkSearch = '',
}: {
  space: Space & { distanceKm?: number };
  eager?: boolean;
  action?: ReactNode;
  highlight?: string;
  linkSearch?: string;
}) {
  const shown = space.amenities.slice(0, CARD_AMENITIES);
  const more = space.amenities.length - shown.length;
  const href = paths.space.getHref(space.id) + linkSearch;
  // The host's Kiswahili under /sw where they wrote it; the space page says when it is English.
  const words = inPageLanguage(space, getLocale());
  return (
    <Card className="group relative flex flex-col overflow-hidden transition-shadow hover:shadow-md" data-testid="space-card">
      <Link to={href} tabIndex={-1} aria-hidden className="relative block aspect-[3/2] overflow-hidden">
        <SpaceImage space={space} eager={eager} className="size-full transition-transform duration-300 group-hover:scale-[1.03]" />
        <Badge tone="light" className="absolute left-3 top-3">
          {BROWSE_FILTER_LABELS[space.browseCategory ?? 'other']}
        </Badge>
      </Link>
      {action && <div className="absolute right-3 top-3">{action}</div>}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 translate="no" className="line-clamp-2 text-base font-semibold leading-snug text-slate-900">
            <Link to={href} className="hover:text-brand-800">
              <Highlighted text={words.title.text} q={highlight} />
            </Link>
          </h3>
          <p className="shrink-0 text-right text-sm font-bold text-brand-800">{formatHourlyRate(space.hourlyRate)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-4" aria-hidden />
            <span translate="no">
              <Highlighted text={space.location.split(',')[0] ?? ''} q={highlight} />
            </span>
            {space.distanceKm !== undefined && <span className="text-slate-500">· {m.card_distance_km({ km: space.distanceKm.toLocaleString('en-KE') })}</span>}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users className="size-4" aria-hidden />
            {space.capacity} <span className="sr-only">{m.card_people()}</span>
          </span>
          {space.reviews > 0 ? <Rating rating={space.rating} /> : <span className="text-slate-500">{m.card_new()}</span>}
        </div>
        <p lang="" className="line-clamp-2 text-sm text-slate-600">
          <Highlighted text={words.description.text} q={highlight} />
        </p>
        <ul className="flex flex-wrap gap-1.5" aria-label={m.filter_amenities()}>
          {shown.map((a) => (
            <li key={a} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {amenityLabel(a)}
            </li>
          ))}
          {more > 0 && <li className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">+{more}</li>}
        </ul>
        <Link
          to={href}
          className="mt-auto inline-flex h-10 items-center justify-center rounded-lg border border-brand-700 text-sm font-semibold text-brand-800 transition-colors hover:bg-brand-700 hover:text-white"
        >
          {m.card_view_details()}
          <span className="sr-only">: {words.title.text}</span>
        </Link>
      </div>
    </Card>
  );
}

export function SpaceCardSkeleton() {
  return (
    <Card className="overflow-hidden" data-testid="space-card-skeleton">
      <Skeleton className="aspect-[3/2]" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-5 w-3/4 rounded-md" />
        <Skeleton className="h-4 w-1/2 rounded-md" />
        <Skeleton className="h-4 w-full rounded-md" />
        <Skeleton className="h-10 w-full rounded-md" />
      </div>
    </Card>
  );
}
