import { ArrowLeft, MapPin, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from '@/lib/router';
import { peopleCount } from '@nafasi/shared/people';
import { nextBookableSlot, slotChoices } from '@nafasi/shared/availability';
import { parseSpaceFilters } from '@/features/spaces/hooks/use-space-filters';
import type { Booking } from '@nafasi/shared/bookings';
import { MESSAGES } from '@nafasi/shared/errors';
import { depositTerms, lastBookableDate } from '@nafasi/shared/schedule-rules';
import { formatHourlyRate, kshToCents } from '@nafasi/shared/money';
import { bookingAmounts, durationHours } from '@nafasi/shared/pricing';
import { addDays, nairobiDate, nairobiInstant } from '@nafasi/shared/time';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useCreateBooking } from '@/features/bookings/api/create-booking';
import { BillTo } from '@/features/companies/components/bill-to';
import { BOOKING_LOOKAHEAD_DAYS, useAvailability, useDayAvailability } from '@/features/bookings/api/get-availability';
import { BookingSummary } from '@/features/bookings/components/booking-summary';
import { SlotPicker, type Slot } from '@/features/bookings/components/slot-picker';
import { useLiveAvailability } from '@/features/bookings/hooks/use-live-availability';
import { useLiveBookings } from '@/features/bookings/hooks/use-live-bookings';
import { useSpace } from '@/features/spaces/api/get-space';
import { useSpaceTax } from '@/features/spaces/api/get-space-tax';
import { SpaceImage } from '@/features/spaces/components/space-image';
import { useDocumentTitle } from '@/lib/use-document-title';
import { m } from '@nafasi/shared/i18n';

// Loaded when first wanted: the page paints and answers taps without the payment's code (issue 32).
const PaymentDialogs = lazy(() => import('@/features/bookings/components/payment-dialogs').then((m) => ({ default: m.PaymentDialogs })));
const RequestSentDialog = lazy(() => import('@/features/bookings/components/request-sent-dialog').then((m) => ({ default: m.RequestSentDialog })));

/** §2 /booking/:spaceId: the space, a slot, its summary, and the payment that follows Confirm Booking. */
function BookingScreen() {
  const { spaceId = '' } = useParams();
  const { data: space, isPending, error } = useSpace(spaceId);
  const tax = useSpaceTax(spaceId);
  const today = nairobiDate();
  const ahead = useAvailability(spaceId, today, addDays(today, BOOKING_LOOKAHEAD_DAYS - 1));
  // The guest's choice, once they make one; until then the screen opens on the next bookable slot.
  // `settled` false: the guest picked a date whose times were not read yet; their times are only a wish until they are.
  // A search for a time ("free on Saturday 14:00–16:00") opens the screen on that slot.
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<(Slot & { settled: boolean }) | null>(() => {
    const { date, start, end } = parseSpaceFilters(params);
    return date && start && end ? { date, startTime: start, endTime: end, settled: false } : null;
  });
  const now = new Date();
  const schedule = space?.schedule;
  const suggested = schedule && ahead.data ? nextBookableSlot({ days: ahead.data, schedule, now }) : null;
  const wanted = chosen ?? suggested ?? { date: today, startTime: '', endTime: '' };
  const [paying, setPaying] = useState(false);
  // The payment dialogs stay once opened: a booking held for payment is theirs to finish.
  const [payingOnce, setPayingOnce] = useState(false);
  const [held, setHeld] = useState<Booking | null>(null);
  // On a company's account, or the booker's own (undefined).
  const [companyId, setCompanyId] = useState<string | undefined>(undefined);
  // The chosen day (and the next, for buffers) come from the 14 days already read; a day beyond them is read on its own.
  const inRange = Boolean(ahead.data?.[wanted.date] && ahead.data[addDays(wanted.date, 1)]);
  const dayAlone = useDayAvailability(spaceId, wanted.date, !ahead.isPending && !inRange);
  const create = useCreateBooking();
  // Someone else booking this space shows here at once; the payment confirmed by M-Pesa too.
  useLiveAvailability(spaceId);
  useLiveBookings();
  useDocumentTitle(space ? m.booking_page_title({ space: space.title }) : m.booking_page_title_any());

  if (isPending || (space && (ahead.isPending || tax.isPending))) return <p className="px-4 py-24 text-center text-slate-600">{m.space_loading()}</p>;
  if (error || !space || !schedule || !tax.data) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{MESSAGES.spaceNotFound}</h1>
        <p className="text-slate-600">{MESSAGES.spaceNotFoundDetail}</p>
        <ButtonLink to={paths.home.getHref()} variant="outline">
          <ArrowLeft aria-hidden /> {m.space_back()}
        </ButtonLink>
      </div>
    );
  }

  const days = { ...ahead.data, ...dayAlone.data };
  // A date whose times are not read yet is resolved once they are; a slot the guest chose stays as chosen (shown unavailable if taken meanwhile).
  const settled = chosen ? chosen.settled : Boolean(suggested);
  const slot: Slot = settled ? { date: wanted.date, startTime: wanted.startTime, endTime: wanted.endTime } : slotChoices(schedule, days, wanted, now).slot;
  // Until the day's bookings are read, nothing is offered: a time shown must be one that can be booked.
  const known = days[slot.date] !== undefined;
  const choices = known ? slotChoices(schedule, days, slot, now) : { slot: { ...slot, startTime: '', endTime: '' }, starts: [], ends: [], reason: null };
  const slotFree = slot.startTime !== '' && choices.slot.startTime === slot.startTime && choices.slot.endTime === slot.endTime;
  const choose = (patch: Partial<Slot>) => {
    const next = { ...slot, ...patch };
    setChosen(days[next.date] ? { ...slotChoices(schedule, days, next, new Date()).slot, settled: true } : { ...next, settled: false });
  };
  const hours = slot.endTime ? durationHours(slot.startTime, slot.endTime) : 0;
  // The rate of the terms the space is sold with now: the server charges the same (docs/TAX.md).
  const amounts = bookingAmounts(kshToCents(space.hourlyRate), hours, tax.data.rateBp);
  const strip = Object.entries(ahead.data ?? {}).sort(([a], [b]) => a.localeCompare(b));

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{m.booking_heading()}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <Card className="flex gap-4 overflow-hidden p-4">
            {/* The page's largest paint on a phone: fetched at once, not when layout finds it on screen. */}
            <SpaceImage space={space} eager className="h-24 w-32 shrink-0 rounded-xl" />
            <div className="min-w-0">
              <h2 translate="no" className="font-semibold text-slate-900">
                {space.title}
              </h2>
              <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
                <MapPin className="size-4" aria-hidden /> <span translate="no">{space.location}</span>
              </p>
              <p className="flex items-center gap-1 text-sm text-slate-600">
                <Users className="size-4" aria-hidden /> {m.space_up_to({ people: peopleCount(space.capacity) })}
              </p>
              <p className="mt-1 text-sm font-bold text-brand-800">{formatHourlyRate(space.hourlyRate)}</p>
            </div>
          </Card>
          <div className="min-w-0">
            <SlotPicker
              slot={slot}
              choices={choices}
              onChange={choose}
              days={strip}
              today={today}
              lastDate={lastBookableDate(schedule, now)}
              booked={days[slot.date]?.bookedSlots ?? []}
            />
          </div>
          <BillTo value={companyId} onChange={setCompanyId} disabled={held !== null} />
        </div>
        <BookingSummary
          slot={slot}
          hours={hours}
          amounts={amounts}
          tax={tax.data}
          slotFree={slotFree}
          held={held !== null}
          reason={choices.reason}
          instantBook={schedule.instantBook}
          deposit={slot.startTime ? depositTerms(schedule.deposit, amounts.totalCents, nairobiInstant(slot.date, slot.startTime), now) : null}
          busy={create.isPending}
          onConfirm={() => {
            if (!schedule.instantBook) return create.mutate({ spaceId, ...slot, companyId }, { onSuccess: setHeld });
            setPaying(true);
            setPayingOnce(true);
          }}
        />
      </div>
      <Suspense fallback={null}>
        {payingOnce && <PaymentDialogs open={paying} onClose={() => setPaying(false)} request={{ spaceId, ...slot, companyId }} onBooked={setHeld} />}
        {held?.status === 'requested' && <RequestSentDialog booking={held} />}
      </Suspense>
    </div>
  );
}

export function BookingPage() {
  return (
    <RequireAuth preview>
      <BookingScreen />
    </RequireAuth>
  );
}
