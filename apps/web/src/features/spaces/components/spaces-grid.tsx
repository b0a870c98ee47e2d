import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Space } from '@nafasi/shared/spaces';
import { Button } from '@/components/ui/button';
import { SpaceCard, SpaceCardSkeleton } from './space-card';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function SpacesGrid({
  spaces,
  loading,
  onClearFilters,
  action,
}: {
  spaces: Space[];
  loading: boolean;
  onClearFilters: () => void;
  /** Rendered on each card's photo (the page's favourite heart). */
  action?: (space: Space) => ReactNode;
}) {
  if (loading) {
    return (
      <div className={GRID} aria-busy="true" aria-label="Loading spaces">
        {Array.from({ length: 6 }, (_, i) => (
          <SpaceCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (spaces.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <SearchX className="size-10 text-slate-400" aria-hidden />
        <h3 className="text-lg font-semibold text-slate-900">No spaces found</h3>
        <p className="max-w-sm text-sm text-slate-600">Try another search, a wider price range or a different category.</p>
        <Button variant="outline" onClick={onClearFilters}>
          Clear Filters
        </Button>
      </div>
    );
  }
  return (
    <div className={GRID}>
      {spaces.map((space, i) => (
        <SpaceCard key={space.id} space={space} eager={i < 3} action={action?.(space)} />
      ))}
    </div>
  );
}
