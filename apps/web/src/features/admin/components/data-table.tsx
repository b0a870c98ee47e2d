import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { Page } from '@nafasi/shared/api';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SearchField } from '@/components/ui/input';
import { useDebounced } from '@/lib/use-debounced';
import { m } from '@nafasi/shared/i18n';

export interface Column<T> {
  label: string;
  /** The server's sort key for this column; columns without one do not sort. */
  sort?: string;
  className?: string;
  render: (row: T) => ReactNode;
}

export interface TableQuery {
  q: string;
  sort: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export const tableParams = (query: TableQuery) => ({ ...query, q: query.q.trim() || undefined });

/** The query state of one server-side table: search text (debounced), sort column and direction, page. */
export function useTableQuery(defaultSort: string, limit = 20) {
  const [text, setText] = useState('');
  const [state, setState] = useState<Omit<TableQuery, 'q'>>({ sort: defaultSort, order: 'desc', offset: 0, limit });
  const q = useDebounced(text);
  // A new search starts at the first page.
  useEffect(() => setState((s) => ({ ...s, offset: 0 })), [q]);
  return {
    text,
    setText,
    query: { ...state, q },
    sortBy: (sort: string) => setState((s) => ({ ...s, sort, order: s.sort === sort && s.order === 'desc' ? 'asc' : 'desc', offset: 0 })),
    goTo: (offset: number) => setState((s) => ({ ...s, offset })),
  };
}

/** A table searched, sorted and paged by the server, so it stays fast with 100,000 rows. */
export function DataTable<T extends { id: string }>({
  label,
  columns,
  rows,
  page,
  table,
  loading,
  empty,
  searchPlaceholder,
  toolbar,
}: {
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  page: Page | undefined;
  table: ReturnType<typeof useTableQuery>;
  loading: boolean;
  empty: string;
  /** Without one, the table has no search box. */
  searchPlaceholder?: string;
  toolbar?: ReactNode;
}) {
  const { query } = table;
  const total = page?.total ?? 0;
  const first = total === 0 ? 0 : query.offset + 1;
  const last = Math.min(query.offset + query.limit, total);
  return (
    <Card className="overflow-hidden">
      {(searchPlaceholder || toolbar) && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-3">
          {searchPlaceholder && (
            <SearchField
              label={m.table_search({ what: label.toLowerCase() })}
              placeholder={searchPlaceholder}
              value={table.text}
              onChange={table.setText}
              className="min-w-0 flex-1 sm:max-w-sm"
            />
          )}
          {toolbar}
        </div>
      )}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[720px] text-left text-sm" aria-busy={loading}>
          <caption className="sr-only">{label}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.label}
                  scope="col"
                  className={`px-4 py-3 font-semibold ${c.className ?? ''}`}
                  aria-sort={c.sort && query.sort === c.sort ? (query.order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {c.sort ? (
                    <button type="button" className="inline-flex cursor-pointer items-center gap-1 uppercase" onClick={() => c.sort && table.sortBy(c.sort)}>
                      {c.label}
                      {query.sort === c.sort ? (
                        query.order === 'asc' ? (
                          <ArrowUp className="size-3.5" aria-hidden />
                        ) : (
                          <ArrowDown className="size-3.5" aria-hidden />
                        )
                      ) : (
                        <ArrowUpDown className="size-3.5 opacity-40" aria-hidden />
                      )}
                    </button>
                  ) : (
                    c.label
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={loading ? 'opacity-60' : undefined}>
            {rows?.map((row) => (
              <tr key={row.id} className="border-t border-slate-100 align-middle">
                {columns.map((c) => (
                  <td key={c.label} className={`px-4 py-3 ${c.className ?? ''}`}>
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Below the table, not in a row of it: a wide table scrolls sideways on a phone, and a row's
          centred words would sit off the screen. */}
      {(!rows || rows.length === 0) && (
        <p role="status" className="px-4 py-10 text-center text-sm text-slate-600">
          {rows ? empty : m.common_loading()}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
        <span aria-live="polite">{(page?.capped ? m.table_range_more : m.table_range)({ first, last, total: total.toLocaleString('en') })}</span>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => table.goTo(Math.max(0, query.offset - query.limit))} disabled={query.offset === 0}>
            <ChevronLeft aria-hidden /> {m.table_previous()}
          </Button>
          <Button variant="outline" size="sm" onClick={() => table.goTo(query.offset + query.limit)} disabled={last >= total}>
            {m.table_next()} <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
    </Card>
  );
}
