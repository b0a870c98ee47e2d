import { ArrowRight, Clock, Headphones, List, Map as MapIcon, ShieldCheck, Smartphone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { FavoriteButton } from '@/features/profiles/components/favorite-button';
import { useCategories } from '@/features/spaces/api/get-categories';
import { useMapSettings } from '@/features/spaces/api/get-map-settings';
import { useSpaces } from '@/features/spaces/api/get-spaces';
import { FilterBar } from '@/features/spaces/components/filter-bar';
import { SearchHero } from '@/features/spaces/components/search-hero';
import { SpacesGrid } from '@/features/spaces/components/spaces-grid';
import { useLiveResults, useLiveSpaces } from '@/features/spaces/hooks/use-live-spaces';
import { useSpaceFilters, windowSearch } from '@/features/spaces/hooks/use-space-filters';
import { useDocumentTitle } from '@/lib/use-document-title';
import { m } from '@nafasi/shared/i18n';

const REASONS = [
  { icon: ShieldCheck, title: m.home_reason_verified_title, text: m.home_reason_verified_text },
  { icon: Clock, title: m.home_reason_hourly_title, text: m.home_reason_hourly_text },
  { icon: Smartphone, title: m.home_reason_mpesa_title, text: m.home_reason_mpesa_text },
  { icon: Headphones, title: m.home_reason_support_title, text: m.home_reason_support_text },
];

const SpacesMap = lazy(() => import('@/features/spaces/components/spaces-map'));

export function HomePage() {
  useDocumentTitle('', m.site_home_description());
  const { filters, update, clear } = useSpaceFilters();
  const spacesQuery = useSpaces(filters);
  const categories = useCategories(filters);
  // The map is drawn in the browser only (never server-rendered): shown beside the list on a wide screen, instead of it on a phone.
  const [mapShown, setMapShown] = useState(false);
  const mapSettings = useMapSettings(mapShown);
  useLiveSpaces();
  useLiveResults(filters.date ? spacesQuery.data?.pages.flatMap((p) => p.data.map((s) => s.id)) : undefined);

  const spaces = spacesQuery.data?.pages.flatMap((p) => p.data) ?? [];
  const firstPage = spacesQuery.data?.pages[0]?.page;
  const total = firstPage?.total ?? 0;
  const capped = Boolean(firstPage?.capped);
  // §4: a failed load leaves an empty list.
  const failed = spacesQuery.isError;

  return (
    <>
      <SearchHero filters={filters} onSearch={update} />

      <section aria-labelledby="why-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="why-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {m.home_why()}
        </h2>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <div key={title()} className="rounded-2xl border border-slate-200 bg-white p-6">
              <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title()}</h3>
              <p className="mt-1 text-sm text-slate-600">{text()}</p>
            </div>
          ))}
        </div>
      </section>

      <section id="spaces" aria-labelledby="spaces-title" className="mx-auto max-w-7xl scroll-mt-20 px-4 pb-8 sm:px-6 lg:px-8">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
          <h2 id="spaces-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {m.home_featured()}
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="spaces-count">
            {spacesQuery.isPending
              ? m.home_loading()
              : filters.date
                ? (capped ? m.home_free_then_capped : m.home_free_then)({ count: total })
                : (capped ? m.home_available_capped : m.home_available)({ count: total })}
          </p>
        </div>
        <div className="mb-6">
          <FilterBar filters={filters} categories={categories.data} onChange={update} onClear={clear} />
        </div>
        <div className="mb-4 flex justify-end">
          <Button variant="outline" size="sm" aria-pressed={mapShown} onClick={() => setMapShown((shown) => !shown)}>
            {mapShown ? <List aria-hidden /> : <MapIcon aria-hidden />} {mapShown ? m.home_hide_map() : m.home_show_map()}
          </Button>
        </div>
        <div className={mapShown ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-6' : undefined}>
          <div className={mapShown ? 'hidden lg:block' : undefined}>
            <SpacesGrid
              spaces={failed ? [] : spaces}
              loading={spacesQuery.isPending}
              onClearFilters={clear}
              highlight={filters.q}
              linkSearch={windowSearch(filters)}
              columns={mapShown ? 2 : 3}
              action={(space) => <FavoriteButton spaceId={space.id} title={space.title} />}
            />
          </div>
          {mapShown && (
            <Suspense fallback={<div className="h-[70vh] animate-pulse rounded-2xl bg-slate-100" />}>
              <SpacesMap
                spaces={spaces}
                settings={mapSettings.data}
                box={filters.bbox}
                onMove={(bbox) => update({ bbox }, { replace: true })}
                className="z-0 h-[70vh] overflow-hidden rounded-2xl border border-slate-200 lg:sticky lg:top-20"
              />
            </Suspense>
          )}
        </div>
        {spacesQuery.hasNextPage && !failed && (
          <div className="mt-8 flex justify-center">
            <Button variant="outline" size="lg" onClick={() => void spacesQuery.fetchNextPage()} disabled={spacesQuery.isFetchingNextPage}>
              {spacesQuery.isFetchingNextPage
                ? m.common_loading()
                : firstPage?.capped
                  ? m.home_load_more()
                  : m.home_load_more_count({ count: total - spaces.length })}
            </Button>
          </div>
        )}
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="flex flex-col items-start justify-between gap-6 rounded-3xl bg-slate-900 px-6 py-10 text-white sm:flex-row sm:items-center sm:px-10">
          <div>
            <h2 className="text-2xl font-bold tracking-tight">{m.home_share_title()}</h2>
            <p className="mt-2 max-w-xl text-slate-300">{m.home_share_text()}</p>
          </div>
          <ButtonLink to={paths.listSpace.getHref()} variant="accent" size="lg">
            {m.home_list_space()} <ArrowRight aria-hidden />
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
