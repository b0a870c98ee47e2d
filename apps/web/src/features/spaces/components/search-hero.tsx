import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { SEARCH_TEXT_MAX } from '@nafasi/shared/search-query';
import { BROWSE_CATEGORIES, BROWSE_CATEGORY_LABELS, type BrowseCategory } from '@nafasi/shared/categories';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { useUrlBackedState } from '@/lib/use-url-backed-state';
import type { SpaceFilters } from '../hooks/use-space-filters';
import { m } from '@nafasi/shared/i18n';

/** §2 hero: free-text search and a category picker. */
export function SearchHero({ filters, onSearch }: { filters: SpaceFilters; onSearch: (patch: Partial<SpaceFilters>) => void }) {
  const [q, setQ] = useUrlBackedState(filters.q ?? '');
  const [category, setCategory] = useUrlBackedState(filters.category ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ q: q.trim() || undefined, category: (category as BrowseCategory) || undefined });
    document.getElementById('spaces')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div aria-hidden className="absolute -right-24 -top-24 size-96 rounded-full bg-sun-400/20 blur-3xl" />
      {/* Anchored to the top, not the bottom: the page streams in, and a bottom-anchored glow would move as the form arrives (a layout shift). */}
      <div aria-hidden className="absolute -left-16 top-72 size-96 rounded-full bg-brand-400/30 blur-3xl" />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-200">{m.hero_eyebrow()}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
          {m.hero_title()} <span className="text-sun-400">{m.hero_title_accent()}</span>
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">{m.hero_text()}</p>
        <form role="search" onSubmit={submit} className="mt-8 grid max-w-3xl gap-2 rounded-2xl bg-white p-2 shadow-xl sm:grid-cols-[1fr_12rem_auto]">
          <label className="relative block">
            <span className="sr-only">{m.hero_search_label()}</span>
            <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-400" aria-hidden />
            <input
              type="search"
              name="q"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              maxLength={SEARCH_TEXT_MAX}
              placeholder={m.hero_search_placeholder()}
              className="h-12 w-full rounded-xl border-0 bg-transparent pl-10 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
            />
          </label>
          <label className="block">
            <span className="sr-only">{m.filter_category()}</span>
            <NativeSelect name="category" value={category} onChange={(e) => setCategory(e.target.value)} fieldSize="lg">
              <option value="">{m.filter_all_categories()}</option>
              {BROWSE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {BROWSE_CATEGORY_LABELS[c]}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button type="submit" variant="accent" size="lg">
            <Search aria-hidden /> {m.hero_search()}
          </Button>
        </form>
      </div>
    </section>
  );
}
