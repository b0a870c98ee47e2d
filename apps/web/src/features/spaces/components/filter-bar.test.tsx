// @vitest-environment happy-dom
import { useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { amenityLabel } from '@nafasi/shared/categories';
import { m } from '@nafasi/shared/i18n';
import type { SpaceFilters } from '../hooks/use-space-filters';
import { FilterBar } from './filter-bar';

/** The search page's part: the filters live in the URL, and each change is a new search. */
function Search({ initial = {}, searched }: { initial?: SpaceFilters; searched: (patch: Partial<SpaceFilters>) => void }) {
  const [filters, setFilters] = useState<SpaceFilters>(initial);
  return (
    <FilterBar
      filters={filters}
      categories={[{ category: 'Meeting Room', count: 1200, capped: true } as never]}
      onChange={(patch) => {
        searched(patch);
        setFilters((f) => ({ ...f, ...patch }));
      }}
      onClear={() => setFilters({})}
    />
  );
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
const pause = () => act(() => vi.advanceTimersByTimeAsync(400));

describe('FilterBar', () => {
  it('searches a typed place once typing pauses, not at each keystroke, and trimmed', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const searched = vi.fn();
    render(<Search searched={searched} />);
    await user.type(screen.getByLabelText(m.filter_location()), ' Westlands ');
    expect(searched).not.toHaveBeenCalled();
    await pause();
    expect(searched.mock.calls).toEqual([[{ location: 'Westlands' }]]);
  });

  it('refuses a price range the wrong way round, and searches once it is put right', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const searched = vi.fn();
    render(<Search searched={searched} />);
    await user.type(screen.getByLabelText(m.filter_min_price()), '5000');
    await user.type(screen.getByLabelText(m.filter_max_price()), '2000');
    await pause();
    expect(screen.getByRole('alert').textContent).toBe(m.filter_price_reversed());
    expect(screen.getByLabelText(m.filter_max_price()).getAttribute('aria-invalid')).toBe('true');
    expect(searched).not.toHaveBeenCalledWith(expect.objectContaining({ maxPrice: 2000 }));
    await user.clear(screen.getByLabelText(m.filter_max_price()));
    await user.type(screen.getByLabelText(m.filter_max_price()), '8000');
    await pause();
    expect(searched).toHaveBeenLastCalledWith({ minPrice: 5000, maxPrice: 8000 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a time window whole: a date brings 09:00–11:00, and an end before the start moves after it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const searched = vi.fn();
    render(<Search searched={searched} initial={{}} />);
    expect(screen.getByLabelText(m.filter_from())).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(m.filter_date()), '2026-12-24');
    expect(searched).toHaveBeenLastCalledWith({ date: '2026-12-24', start: '09:00', end: '11:00' });
    await user.selectOptions(screen.getByLabelText(m.filter_from()), '14:00');
    expect(searched).toHaveBeenLastCalledWith({ date: '2026-12-24', start: '14:00', end: '15:00' });
  });

  it('ticks amenities at once and searches for every one ticked, in one order', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const searched = vi.fn();
    render(<Search searched={searched} />);
    await user.click(screen.getByRole('button', { name: m.filter_amenities() }));
    await user.click(screen.getByLabelText(amenityLabel('wifi')));
    await user.click(screen.getByLabelText(amenityLabel('projector')));
    expect(searched).toHaveBeenLastCalledWith({ amenities: 'projector,wifi' });
    await user.click(screen.getByLabelText(amenityLabel('wifi')));
    expect(searched).toHaveBeenLastCalledWith({ amenities: 'projector' });
    expect(screen.getByLabelText(amenityLabel('projector'))).toHaveProperty('checked', true);
  });

  it('follows the URL when the filters are cleared elsewhere', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Search searched={() => {}} initial={{ location: 'Kilimani', capacity: 8 }} />);
    expect(screen.getByLabelText(m.filter_location())).toHaveProperty('value', 'Kilimani');
    await user.click(screen.getByRole('button', { name: m.filter_clear() }));
    expect(screen.getByLabelText(m.filter_location())).toHaveProperty('value', '');
    expect(screen.getByLabelText(m.filter_guests())).toHaveProperty('value', '');
  });

  it('says so when the browser will not tell where the guest is', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (_ok: unknown, refused: (e: { code: number }) => void) => refused({ code: 1 }) },
    });
    render(<Search searched={() => {}} />);
    await user.click(screen.getByRole('button', { name: m.filter_near_me() }));
    expect(screen.getByRole('alert').textContent).toBe(m.filter_location_refused());
  });
});
