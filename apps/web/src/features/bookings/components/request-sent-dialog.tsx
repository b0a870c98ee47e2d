import { formatClockRange, formatDay, formatDayAndClock } from '@nafasi/shared/dates';
import type { Booking } from '@nafasi/shared/bookings';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';

/** Request-to-book: the request is with the host; nothing is paid until they accept. */
export function RequestSentDialog({ booking }: { booking: Booking | null }) {
  if (!booking) return null;
  const start = new Date(booking.startTime);
  return (
    <Dialog
      open
      onOpenChange={() => undefined}
      title="Request sent"
      description={`${booking.spaceName}, ${formatDay(start)} ${formatClockRange(start, new Date(booking.endTime))}.`}
      footer={<ButtonLink to={paths.dashboard.getHref()}>Go to my bookings</ButtonLink>}
    >
      <p className="text-sm text-slate-700" data-testid="request-sent">
        The host answers by {booking.holdExpiresAt ? formatDayAndClock(new Date(booking.holdExpiresAt)) : 'the start of your booking'}. The time is held for you
        meanwhile. You pay only once they accept; we will tell you on your bookings page.
      </p>
    </Dialog>
  );
}
