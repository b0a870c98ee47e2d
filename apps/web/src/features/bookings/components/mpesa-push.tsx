import { CheckCircle2, Loader2, Smartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { Booking } from '@nafasi/shared/bookings';
import { getErrorMessage } from '@nafasi/shared/errors';
import { formatKsh } from '@nafasi/shared/money';
import { MPESA_LIMITS, MPESA_MESSAGES, mpesaAmount, nextPart, safaricomPhone, type MpesaPayment } from '@nafasi/shared/payments';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useMpesaPayment } from '../api/get-mpesa-payment';
import { useStartMpesaPayment } from '../api/start-mpesa-payment';
import { usePaymentInfo } from '../api/get-payment-info';
import { m } from '@nafasi/shared/i18n';

/**
 * Lipa na M-Pesa Online: the guest gives their number, the server sends a payment request to the
 * phone, and this follows it until M-Pesa says paid (the booking is confirmed: said, and every
 * booking read again) or why not. A booking above M-Pesa's limit per payment is paid in parts
 * ("part 2 of 3"), each from this number or another (a colleague's); what has come is said.
 */
export function MpesaPush({ booking, onPaid }: { booking: Booking; onPaid?: (payment: MpesaPayment) => void }) {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const status = useMpesaPayment(paymentId, onPaid);
  const payment = status.data;
  const start = useStartMpesaPayment(booking.id);
  const limits = usePaymentInfo().data?.limits ?? MPESA_LIMITS;
  const due = mpesaAmount(Math.round(booking.invoice.total * 100));
  // What has come: as the last part paid here says, else as the booking was read.
  const partPaid = payment?.status === 'paid' && payment.left > 0 ? payment : null;
  const paidSoFar = partPaid ? due - partPaid.left : booking.paidSoFar.amount;
  const deposit = booking.paymentTerms?.deposit ?? null;
  const next = nextPart(due, { shillings: paidSoFar, parts: partPaid?.part?.number ?? booking.paidSoFar.parts }, limits, undefined, deposit);
  const amount = next?.amount ?? due;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!safaricomPhone(phone)) return setError(MPESA_MESSAGES.badPhone);
    setError(null);
    start.mutate(phone, { onSuccess: (p) => setPaymentId(p.id), onError: (err) => setError(getErrorMessage(err)) });
  };

  if (payment?.status === 'paid' && !partPaid) {
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
        data-testid="mpesa-paid"
      >
        <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
        <p>
          {MPESA_MESSAGES.paid}
          {payment.receipt && (
            <>
              {' '}
              {m.notify_fact_receipt()} <strong className="font-mono">{payment.receipt}</strong>.
            </>
          )}
        </p>
      </div>
    );
  }
  if (paymentId && (!payment || payment.status === 'pending')) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900" data-testid="mpesa-waiting">
        <Loader2 className="mt-0.5 size-5 shrink-0 animate-spin" aria-hidden />
        <p>
          <strong>{MPESA_MESSAGES.checkPhone}</strong> {payment?.part && <>{m.push_part(payment.part)}: </>}
          {m.push_waiting({ amount: formatKsh(payment?.amount ?? amount), reference: booking.reference })}
        </p>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 p-4" noValidate>
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <Smartphone className="size-4 text-brand-700" aria-hidden /> {m.push_heading()}
        {next && next.of > 1 && (
          <span className="ml-auto whitespace-nowrap rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800" data-testid="mpesa-part">
            {m.push_part(next)}
          </span>
        )}
      </p>
      {partPaid?.part && (
        <p role="status" className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="mpesa-part-paid">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {MPESA_MESSAGES.partPaid(partPaid.part, formatKsh(partPaid.left))}
            {partPaid.receipt && (
              <>
                {' '}
                {m.notify_fact_receipt()} <strong className="font-mono">{partPaid.receipt}</strong>.
              </>
            )}
          </span>
        </p>
      )}
      {next && next.of > 1 && paidSoFar === 0 && (
        <p className="text-sm text-slate-600" data-testid="mpesa-parts-note">
          {m.push_parts_note({ limit: formatKsh(limits.perPush), count: next.of })}
        </p>
      )}
      {paidSoFar > 0 && (
        <p className="text-sm font-medium text-slate-700" data-testid="mpesa-paid-so-far">
          {m.push_paid_so_far({ paid: formatKsh(paidSoFar), total: formatKsh(due) })}
        </p>
      )}
      {payment?.status === 'failed' && (
        <p role="alert" className="text-sm text-red-800" data-testid="mpesa-failed">
          {payment.message}
        </p>
      )}
      <Field label={m.push_phone()} error={error ?? undefined}>
        <Input
          id="mpesa-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0712 345 678"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={start.isPending}>
        {start.isPending
          ? m.push_sending()
          : payment?.status === 'failed'
            ? m.push_try_again()
            : next?.stage === 'deposit'
              ? m.push_pay_deposit({ amount: formatKsh(amount) })
              : next?.stage === 'balance'
                ? m.push_pay_balance({ amount: formatKsh(amount) })
                : partPaid
                  ? `${m.push_next_part()}: ${formatKsh(amount)}`
                  : m.push_pay({ amount: formatKsh(amount) })}
      </Button>
    </form>
  );
}
