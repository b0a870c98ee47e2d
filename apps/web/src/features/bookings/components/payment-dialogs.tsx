import { CreditCard, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from '@/lib/router';
import type { Booking, CreateBookingInput } from '@nafasi/shared/bookings';
import { bankTransferSteps, manualPaymentSteps, mpesaAmount, owedNow, type PaymentInfo } from '@nafasi/shared/payments';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useCreateBooking } from '../api/create-booking';
import { usePaymentInfo } from '../api/get-payment-info';
import { useBooking } from '../api/get-booking';
import { MpesaPush } from './mpesa-push';
import { m } from '@nafasi/shared/i18n';

const METHODS = [
  ['mpesa', () => 'M-Pesa', m.pay_method_mpesa_hint, Smartphone],
  ['card', m.pay_method_card, () => 'Visa, Mastercard', CreditCard],
] as const;
type Method = (typeof METHODS)[number][0];

/** Paying from the M-Pesa menu: the same steps as the booking mail and the invoice (shared/payments.ts). */
function ManualSteps({ booking, info: { manual, whatsappNumber, holdHours, limits, bank } }: { booking: Booking; info: PaymentInfo }) {
  const due = mpesaAmount(Math.round(booking.invoice.total * 100));
  const owed = owedNow(due, booking.paidSoFar.amount, booking.paymentTerms?.deposit ?? null);
  const steps = manualPaymentSteps(manual, { reference: booking.reference, amount: owed }, limits);
  return (
    <div className="mt-4 text-sm text-slate-700" data-testid="manual-payment">
      <p className="font-medium text-slate-900">{m.pay_manual_heading()}</p>
      <ol className="mt-2 list-decimal space-y-2 pl-5">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {bank && (
        <div className="mt-4" data-testid="bank-transfer">
          <p className="font-medium text-slate-900">{m.bank_heading()}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {bankTransferSteps(bank, { reference: booking.reference, amount: owed }).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-3">
        {m.pay_manual_reference()} <strong data-testid="booking-reference">{booking.reference}</strong>. {m.pay_manual_questions()}{' '}
        <strong>{whatsappNumber}</strong>. {m.pay_manual_released({ hours: holdHours })}
      </p>
    </div>
  );
}

/**
 * §4 after Confirm Booking: the payment-method dialog; M-Pesa books the slot (held until paid) and
 * opens the phone payment with the Paybill instructions beside it; the card says it is coming soon.
 */
export function PaymentDialogs({
  open,
  onClose,
  request,
  onBooked,
}: {
  open: boolean;
  onClose: () => void;
  request: CreateBookingInput;
  onBooked: (booking: Booking) => void;
}) {
  const navigate = useNavigate();
  const payment = usePaymentInfo();
  const [step, setStep] = useState<'method' | 'mpesa' | 'card'>('method');
  const [method, setMethod] = useState<Method | null>(null);
  const [made, setBooking] = useState<Booking | null>(null);
  // The booking as it stands (a part paid changes what is left), read again after each payment.
  const fresh = useBooking(made?.id ?? '', { enabled: made !== null });
  const booking = fresh.data ?? made;
  // Once M-Pesa reports the push paid, the dialog says so and offers nothing more to pay.
  const [paid, setPaid] = useState(false);
  const create = useCreateBooking();
  const creating = create.isPending;
  const close = () => {
    setStep('method');
    onClose();
  };

  function continueWith(chosen: Method) {
    if (chosen === 'card') return setStep('card');
    // The hook refreshes the bookings and says a refusal; here the dialog follows.
    create.mutate(request, {
      onSuccess: (made) => {
        setBooking(made);
        onBooked(made);
        setStep('mpesa');
      },
      onError: close,
    });
  }

  return (
    <>
      <Dialog
        open={open && step === 'method'}
        onOpenChange={(o) => !o && close()}
        title={m.pay_choose_title()}
        description={m.pay_choose_description()}
        footer={
          <>
            <Button variant="outline" onClick={close}>
              {m.common_cancel()}
            </Button>
            <Button disabled={!method || creating} onClick={() => method && continueWith(method)}>
              {creating ? m.pay_booking() : m.pay_continue()}
            </Button>
          </>
        }
      >
        <div role="radiogroup" aria-label={m.pay_method()} className="grid gap-2">
          {METHODS.map(([value, label, hint, Icon]) => (
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
                <span className="block font-semibold text-slate-900">{label()}</span>
                <span className="block text-sm text-slate-600">{hint()}</span>
              </span>
            </button>
          ))}
        </div>
      </Dialog>

      <Dialog
        open={open && step === 'mpesa'}
        onOpenChange={(o) => !o && close()}
        title={m.pay_mpesa_title()}
        description={paid ? m.pay_paid_confirmed({ booking: booking?.reference ?? m.pay_your_booking() }) : m.pay_held()}
        footer={
          paid ? (
            <Button onClick={() => void navigate(paths.dashboard.getHref())}>{m.pay_view_bookings()}</Button>
          ) : (
            <>
              <Button variant="outline" onClick={() => void navigate(paths.dashboard.getHref())}>
                {m.pay_later()}
              </Button>
              <Button
                onClick={() => {
                  toast.success(m.pay_noted());
                  void navigate(paths.dashboard.getHref());
                }}
              >
                {m.pay_understand()}
              </Button>
            </>
          )
        }
      >
        {booking && (
          <>
            <MpesaPush booking={booking} onPaid={() => setPaid(true)} />
            {!paid && payment.data && <ManualSteps booking={booking} info={payment.data} />}
          </>
        )}
      </Dialog>

      <Dialog
        open={open && step === 'card'}
        onOpenChange={(o) => !o && close()}
        title={m.pay_card_title()}
        description={m.pay_card_description()}
        footer={<Button onClick={() => setStep('method')}>{m.pay_use_mpesa()}</Button>}
      />
    </>
  );
}
