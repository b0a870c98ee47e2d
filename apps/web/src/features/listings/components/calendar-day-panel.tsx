import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { BOOKING_STATUS_LABELS, type Booking } from '@nafasi/shared/bookings';
import { formatClockRange, formatFullDate } from '@nafasi/shared/dates';
import { formatKsh } from '@nafasi/shared/money';
import { DAY_HALF_HOURS } from '@nafasi/shared/availability';
import { BlockInputSchema, weekdayOf, type Block } from '@nafasi/shared/schedule';
import type { Space } from '@nafasi/shared/spaces';
import { TimeOptions } from '@/components/time-options';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { DateInput, Input, NativeSelect } from '@/components/ui/input';
import { maxLengthOf } from '@/lib/form';
import { useCreateBlock, useDeleteBlock } from '../api/blocks';
import { m } from '@nafasi/shared/i18n';
import { describeBlock } from './calendar-days';

/** One day of a space: its bookings (guest, time, payment), its blocks, and blocking more of it. */
export function DayPanel({
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
            <DateInput id="block-until" min={date} value={endDate} onChange={(e) => setEndDate(e.target.value)} />
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
