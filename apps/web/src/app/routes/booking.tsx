import { useLiveBookings } from '@/features/bookings/hooks/use-live-bookings';
import { MPESA_MESSAGES } from '@nafasi/shared/mpesa';
import { MpesaPush } from '@/features/bookings/components/mpesa-push';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CreditCard, MapPin, Smartphone, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { halfHourTimes, isRangeFree } from '@nafasi/shared/availability';
import type { Booking } from '@nafasi/shared/bookings';
import { BOOKING_MESSAGES, MAX_BOOKING_MONTHS_AHEAD } from '@nafasi/shared/bookings';
import { DEFAULT_CLOSES_AT_MINUTES, DEFAULT_OPENS_AT_MINUTES } from '@nafasi/shared/catalogue';
import { getErrorMessage, MESSAGES } from '@nafasi/shared/errors';
import { formatHourlyRate, formatKsh } from '@nafasi/shared/money';
import { bookingAmounts, durationHours } from '@nafasi/shared/pricing';
import { availabilityChannel } from '@nafasi/shared/realtime';
import { addMonths, nairobiDate, nairobiTime } from '@nafasi/shared/time';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Input, Label, NativeSelect } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { bookingKeys, createBooking, useDayAvailability, usePaymentInfo } from '@/features/bookings/api/booking-calls';
import { useSpace } from '@/features/spaces/api/get-space';
import { SpaceImage } from '@/features/spaces/components/space-image';
import { cn } from '@/lib/cn';
import { realtime } from '@/lib/realtime';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';

/** §3 booking draft defaults. */
const DEFAULT_START = '09:00';
const DEFAULT_END = '10:00';
const TIMES = halfHourTimes(DEFAULT_OPENS_AT_MINUTES, DEFAULT_CLOSES_AT_MINUTES);
const dateLabel = new Intl.DateTimeFormat('en-KE', { dateStyle: 'full', timeZone: 'UTC' });

function BookingScreen() {
  const { spaceId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: space, isPending, error } = useSpace(spaceId);
  const today = nairobiDate();
  const [date, setDate] = useState(today);
  const [startTime, setStartTime] = useState(DEFAULT_START);
  const [endTime, setEndTime] = useState(DEFAULT_END);
  const [step, setStep] = useState<'none' | 'method' | 'mpesa' | 'card'>('none');
  const [method, setMethod] = useState<'mpesa' | 'card' | null>(null);
  const [booking, setBooking] = useState<Booking | null>(null);
  const [creating, setCreating] = useState(false);
  const availability = useDayAvailability(spaceId, date);
  // The payment confirmed by M-Pesa shows the moment the server hears it (the 2 s poll is the fallback).
  useLiveBookings();
  // Someone else booking this space shows here at once: the taken times become unavailable.
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['bookings', 'availability', spaceId] });
    const unsubscribe = realtime.subscribe(availabilityChannel(spaceId), refresh);
    // Bookings made while the connection (or the server's) was down are read again.
    const offReconnect = realtime.onReconnect(refresh);
    return () => {
      unsubscribe();
      offReconnect();
    };
  }, [spaceId, queryClient]);
  const payment = usePaymentInfo();
  useDocumentTitle(space ? `Book ${space.title}` : 'Book a space');

  if (isPending) return <p className="px-4 py-24 text-center text-slate-600">Loading space details...</p>;
  if (error || !space) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{MESSAGES.spaceNotFound}</h1>
        <p className="text-slate-600">{MESSAGES.spaceNotFoundDetail}</p>
        <ButtonLink to={paths.home.getHref()} variant="outline">
          <ArrowLeft aria-hidden /> Back to Spaces
        </ButtonLink>
      </div>
    );
  }

  const booked = availability.data?.bookedSlots ?? [];
  const isPast = (time: string) => date === today && time <= nairobiTime(new Date());
  const hours = durationHours(startTime, endTime);
  const amounts = bookingAmounts(Math.round(space.hourlyRate * 100), hours);
  const slotFree = hours > 0 && isRangeFree(startTime, endTime, booked) && !isPast(startTime);

  async function continueWith(chosen: 'mpesa' | 'card') {
    if (chosen === 'card') return setStep('card');
    setCreating(true);
    try {
      setBooking(await createBooking({ spaceId, date, startTime, endTime }));
      await queryClient.invalidateQueries({ queryKey: ['bookings'] });
      setStep('mpesa');
    } catch (err) {
      toast.error(getErrorMessage(err));
      setStep('none');
      await queryClient.invalidateQueries({ queryKey: bookingKeys.availability(spaceId, date) });
    } finally {
      setCreating(false);
    }
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Book your space</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <Card className="flex gap-4 overflow-hidden p-4">
            <SpaceImage space={space} className="h-24 w-32 shrink-0 rounded-xl" />
            <div className="min-w-0">
              <h2 className="font-semibold text-slate-900">{space.title}</h2>
              <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
                <MapPin className="size-4" aria-hidden /> {space.location}
              </p>
              <p className="flex items-center gap-1 text-sm text-slate-600">
                <Users className="size-4" aria-hidden /> Up to {space.capacity} people
              </p>
              <p className="mt-1 text-sm font-bold text-brand-800">{formatHourlyRate(space.hourlyRate)}</p>
            </div>
          </Card>
          <Card className="space-y-5 p-6">
            <div className="space-y-1">
              <Label htmlFor="booking-date">Date</Label>
              <Input
                id="booking-date"
                type="date"
                min={today}
                max={addMonths(today, MAX_BOOKING_MONTHS_AHEAD)}
                value={date}
                // §5: the date cannot be earlier than today; an emptied field returns to today.
                onChange={(e) => setDate(e.target.value && e.target.value >= today ? e.target.value : today)}
              />
            </div>
            <div className="grid grid-cols-2 gap-4">
              <div className="space-y-1">
                <Label htmlFor="booking-start">Start time</Label>
                <NativeSelect id="booking-start" value={startTime} onChange={(e) => setStartTime(e.target.value || DEFAULT_START)}>
                  {TIMES.slice(0, -1).map((t, i) => {
                    const taken = !isRangeFree(t, TIMES[i + 1]!, booked) || isPast(t);
                    return (
                      <option key={t} value={t} disabled={taken}>
                        {t}
                        {taken ? ' (unavailable)' : ''}
                      </option>
                    );
                  })}
                </NativeSelect>
              </div>
              <div className="space-y-1">
                <Label htmlFor="booking-end">End time</Label>
                <NativeSelect id="booking-end" value={endTime} onChange={(e) => setEndTime(e.target.value || DEFAULT_END)}>
                  {TIMES.slice(1).map((t) => {
                    const taken = t > startTime && !isRangeFree(startTime, t, booked);
                    return (
                      <option key={t} value={t} disabled={taken}>
                        {t}
                        {taken ? ' (unavailable)' : ''}
                      </option>
                    );
                  })}
                </NativeSelect>
              </div>
            </div>
            {booked.length > 0 && (
              <p className="text-sm text-slate-600" data-testid="booked-slots">
                Already booked this day: {booked.join(', ')}
              </p>
            )}
          </Card>
        </div>

        <aside aria-label="Booking Summary" className="lg:sticky lg:top-24 lg:self-start">
          <Card className="space-y-4 p-6">
            <h2 className="text-lg font-bold text-slate-900">Booking Summary</h2>
            <dl className="space-y-2 text-sm">
              {[
                ['Date', dateLabel.format(new Date(`${date}T00:00:00Z`))],
                ['Time', `${startTime} - ${endTime}`],
                ['Duration', `${hours} ${hours === 1 ? 'hour' : 'hours'}`],
                ['Subtotal', formatKsh(amounts.subtotalCents / 100)],
                ['Tax (10%)', formatKsh(amounts.taxCents / 100)],
              ].map(([k, v]) => (
                <div key={k} className="flex justify-between gap-3">
                  <dt className="text-slate-600">{k}</dt>
                  <dd className="text-right font-medium text-slate-900">{v}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base">
                <dt className="font-semibold text-slate-900">Total</dt>
                <dd className="font-bold text-slate-900" data-testid="booking-total">
                  {formatKsh(amounts.totalCents / 100)}
                </dd>
              </div>
            </dl>
            {hours > 0 && !slotFree && !booking && <p className="text-sm text-red-700">That time is not available. Choose another.</p>}
            <Button
              size="lg"
              className="w-full"
              disabled={!slotFree}
              onClick={() => (hours <= 0 ? toast.error(BOOKING_MESSAGES.endAfterStart) : setStep('method'))}
            >
              Confirm Booking
            </Button>
            <p className="text-xs text-slate-500">
              By booking you agree to the Terms of Service. You can cancel from your dashboard up to 24 hours before the booking; each owner may set their
              own policy.
            </p>
          </Card>
        </aside>
      </div>

      <Dialog
        open={step === 'method'}
        onOpenChange={(o) => !o && setStep('none')}
        title="Choose Payment Method"
        description="How would you like to pay for this booking?"
        footer={
          <>
            <Button variant="outline" onClick={() => setStep('none')}>
              Cancel
            </Button>
            <Button disabled={!method || creating} onClick={() => method && void continueWith(method)}>
              {creating ? 'Booking...' : 'Continue'}
            </Button>
          </>
        }
      >
        <div role="radiogroup" aria-label="Payment method" className="grid gap-2">
          {(
            [
              ['mpesa', 'M-Pesa', 'Pay from your phone', Smartphone],
              ['card', 'Credit/Debit Card', 'Visa, Mastercard', CreditCard],
            ] as const
          ).map(([value, label, hint, Icon]) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={method === value}
              onClick={() => setMethod(value)}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl border p-4 text-left',
                method === value ? 'border-brand-700 bg-brand-50' : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <Icon className="size-5 text-brand-700" aria-hidden />
              <span>
                <span className="block font-semibold text-slate-900">{label}</span>
                <span className="block text-sm text-slate-600">{hint}</span>
              </span>
            </button>
          ))}
        </div>
      </Dialog>

      <Dialog
        open={step === 'mpesa'}
        onOpenChange={(o) => !o && setStep('none')}
        title="M-Pesa Payment Instructions"
        description="Your booking is held for you. Complete the payment to confirm it."
        footer={
          <>
            <Button variant="outline" onClick={() => navigate(paths.dashboard.getHref())}>
              I&apos;ll Pay Later
            </Button>
            <Button
              onClick={() => {
                toast.success('Payment instructions noted. Please complete payment and send confirmation to WhatsApp.');
                navigate(paths.dashboard.getHref());
              }}
            >
              I Understand
            </Button>
          </>
        }
      >
        {booking && (
          <MpesaPush
            booking={booking}
            onPaid={() => {
              toast.success(MPESA_MESSAGES.paid);
              void queryClient.invalidateQueries({ queryKey: ['bookings'] });
            }}
          />
        )}
        {booking && <p className="mt-4 text-sm font-medium text-slate-900">Or pay by Paybill yourself:</p>}
        {booking && (
          <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm text-slate-700">
            <li>
              Send <strong data-testid="mpesa-amount">{formatKsh(booking.totalCost)}</strong> by M-Pesa to <strong>{payment.data?.mpesaNumber}</strong>.
            </li>
            <li>
              Quote your booking reference <strong data-testid="booking-reference">{booking.reference}</strong>.
            </li>
            <li>
              Send the confirmation SMS by WhatsApp to <strong>{payment.data?.whatsappNumber}</strong>, or enter its transaction code on your dashboard.
            </li>
            <li>Unpaid bookings are released after {payment.data?.holdHours ?? 24} hours.</li>
          </ol>
        )}
      </Dialog>

      <Dialog
        open={step === 'card'}
        onOpenChange={(o) => !o && setStep('none')}
        title="Card Payment"
        description="Card payments are coming soon. Please use M-Pesa for now."
        footer={<Button onClick={() => setStep('method')}>Use M-Pesa</Button>}
      />
    </div>
  );
}

export function BookingPage() {
  return (
    <RequireAuth>
      <BookingScreen />
    </RequireAuth>
  );
}
