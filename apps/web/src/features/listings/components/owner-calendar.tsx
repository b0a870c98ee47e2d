import { CalendarOff, ChevronLeft, ChevronRight, Copy, RefreshCw, Trash2, TriangleAlert } from 'lucide-react';
import { Fragment, useRef, useState, type FormEvent } from 'react';
import { ACTIVE_BOOKING_STATUSES, BOOKING_STATUS_LABELS, type Booking } from '@nafasi/shared/bookings';
import { formatClockRange, formatDayAndClock, formatFullDate, formatMonth } from '@nafasi/shared/dates';
import { formatKsh } from '@nafasi/shared/money';
import { DAY_HALF_HOURS } from '@nafasi/shared/availability';
import {
  BlockInputSchema,
  CALENDAR_IMPORT_MESSAGES,
  CalendarImportInputSchema,
  describeWeek,
  WEEKDAY_SHORT,
  WEEKDAYS,
  weekdayOf,
  type Block,
} from '@nafasi/shared/schedule';
import type { Space } from '@nafasi/shared/spaces';
import { addDays, addMonths, minutesToTime, nairobiDate, nairobiInstant, timeToMinutes } from '@nafasi/shared/time';
import { TimeOptions } from '@/components/time-options';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { maxLengthOf } from '@/lib/form';
import { toast } from '@/lib/toast';
import { usePersonalNews } from '@/lib/use-personal-news';
import { useCreateBlock, useDeleteBlock } from '../api/blocks';
import { useAddCalendarImport, useRemoveCalendarImport, useSyncCalendarImport } from '../api/calendar-imports';
import { useBlocks } from '../api/get-blocks';
import { useSpaceBookings } from '../api/get-space-bookings';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useCalendarImports } from '../api/get-calendar-imports';
import { useRegenerateCalendarFeed } from '../api/regenerate-calendar-feed';
import { listingKeys } from '../api/keys';
import { m } from '@nafasi/shared/i18n';

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
const monthEnd = (first: string) => addDays(addMonths(first, 1), -1);
/** The Monday of a date's week. */
const mondayOf = (date: string) => addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));
/** Whether an instant range meets a Nairobi date. */
const meets = (date: string, start: string, end: string) =>
  Date.parse(start) < nairobiInstant(addDays(date, 1), '00:00').getTime() && Date.parse(end) > nairobiInstant(date, '00:00').getTime();

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
              <option key={s.id} value={s.id}>
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

/** The private iCal link for Google Calendar or Outlook; a new link retires the old one. */
function CalendarFeedCard({ spaceId }: { spaceId: string }) {
  const feed = useCalendarFeed(spaceId);
  const renew = useRegenerateCalendarFeed();
  const copy = () =>
    feed.data &&
    navigator.clipboard.writeText(feed.data.url).then(
      () => toast.success(m.calendar_link_copied()),
      () => toast.error(m.calendar_copy_by_hand()),
    );
  return (
    <Card className="space-y-3 p-5">
      <h3 className="font-semibold text-slate-900">{m.cal_sync()}</h3>
      <p className="text-sm text-slate-600">{m.cal_sync_text()}</p>
      <div className="flex flex-wrap gap-2">
        <Input
          readOnly
          aria-label={m.cal_private_link()}
          value={feed.data?.url ?? 'Loading…'}
          className="min-w-0 flex-1 font-mono text-xs"
          onFocus={(e) => e.target.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()} disabled={!feed.data}>
          <Copy aria-hidden /> {m.cal_copy()}
        </Button>
        <Button type="button" variant="ghost" onClick={() => renew.mutate(spaceId)} disabled={renew.isPending}>
          <RefreshCw aria-hidden /> {m.cal_new_link()}
        </Button>
      </div>
    </Card>
  );
}

/** One day of a space: its bookings (guest, time, payment), its blocks, and blocking more of it. */
function DayPanel({
  space,
  date,
  bookings,
  blocks,
  preset,
}: {
  space: Space;
  date: string;
  bookings: Booking[];
  blocks: Block[];
  /** Hours picked on the week grid. */
  preset: { startTime: string; endTime: string } | null;
}) {
  const [mode, setMode] = useState<'day' | 'hours'>(preset ? 'hours' : 'day');
  const [endDate, setEndDate] = useState('');
  const [startTime, setStartTime] = useState(preset?.startTime ?? '09:00');
  const [endTime, setEndTime] = useState(preset?.endTime ?? '17:00');
  const [note, setNote] = useState('');
  const add = useCreateBlock();
  const remove = useDeleteBlock();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { spaceId: space.id, input: { startDate: date, ...(endDate && { endDate }), ...(mode === 'hours' && { startTime, endTime }), note } },
      {
        onSuccess: () => {
          setNote('');
          setEndDate('');
        },
      },
    );
  };
  const ranges = space.schedule.weeklyHours[weekdayOf(date)];

  return (
    <Card className="space-y-4 p-5" data-testid="calendar-day">
      <div>
        <h3 className="font-semibold text-slate-900">{formatFullDate(date)}</h3>
        <p className="text-sm text-slate-600">
          {ranges.length ? m.cal_open({ hours: ranges.map((r) => `${r.opensAt}–${r.closesAt}`).join(', ') }) : m.day_short_closed()}
        </p>
      </div>
      {bookings.length === 0 && blocks.length === 0 && <p className="text-sm text-slate-600">{m.cal_nothing()}</p>}
      <ul className="space-y-2">
        {bookings.map((b) => (
          <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 text-sm">
            <span>
              <span className="font-medium text-slate-900">{formatClockRange(new Date(b.startTime), new Date(b.endTime))}</span> · {b.userName} ·{' '}
              <span className="font-mono text-xs">{b.reference}</span> · {formatKsh(b.totalCost)}
            </span>
            <span className="flex gap-1">
              <Badge className="capitalize">{BOOKING_STATUS_LABELS[b.status]}</Badge>
              <Badge>{b.paymentStatus === 'paid' ? m.card_paid() : m.cal_not_paid()}</Badge>
            </span>
          </li>
        ))}
        {blocks.map((b) => (
          <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 text-sm">
            <span>
              <span className="font-medium text-slate-900">{m.feed_blocked()}</span> {describeBlock(b)}
              {b.note && <span className="text-slate-600"> · {b.note}</span>}
            </span>
            {b.importId ? (
              <span className="text-xs text-slate-500">{m.cal_from_other()}</span>
            ) : (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => remove.mutate({ spaceId: space.id, blockId: b.id })}
                aria-label={m.cal_remove_block({ block: describeBlock(b) })}
              >
                <Trash2 aria-hidden /> {m.cal_remove()}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="space-y-3 border-t border-slate-200 pt-4" aria-label={m.cal_block_time()}>
        <h4 className="text-sm font-semibold text-slate-900">{m.cal_block_title()}</h4>
        <div className="flex gap-2" role="radiogroup" aria-label={m.cal_what_to_block()}>
          {(
            [
              ['day', m.cal_whole_day],
              ['hours', m.cal_some_hours],
            ] as const
          ).map(([value, label]) => (
            <Button
              key={value}
              type="button"
              size="sm"
              variant={mode === value ? 'default' : 'outline'}
              role="radio"
              aria-checked={mode === value}
              onClick={() => setMode(value)}
            >
              {label()}
            </Button>
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          {mode === 'hours' && (
            <>
              <Field label={m.filter_from()}>
                <NativeSelect id="block-start" value={startTime} onChange={(e) => setStartTime(e.target.value)}>
                  <TimeOptions times={DAY_HALF_HOURS.slice(0, -1)} />
                </NativeSelect>
              </Field>
              <Field label={m.filter_to()}>
                <NativeSelect id="block-end" value={endTime} onChange={(e) => setEndTime(e.target.value)}>
                  <TimeOptions times={DAY_HALF_HOURS.slice(1)} />
                </NativeSelect>
              </Field>
            </>
          )}
          <Field label={m.cal_until()} hint={m.cal_until_hint()}>
            <Input id="block-until" type="date" min={date} value={endDate} onChange={(e) => setEndDate(e.target.value)} />
          </Field>
        </div>
        <Field label={m.cal_note()}>
          <Input
            id="block-note"
            value={note}
            maxLength={maxLengthOf(BlockInputSchema.shape.note)}
            onChange={(e) => setNote(e.target.value)}
            placeholder={m.cal_note_placeholder()}
          />
        </Field>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? m.cal_blocking() : mode === 'day' ? m.cal_block_day() : m.cal_block_hours()}
        </Button>
      </form>
    </Card>
  );
}

/** '12:00–15:00' on its day, or the dates of a block of whole days. */
/** What a calendar's iCal link looks like (an address, the same in every language). */
const ICAL_LINK_EXAMPLE = 'https://…/calendar.ics';

function describeBlock(b: Block): string {
  const [start, end] = [new Date(b.startsAt), new Date(b.endsAt)];
  const wholeDays =
    b.startsAt === nairobiInstant(nairobiDate(start), '00:00').toISOString() && b.endsAt === nairobiInstant(nairobiDate(end), '00:00').toISOString();
  if (!wholeDays) return formatClockRange(start, end);
  const last = addDays(nairobiDate(end), -1);
  return last === nairobiDate(start) ? m.cal_all_day() : m.cal_days_range({ from: formatFullDate(nairobiDate(start)), to: formatFullDate(last) });
}

/** Another platform's iCal links: their busy times block this space; synced every 15 minutes and on demand. */
function OtherCalendarsCard({ spaceId }: { spaceId: string }) {
  const imports = useCalendarImports(spaceId);
  // A booking made, moved or cancelled here changes which of them clash with these calendars.
  usePersonalNews('booking', listingKeys.calendarImports(spaceId));
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const add = useAddCalendarImport();
  const sync = useSyncCalendarImport();
  const remove = useRemoveCalendarImport();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { spaceId, input: { url, name } },
      {
        onSuccess: () => {
          setUrl('');
          setName('');
        },
      },
    );
  };
  return (
    <Card className="space-y-3 p-5">
      <h3 className="font-semibold text-slate-900">{m.cal_other_title()}</h3>
      <p className="text-sm text-slate-600">{m.cal_other_text()}</p>
      <ul className="space-y-2" data-testid="calendar-imports">
        {(imports.data ?? []).map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 text-sm">
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{c.name || m.cal_calendar()}</span>
              <span className="block truncate font-mono text-xs text-slate-500">{c.url}</span>
              {c.lastError ? (
                <span className="block text-red-700">{c.lastError}</span>
              ) : (
                <span className="block text-slate-600">
                  {c.lastSyncedAt
                    ? m.cal_synced({ at: formatDayAndClock(c.lastSyncedAt), busy: m.cal_busy_times({ count: c.eventsCount }) })
                    : m.cal_not_synced()}
                </span>
              )}
              {c.clashes.length > 0 && (
                <span
                  className="mt-1 block rounded-md bg-amber-50 p-2 text-amber-900"
                  role="note"
                  aria-label={m.cal_clashes_with({ calendar: c.name || m.cal_this_calendar() })}
                >
                  <span className="flex items-center gap-1 font-medium">
                    <TriangleAlert className="size-4 shrink-0" aria-hidden /> {CALENDAR_IMPORT_MESSAGES.clashes}
                  </span>
                  <span className="mt-1 block space-y-0.5">
                    {c.clashes.map((b) => (
                      <span key={b.bookingId} className="block">
                        {b.reference} · {formatFullDate(nairobiDate(new Date(b.startTime)))}, {formatClockRange(b.startTime, b.endTime)} ·{' '}
                        {BOOKING_STATUS_LABELS[b.status]}
                      </span>
                    ))}
                  </span>
                </span>
              )}
            </span>
            <span className="flex gap-1">
              <Button size="sm" variant="outline" onClick={() => sync.mutate({ spaceId, importId: c.id })} disabled={sync.isPending}>
                <RefreshCw aria-hidden /> {m.cal_sync_now()}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => remove.mutate({ spaceId, importId: c.id })}
                aria-label={m.cal_remove_calendar({ calendar: c.name || c.url })}
              >
                <Trash2 aria-hidden />
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <Field label={m.cal_ical_link()}>
          <Input id="import-url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder={ICAL_LINK_EXAMPLE} inputMode="url" />
        </Field>
        <Field label={m.cal_name()}>
          <Input
            id="import-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={m.cal_name_placeholder()}
            maxLength={maxLengthOf(CalendarImportInputSchema.shape.name)}
          />
        </Field>
        <Button type="submit" disabled={add.isPending || !url.trim()}>
          {add.isPending ? m.cal_reading() : m.cal_add()}
        </Button>
      </form>
    </Card>
  );
}

/**
 * A week of one space by the half hour: bookings, requests and blocks laid on the hours, closed
 * hours shaded. Dragging down a day (or clicking, then shift-clicking) picks hours to block.
 */
function WeekGrid({
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
  const at = (date: string, m: number) => nairobiInstant(date, minutesToTime(m)).getTime();
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
        {marks.map((m) => (
          <Fragment key={m}>
            <span className="pr-1 text-right leading-5 text-slate-500">{m % 60 === 0 ? minutesToTime(m) : ''}</span>
            {days.map((d) => {
              const [start, end] = [at(d, m), at(d, m + 30)];
              const booking = bookings.find((b) => Date.parse(b.startTime) < end && Date.parse(b.endTime) > start);
              const blocked = blocks.some((b) => Date.parse(b.startsAt) < end && Date.parse(b.endsAt) > start);
              const open = space.schedule.weeklyHours[weekdayOf(d)].some((r) => timeToMinutes(r.opensAt) <= m && m + 30 <= timeToMinutes(r.closesAt));
              const picking = drag?.date === d && m >= Math.min(drag.from, drag.to) && m <= Math.max(drag.from, drag.to);
              return (
                <button
                  key={d}
                  type="button"
                  aria-pressed={picking}
                  aria-label={`${formatFullDate(d)} ${minutesToTime(m)}${booking ? `: ${booking.userName}, ${BOOKING_STATUS_LABELS[booking.status]}` : blocked ? ': blocked' : open ? '' : ': closed'}`}
                  title={booking ? `${booking.reference} · ${booking.userName}` : undefined}
                  className={cn(
                    'h-5 border-b border-l border-slate-100',
                    m % 60 === 0 && 'border-t-slate-200',
                    !open && 'bg-slate-100',
                    blocked && 'bg-slate-300',
                    booking && (booking.status === 'requested' ? 'bg-sky-400' : booking.status === 'pending' ? 'bg-amber-400' : 'bg-emerald-500'),
                    picking && 'bg-brand-200 ring-1 ring-inset ring-brand-600',
                  )}
                  onPointerDown={(e) => {
                    pointer.current = e.pointerType;
                    if (e.pointerType !== 'mouse') return;
                    e.preventDefault();
                    setDrag({ date: d, from: m, to: m });
                  }}
                  onPointerEnter={() => {
                    const pick = dragRef.current;
                    if (pointer.current === 'mouse' && pick?.date === d) setDrag({ ...pick, to: m });
                  }}
                  onPointerUp={() => {
                    const pick = dragRef.current;
                    if (pointer.current === 'mouse') finish(pick?.date === d ? { ...pick, to: m } : pick);
                  }}
                  onKeyDown={() => (pointer.current = 'keyboard')}
                  onClick={() => {
                    // A finger or the keyboard picks in two steps: where the hours start, then where they end.
                    if (pointer.current === 'mouse') return;
                    const pick = dragRef.current;
                    if (pick?.date === d) finish({ ...pick, to: m });
                    else setDrag({ date: d, from: m, to: m });
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
