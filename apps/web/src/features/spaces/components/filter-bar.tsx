import { X } from 'lucide-react';
import { useEffect } from 'react';
import { BROWSE_CATEGORIES, BROWSE_CATEGORY_LABELS } from '@nafasi/shared/categories';
import { DEFAULT_MAX_PRICE, DEFAULT_MIN_PRICE, SPACE_SORTS, SPACE_SORT_LABELS, type SpaceSort } from '@nafasi/shared/catalogue';
import { SpaceListQuerySchema, type CategoryCount } from '@nafasi/shared/spaces';
import { Button } from '@/components/ui/button';
import { Input, Label, NativeSelect } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useUrlBackedState } from '@/lib/use-url-backed-state';
import { hasActiveFilters, type SpaceFilters } from '../hooks/use-space-filters';
import { maxLengthOf } from '@/lib/form';

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
  const counts = new Map(categories?.map((c) => [c.category, c.count]));

  return (
    <div className="space-y-4">
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0" role="group" aria-label="Category">
        {[undefined, ...BROWSE_CATEGORIES].map((c) => {
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
              {c ? BROWSE_CATEGORY_LABELS[c] : 'All'}
              {count !== undefined && <span className={cn('ml-1.5', active ? 'text-brand-100' : 'text-slate-500')}>{count}</span>}
            </button>
          );
        })}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(4,minmax(0,1fr))_auto] sm:items-end">
        <div className="col-span-2 space-y-1 sm:col-span-1">
          <Label htmlFor="filter-location">Location</Label>
          <Input
            id="filter-location"
            value={location}
            maxLength={maxLengthOf(SpaceListQuerySchema.shape.location)}
            onChange={(e) => setLocation(e.target.value)}
            placeholder="e.g. Westlands"
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="filter-min">Min KSH/hr</Label>
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
          <Label htmlFor="filter-max">Max KSH/hr</Label>
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
          <Label htmlFor="filter-sort">Sort by</Label>
          <NativeSelect id="filter-sort" value={filters.sort ?? 'newest'} onChange={(e) => onChange({ sort: e.target.value as SpaceSort })}>
            {SPACE_SORTS.map((s) => (
              <option key={s} value={s}>
                {SPACE_SORT_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {hasActiveFilters(filters) && (
          <Button variant="ghost" onClick={onClear} className="col-span-2 sm:col-span-1">
            <X aria-hidden /> Clear Filters
          </Button>
        )}
      </div>
      {reversed && (
        <p id="filter-price-error" role="alert" className="text-sm text-red-700">
          The maximum price must not be less than the minimum.
        </p>
      )}
    </div>
  );
}
