import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BROWSE_CATEGORIES, type BrowseCategory } from '@nafasi/shared/categories';
import { SPACE_SORTS, type SpaceSort } from '@nafasi/shared/catalogue';

/** The catalogue filters, held in the URL so a search can be shared and reloaded. */
export interface SpaceFilters {
  q?: string;
  category?: BrowseCategory;
  minPrice?: number;
  maxPrice?: number;
  location?: string;
  sort?: SpaceSort;
}

const FILTER_KEYS = ['q', 'category', 'minPrice', 'maxPrice', 'location', 'sort'] as const;

function readPrice(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Reads filters from URL search params, dropping values the API would refuse (a hand-edited URL). */
export function parseSpaceFilters(params: URLSearchParams): SpaceFilters {
  const filters: SpaceFilters = {};
  const q = params.get('q')?.trim();
  if (q) filters.q = q.slice(0, 200);
  const category = params.get('category');
  if (category && (BROWSE_CATEGORIES as readonly string[]).includes(category)) filters.category = category as BrowseCategory;
  const minPrice = readPrice(params.get('minPrice'));
  const maxPrice = readPrice(params.get('maxPrice'));
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined && (minPrice === undefined || maxPrice >= minPrice)) filters.maxPrice = maxPrice;
  const location = params.get('location')?.trim();
  if (location) filters.location = location.slice(0, 100);
  const sort = params.get('sort');
  if (sort && sort !== 'newest' && (SPACE_SORTS as readonly string[]).includes(sort)) filters.sort = sort as SpaceSort;
  return filters;
}

export function hasActiveFilters(filters: SpaceFilters): boolean {
  return Object.keys(filters).some((k) => k !== 'sort');
}

export function useSpaceFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseSpaceFilters(params), [params]);

  const update = useCallback(
    (patch: Partial<SpaceFilters>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '' || (key === 'sort' && value === 'newest')) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const key of FILTER_KEYS) next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setParams]);

  return { filters, update, clear };
}
