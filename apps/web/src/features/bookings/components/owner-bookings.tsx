import { formatDayAndClock, formatWhen } from '@nafasi/shared/dates';
import { CalendarDays } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { BOOKING_STATUS_LABELS, DeclineBookingSchema, type Booking } from '@nafasi/shared/bookings';
import { describeMinutes } from '@nafasi/shared/schedule';
import { getErrorMessage } from '@nafasi/shared/errors';
import { formatKsh } from '@nafasi/shared/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { maxLengthOf } from '@/lib/form';
import { useAcceptRequest, useDeclineRequest, useMarkPaid, useReleaseHold } from '../api/host-actions';
import { m } from '@nafasi/shared/i18n';

/** Who booked the owner's spaces; a payment the guest reports can be marked as received. */
export function OwnerBookings({ bookings }: { bookings: Booking[] }) {
  const confirm = useMarkPaid();
  const release = useReleaseHold();
  const accept = useAcceptRequest();
  const [declining, setDeclining] = useState<Booking | null>(null);
  // Marking paid gives up Nafasi's payout, and releasing cancels the guest's hold: both ask first.
  const [asking, setAsking] = useState<{ booking: Booking; action: 'paid' | 'release' } | null>(null);
  if (bookings.length === 0) return <EmptyState icon={CalendarDays} title={m.owner_bookings_none()} text={m.owner_bookings_none_text()} />;
  return (
    <div className="grid gap-3">
      {bookings.map((b) => (
        <Card key={b.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="owner-booking">
          <div className="min-w-0 space-y-0.5 text-sm">
            <p className="font-semibold text-slate-900">
              {b.spaceName} <span className="font-mono text-xs font-normal text-slate-500">{b.reference}</span>
            </p>
            <p className="text-slate-600">
              {b.userName} · {formatDayAndClock(b.startTime)} · {describeMinutes(Math.round(b.totalHours * 60))} · {formatKsh(b.totalCost)}
            </p>
            {b.status === 'requested' && b.holdExpiresAt && (
              <p className="font-medium text-sky-800">{m.owner_bookings_answer_by({ by: formatWhen(b.holdExpiresAt) })}</p>
            )}
            {b.mpesaCode && b.paymentStatus !== 'paid' && (
              <p className="text-slate-700">
                {m.owner_bookings_code()} <span className="font-mono font-semibold">{b.mpesaCode}</span>
              </p>
            )}
          </div>
          <div className="flex items-center gap-2">
            <Badge className="capitalize">{BOOKING_STATUS_LABELS[b.status]}</Badge>
            {b.status === 'requested' && (
              <>
                <Button size="sm" onClick={() => accept.mutate(b.id)} disabled={accept.isPending}>
                  {m.owner_bookings_accept()}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setDeclining(b)}>
                  {m.owner_bookings_decline()}
                </Button>
              </>
            )}
            {b.status === 'pending' && (
              <>
                <Button size="sm" variant="outline" onClick={() => setAsking({ booking: b, action: 'paid' })} disabled={confirm.isPending}>
                  {m.owner_bookings_mark_paid()}
                </Button>
                {b.paymentStatus === 'pending' && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setAsking({ booking: b, action: 'release' })}
                    disabled={release.isPending}
                    title={m.owner_bookings_release_title()}
                  >
                    {m.owner_bookings_release()}
                  </Button>
                )}
              </>
            )}
          </div>
        </Card>
      ))}
      {declining && <DeclineDialog booking={declining} onClose={() => setDeclining(null)} />}
      {asking?.action === 'paid' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={m.owner_bookings_mark_paid_title({ guest: asking.booking.userName })}
          description={[
            m.owner_bookings_mark_paid_text({ reference: asking.booking.reference }),
            asking.booking.mpesaCode ? m.owner_bookings_mark_paid_code({ code: asking.booking.mpesaCode }) : '',
          ]
            .filter(Boolean)
            .join(' ')}
          keep={m.common_not_yet()}
          action={m.owner_bookings_mark_paid()}
          busy={confirm.isPending}
          busyAction={m.owner_bookings_marking()}
          onConfirm={() => confirm.mutate(asking.booking.id, { onSuccess: () => setAsking(null) })}
        />
      )}
      {asking?.action === 'release' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={m.owner_bookings_release_confirm_title({ reference: asking.booking.reference })}
          description={m.owner_bookings_release_confirm_text({ guest: asking.booking.userName })}
          keep={m.owner_bookings_keep_hold()}
          action={m.owner_bookings_release()}
          busy={release.isPending}
          busyAction={m.owner_bookings_releasing()}
          destructive
          onConfirm={() => release.mutate(asking.booking.id, { onSuccess: () => setAsking(null) })}
        />
      )}
    </div>
  );
}

/** Declining says why: the guest reads the message with their booking. */
function DeclineDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const decline = useDeclineRequest();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    decline.mutate({ bookingId: booking.id, message }, { onSuccess: onClose });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={m.owner_bookings_decline_title({ reference: booking.reference })}
      description={m.owner_bookings_decline_text({ guest: booking.userName, space: booking.spaceName, when: formatWhen(booking.startTime) })}
    >
      <form onSubmit={submit} className="space-y-3">
        <Field label={m.owner_bookings_message()} error={decline.error ? getErrorMessage(decline.error) : undefined}>
          <Textarea
            id="decline-message"
            rows={3}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            maxLength={maxLengthOf(DeclineBookingSchema.shape.message)}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {m.owner_bookings_keep()}
          </Button>
          <Button type="submit" disabled={decline.isPending}>
            {decline.isPending ? m.owner_bookings_declining() : m.owner_bookings_decline_request()}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
