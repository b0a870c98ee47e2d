import { useEffect, useRef } from 'react';
import { DAY_REASON_SHORT, type SlotChoices, type Slot } from '@nafasi/shared/availability';
import { formatFullDate } from '@nafasi/shared/dates';
import { WEEKDAY_SHORT } from '@nafasi/shared/schedule-words';
import { weekdayOf } from '@nafasi/shared/schedule-rules';
import type { DayAvailability } from '@nafasi/shared/spaces';
import { Card } from '@/components/ui/card';
import { TimeOptions } from '@/components/time-options';
import { Field } from '@/components/ui/field';
import { DateInput, NativeSelect } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useLiveAfterHydration } from '@/lib/use-hydrated';
import { m } from '@nafasi/shared/i18n';

export type { Slot } from '@nafasi/shared/availability';

/**
 * §5 the date and the half-hour start and end, by the space's rules: the next two weeks as a strip
 * of days (closed, blocked and full days greyed, with why), any later date up to the horizon, and
 * only the start and end times that can be booked.
 *
 * On the server's page the times can be picked before the app takes it over: React leaves a
 * select's value as the browser holds it when it hydrates, and the picker reads both back then.
 * The days and the date wait for the app (inert until then: a tap on a button with no handler yet
 * would be lost), one attribute on their wrapper: `disabled` on each of the fifteen controls, taken
 * off at once, restyles each with a record of why under Lighthouse's tracing (~40 ms there). The
 * lists are whole from the start, so taking the page over changes none of their options (each
 * option added to a select is work for the browser: issue 32's blocking time).
 */
export function SlotPicker({
  slot,
  choices,
  onChange,
  days,
  today,
  lastDate,
  booked,
}: {
  /** The guest's slot: it stays shown (marked unavailable) if someone takes it meanwhile. */
  slot: Slot;
  choices: SlotChoices;
  onChange: (patch: Partial<Slot>) => void;
  /** The days of the strip, in order. */
  days: [string, DayAvailability][];
  today: string;
  lastDate: string;
  /** The day's booked slots, for the guest's information. */
  booked: string[];
}) {
  const { starts, ends, reason } = choices;
  const waiting = !useLiveAfterHydration();
  const startList = useRef<HTMLSelectElement>(null);
  const endList = useRef<HTMLSelectElement>(null);
  // Right after hydration, before anything draws the lists again (which would set them back to
  // the slot shown): a time picked on the server's page becomes the guest's choice.
  useEffect(() => {
    const picked = { startTime: startList.current?.value ?? slot.startTime, endTime: endList.current?.value ?? slot.endTime };
    if (picked.startTime !== slot.startTime || picked.endTime !== slot.endTime) onChange(picked);
    // Once, on taking the page over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Card className="space-y-5 p-6">
      <div className="space-y-5" inert={waiting}>
        {/* min-w-0: a fieldset is as wide as its content by default, and the strip scrolls inside it. */}
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-medium text-slate-700">{m.slot_next_two_weeks()}</legend>
          <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1" data-testid="day-strip">
            {days.map(([date, day]) => (
              // A day that cannot be booked can still be chosen: the guest then reads why, on a phone too.
              <button
                key={date}
                type="button"
                aria-pressed={date === slot.date}
                title={day.available ? undefined : (day.reason ?? undefined)}
                onClick={() => onChange({ date })}
                className={cn(
                  'relative flex w-16 shrink-0 flex-col items-center rounded-xl border py-2 text-sm transition-colors',
                  date === slot.date ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-200 bg-white text-slate-900 hover:border-brand-500',
                  !day.available && date !== slot.date && 'border-dashed bg-slate-50 text-slate-500 hover:border-slate-300',
                )}
              >
                <span className="text-xs" aria-hidden>
                  {WEEKDAY_SHORT[weekdayOf(date)]}
                </span>
                <span className={cn('text-base font-semibold', !day.available && 'line-through')} aria-hidden>
                  {Number(date.slice(8))}
                </span>
                {!day.available && day.why && (
                  <span className="text-[11px] leading-tight" aria-hidden data-testid="day-why">
                    {DAY_REASON_SHORT[day.why]}
                  </span>
                )}
                {/* Its name for screen readers: the whole date, and why it cannot be booked. */}
                <span className="sr-only">{`${formatFullDate(date)}${day.available ? '' : `: ${day.reason ?? m.slot_unavailable()}`}`}</span>
              </button>
            ))}
          </div>
        </fieldset>
        <Field label={m.filter_date()}>
          <DateInput
            id="booking-date"
            min={today}
            max={lastDate}
            value={slot.date}
            // §5: the date cannot be earlier than today; an emptied field returns to today.
            onChange={(e) => onChange({ date: e.target.value && e.target.value >= today ? e.target.value : today })}
          />
        </Field>
      </div>
      {reason && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="day-reason">
          {m.slot_choose_another_day({ reason })}
        </p>
      )}
      <div className="grid grid-cols-2 gap-4">
        <Field label={m.slot_start_time()}>
          <NativeSelect
            id="booking-start"
            ref={startList}
            value={slot.startTime}
            disabled={starts.length === 0 && !slot.startTime}
            onChange={(e) => onChange({ startTime: e.target.value })}
          >
            <Options times={starts} current={slot.startTime} none={reason} />
          </NativeSelect>
        </Field>
        <Field label={m.slot_end_time()}>
          <NativeSelect
            id="booking-end"
            ref={endList}
            value={slot.endTime}
            disabled={ends.length === 0 && !slot.endTime}
            onChange={(e) => onChange({ endTime: e.target.value })}
          >
            <Options times={ends} current={slot.endTime} none={reason} />
          </NativeSelect>
        </Field>
      </div>
      {booked.length > 0 && (
        <p className="text-sm text-slate-600" data-testid="booked-slots">
          {m.slot_already_booked({ times: booked.join(', ') })}
        </p>
      )}
    </Card>
  );
}

/** The times that can be booked; the guest's own, if no longer among them, stays shown as unavailable. */
function Options({ times, current, none }: { times: string[]; current: string; none: string | null }) {
  const shown = current && !times.includes(current) ? [...times, current].sort() : times;
  if (shown.length === 0) return <option value="">{none ? m.slot_no_times_because({ reason: none }) : m.slot_no_times()}</option>;
  return <TimeOptions times={shown} unavailable={(t) => !times.includes(t)} />;
}
