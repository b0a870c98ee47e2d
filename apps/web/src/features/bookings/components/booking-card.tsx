import { formatClockRange, formatDay, formatDayAndClock } from '@nafasi/shared/dates';

import { Calendar, CalendarPlus, Clock, FileText, Smartphone, Star } from 'lucide-react';

import { useState, type FormEvent } from 'react';

import {
  BOOKING_MESSAGES,
  BOOKING_STATUS_LABELS,
  CANCELLATION_NOTICE_HOURS,
  type BookingStatus,
  MPESA_CODE_INPUT_MAX,
  MPESA_CODE_PATTERN,
  type Booking,
} from '@nafasi/shared/bookings';
import { getErrorMessage } from '@nafasi/shared/errors';

import { formatKsh } from '@nafasi/shared/money';

import { Badge } from '@/components/ui/badge';

import { Button, ButtonLink } from '@/components/ui/button';

import { Card } from '@/components/ui/card';

import { Dialog } from '@/components/ui/dialog';

import { Input, Label } from '@/components/ui/input';

import { paths } from '@/config/paths';

import { downloadFile } from '@/lib/api-files';

import { cn } from '@/lib/cn';

import { toast } from '@/lib/toast';

import { MoveBookingDialog } from './move-booking-dialog';

import { MpesaPush } from './mpesa-push';

import { ReviewDialog } from './review-dialog';
import { useCancelBooking, useSubmitMpesaCode } from '../api/guest-actions';

const STATUS_STYLE: Record<BookingStatus, string> = {
  requested: 'bg-sky-50 text-sky-800',
  confirmed: 'bg-emerald-50 text-emerald-800',
  pending: 'bg-amber-50 text-amber-800',
  cancelled: 'bg-slate-100 text-slate-600',
  declined: 'bg-red-50 text-red-800',
};

/** §9: a request, a pending booking, or a confirmed one at least 24 hours ahead, can be cancelled. */
export function canCancel(b: Booking, now = Date.now()) {
  if (b.status === 'pending' || b.status === 'requested') return true;
  return b.status === 'confirmed' && Date.parse(b.startTime) - now >= CANCELLATION_NOTICE_HOURS * 3_600_000;
}

/** Modify: a confirmed booking that has not started. */
export const canModify = (b: Booking, now = Date.now()) => b.status === 'confirmed' && Date.parse(b.startTime) > now;
/** A confirmed booking that has ended and has no review yet. */
export const canReview = (b: Booking, now = Date.now()) => b.status === 'confirmed' && Date.parse(b.endTime) <= now && !b.reviewed;

export function BookingCard({ booking }: { booking: Booking }) {
  const [confirming, setConfirming] = useState(false);
  const [dialog, setDialog] = useState<'move' | 'review' | 'pay' | null>(null);
  const [code, setCode] = useState('');
  const cancel = useCancelBooking();
  const pay = useSubmitMpesaCode();
  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim().toUpperCase();
    if (!MPESA_CODE_PATTERN.test(value)) return toast.error(BOOKING_MESSAGES.badMpesaCode);
    pay.mutate({ bookingId: booking.id, code: value });
  };
  const start = new Date(booking.startTime);
  const end = new Date(booking.endTime);

  return (
    <Card className="space-y-4 p-5" data-testid="booking-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">{booking.spaceName}</h3>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1">
              <Calendar className="size-4" aria-hidden /> {formatDay(start)}
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden /> {formatClockRange(start, end)}
            </span>
          </p>
        </div>
        <div className="flex gap-2">
          <Badge className={cn('capitalize', STATUS_STYLE[booking.status])}>{BOOKING_STATUS_LABELS[booking.status]}</Badge>
          {(booking.status === 'pending' || booking.status === 'confirmed' || booking.paymentStatus === 'paid') && (
            <Badge className={booking.paymentStatus === 'paid' ? STATUS_STYLE.confirmed : STATUS_STYLE.pending}>
              {booking.paymentStatus === 'paid' ? 'Paid' : 'Payment pending'}
            </Badge>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-slate-500">Total hours</dt>
          <dd className="font-medium text-slate-900">{booking.totalHours}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Total cost</dt>
          <dd className="font-medium text-slate-900">{formatKsh(booking.totalCost)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Booking ID</dt>
          <dd className="font-mono font-medium text-slate-900">{booking.reference}</dd>
        </div>
      </dl>
      {booking.status === 'requested' && (
        <p className="text-sm text-slate-700" data-testid="request-status">
          Waiting for the host to accept{booking.holdExpiresAt ? ` (they answer by ${formatDayAndClock(new Date(booking.holdExpiresAt))})` : ''}. You pay once
          they do.
        </p>
      )}
      {booking.decisionNote && booking.status !== 'requested' && (
        <p className="text-sm text-slate-700" data-testid="decision-note">
          {booking.status === 'declined' ? 'The host declined: ' : ''}
          {booking.decisionNote}
        </p>
      )}
      {booking.refund && (
        <p className="text-sm text-slate-700" data-testid="refund-status">
          {booking.refund.status === 'due'
            ? `Refund of ${formatKsh(booking.refund.amount)} on its way to your M-Pesa.`
            : `Refunded ${formatKsh(booking.refund.amount)} by M-Pesa (${booking.refund.reference}).`}
        </p>
      )}
      {booking.status === 'pending' &&
        booking.paymentStatus === 'pending' &&
        (booking.mpesaCode ? (
          <p className="text-sm text-slate-600">
            M-Pesa code <span className="font-mono font-semibold">{booking.mpesaCode}</span> received; waiting for confirmation.
          </p>
        ) : (
          <form onSubmit={submitCode} className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1 space-y-1">
              <Label htmlFor={`mpesa-${booking.id}`}>M-Pesa transaction code</Label>
              <Input
                id={`mpesa-${booking.id}`}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                placeholder="e.g. QJK3L5M7NP"
                maxLength={MPESA_CODE_INPUT_MAX}
              />
            </div>
            <Button type="submit" variant="outline" disabled={pay.isPending}>
              {pay.isPending ? 'Sending...' : 'Submit code'}
            </Button>
          </form>
        ))}
      <div className="flex flex-wrap justify-end gap-2">
        {booking.status === 'pending' && booking.paymentStatus === 'pending' && !booking.mpesaCode && (
          <Button onClick={() => setDialog('pay')}>
            <Smartphone aria-hidden /> Pay with M-Pesa
          </Button>
        )}
        <ButtonLink to={paths.invoice.getHref(booking.id)} variant="ghost">
          <FileText aria-hidden /> Invoice
        </ButtonLink>
        {booking.status !== 'cancelled' && booking.status !== 'declined' && (
          <Button
            variant="ghost"
            onClick={() =>
              downloadFile(`/bookings/${booking.id}/calendar.ics`, `nafasi-${booking.reference}.ics`).catch((e) => toast.error(getErrorMessage(e)))
            }
          >
            <CalendarPlus aria-hidden /> Add to calendar
          </Button>
        )}
        {canReview(booking) && (
          <Button variant="outline" onClick={() => setDialog('review')}>
            <Star aria-hidden /> Leave a review
          </Button>
        )}
        {canModify(booking) && (
          <Button variant="outline" onClick={() => setDialog('move')}>
            Modify
          </Button>
        )}
        {canCancel(booking) && (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            Cancel
          </Button>
        )}
      </div>
      {dialog === 'move' && <MoveBookingDialog booking={booking} open onOpenChange={(open) => setDialog(open ? 'move' : null)} />}
      {dialog === 'pay' && (
        <Dialog
          open
          onOpenChange={(open) => setDialog(open ? 'pay' : null)}
          title="Pay with M-Pesa"
          description={`${booking.spaceName}, ${formatDay(start)} ${formatClockRange(start, end)}: ${formatKsh(booking.totalCost)}.`}
        >
          <MpesaPush booking={booking} />
        </Dialog>
      )}
      {dialog === 'review' && <ReviewDialog booking={booking} open onOpenChange={(open) => setDialog(open ? 'review' : null)} />}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this booking?"
        description={`${booking.spaceName}, ${formatDay(start)} ${formatClockRange(start, end)}. The time will be released for others.`}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep booking
            </Button>
            <Button onClick={() => cancel.mutate(booking.id, { onSuccess: () => setConfirming(false) })} disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling...' : 'Cancel booking'}
            </Button>
          </>
        }
      />
    </Card>
  );
}
