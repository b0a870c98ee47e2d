import { useState } from 'react';
import { Landmark } from 'lucide-react';
import { BOOKING_STATUS_LABELS, canCancel, type Booking } from '@nafasi/shared/bookings';
import { formatClock, formatDay } from '@nafasi/shared/dates';
import { m } from '@nafasi/shared/i18n';
import { formatKsh, kshToCents } from '@nafasi/shared/money';
import { bankTransferSteps, mpesaAmount, type BankTransferInfo } from '@nafasi/shared/payments';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useCancelCompanyBooking } from '../api/companies';

/** What is still owed on a booking, in whole shillings (M-Pesa's and the bank's), or 0. */
const owedOn = (b: Booking) =>
  (b.status === 'pending' || b.status === 'confirmed') && b.paymentStatus === 'pending' ? mpesaAmount(kshToCents(b.totalCost)) - b.paidSoFar.amount : 0;

/**
 * Every booking on the company's account (its admins'), newest first: who booked, where and when,
 * where its money stands, its invoice; unpaid ones can be paid together by one bank transfer that
 * quotes all their references (the bank matching splits it).
 */
export function CompanyBookings({ companyId, bookings, bank }: { companyId: string; bookings: Booking[]; bank: BankTransferInfo }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const cancel = useCancelCompanyBooking(companyId);
  if (!bookings.length) return <EmptyState icon={Landmark} title={m.company_no_bookings()} text={m.company_no_bookings_text()} />;
  const payable = bookings.filter((b) => owedOn(b) > 0);
  const picked = payable.filter((b) => chosen.includes(b.id));
  const total = picked.reduce((a, b) => a + owedOn(b), 0);
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" data-testid="company-bookings">
        {bookings.map((b) => {
          const owed = owedOn(b);
          return (
            <li key={b.id} className="flex flex-wrap items-start gap-3 p-3 text-sm">
              {bank && owed > 0 ? (
                <input
                  type="checkbox"
                  className="mt-1 size-4 accent-brand-700"
                  aria-label={m.company_pick_invoice({ invoice: b.invoice.id })}
                  checked={chosen.includes(b.id)}
                  onChange={(e) => setChosen((now) => (e.target.checked ? [...now, b.id] : now.filter((id) => id !== b.id)))}
                />
              ) : (
                <span className="size-4" aria-hidden />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{b.spaceName}</p>
                <p className="text-slate-600">
                  {formatDay(b.startTime)}, {formatClock(b.startTime)} · {m.company_booked_by({ name: b.userName })}
                </p>
                <p className="font-mono text-xs text-slate-500">
                  {b.reference} · {b.invoice.id}
                </p>
              </div>
              <div className="flex flex-col items-end gap-1 text-right">
                <span className="font-semibold text-slate-900">{formatKsh(b.totalCost)}</span>
                <Badge
                  className="first-letter:uppercase"
                  tone={b.status === 'cancelled' || b.status === 'declined' ? 'muted' : owed > 0 ? 'warning' : 'success'}
                >
                  {owed > 0 ? m.company_owed({ amount: formatKsh(owed) }) : BOOKING_STATUS_LABELS[b.status]}
                </Badge>
                <Link to={paths.invoice.getHref(b.id)} className="text-brand-700 underline">
                  {m.card_invoice()}
                </Link>
                {canCancel(b) && (
                  <button type="button" className="cursor-pointer text-red-700 underline" onClick={() => setCancelling(b)}>
                    {m.card_cancel_booking()}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {bank && payable.length > 0 && (
        <section
          className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-4"
          aria-labelledby="company-pay-together"
          data-testid="company-pay-together"
        >
          <h3 id="company-pay-together" className="font-semibold text-slate-900">
            {m.company_pay_together()}
          </h3>
          {picked.length === 0 ? (
            <p className="text-sm text-slate-600">{m.company_pay_together_text()}</p>
          ) : (
            <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-800">
              {bankTransferSteps(bank, { reference: picked.map((b) => b.reference).join(' '), amount: total }).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          )}
          {picked.length > 0 && (
            <Button variant="outline" size="sm" onClick={() => setChosen([])}>
              {m.company_clear_choice()}
            </Button>
          )}
        </section>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={m.card_cancel_title()}
        description={m.company_cancel_text({
          booking: cancelling ? `${cancelling.spaceName}, ${formatDay(cancelling.startTime)} ${formatClock(cancelling.startTime)}` : '',
          name: cancelling?.userName ?? '',
        })}
        keep={m.card_keep()}
        action={m.card_cancel_booking()}
        busy={cancel.isPending}
        busyAction={m.card_cancelling()}
        destructive
        onConfirm={() => cancelling && cancel.mutate(cancelling.id, { onSuccess: () => setCancelling(null) })}
      />
    </div>
  );
}
