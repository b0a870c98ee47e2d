import { useState } from 'react';

import { startsOn } from '@nafasi/shared/availability';

import type { Booking } from '@nafasi/shared/bookings';
import { lastBookableDate } from '@nafasi/shared/schedule';

import { minutesToTime, nairobiDate, nairobiTime, timeToMinutes } from '@nafasi/shared/time';

import { Button } from '@/components/ui/button';

import { Dialog } from '@/components/ui/dialog';

import { Field } from '@/components/ui/field';

import { DateInput, NativeSelect } from '@/components/ui/input';

import { useDayAvailability } from '../api/get-availability';
import { useMoveBooking } from '../api/guest-actions';
import { m } from '@nafasi/shared/i18n';

/** Modify: pick another date and start time; the booking keeps its length and price. */
export function MoveBookingDialog({ booking, open, onOpenChange }: { booking: Booking; open: boolean; onOpenChange: (open: boolean) => void }) {
  const start = new Date(booking.startTime);
  const minutes = Math.round(booking.totalHours * 60);
  const today = nairobiDate();
  const [date, setDate] = useState(nairobiDate(start));
  const [startTime, setStartTime] = useState(nairobiTime(start));
  const availability = useDayAvailability(booking.spaceId, date);
  const endOf = (time: string) => minutesToTime(timeToMinutes(time) + minutes);
  // The booking's own time does not stand in its own way.
  const ownDate = nairobiDate(start);
  const own = `${nairobiTime(start)}-${nairobiTime(new Date(booking.endTime))}`;
  const days = Object.fromEntries(
    Object.entries(availability.data ?? {}).map(([d, day]) => [
      d,
      d === ownDate ? { ...day, bookedSlots: day.bookedSlots.filter((slot) => slot !== own) } : day,
    ]),
  );
  // Start times where a booking of this length fits by the space's rules and calendar; the current one is always listed.
  const schedule = { ...booking.spaceSchedule, minMinutes: minutes, maxMinutes: minutes };
  const fitting = startsOn(schedule, days, date, minutes, new Date());
  const choices = [...new Set([...fitting, ...(date === ownDate ? [nairobiTime(start)] : [])])].sort();
  const usable = (t: string) => fitting.includes(t);
  const unchanged = date === nairobiDate(start) && startTime === nairobiTime(start);
  const move = useMoveBooking();

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.move_title()}
      description={m.move_description({ space: booking.spaceName, hours: booking.totalHours })}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {m.move_keep()}
          </Button>
          <Button
            onClick={() => move.mutate({ booking, input: { date, startTime, endTime: endOf(startTime) } }, { onSuccess: () => onOpenChange(false) })}
            disabled={move.isPending || unchanged || !usable(startTime)}
          >
            {move.isPending ? m.move_moving() : m.move_submit()}
          </Button>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.filter_date()}>
          <DateInput
            id={`move-date-${booking.id}`}
            value={date}
            min={today}
            max={lastBookableDate(booking.spaceSchedule, new Date())}
            onChange={(e) => setDate(e.target.value || nairobiDate(start))}
          />
        </Field>
        <Field label={m.slot_start_time()}>
          <NativeSelect id={`move-start-${booking.id}`} value={startTime} onChange={(e) => setStartTime(e.target.value)}>
            {choices.map((t) => (
              <option key={t} value={t} disabled={!usable(t)}>
                {t} - {endOf(t)}
                {usable(t) ? '' : ` ${m.time_unavailable()}`}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {!usable(startTime) && !availability.isPending && (
        <p className="mt-3 text-sm text-red-700">{availability.data?.[date]?.reason ?? m.summary_time_taken()}</p>
      )}
    </Dialog>
  );
}
