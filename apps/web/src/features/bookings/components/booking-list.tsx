import { CalendarDays } from 'lucide-react';
import type { Booking } from '@nafasi/shared/bookings';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { BookingCard } from './booking-card';
import { m } from '@nafasi/shared/i18n';

/** §4: upcoming = starts in the future and not cancelled (or declined); everything else is past. */
export function isUpcoming(b: Booking, now = Date.now()) {
  return Date.parse(b.startTime) > now && b.status !== 'cancelled' && b.status !== 'declined';
}

export function BookingList({ bookings, empty }: { bookings: Booking[]; empty: string }) {
  if (bookings.length === 0) {
    return (
      <EmptyState
        icon={CalendarDays}
        title={empty}
        action={
          <ButtonLink to={paths.home.getHref()} variant="outline">
            {m.dash_browse()}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {bookings.map((b) => (
        <BookingCard key={b.id} booking={b} />
      ))}
    </div>
  );
}
