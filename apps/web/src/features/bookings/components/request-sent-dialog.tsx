import { formatClockRange, formatDay, formatWhen } from '@nafasi/shared/dates';
import type { Booking } from '@nafasi/shared/bookings';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { m } from '@nafasi/shared/i18n';

/** Request-to-book: the request is with the host; nothing is paid until they accept. */
export function RequestSentDialog({ booking }: { booking: Booking | null }) {
  if (!booking) return null;
  const start = new Date(booking.startTime);
  return (
    <Dialog
      open
      onOpenChange={() => undefined}
      title={m.request_sent_title()}
      description={`${booking.spaceName}, ${formatDay(start)} ${formatClockRange(start, new Date(booking.endTime))}.`}
      footer={<ButtonLink to={paths.dashboard.getHref()}>{m.request_sent_go()}</ButtonLink>}
    >
      <p className="text-sm text-slate-700" data-testid="request-sent">
        {booking.holdExpiresAt ? m.request_sent_by({ by: formatWhen(new Date(booking.holdExpiresAt)) }) : m.request_sent_by_start()}
      </p>
    </Dialog>
  );
}
