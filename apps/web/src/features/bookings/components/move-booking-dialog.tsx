import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { halfHourTimes, isRangeFree } from '@nafasi/shared/availability';
import { MAX_BOOKING_MONTHS_AHEAD, type Booking } from '@nafasi/shared/bookings';
import { DEFAULT_CLOSES_AT_MINUTES, DEFAULT_OPENS_AT_MINUTES } from '@nafasi/shared/catalogue';
import { getErrorMessage } from '@nafasi/shared/errors';
import { addMonths, minutesToTime, nairobiDate, nairobiTime, timeToMinutes } from '@nafasi/shared/time';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input, Label, NativeSelect } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { moveBooking, useDayAvailability } from '../api/booking-calls';

const TIMES = halfHourTimes(DEFAULT_OPENS_AT_MINUTES, DEFAULT_CLOSES_AT_MINUTES);

/** Modify: pick another date and start time; the booking keeps its length and price. */
export function MoveBookingDialog({ booking, open, onOpenChange }: { booking: Booking; open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const start = new Date(booking.startTime);
  const minutes = Math.round(booking.totalHours * 60);
  const today = nairobiDate();
  const [date, setDate] = useState(nairobiDate(start));
  const [startTime, setStartTime] = useState(nairobiTime(start));
  const availability = useDayAvailability(booking.spaceId, date);
  const endOf = (time: string) => minutesToTime(timeToMinutes(time) + minutes);
  // The booking's own time does not stand in its own way.
  const own = `${nairobiTime(start)}-${nairobiTime(new Date(booking.endTime))}`;
  const booked = (availability.data?.bookedSlots ?? []).filter((slot) => !(date === nairobiDate(start) && slot === own));
  const choices = TIMES.filter((t) => timeToMinutes(t) + minutes <= DEFAULT_CLOSES_AT_MINUTES);
  const usable = (t: string) => isRangeFree(t, endOf(t), booked) && !(date === today && t <= nairobiTime(new Date()));
  const unchanged = date === nairobiDate(start) && startTime === nairobiTime(start);
  const move = useMutation({
    mutationFn: () => moveBooking(booking.id, { date, startTime, endTime: endOf(startTime) }),
    onSuccess: () => {
      toast.success('Booking moved.');
      onOpenChange(false);
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error));
      void queryClient.invalidateQueries({ queryKey: ['bookings', 'availability', booking.spaceId] });
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Modify booking"
      description={`Move ${booking.spaceName} to another time. It keeps its length (${booking.totalHours} h) and price.`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep current time
          </Button>
          <Button onClick={() => move.mutate()} disabled={move.isPending || unchanged || !usable(startTime)}>
            {move.isPending ? 'Moving...' : 'Move booking'}
          </Button>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor={`move-date-${booking.id}`}>Date</Label>
          <Input
            id={`move-date-${booking.id}`}
            type="date"
            value={date}
            min={today}
            max={addMonths(today, MAX_BOOKING_MONTHS_AHEAD)}
            onChange={(e) => setDate(e.target.value || nairobiDate(start))}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`move-start-${booking.id}`}>Start time</Label>
          <NativeSelect id={`move-start-${booking.id}`} value={startTime} onChange={(e) => setStartTime(e.target.value)}>
            {choices.map((t) => (
              <option key={t} value={t} disabled={!usable(t)}>
                {t} - {endOf(t)}
                {usable(t) ? '' : ' (unavailable)'}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {!usable(startTime) && !availability.isPending && <p className="mt-3 text-sm text-red-700">That time is not available. Choose another.</p>}
    </Dialog>
  );
}
