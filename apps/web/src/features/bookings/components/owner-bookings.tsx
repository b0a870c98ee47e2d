import { formatDayAndClock } from '@nafasi/shared/dates';
import { CalendarDays } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { BOOKING_STATUS_LABELS, DeclineBookingSchema, type Booking } from '@nafasi/shared/bookings';
import { getErrorMessage } from '@nafasi/shared/errors';
import { formatKsh } from '@nafasi/shared/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { maxLengthOf } from '@/lib/form';
import { useAcceptRequest, useDeclineRequest, useMarkPaid, useReleaseHold } from '../api/host-actions';

/** Who booked the owner's spaces; a payment the guest reports can be marked as received. */
export function OwnerBookings({ bookings }: { bookings: Booking[] }) {
  const confirm = useMarkPaid();
  const release = useReleaseHold();
  const accept = useAcceptRequest();
  const [declining, setDeclining] = useState<Booking | null>(null);
  if (bookings.length === 0)
    return <EmptyState icon={CalendarDays} title="No bookings of your spaces yet" text="When guests book your spaces, they show here." />;
  return (
    <div className="grid gap-3">
      {bookings.map((b) => (
        <Card key={b.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="owner-booking">
          <div className="min-w-0 space-y-0.5 text-sm">
            <p className="font-semibold text-slate-900">
              {b.spaceName} <span className="font-mono text-xs font-normal text-slate-500">{b.reference}</span>
            </p>
            <p className="text-slate-600">
              {b.userName} · {formatDayAndClock(b.startTime)} · {b.totalHours} h · {formatKsh(b.totalCost)}
            </p>
            {b.status === 'requested' && b.holdExpiresAt && <p className="font-medium text-sky-800">Request: answer by {formatDayAndClock(b.holdExpiresAt)}</p>}
            {b.mpesaCode && b.paymentStatus !== 'paid' && (
              <p className="text-slate-700">
                M-Pesa code reported: <span className="font-mono font-semibold">{b.mpesaCode}</span>
              </p>
            )}
          </div>
          <div className="flex items-center gap-2">
            <Badge className="capitalize">{BOOKING_STATUS_LABELS[b.status]}</Badge>
            {b.status === 'requested' && (
              <>
                <Button size="sm" onClick={() => accept.mutate(b.id)} disabled={accept.isPending}>
                  Accept
                </Button>
                <Button size="sm" variant="outline" onClick={() => setDeclining(b)}>
                  Decline
                </Button>
              </>
            )}
            {b.status === 'pending' && (
              <>
                <Button size="sm" variant="outline" onClick={() => confirm.mutate(b.id)} disabled={confirm.isPending}>
                  Mark paid
                </Button>
                {b.paymentStatus === 'pending' && (
                  <Button size="sm" variant="ghost" onClick={() => release.mutate(b.id)} disabled={release.isPending} title="Free this time for other guests">
                    Release hold
                  </Button>
                )}
              </>
            )}
          </div>
        </Card>
      ))}
      {declining && <DeclineDialog booking={declining} onClose={() => setDeclining(null)} />}
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
      title={`Decline ${booking.reference}?`}
      description={`${booking.userName} asked for ${booking.spaceName}, ${formatDayAndClock(booking.startTime)}. Tell them why.`}
    >
      <form onSubmit={submit} className="space-y-3">
        <Field label="Message to the guest" error={decline.error ? getErrorMessage(decline.error) : undefined}>
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
            Keep request
          </Button>
          <Button type="submit" disabled={decline.isPending}>
            {decline.isPending ? 'Declining...' : 'Decline request'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
