// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_STATUS_LABELS, type Booking } from '@nafasi/shared/bookings';
import { formatFullDate } from '@nafasi/shared/dates';
import { m } from '@nafasi/shared/i18n';
import { DEFAULT_SCHEDULE, type Block } from '@nafasi/shared/schedule';
import type { Space } from '@nafasi/shared/spaces';
import { nairobiInstant } from '@nafasi/shared/time';
import { WeekGrid } from './calendar-week-grid';

afterEach(cleanup);

// Open 08:00–18:00 on weekdays, closed at the weekend.
const weekday = [{ opensAt: '08:00', closesAt: '18:00' }];
const space = {
  id: 'space-1',
  title: 'Kilimani Boardroom',
  schedule: {
    ...DEFAULT_SCHEDULE,
    weeklyHours: { mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday, sat: [], sun: [] },
  },
} as unknown as Space;
const MONDAY = '2026-12-07';
const at = (date: string, time: string) => nairobiInstant(date, time).toISOString();
const booking = {
  id: 'b1',
  reference: 'NF-ABC123',
  userName: 'Wanjiru',
  status: 'confirmed',
  startTime: at(MONDAY, '10:00'),
  endTime: at(MONDAY, '11:00'),
} as Booking;
const block: Block = {
  id: 'k1',
  spaceId: 'space-1',
  startsAt: at('2026-12-08', '14:00'),
  endsAt: at('2026-12-08', '15:00'),
  note: '',
  importId: null,
  createdAt: at(MONDAY, '00:00'),
};
const cell = (date: string, time: string) => screen.getByRole('button', { name: new RegExp(`^${formatFullDate(date)} ${time}`) });

function grid(onPick = vi.fn()) {
  render(<WeekGrid space={space} week={MONDAY} selected={MONDAY} bookings={[booking]} blocks={[block]} onPick={onPick} />);
  return onPick;
}

describe('the host’s week grid', () => {
  it('lays bookings, blocks and closed hours on the half hours, each named for a screen reader', () => {
    grid();
    expect(cell(MONDAY, '10:30').getAttribute('aria-label')).toBe(`${formatFullDate(MONDAY)} 10:30: Wanjiru, ${BOOKING_STATUS_LABELS.confirmed}`);
    expect(cell('2026-12-08', '14:00').getAttribute('aria-label')).toBe(`${formatFullDate('2026-12-08')} 14:00: ${m.cal_blocked_lower()}`);
    expect(cell('2026-12-12', '09:00').getAttribute('aria-label')).toBe(`${formatFullDate('2026-12-12')} 09:00: ${m.schedule_closed()}`);
    expect(cell(MONDAY, '09:00').getAttribute('aria-label')).toBe(`${formatFullDate(MONDAY)} 09:00`);
    // From 06:00 (earlier than any opening) to 22:00: 32 half hours a day.
    expect(screen.getAllByRole('button', { name: new RegExp(`^${formatFullDate(MONDAY)} `) })).toHaveLength(32);
  });

  it('picks hours by dragging down a day with a mouse, in either direction', () => {
    const onPick = grid();
    fireEvent.pointerDown(cell('2026-12-09', '15:00'), { pointerType: 'mouse' });
    fireEvent.pointerEnter(cell('2026-12-09', '14:00'));
    fireEvent.pointerEnter(cell('2026-12-09', '13:00'));
    expect(cell('2026-12-09', '14:30').getAttribute('aria-pressed')).toBe('true');
    fireEvent.pointerUp(cell('2026-12-09', '13:00'), { pointerType: 'mouse' });
    expect(onPick).toHaveBeenCalledExactlyOnceWith('2026-12-09', { startTime: '13:00', endTime: '15:30' });
    expect(cell('2026-12-09', '14:30').getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps a drag to its own day when the pointer strays into another', () => {
    const onPick = grid();
    fireEvent.pointerDown(cell(MONDAY, '09:00'), { pointerType: 'mouse' });
    fireEvent.pointerEnter(cell(MONDAY, '09:30'));
    fireEvent.pointerEnter(cell('2026-12-08', '12:00'));
    fireEvent.pointerUp(cell('2026-12-08', '12:00'), { pointerType: 'mouse' });
    expect(onPick).toHaveBeenCalledExactlyOnceWith(MONDAY, { startTime: '09:00', endTime: '10:00' });
  });

  it('picks in two steps by keyboard or finger, and says where the hours start', async () => {
    const user = userEvent.setup();
    const onPick = grid();
    cell('2026-12-10', '09:00').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(m.cal_drag_from({ time: '09:00' }))).toBeTruthy();
    expect(onPick).not.toHaveBeenCalled();
    cell('2026-12-10', '11:30').focus();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledExactlyOnceWith('2026-12-10', { startTime: '09:00', endTime: '12:00' });
    expect(screen.getByText(m.cal_drag_hint())).toBeTruthy();
  });
});
