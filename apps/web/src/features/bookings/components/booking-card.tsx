import { formatClockRange, formatDay, formatDeadline, formatWhen } from '@nafasi/shared/dates';

import { Calendar, CalendarPlus, Clock, FileText, Smartphone, Star } from 'lucide-react';

import { useState, type FormEvent } from 'react';

import {
  BOOKING_MESSAGES,
  BOOKING_STATUS_LABELS,
  canCancel,
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

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
import { m } from '@nafasi/shared/i18n';

const STATUS_STYLE: Record<BookingStatus, string> = {
  requested: 'bg-sky-50 text-sky-800',
  confirmed: 'bg-emerald-50 text-emerald-800',
  pending: 'bg-amber-50 text-amber-800',
  cancelled: 'bg-slate-100 text-slate-600',
  declined: 'bg-red-50 text-red-800',
};

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
  // A paid booking cancelled and refunded says so where it said "Paid" (issue 65).
  const cancelledRefund = booking.status === 'cancelled' && booking.paymentStatus === 'paid' ? booking.refund : null;

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
            <Badge className={booking.paymentStatus === 'paid' && !cancelledRefund ? STATUS_STYLE.confirmed : STATUS_STYLE.pending} data-testid="payment-badge">
              {cancelledRefund
                ? cancelledRefund.status === 'sent'
                  ? m.card_badge_refunded()
                  : m.card_badge_refund_due()
                : booking.paymentStatus === 'paid'
                  ? m.card_paid()
                  : m.card_payment_pending()}
            </Badge>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-slate-500">{m.card_total_hours()}</dt>
          <dd className="font-medium text-slate-900">{booking.totalHours}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{m.card_total_cost()}</dt>
          <dd className="font-medium text-slate-900">{formatKsh(booking.totalCost)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{m.card_booking_id()}</dt>
          <dd className="font-mono font-medium text-slate-900">{booking.reference}</dd>
        </div>
      </dl>
      {booking.status === 'requested' && (
        <p className="text-sm text-slate-700" data-testid="request-status">
          {booking.holdExpiresAt ? m.card_waiting_host_by({ by: formatWhen(new Date(booking.holdExpiresAt)) }) : m.card_waiting_host()}
        </p>
      )}
      {booking.paymentTerms && booking.status === 'pending' && booking.paidSoFar.amount >= booking.paymentTerms.deposit && (
        <p className="text-sm text-slate-700" data-testid="deposit-held">
          {m.deposit_held({
            balance: formatKsh(Math.ceil(booking.totalCost) - booking.paidSoFar.amount),
            due: formatDeadline(new Date(booking.paymentTerms.balanceDueAt)),
          })}
        </p>
      )}
      {booking.decisionNote && booking.status !== 'requested' && (
        <p className="text-sm text-slate-700" data-testid="decision-note">
          {booking.status === 'declined' ? `${m.card_host_declined()} ` : ''}
          {booking.decisionNote}
        </p>
      )}
      {booking.refund && (
        <p className="text-sm text-slate-700" data-testid="refund-status">
          {booking.refund.status === 'due'
            ? m.card_refund_due({ amount: formatKsh(booking.refund.amount) })
            : m.card_refunded({ amount: formatKsh(booking.refund.amount), reference: booking.refund.reference ?? '' })}
        </p>
      )}
      {booking.status === 'pending' &&
        booking.paymentStatus === 'pending' &&
        (booking.mpesaCode ? (
          <p className="text-sm text-slate-600">
            {m.card_code_received_before()} <span className="font-mono font-semibold">{booking.mpesaCode}</span> {m.card_code_received_after()}
          </p>
        ) : (
          <form onSubmit={submitCode} className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1 space-y-1">
              <Label htmlFor={`mpesa-${booking.id}`}>{m.card_code_label()}</Label>
              <Input
                id={`mpesa-${booking.id}`}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                placeholder={m.card_code_placeholder()}
                maxLength={MPESA_CODE_INPUT_MAX}
              />
            </div>
            <Button type="submit" variant="outline" disabled={pay.isPending}>
              {pay.isPending ? m.card_sending() : m.card_submit_code()}
            </Button>
          </form>
        ))}
      <div className="flex flex-wrap justify-end gap-2">
        {booking.status === 'pending' && booking.paymentStatus === 'pending' && !booking.mpesaCode && (
          <Button onClick={() => setDialog('pay')}>
            <Smartphone aria-hidden /> {m.card_pay_mpesa()}
          </Button>
        )}
        <ButtonLink to={paths.invoice.getHref(booking.id)} variant="ghost">
          <FileText aria-hidden /> {m.card_invoice()}
        </ButtonLink>
        {booking.status !== 'cancelled' && booking.status !== 'declined' && (
          <Button
            variant="ghost"
            onClick={() =>
              downloadFile(`/bookings/${booking.id}/calendar.ics`, `nafasi-${booking.reference}.ics`).catch((e) => toast.error(getErrorMessage(e)))
            }
          >
            <CalendarPlus aria-hidden /> {m.card_add_calendar()}
          </Button>
        )}
        {canReview(booking) && (
          <Button variant="outline" onClick={() => setDialog('review')}>
            <Star aria-hidden /> {m.card_leave_review()}
          </Button>
        )}
        {canModify(booking) && (
          <Button variant="outline" onClick={() => setDialog('move')}>
            {m.card_modify()}
          </Button>
        )}
        {canCancel(booking) && (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            {m.common_cancel()}
          </Button>
        )}
      </div>
      {dialog === 'move' && <MoveBookingDialog booking={booking} open onOpenChange={(open) => setDialog(open ? 'move' : null)} />}
      {dialog === 'pay' && (
        <Dialog
          open
          onOpenChange={(open) => setDialog(open ? 'pay' : null)}
          title={m.card_pay_mpesa()}
          description={`${booking.spaceName}, ${formatDay(start)} ${formatClockRange(start, end)}: ${formatKsh(booking.totalCost)}.`}
        >
          <MpesaPush booking={booking} />
        </Dialog>
      )}
      {dialog === 'review' && <ReviewDialog booking={booking} open onOpenChange={(open) => setDialog(open ? 'review' : null)} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.card_cancel_title()}
        description={m.card_cancel_description({ booking: `${booking.spaceName}, ${formatDay(start)} ${formatClockRange(start, end)}` })}
        keep={m.card_keep()}
        action={m.card_cancel_booking()}
        busy={cancel.isPending}
        busyAction={m.card_cancelling()}
        onConfirm={() => cancel.mutate(booking.id, { onSuccess: () => setConfirming(false) })}
      />
    </Card>
  );
}
