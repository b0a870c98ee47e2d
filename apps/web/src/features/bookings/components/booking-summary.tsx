import { formatDeadline, formatFullDate } from '@nafasi/shared/dates';
import { centsToKsh, formatKsh } from '@nafasi/shared/money';
import type { BookingAmounts } from '@nafasi/shared/pricing';
import { taxLabel } from '@nafasi/shared/tax-label';
import type { TaxQuote } from '@nafasi/shared/tax';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Slot } from './slot-picker';
import { useAuth } from '@/lib/auth';
import { m } from '@nafasi/shared/i18n';

/** §2 Booking Summary: the slot, its hours and amounts, and Confirm Booking (only for a free slot). */
export function BookingSummary({
  slot,
  hours,
  amounts,
  tax,
  slotFree,
  held,
  reason,
  instantBook,
  deposit,
  busy,
  onConfirm,
}: {
  slot: Slot;
  hours: number;
  amounts: BookingAmounts;
  /** The tax the space's bookings carry now: its line says which, or why none. */
  tax: TaxQuote;
  slotFree: boolean;
  /** A booking was just made for this slot: it is the guest's own, not someone else's. */
  held: boolean;
  /** Why the day cannot be booked, if it cannot. */
  reason: string | null;
  /** False: the guest requests and the host accepts before payment. */
  instantBook: boolean;
  /** The deposit and balance the booking would be sold with (its space's rule), or null: paid whole. */
  deposit: { depositCents: number; balanceDueAt: Date } | null;
  busy: boolean;
  onConfirm: () => void;
}) {
  // The page shows while the guest's session is checked (RequireAuth's preview); booking waits for it.
  // Read here, not by the page: only this part draws again when the check ends.
  const ready = useAuth().status === 'authenticated';
  return (
    <aside aria-label={m.summary_title()} className="lg:sticky lg:top-24 lg:self-start">
      <Card className="space-y-4 p-6">
        <h2 className="text-lg font-bold text-slate-900">{m.summary_title()}</h2>
        <dl className="space-y-2 text-sm">
          {[
            [m.filter_date(), formatFullDate(slot.date)],
            [m.summary_time(), slot.startTime ? `${slot.startTime} - ${slot.endTime}` : '—'],
            [m.summary_duration(), hours > 0 ? m.duration_hours({ count: hours }) : '—'],
            [m.summary_subtotal(), formatKsh(centsToKsh(amounts.subtotalCents))],
            [taxLabel(tax), formatKsh(centsToKsh(amounts.taxCents))],
          ].map(([k, v]) => (
            <div key={k} className="flex justify-between gap-3">
              <dt className="text-slate-600">{k}</dt>
              <dd className="whitespace-nowrap text-right font-medium text-slate-900">{v}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base">
            <dt className="font-semibold text-slate-900">{m.notify_fact_total()}</dt>
            <dd className="font-bold text-slate-900" data-testid="booking-total">
              {formatKsh(centsToKsh(amounts.totalCents))}
            </dd>
          </div>
        </dl>
        {deposit && (
          <div className="space-y-1 rounded-lg bg-brand-50 p-3 text-sm text-slate-800" data-testid="deposit-terms">
            <p className="font-medium">
              {m.deposit_summary({
                deposit: formatKsh(centsToKsh(deposit.depositCents)),
                balance: formatKsh(Math.ceil(centsToKsh(amounts.totalCents)) - centsToKsh(deposit.depositCents)),
                due: formatDeadline(deposit.balanceDueAt),
              })}
            </p>
            <p className="text-slate-600">{m.deposit_policy()}</p>
          </div>
        )}
        {!slotFree && !held && <p className="text-sm text-red-700">{reason ? m.slot_choose_another_day({ reason }) : m.summary_time_taken()}</p>}
        <Button size="lg" className="w-full" disabled={!slotFree || busy || !ready} onClick={onConfirm}>
          {instantBook ? m.summary_confirm() : busy ? m.summary_sending_request() : m.summary_request()}
        </Button>
        {!instantBook && <p className="text-sm text-slate-600">{m.summary_request_note()}</p>}
        <p className="text-xs text-slate-500">{m.summary_terms()}</p>
      </Card>
    </aside>
  );
}
