import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import type { Booking } from '@nafasi/shared/bookings';
import { getErrorMessage } from '@nafasi/shared/errors';
import { formatKsh } from '@nafasi/shared/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/lib/toast';
import { bookingKeys, markPaid, releaseHold } from '../api/booking-calls';

const when = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' });

/** Who booked the owner's spaces; a payment the guest reports can be marked as received. */
export function OwnerBookings({ bookings }: { bookings: Booking[] }) {
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: markPaid,
    onSuccess: (b) => {
      toast.success(`Payment for ${b.reference} marked as received.`);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.ofMySpaces });
    },
    onError: (error) => toast.error(getErrorMessage(error)),
  });
  const release = useMutation({
    mutationFn: releaseHold,
    onSuccess: (b) => {
      toast.success(`The hold of ${b.reference} was released: the time is free again.`);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.ofMySpaces });
    },
    onError: (error) => toast.error(getErrorMessage(error)),
  });
  if (bookings.length === 0) return <EmptyState icon={CalendarDays} title="No bookings of your spaces yet" text="When guests book your spaces, they show here." />;
  return (
    <div className="grid gap-3">
      {bookings.map((b) => (
        <Card key={b.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="owner-booking">
          <div className="min-w-0 space-y-0.5 text-sm">
            <p className="font-semibold text-slate-900">
              {b.spaceName} <span className="font-mono text-xs font-normal text-slate-500">{b.reference}</span>
            </p>
            <p className="text-slate-600">
              {b.userName} · {when.format(new Date(b.startTime))} · {b.totalHours} h · {formatKsh(b.totalCost)}
            </p>
            {b.mpesaCode && b.paymentStatus !== 'paid' && (
              <p className="text-slate-700">
                M-Pesa code reported: <span className="font-mono font-semibold">{b.mpesaCode}</span>
              </p>
            )}
          </div>
          <div className="flex items-center gap-2">
            <Badge className="capitalize">{b.status}</Badge>
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
    </div>
  );
}
