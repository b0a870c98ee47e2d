import { LocateFixed, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DAY_HALF_HOURS } from '@nafasi/shared/time';
import { AMENITIES, amenityLabel, BROWSE_CATEGORY_FILTERS, BROWSE_FILTER_LABELS } from '@nafasi/shared/categories';
import { DEFAULT_MAX_PRICE, DEFAULT_MIN_PRICE, SPACE_SORTS, SPACE_SORT_LABELS, type SpaceSort } from '@nafasi/shared/catalogue';
import { nairobiDate, timeToMinutes } from '@nafasi/shared/time';
import { TimeOptions } from '@/components/time-options';
import type { CategoryCount } from '@nafasi/shared/spaces';
import { SEARCH_LOCATION_MAX } from '@nafasi/shared/search-query';
import { Button } from '@/components/ui/button';
import { DateInput, Input, Label, NativeSelect } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useUrlBackedState } from '@/lib/use-url-backed-state';
import { hasActiveFilters, type SpaceFilters } from '../hooks/use-space-filters';
import { m } from '@nafasi/shared/i18n';

/** Applies typed text once the user pauses, so each keystroke is not a request. */
function useDebounced<T>(value: T, apply: (value: T) => void, ms = 350) {
  useEffect(() => {
    const timer = setTimeout(() => apply(value), ms);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apply is recreated by the parent on every render
  }, [value, ms]);
}

function priceOrUndefined(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

export function FilterBar({
  filters,
  categories,
  onChange,
  onClear,
}: {
  filters: SpaceFilters;
  categories: CategoryCount[] | undefined;
  onChange: (patch: Partial<SpaceFilters>) => void;
  onClear: () => void;
}) {
  const [location, setLocation] = useUrlBackedState(filters.location ?? '');
  const [minPrice, setMinPrice] = useUrlBackedState(filters.minPrice?.toString() ?? '');
  const [maxPrice, setMaxPrice] = useUrlBackedState(filters.maxPrice?.toString() ?? '');

  useDebounced(location, (v) => v.trim() !== (filters.location ?? '') && onChange({ location: v.trim() || undefined }));
  useDebounced(`${minPrice}|${maxPrice}`, () => {
    const min = priceOrUndefined(minPrice);
    const max = priceOrUndefined(maxPrice);
    if (min !== undefined && max !== undefined && max < min) return;
    if (min !== filters.minPrice || max !== filters.maxPrice) onChange({ minPrice: min, maxPrice: max });
  });
  const reversed = (priceOrUndefined(maxPrice) ?? Infinity) < (priceOrUndefined(minPrice) ?? 0);
  const counts = new Map(categories?.map((c) => [c.category, c.capped ? `${c.count.toLocaleString('en-KE')}+` : String(c.count)]));
  const [capacity, setCapacity] = useUrlBackedState(filters.capacity?.toString() ?? '');
  useDebounced(capacity, (v) => {
    const n = Number(v);
    const next = v.trim() !== '' && Number.isInteger(n) && n >= 1 ? n : undefined;
    if (next !== filters.capacity) onChange({ capacity: next });
  });
  // Held locally too, so a box ticks at once while the URL's navigation runs as a transition.
  const [amenityList, setAmenityList] = useUrlBackedState(filters.amenities ?? '');
  const amenities = amenityList ? amenityList.split(',') : [];
  const [moreOpen, setMoreOpen] = useState(amenities.length > 0);
  const toggleAmenity = (a: string) => {
    const next = (amenities.includes(a) ? amenities.filter((x) => x !== a) : [...amenities, a]).sort().join(',');
    setAmenityList(next);
    onChange({ amenities: next || undefined });
  };
  // A date picks a time too (09:00–11:00 until changed); the window is sent whole or not at all.
  const setWindow = (patch: { date?: string; start?: string; end?: string }) => {
    const next = { date: filters.date, start: filters.start ?? '09:00', end: filters.end ?? '11:00', ...patch };
    if (!next.date) return onChange({ date: undefined, start: undefined, end: undefined });
    if (timeToMinutes(next.end) <= timeToMinutes(next.start)) next.end = DAY_HALF_HOURS[DAY_HALF_HOURS.indexOf(next.start) + 2] ?? '24:00';
    onChange(next);
  };
  const [locating, setLocating] = useState<'idle' | 'busy' | 'refused'>('idle');
  const nearMe = () => {
    if (filters.near) return onChange({ near: undefined, sort: filters.sort === 'distance' ? undefined : filters.sort });
    if (!('geolocation' in navigator)) return setLocating('refused');
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        onChange({ near: `${position.coords.latitude.toFixed(4)},${position.coords.longitude.toFixed(4)}`, sort: 'distance' });
      },
      () => setLocating('refused'),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };
  const sorts = SPACE_SORTS.filter((s) => (s !== 'relevance' || filters.q) && (s !== 'distance' || filters.near));

  return (
    <div className="space-y-4">
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0" role="group" aria-label={m.filter_category()}>
        {[undefined, ...BROWSE_CATEGORY_FILTERS].map((c) => {
          const active = filters.category === c;
          const count = c ? counts.get(c) : undefined;
          return (
            <button
              key={c ?? 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => onChange({ category: c })}
              className={cn(
                'shrink-0 cursor-pointer rounded-full border px-4 py-2 text-sm font-medium transition-colors',
                active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600',
              )}
            >
              {c ? BROWSE_FILTER_LABELS[c] : m.filter_all()}
              {count !== undefined && <span className={cn('ml-1.5', active ? 'text-brand-100' : 'text-slate-500')}>{count}</span>}
            </button>
          );
        })}
      </div>
      <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:items-end">
        <legend className="sr-only">{m.filter_when_legend()}</legend>
        <div className="col-span-2 space-y-1 sm:col-span-1">
          <Label htmlFor="filter-date">{m.filter_date()}</Label>
          <DateInput id="filter-date" min={nairobiDate()} value={filters.date ?? ''} onChange={(e) => setWindow({ date: e.target.value || undefined })} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="filter-start">{m.filter_from()}</Label>
          <NativeSelect id="filter-start" value={filters.start ?? '09:00'} disabled={!filters.date} onChange={(e) => setWindow({ start: e.target.value })}>
            <TimeOptions times={DAY_HALF_HOURS.slice(0, -1)} />
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="filter-end">{m.filter_to()}</Label>
          <NativeSelect id="filter-end" value={filters.end ?? '11:00'} disabled={!filters.date} onChange={(e) => setWindow({ end: e.target.value })}>
            <TimeOptions times={DAY_HALF_HOURS.slice(1)} unavailable={(t) => timeToMinutes(t) <= timeToMinutes(filters.start ?? '09:00')} />
          </NativeSelect>
        </div>
        <div className="col-span-2 space-y-1 sm:col-span-1">
          <Label htmlFor="filter-capacity">{m.filter_guests()}</Label>
          <Input
            id="filter-capacity"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={capacity}
            placeholder={m.filter_any()}
            onChange={(e) => setCapacity(e.target.value)}
          />
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(4,minmax(0,1fr))_auto] sm:items-end">
        <div className="col-span-2 space-y-1 sm:col-span-1">
          <Label htmlFor="filter-location">{m.filter_location()}</Label>
          <Input
            id="filter-location"
            value={location}
            maxLength={SEARCH_LOCATION_MAX}
            onChange={(e) => setLocation(e.target.value)}
            placeholder={m.filter_location_placeholder()}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="filter-min">{m.filter_min_price()}</Label>
          <Input
            id="filter-min"
            type="number"
            inputMode="numeric"
            min={0}
            step={100}
            value={minPrice}
            placeholder={String(DEFAULT_MIN_PRICE)}
            onChange={(e) => setMinPrice(e.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="filter-max">{m.filter_max_price()}</Label>
          <Input
            id="filter-max"
            type="number"
            inputMode="numeric"
            min={0}
            step={100}
            value={maxPrice}
            placeholder={DEFAULT_MAX_PRICE.toLocaleString('en-KE')}
            aria-invalid={reversed}
            aria-describedby={reversed ? 'filter-price-error' : undefined}
            onChange={(e) => setMaxPrice(e.target.value)}
          />
        </div>
        <div className="col-span-2 space-y-1 sm:col-span-1">
          <Label htmlFor="filter-sort">{m.filter_sort()}</Label>
          <NativeSelect
            id="filter-sort"
            value={filters.sort ?? (filters.q ? 'relevance' : 'newest')}
            onChange={(e) => onChange({ sort: e.target.value as SpaceSort })}
          >
            {sorts.map((s) => (
              <option key={s} value={s}>
                {SPACE_SORT_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {hasActiveFilters(filters) && (
          <Button variant="ghost" onClick={onClear} className="col-span-2 sm:col-span-1">
            <X aria-hidden /> {m.filter_clear()}
          </Button>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" aria-expanded={moreOpen} aria-controls="filter-amenities" onClick={() => setMoreOpen((o) => !o)}>
          <SlidersHorizontal aria-hidden /> {m.filter_amenities()}
          {amenities.length > 0 && ` (${amenities.length})`}
        </Button>
        <Button variant={filters.near ? 'default' : 'outline'} size="sm" aria-pressed={Boolean(filters.near)} onClick={nearMe} disabled={locating === 'busy'}>
          <LocateFixed aria-hidden /> {locating === 'busy' ? m.filter_finding_you() : m.filter_near_me()}
        </Button>
        {filters.bbox && (
          <Button variant="outline" size="sm" onClick={() => onChange({ bbox: undefined })}>
            <X aria-hidden /> {m.filter_map_area()}
          </Button>
        )}
        {locating === 'refused' && !filters.near && (
          <p role="alert" className="self-center text-sm text-slate-600">
            {m.filter_location_refused()}
          </p>
        )}
      </div>
      {moreOpen && (
        <fieldset id="filter-amenities" className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4">
          <legend className="px-1 text-sm font-medium text-slate-700">{m.filter_has_all()}</legend>
          {AMENITIES.map((a) => (
            <label key={a} className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" className="size-4 accent-brand-700" checked={amenities.includes(a)} onChange={() => toggleAmenity(a)} />
              {amenityLabel(a)}
            </label>
          ))}
        </fieldset>
      )}
      {reversed && (
        <p id="filter-price-error" role="alert" className="text-sm text-red-700">
          {m.filter_price_reversed()}
        </p>
      )}
    </div>
  );
}
