import { formatFullDate } from '@nafasi/shared/dates';
import { centsToKsh, formatKsh } from '@nafasi/shared/money';
import type { BookingAmounts } from '@nafasi/shared/pricing';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Slot } from './slot-picker';

/** §2 Booking Summary: the slot, its hours and amounts, and Confirm Booking (only for a free slot). */
export function BookingSummary({
  slot,
  hours,
  amounts,
  slotFree,
  held,
  reason,
  instantBook,
  busy,
  onConfirm,
}: {
  slot: Slot;
  hours: number;
  amounts: BookingAmounts;
  slotFree: boolean;
  /** A booking was just made for this slot: it is the guest's own, not someone else's. */
  held: boolean;
  /** Why the day cannot be booked, if it cannot. */
  reason: string | null;
  /** False: the guest requests and the host accepts before payment. */
  instantBook: boolean;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <aside aria-label="Booking Summary" className="lg:sticky lg:top-24 lg:self-start">
      <Card className="space-y-4 p-6">
        <h2 className="text-lg font-bold text-slate-900">Booking Summary</h2>
        <dl className="space-y-2 text-sm">
          {[
            ['Date', formatFullDate(slot.date)],
            ['Time', slot.startTime ? `${slot.startTime} - ${slot.endTime}` : '—'],
            ['Duration', hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '—'],
            ['Subtotal', formatKsh(centsToKsh(amounts.subtotalCents))],
            ['Tax (10%)', formatKsh(centsToKsh(amounts.taxCents))],
          ].map(([k, v]) => (
            <div key={k} className="flex justify-between gap-3">
              <dt className="text-slate-600">{k}</dt>
              <dd className="text-right font-medium text-slate-900">{v}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base">
            <dt className="font-semibold text-slate-900">Total</dt>
            <dd className="font-bold text-slate-900" data-testid="booking-total">
              {formatKsh(centsToKsh(amounts.totalCents))}
            </dd>
          </div>
        </dl>
        {!slotFree && !held && (
          <p className="text-sm text-red-700">{reason ? `${reason}. Choose another day.` : 'That time is not available. Choose another.'}</p>
        )}
        <Button size="lg" className="w-full" disabled={!slotFree || busy} onClick={onConfirm}>
          {instantBook ? 'Confirm Booking' : busy ? 'Sending request...' : 'Request to Book'}
        </Button>
        {!instantBook && <p className="text-sm text-slate-600">The host accepts requests for this space. You pay only once they do.</p>}
        <p className="text-xs text-slate-500">
          By booking you agree to the Terms of Service. You can cancel from your dashboard up to 24 hours before the booking; each owner may set their own
          policy.
        </p>
      </Card>
    </aside>
  );
}
