import { Fragment, useRef, useState } from 'react';
import { BOOKING_STATUS_LABELS, type Booking } from '@nafasi/shared/bookings';
import { formatFullDate } from '@nafasi/shared/dates';
import { WEEKDAY_SHORT, weekdayOf, type Block } from '@nafasi/shared/schedule';
import type { Space } from '@nafasi/shared/spaces';
import { addDays, minutesToTime, nairobiInstant, timeToMinutes } from '@nafasi/shared/time';
import { cn } from '@/lib/cn';
import { m } from '@nafasi/shared/i18n';

/**
 * A week of one space by the half hour: bookings, requests and blocks laid on the hours, closed
 * hours shaded. Dragging down a day (or clicking, then shift-clicking) picks hours to block.
 */
export function WeekGrid({
  space,
  week,
  selected,
  bookings,
  blocks,
  onPick,
}: {
  space: Space;
  week: string;
  selected: string;
  bookings: Booking[];
  blocks: Block[];
  onPick: (date: string, range: { startTime: string; endTime: string }) => void;
}) {
  // The pick in progress, read by the handlers from a ref: pointer events can arrive faster than
  // React renders, and a handler closed over an older render would lose the pick's last move.
  const [drag, setDragState] = useState<{ date: string; from: number; to: number } | null>(null);
  const dragRef = useRef(drag);
  const setDrag = (next: typeof drag) => {
    dragRef.current = next;
    setDragState(next);
  };
  const pointer = useRef('keyboard');
  const days = Array.from({ length: 7 }, (_, i) => addDays(week, i));
  const ranges = days.flatMap((d) => space.schedule.weeklyHours[weekdayOf(d)]);
  // From the earliest opening to the latest closing of the week (06:00–22:00 when closed all week).
  const firstMinute = Math.min(6 * 60, ...ranges.map((r) => timeToMinutes(r.opensAt)));
  const lastMinute = Math.max(22 * 60, ...ranges.map((r) => timeToMinutes(r.closesAt)));
  const marks = Array.from({ length: (lastMinute - firstMinute) / 30 }, (_, i) => firstMinute + i * 30);
  const at = (date: string, minute: number) => nairobiInstant(date, minutesToTime(minute)).getTime();
  const finish = (pick = dragRef.current) => {
    if (!pick) return;
    const [a, b] = [Math.min(pick.from, pick.to), Math.max(pick.from, pick.to)];
    onPick(pick.date, { startTime: minutesToTime(a), endTime: minutesToTime(b + 30) });
    setDrag(null);
  };
  return (
    <div className="overflow-x-auto" onPointerLeave={() => pointer.current === 'mouse' && finish()}>
      <div
        className="grid min-w-[36rem] grid-cols-[3rem_repeat(7,minmax(0,1fr))] text-xs"
        role="group"
        aria-label={m.cal_week_of_space({ space: space.title })}
      >
        <span />
        {days.map((d) => (
          <span key={d} className={cn('pb-1 text-center font-medium', d === selected ? 'text-brand-700' : 'text-slate-600')}>
            {WEEKDAY_SHORT[weekdayOf(d)]} {Number(d.slice(8))}
          </span>
        ))}
        {marks.map((mark) => (
          <Fragment key={mark}>
            <span className="pr-1 text-right leading-5 text-slate-500">{mark % 60 === 0 ? minutesToTime(mark) : ''}</span>
            {days.map((d) => {
              const [start, end] = [at(d, mark), at(d, mark + 30)];
              const booking = bookings.find((b) => Date.parse(b.startTime) < end && Date.parse(b.endTime) > start);
              const blocked = blocks.some((b) => Date.parse(b.startsAt) < end && Date.parse(b.endsAt) > start);
              const open = space.schedule.weeklyHours[weekdayOf(d)].some((r) => timeToMinutes(r.opensAt) <= mark && mark + 30 <= timeToMinutes(r.closesAt));
              const picking = drag?.date === d && mark >= Math.min(drag.from, drag.to) && mark <= Math.max(drag.from, drag.to);
              return (
                <button
                  key={d}
                  type="button"
                  aria-pressed={picking}
                  aria-label={`${formatFullDate(d)} ${minutesToTime(mark)}${booking ? `: ${booking.userName}, ${BOOKING_STATUS_LABELS[booking.status]}` : blocked ? `: ${m.cal_blocked_lower()}` : open ? '' : `: ${m.schedule_closed()}`}`}
                  title={booking ? `${booking.reference} · ${booking.userName}` : undefined}
                  className={cn(
                    'h-5 border-b border-l border-slate-100',
                    mark % 60 === 0 && 'border-t-slate-200',
                    !open && 'bg-slate-100',
                    blocked && 'bg-slate-300',
                    booking && (booking.status === 'requested' ? 'bg-sky-400' : booking.status === 'pending' ? 'bg-amber-400' : 'bg-emerald-500'),
                    picking && 'bg-brand-200 ring-1 ring-inset ring-brand-600',
                  )}
                  onPointerDown={(e) => {
                    pointer.current = e.pointerType;
                    if (e.pointerType !== 'mouse') return;
                    e.preventDefault();
                    setDrag({ date: d, from: mark, to: mark });
                  }}
                  onPointerEnter={() => {
                    const pick = dragRef.current;
                    if (pointer.current === 'mouse' && pick?.date === d) setDrag({ ...pick, to: mark });
                  }}
                  onPointerUp={() => {
                    const pick = dragRef.current;
                    if (pointer.current === 'mouse') finish(pick?.date === d ? { ...pick, to: mark } : pick);
                  }}
                  onKeyDown={() => (pointer.current = 'keyboard')}
                  onClick={() => {
                    // A finger or the keyboard picks in two steps: where the hours start, then where they end.
                    if (pointer.current === 'mouse') return;
                    const pick = dragRef.current;
                    if (pick?.date === d) finish({ ...pick, to: mark });
                    else setDrag({ date: d, from: mark, to: mark });
                  }}
                />
              );
            })}
          </Fragment>
        ))}
      </div>
      <p className="mt-2 text-xs text-slate-600" aria-live="polite">
        {drag && pointer.current !== 'mouse' ? m.cal_drag_from({ time: minutesToTime(drag.from) }) : m.cal_drag_hint()}
      </p>
    </div>
  );
}
