import { CalendarOff, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { ACTIVE_BOOKING_STATUSES } from '@nafasi/shared/bookings';
import { formatFullDate, formatMonth } from '@nafasi/shared/dates';
import { describeWeek, WEEKDAY_SHORT, WEEKDAYS, weekdayOf } from '@nafasi/shared/schedule';
import type { Space } from '@nafasi/shared/spaces';
import { addDays, addMonths, nairobiDate } from '@nafasi/shared/time';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useBlocks } from '../api/get-blocks';
import { useSpaceBookings } from '../api/get-space-bookings';
import { m } from '@nafasi/shared/i18n';
import { monthStart, monthEnd, mondayOf, meets } from './calendar-days';
import { CalendarFeedCard } from './calendar-feed-card';
import { DayPanel } from './calendar-day-panel';
import { OtherCalendarsCard } from './calendar-imports-card';
import { WeekGrid } from './calendar-week-grid';

/**
 * The host's calendar: a month of one space, its bookings, requests and blocks day by day; a day
 * chosen shows who booked (and whether they paid) and its blocks, and blocks a day, days or hours.
 */
export function OwnerCalendar({ spaces }: { spaces: Space[] }) {
  const today = nairobiDate();
  const [spaceId, setSpaceId] = useState(spaces[0]?.id ?? '');
  const [view, setView] = useState<'month' | 'week'>('month');
  const [selected, setSelected] = useState(today);
  // Hours picked on the week grid, to block them.
  const [preset, setPreset] = useState<{ startTime: string; endTime: string } | null>(null);
  const month = monthStart(selected);
  const week = mondayOf(selected);
  const [from, to] = view === 'month' ? [month, monthEnd(month)] : [week, addDays(week, 6)];
  const space = spaces.find((s) => s.id === spaceId);
  const blocks = useBlocks(spaceId, from, to);
  const bookings = useSpaceBookings(spaceId, from, to);
  const select = (date: string) => {
    setSelected(date);
    setPreset(null);
  };
  const step = (direction: 1 | -1) => select(view === 'month' ? addMonths(month, direction) : addDays(selected, 7 * direction));
  if (!space) return <EmptyState icon={CalendarOff} title={m.cal_no_spaces()} text={m.cal_no_spaces_text()} />;

  const active = (bookings.data ?? []).filter((b) => (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(b.status));
  const dayBookings = (date: string) => active.filter((b) => meets(date, b.startTime, b.endTime));
  const dayBlocks = (date: string) => (blocks.data ?? []).filter((b) => meets(date, b.startsAt, b.endsAt));
  const first = month;
  const offset = WEEKDAYS.indexOf(weekdayOf(first));
  const cells = [...Array<null>(offset).fill(null), ...Array.from({ length: Number(monthEnd(first).slice(8)) }, (_, i) => addDays(first, i))];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Field label={m.notify_fact_space()}>
          <NativeSelect id="calendar-space" value={space.id} onChange={(e) => setSpaceId(e.target.value)}>
            {spaces.map((s) => (
              <option key={s.id} value={s.id} translate="no">
                {s.title}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="flex flex-wrap items-center gap-2">
          <div className="flex rounded-lg border border-slate-200 p-0.5" role="radiogroup" aria-label={m.cal_view()}>
            {(['month', 'week'] as const).map((v) => (
              <Button
                key={v}
                type="button"
                size="sm"
                variant={view === v ? 'default' : 'ghost'}
                role="radio"
                aria-checked={view === v}
                onClick={() => setView(v)}
              >
                {v === 'month' ? m.cal_month() : m.cal_week()}
              </Button>
            ))}
          </div>
          <Button variant="outline" size="icon" aria-label={view === 'month' ? m.cal_previous_month() : m.cal_previous_week()} onClick={() => step(-1)}>
            <ChevronLeft aria-hidden />
          </Button>
          <p className="w-44 text-center font-semibold text-slate-900" data-testid="calendar-month">
            {view === 'month' ? formatMonth(month) : m.cal_week_of({ day: formatFullDate(week).replace(/^[^,]+, /, '') })}
          </p>
          <Button variant="outline" size="icon" aria-label={view === 'month' ? m.cal_next_month() : m.cal_next_week()} onClick={() => step(1)}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      <p className="text-sm text-slate-600">{m.cal_open({ hours: describeWeek(space.schedule.weeklyHours).join(' · ') })}</p>
      {view === 'week' ? (
        <WeekGrid
          space={space}
          week={week}
          selected={selected}
          bookings={active}
          blocks={blocks.data ?? []}
          onPick={(date, range) => {
            setSelected(date);
            setPreset(range);
          }}
        />
      ) : (
        <>
          <div className="grid grid-cols-7 gap-1 text-center text-xs font-medium text-slate-500" aria-hidden>
            {WEEKDAYS.map((d) => (
              <span key={d}>{WEEKDAY_SHORT[d]}</span>
            ))}
          </div>
          <div className="grid grid-cols-7 gap-1" role="group" aria-label={m.cal_of({ space: space.title })}>
            {cells.map((date, i) => {
              if (!date) return <span key={`pad-${i}`} />;
              const closed = space.schedule.weeklyHours[weekdayOf(date)].length === 0;
              const booked = dayBookings(date);
              const blocked = dayBlocks(date);
              return (
                <button
                  key={date}
                  type="button"
                  aria-pressed={date === selected}
                  aria-label={`${formatFullDate(date)}: ${m.cal_day_bookings({ count: booked.length })}${blocked.length ? `, ${m.cal_blocked_lower()}` : ''}${closed ? `, ${m.schedule_closed()}` : ''}`}
                  onClick={() => select(date)}
                  className={cn(
                    'flex min-h-14 flex-col items-start rounded-lg border p-1.5 text-left text-sm sm:min-h-20',
                    date === selected ? 'border-brand-700 ring-2 ring-brand-200' : 'border-slate-200',
                    closed || blocked.length ? 'bg-slate-50 text-slate-400' : 'bg-white text-slate-900',
                    date < today && 'opacity-60',
                  )}
                >
                  <span className={cn('font-semibold', date === today && 'text-brand-700')}>{Number(date.slice(8))}</span>
                  <span className="mt-auto flex flex-wrap gap-0.5">
                    {booked.map((b) => (
                      <span
                        key={b.id}
                        className={cn(
                          'size-2 rounded-full',
                          b.status === 'requested' ? 'bg-sky-500' : b.status === 'pending' ? 'bg-amber-500' : 'bg-emerald-600',
                        )}
                      />
                    ))}
                    {blocked.length > 0 && <span className="h-2 w-4 rounded-sm bg-slate-400" />}
                  </span>
                </button>
              );
            })}
          </div>
        </>
      )}
      <p className="flex flex-wrap gap-4 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1">
          <span className="size-2 rounded-full bg-emerald-600" /> {m.cal_legend_confirmed()}
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="size-2 rounded-full bg-amber-500" /> {m.cal_legend_waiting()}
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="size-2 rounded-full bg-sky-500" /> {m.cal_legend_request()}
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="h-2 w-4 rounded-sm bg-slate-400" /> {m.feed_blocked()}
        </span>
      </p>
      <DayPanel
        key={`${selected}|${preset?.startTime ?? ''}|${preset?.endTime ?? ''}`}
        space={space}
        date={selected}
        bookings={dayBookings(selected)}
        blocks={dayBlocks(selected)}
        preset={preset}
      />
      <CalendarFeedCard spaceId={space.id} />
      <OtherCalendarsCard spaceId={space.id} />
    </div>
  );
}
