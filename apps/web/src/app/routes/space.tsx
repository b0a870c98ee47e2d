import { ContactHost } from '@/features/messages/components/contact-host';
import { ArrowLeft, CalendarCheck, CalendarX, Clock, Hourglass, LayoutGrid, MapPin, MessageCircle, Timer, Users, Zap, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '@/lib/router';
import { inPageLanguage } from '@nafasi/shared/listing-words';
import type { Space } from '@nafasi/shared/spaces';
import { initials, peopleCount } from '@nafasi/shared/people';
import { CANCELLATION_NOTICE_HOURS } from '@nafasi/shared/booking-policy';
import { describeLengths, describeMinutes, describeWeek } from '@nafasi/shared/schedule-words';
import { amenityLabel, BROWSE_FILTER_LABELS, categoryLabel } from '@nafasi/shared/categories';
import { MESSAGES } from '@nafasi/shared/errors';
import { formatHourlyRate } from '@nafasi/shared/money';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { FavoriteButton } from '@/features/profiles/components/favorite-button';
import { useMapSettings } from '@/features/spaces/api/get-map-settings';
import { useSpace } from '@/features/spaces/api/get-space';
import { AmenityIcon } from '@/features/spaces/components/amenity-icon';
import { Rating } from '@/features/spaces/components/rating';
import { SpaceGallery } from '@/features/spaces/components/space-gallery';
import { SpaceReviews } from '@/features/spaces/components/space-reviews';
import { useLiveSpaces } from '@/features/spaces/hooks/use-live-spaces';
import { parseSpaceFilters, windowSearch } from '@/features/spaces/hooks/use-space-filters';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOnScreen } from '@/lib/use-on-screen';
import { getLocale, m } from '@nafasi/shared/i18n';

/** One fact of the booking panel: an icon and a label, and its value at the right. */
const SpacesMap = lazy(() => import('@/features/spaces/components/spaces-map'));

function Fact({
  icon: Icon,
  label,
  testId,
  accent = false,
  children,
}: {
  icon: LucideIcon;
  label: string;
  testId?: string;
  accent?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      <dt className="inline-flex shrink-0 items-center gap-2 text-slate-600">
        <Icon className="size-4" aria-hidden /> {label}
      </dt>
      <dd className={cn('text-right font-medium', accent ? 'text-brand-800' : 'text-slate-900')} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Beside a host's words shown in English under /sw: "Kwa Kiingereza". */
function InEnglish() {
  return (
    <Badge tone="muted" data-testid="in-english">
      {m.space_in_english()}
    </Badge>
  );
}

export function SpacePage() {
  const { id = '' } = useParams();
  const { data: space, isPending, error } = useSpace(id);
  useLiveSpaces();
  const shown = space ? inPageLanguage(space, getLocale()) : undefined;
  useDocumentTitle(shown?.title.text ?? (space === null ? MESSAGES.spaceNotFound : undefined), shown?.description.text.slice(0, 160));
  const { status } = useAuth();
  const navigate = useNavigate();
  // A search for a time hands its window on to the booking screen.
  const [params] = useSearchParams();
  const bookingHref = paths.booking.getHref(id) + windowSearch(parseSpaceFilters(params));
  /** §5: booking needs an account; signed out, say so and go to sign-in, then on to the booking. */
  const requireSignIn = (event: MouseEvent) => {
    if (status === 'authenticated') return;
    event.preventDefault();
    toast.error(m.space_sign_in_to_book());
    void navigate(paths.login.getHref(), { state: { from: bookingHref } });
  };

  if (isPending) {
    return (
      <p role="status" className="mx-auto max-w-7xl px-4 py-24 text-center text-slate-600">
        {m.space_loading()}
      </p>
    );
  }

  if (error || !space) {
    const missing = space === null;
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{missing ? MESSAGES.spaceNotFound : m.space_load_failed()}</h1>
        <p className="text-slate-600">{MESSAGES.spaceNotFoundDetail}</p>
        <ButtonLink to={paths.home.getHref()} variant="outline">
          <ArrowLeft aria-hidden /> {m.space_back()}
        </ButtonLink>
      </div>
    );
  }

  const lengths = describeLengths(space.schedule);
  // The host's Kiswahili under /sw where they wrote it, else their English, said to be so.
  const words = inPageLanguage(space, getLocale());
  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-8 sm:px-6 lg:px-8 lg:pb-8">
      <Link to={paths.home.getHref()} className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900">
        <ArrowLeft className="size-4" aria-hidden /> {m.space_all()}
      </Link>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-8">
          <SpaceGallery space={space} />
          <div className="space-y-3">
            <div className="flex items-center justify-between gap-3">
              <Badge>{BROWSE_FILTER_LABELS[space.browseCategory ?? 'other']}</Badge>
              <FavoriteButton spaceId={space.id} title={space.title} className="border border-slate-200" />
            </div>
            <h1 translate="no" lang={words.title.english ? 'en' : undefined} className="text-3xl font-extrabold tracking-tight text-slate-900">
              {words.title.text}
            </h1>
            <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-slate-600">
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden /> <span translate="no">{space.location}</span>
              </span>
              {space.reviews > 0 ? <Rating rating={space.rating} reviews={space.reviews} /> : <span className="text-sm">{m.space_no_reviews()}</span>}
              <span className="inline-flex items-center gap-1">
                <Users className="size-4" aria-hidden /> {m.space_up_to({ people: peopleCount(space.capacity) })}
              </span>
            </div>
          </div>
          <section aria-labelledby="about-title">
            <h2 id="about-title" className="flex flex-wrap items-center gap-2 text-xl font-bold text-slate-900">
              {m.space_about()} {words.description.english && <InEnglish />}
            </h2>
            <p lang={words.description.english ? 'en' : ''} className="mt-2 whitespace-pre-line leading-relaxed text-slate-700">
              {words.description.text}
            </p>
          </section>
          {space.amenities.length > 0 && (
            <section aria-labelledby="amenities-title">
              <h2 id="amenities-title" className="text-xl font-bold text-slate-900">
                {m.filter_amenities()}
              </h2>
              <ul className="mt-3 grid grid-cols-2 gap-2 sm:gap-3">
                {space.amenities.map((a) => (
                  <li
                    key={a}
                    className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2.5 text-sm text-slate-800 sm:gap-3 sm:px-4 sm:py-3 sm:text-base"
                  >
                    <AmenityIcon amenity={a} className="size-5 text-brand-700" />
                    {amenityLabel(a)}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {words.houseRules.text && (
            <section aria-labelledby="rules-title">
              <h2 id="rules-title" className="flex flex-wrap items-center gap-2 text-xl font-bold text-slate-900">
                {m.space_house_rules()} {words.houseRules.english && <InEnglish />}
              </h2>
              <p lang={words.houseRules.english ? 'en' : ''} className="mt-3 whitespace-pre-line text-slate-700" data-testid="house-rules">
                {words.houseRules.text}
              </p>
            </section>
          )}
          <section aria-labelledby="host-title">
            <h2 id="host-title" className="text-xl font-bold text-slate-900">
              {m.space_your_host()}
            </h2>
            <Card className="mt-3 flex items-center gap-4 p-4">
              <span className="grid size-12 place-items-center rounded-full bg-brand-100 text-lg font-bold text-brand-800" aria-hidden>
                {initials(space.ownerName)}
              </span>
              <div>
                <p className="font-semibold text-slate-900">{space.ownerName}</p>
                <p className="text-sm text-slate-600">{m.space_host_replies()}</p>
              </div>
            </Card>
          </section>
          {space.latitude !== null && space.longitude !== null && (
            <section aria-labelledby="where-title">
              <h2 id="where-title" className="text-xl font-bold text-slate-900">
                {m.space_where()}
              </h2>
              <p translate="no" className="mt-1 text-sm text-slate-600">
                {space.location}
              </p>
              <PlaceMap space={space} />
            </section>
          )}
          <section aria-labelledby="reviews-title">
            <h2 id="reviews-title" className="mb-3 text-xl font-bold text-slate-900">
              {m.space_reviews()}
            </h2>
            <SpaceReviews spaceId={space.id} />
          </section>
        </div>

        <aside aria-label={m.space_booking()} className="lg:sticky lg:top-24 lg:self-start">
          <Card className="space-y-5 p-6">
            <p className="text-2xl font-extrabold text-slate-900">{formatHourlyRate(space.hourlyRate)}</p>
            <div className="space-y-2">
              <ButtonLink to={bookingHref} onClick={requireSignIn} size="lg" className="w-full">
                <CalendarCheck aria-hidden /> {m.space_book_now()}
              </ButtonLink>
              <ContactHost spaceId={space.id} spaceTitle={space.title} hostName={space.ownerName} ownerId={space.ownerId} />
              <ButtonLink to={paths.chatRoom.getHref(space.id)} size="lg" variant="outline" className="w-full">
                <MessageCircle aria-hidden /> {m.space_join_chat()}
              </ButtonLink>
            </div>
            <dl className="space-y-3 border-t border-slate-200 pt-4 text-sm">
              <Fact icon={Users} label={m.space_capacity()}>
                {peopleCount(space.capacity)}
              </Fact>
              <Fact icon={Clock} label={m.space_open()} testId="space-hours">
                {describeWeek(space.schedule.weeklyHours).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </Fact>
              <Fact icon={LayoutGrid} label={m.filter_category()}>
                {categoryLabel(space.category)}
              </Fact>
              <Fact icon={Zap} label={m.space_booking()} accent={space.schedule.instantBook} testId="booking-mode">
                {space.schedule.instantBook ? m.space_instant_book() : m.space_request_to_book()}
              </Fact>
              {lengths && (
                <Fact icon={Timer} label={m.space_length()} testId="booking-lengths">
                  {lengths}
                </Fact>
              )}
              {space.schedule.noticeMinutes > 0 && (
                <Fact icon={Hourglass} label={m.space_notice()} testId="booking-notice">
                  {m.space_notice_value({ length: describeMinutes(space.schedule.noticeMinutes) })}
                </Fact>
              )}
              <Fact icon={CalendarX} label={m.space_cancellation()} testId="cancellation-policy">
                {m.space_cancellation_value({ hours: CANCELLATION_NOTICE_HOURS })}
              </Fact>
            </dl>
          </Card>
        </aside>
      </div>
      {/* On phones the booking panel is far below: keep the price and Book Now within thumb's reach. */}
      <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden">
        <p className="font-extrabold text-slate-900">{formatHourlyRate(space.hourlyRate)}</p>
        <ButtonLink to={bookingHref} onClick={requireSignIn} size="lg">
          <CalendarCheck aria-hidden /> {m.space_book_now()}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * The small map of where a space is. The server leaves its place empty; the browser loads the map
 * (Leaflet, its tiles and settings) only when the place comes near the screen: on a phone it is far
 * below the first screen, and drawing it with the page blocked the phone for a while (issue 32).
 */
function PlaceMap({ space }: { space: Space }) {
  const [ref, seen] = useOnScreen<HTMLDivElement>();
  const mapSettings = useMapSettings(seen);
  const placeholder = <div className="mt-3 h-56 rounded-2xl bg-slate-100" />;
  return (
    <div ref={ref}>
      {seen ? (
        <Suspense fallback={placeholder}>
          <SpacesMap
            spaces={[space]}
            settings={mapSettings.data}
            interactive={false}
            className="z-0 mt-3 h-56 overflow-hidden rounded-2xl border border-slate-200"
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
