// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { m } from '@nafasi/shared/i18n';
import { DataTable, tableParams, useTableQuery, type Column, type TableQuery } from './data-table';

interface Row {
  id: string;
  title: string;
  rate: number;
}
const ROWS: Row[] = Array.from({ length: 45 }, (_, i) => ({
  id: `s${i}`,
  title: i % 3 === 0 ? `Boardroom ${i}` : `Studio ${i}`,
  rate: 1000 + ((i * 37) % 45) * 100,
}));
const columns: Column<Row>[] = [
  { label: 'Title', sort: 'title', render: (r) => r.title },
  { label: 'Rate', sort: 'rate', render: (r) => String(r.rate) },
  { label: 'Id', render: (r) => r.id },
];

/** The server's side, as the admin's tables answer it: searched, sorted and paged. */
function answer(query: TableQuery, asked: (params: ReturnType<typeof tableParams>) => void) {
  const params = tableParams(query);
  asked(params);
  const found = ROWS.filter((r) => !params.q || r.title.toLowerCase().includes(params.q.toLowerCase()));
  const key = query.sort as 'title' | 'rate';
  found.sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (query.order === 'asc' ? 1 : -1));
  return { rows: found.slice(query.offset, query.offset + query.limit), page: { total: found.length, limit: query.limit, offset: query.offset } };
}

function Table({ asked }: { asked: (params: ReturnType<typeof tableParams>) => void }) {
  const table = useTableQuery('rate');
  const { rows, page } = answer(table.query, asked);
  return (
    <DataTable label="Spaces" columns={columns} rows={rows} page={page} table={table} loading={false} empty="No spaces" searchPlaceholder="Search spaces" />
  );
}

/** A table's query state held still: no search, the first page, the highest rate first. */
const still = {
  text: '',
  setText: () => {},
  query: { q: '', sort: 'rate', order: 'desc', offset: 0, limit: 20 },
  sortBy: () => {},
  goTo: () => {},
} as const;

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).queryAllByRole('row');
const firstCell = () => bodyRows()[0]?.querySelector('td')?.textContent;

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DataTable', () => {
  it('sorts by a column, newest first and then the other way, from the first page', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Table asked={() => {}} />);
    const rate = screen.getByRole('columnheader', { name: /Rate/ });
    expect(rate.getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: m.table_next() }));
    await user.click(within(screen.getByRole('columnheader', { name: /Title/ })).getByRole('button'));
    expect(screen.getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Rate/ }).getAttribute('aria-sort')).toBeNull();
    expect(firstCell()).toBe('Studio 8');
    await user.click(within(screen.getByRole('columnheader', { name: /Title/ })).getByRole('button'));
    expect(screen.getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(firstCell()).toBe('Boardroom 0');
    expect(screen.getByText(m.table_range({ first: 1, last: 20, total: '45' }))).toBeTruthy();
    // A column without a sort key is a plain heading.
    expect(within(screen.getByRole('columnheader', { name: 'Id' })).queryByRole('button')).toBeNull();
  });

  it('pages forwards and back, and cannot page past either end', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Table asked={() => {}} />);
    const previous = screen.getByRole('button', { name: m.table_previous() });
    const next = screen.getByRole('button', { name: m.table_next() });
    expect(previous).toHaveProperty('disabled', true);
    await user.click(next);
    await user.click(next);
    expect(screen.getByText(m.table_range({ first: 41, last: 45, total: '45' }))).toBeTruthy();
    expect(bodyRows()).toHaveLength(5);
    expect(next).toHaveProperty('disabled', true);
    await user.click(previous);
    expect(screen.getByText(m.table_range({ first: 21, last: 40, total: '45' }))).toBeTruthy();
  });

  it('asks the server once typing pauses, trimmed, and starts the search at its first page', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const asked = vi.fn();
    render(<Table asked={asked} />);
    await user.click(screen.getByRole('button', { name: m.table_next() }));
    asked.mockClear();
    await user.type(screen.getByRole('searchbox'), ' board ');
    // Each keystroke drew the table again, but asked with the text of before the pause.
    expect(asked.mock.calls.every(([params]) => params.q === undefined)).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(asked).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'board', offset: 0 }));
    expect(screen.getByText(m.table_range({ first: 1, last: 15, total: '15' }))).toBeTruthy();
    expect(bodyRows().every((r) => r.textContent?.startsWith('Boardroom'))).toBe(true);
  });

  it('says when a search matched more than it counted', () => {
    render(
      <DataTable
        label="Bookings"
        columns={columns}
        rows={ROWS.slice(0, 20)}
        page={{ total: 1000, limit: 20, offset: 0, capped: true }}
        table={still}
        loading={false}
        empty="None"
      />,
    );
    expect(screen.getByText(m.table_range_more({ first: 1, last: 20, total: '1,000' }))).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('says it is loading until the first answer, and what an empty answer means after', () => {
    const { rerender } = render(<DataTable label="Users" columns={columns} rows={undefined} page={undefined} table={still} loading empty="No people yet" />);
    expect(screen.getByRole('status').textContent).toBe(m.common_loading());
    rerender(
      <DataTable label="Users" columns={columns} rows={[]} page={{ total: 0, limit: 20, offset: 0 }} table={still} loading={false} empty="No people yet" />,
    );
    expect(screen.getByRole('status').textContent).toBe('No people yet');
  });
});
