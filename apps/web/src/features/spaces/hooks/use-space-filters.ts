import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@/lib/router';
import type { BrowseCategoryFilter } from '@nafasi/shared/categories';
import type { SpaceSort } from '@nafasi/shared/catalogue';
import { readSearchField as read, searchProblems } from '@nafasi/shared/search-query';

/** The catalogue filters, held in the URL so a search can be shared and reloaded. */
export interface SpaceFilters {
  q?: string;
  category?: BrowseCategoryFilter;
  minPrice?: number;
  maxPrice?: number;
  location?: string;
  /** Free on `date` from `start` to `end` (all three, or none). */
  date?: string;
  start?: string;
  end?: string;
  capacity?: number;
  /** 'projector,wifi': has every one. */
  amenities?: string;
  /** 'lat,lng' (Near me). */
  near?: string;
  /** 'minLng,minLat,maxLng,maxLat': what the map shows. */
  bbox?: string;
  sort?: SpaceSort;
}

const FILTER_KEYS = ['q', 'category', 'minPrice', 'maxPrice', 'location', 'date', 'start', 'end', 'capacity', 'amenities', 'near', 'bbox', 'sort'] as const;

/**
 * Reads filters from URL search params by the rules the API's SpaceListQuerySchema is built from
 * (search-query.ts, without zod), dropping values the API would refuse (a hand-edited URL), one by one.
 */
export function parseSpaceFilters(params: URLSearchParams): SpaceFilters {
  const filters: SpaceFilters = {};
  const q = read(params, 'q');
  if (q) filters.q = q;
  const category = read(params, 'category');
  if (category) filters.category = category;
  const minPrice = read(params, 'minPrice');
  const maxPrice = read(params, 'maxPrice');
  if (minPrice !== undefined) filters.minPrice = minPrice;
  // The API refuses a ceiling under the floor (the schema's refinement); the ceiling goes.
  if (maxPrice !== undefined && (minPrice === undefined || maxPrice >= minPrice)) filters.maxPrice = maxPrice;
  const location = read(params, 'location');
  if (location) filters.location = location;
  const capacity = read(params, 'capacity');
  if (capacity) filters.capacity = capacity;
  const amenities = read(params, 'amenities');
  if (amenities) filters.amenities = amenities.join(',');
  if (read(params, 'near')) filters.near = params.get('near') ?? undefined;
  if (read(params, 'bbox')) filters.bbox = params.get('bbox') ?? undefined;
  // The window counts whole, as the API judges it (all three, in order, not in the past), or not at all.
  const window = { date: read(params, 'date'), start: read(params, 'start'), end: read(params, 'end') };
  if (window.date && window.start && window.end && searchProblems(window).length === 0) Object.assign(filters, window);
  const sort = read(params, 'sort');
  if (sort && sort !== 'newest' && searchProblems({ q: filters.q, near: read(params, 'near'), sort }).length === 0) filters.sort = sort;
  return filters;
}

export function hasActiveFilters(filters: SpaceFilters): boolean {
  return Object.keys(filters).some((k) => k !== 'sort');
}

export function useSpaceFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseSpaceFilters(params), [params]);

  /**
   * Each filter change is one step in the browser's history, so Back undoes it (the page keeps its
   * scroll); `replace` changes the step in place (the map's box follows every drag and zoom).
   */
  const update = useCallback(
    (patch: Partial<SpaceFilters>, options: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '' || (key === 'sort' && value === 'newest')) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const key of FILTER_KEYS) next.delete(key);
      return next;
    });
  }, [setParams]);

  return { filters, update, clear };
}

/**
 * '?date=…&start=…&end=…' when the filters hold a whole window, else '': a search for a time hands
 * its window on, to the space's page and from there to the booking screen.
 */
export function windowSearch({ date, start, end }: SpaceFilters): string {
  return date && start && end ? `?${new URLSearchParams({ date, start, end }).toString()}` : '';
}
