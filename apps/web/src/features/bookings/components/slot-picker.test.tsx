// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Slot, SlotChoices } from '@nafasi/shared/availability';
import type { DayAvailability } from '@nafasi/shared/spaces';
import { m } from '@nafasi/shared/i18n';
import { SlotPicker } from './slot-picker';

afterEach(cleanup);

const open = (date: string): [string, DayAvailability] => [date, { date, available: true, reason: null, why: null } as unknown as DayAvailability];
const days: [string, DayAvailability][] = [
  open('2026-12-07'),
  ['2026-12-08', { date: '2026-12-08', available: false, reason: 'Blocked by the host', why: 'blocked' } as unknown as DayAvailability],
  open('2026-12-09'),
];

/** The booking screen's part: it holds the slot and offers what the space's rules allow for it. */
function Picker({ initial, offer, onChange }: { initial: Slot; offer: (slot: Slot) => Omit<SlotChoices, 'slot'>; onChange?: (patch: Partial<Slot>) => void }) {
  const [slot, setSlot] = useState(initial);
  return (
    <SlotPicker
      slot={slot}
      choices={{ slot, ...offer(slot) }}
      onChange={(patch) => {
        onChange?.(patch);
        setSlot((s) => ({ ...s, ...patch }));
      }}
      days={days}
      today="2026-12-07"
      lastDate="2027-03-07"
      booked={['12:00–13:00']}
    />
  );
}

const everyHalfHour = (from: number, to: number) =>
  Array.from({ length: (to - from) * 2 }, (_, i) => `${String(from + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
const openDay = () => ({ starts: everyHalfHour(9, 17), ends: everyHalfHour(10, 18), reason: null });

describe('SlotPicker', () => {
  it('lets a guest choose a day that cannot be booked, and says why', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Picker
        initial={{ date: '2026-12-07', startTime: '10:00', endTime: '11:00' }}
        offer={(slot) => (slot.date === '2026-12-08' ? { starts: [], ends: [], reason: 'Blocked by the host' } : openDay())}
        onChange={onChange}
      />,
    );
    const strip = screen.getByTestId('day-strip');
    const blocked = within(strip).getByRole('button', { name: /Blocked by the host/ });
    expect(blocked).toHaveProperty('title', 'Blocked by the host');
    await user.click(blocked);
    expect(onChange).toHaveBeenLastCalledWith({ date: '2026-12-08' });
    expect(blocked.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('day-reason').textContent).toBe(m.slot_choose_another_day({ reason: 'Blocked by the host' }));
  });

  it('offers only the times the rules allow, and a chosen start changes the slot', async () => {
    const user = userEvent.setup();
    render(<Picker initial={{ date: '2026-12-07', startTime: '10:00', endTime: '11:00' }} offer={openDay} />);
    const start = screen.getByLabelText<HTMLSelectElement>(m.slot_start_time());
    expect([...start.options].map((o) => o.value)).toEqual(everyHalfHour(9, 17));
    await user.selectOptions(start, '14:30');
    expect(start.value).toBe('14:30');
    expect(screen.getByTestId('booked-slots').textContent).toContain('12:00–13:00');
  });

  it('keeps the guest’s time shown, marked unavailable and not choosable, when someone takes it', () => {
    render(
      <Picker
        initial={{ date: '2026-12-07', startTime: '12:00', endTime: '13:00' }}
        offer={() => ({ starts: ['09:00', '13:00'], ends: ['10:00', '14:00'], reason: null })}
      />,
    );
    const start = screen.getByLabelText<HTMLSelectElement>(m.slot_start_time());
    const taken = [...start.options].find((o) => o.value === '12:00');
    expect(taken?.disabled).toBe(true);
    expect(taken?.textContent).toBe(`12:00 ${m.time_unavailable()}`);
    expect([...start.options].map((o) => o.value)).toEqual(['09:00', '12:00', '13:00']);
  });

  it('says there are no times, and why, on a day with none', () => {
    render(<Picker initial={{ date: '2026-12-07', startTime: '', endTime: '' }} offer={() => ({ starts: [], ends: [], reason: 'Closed on Mondays' })} />);
    const start = screen.getByLabelText<HTMLSelectElement>(m.slot_start_time());
    expect(start.disabled).toBe(true);
    expect(start.options[0]?.textContent).toBe(m.slot_no_times_because({ reason: 'Closed on Mondays' }));
  });

  it('never takes a date before today: an earlier or emptied date returns to today', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker initial={{ date: '2026-12-09', startTime: '10:00', endTime: '11:00' }} offer={openDay} onChange={onChange} />);
    const date = screen.getByLabelText<HTMLInputElement>(m.filter_date());
    expect(date.min).toBe('2026-12-07');
    await user.clear(date);
    expect(onChange).toHaveBeenLastCalledWith({ date: '2026-12-07' });
  });
});
