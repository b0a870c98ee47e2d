import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Space } from '@nafasi/shared/spaces';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SpaceCard, SpaceCardSkeleton } from './space-card';
import { m } from '@nafasi/shared/i18n';

const GRIDS = { 2: 'grid gap-6 sm:grid-cols-2', 3: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3' } as const;

export function SpacesGrid({
  spaces,
  loading,
  onClearFilters,
  action,
  highlight,
  linkSearch,
  columns = 3,
}: {
  spaces: Space[];
  loading: boolean;
  onClearFilters: () => void;
  /** Rendered on each card's photo (the page's favourite heart). */
  action?: (space: Space) => ReactNode;
  /** The search whose words the cards mark. */
  highlight?: string;
  /** Added to each card's link (a search's time window, carried to the space and its booking). */
  linkSearch?: string;
  /** At most this many across (two beside a map). */
  columns?: 2 | 3;
}) {
  const GRID = GRIDS[columns];
  if (loading) {
    return (
      <div className={GRID} aria-busy="true" aria-label={m.home_loading()}>
        {Array.from({ length: 6 }, (_, i) => (
          <SpaceCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (spaces.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={m.grid_none_title()}
        text={m.grid_none_text()}
        action={
          <Button variant="outline" onClick={onClearFilters}>
            {m.filter_clear()}
          </Button>
        }
      />
    );
  }
  return (
    <div className={GRID}>
      {spaces.map((space, i) => (
        <SpaceCard key={space.id} space={space} eager={i < 3} action={action?.(space)} highlight={highlight} linkSearch={linkSearch} />
      ))}
    </div>
  );
}
