import { CreditCard, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Booking, CreateBookingInput } from '@nafasi/shared/bookings';
import { formatKsh } from '@nafasi/shared/money';
import { manualPaymentSteps, mpesaAmount, type ManualPayment } from '@nafasi/shared/payments';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useCreateBooking } from '../api/create-booking';
import { usePaymentInfo } from '../api/get-payment-info';
import { MpesaPush } from './mpesa-push';

const METHODS = [
  ['mpesa', 'M-Pesa', 'Pay from your phone', Smartphone],
  ['card', 'Credit/Debit Card', 'Visa, Mastercard', CreditCard],
] as const;
type Method = (typeof METHODS)[number][0];

/** Paying from the M-Pesa menu: the same steps as the booking mail and the invoice (shared/payments.ts). */
function ManualSteps({ booking, manual, whatsappNumber, holdHours }: { booking: Booking; manual: ManualPayment; whatsappNumber: string; holdHours: number }) {
  const steps = manualPaymentSteps(manual, { reference: booking.reference, amount: formatKsh(mpesaAmount(Math.round(booking.invoice.total * 100))) });
  return (
    <div className="mt-4 text-sm text-slate-700" data-testid="manual-payment">
      <p className="font-medium text-slate-900">Or pay from the M-Pesa menu yourself:</p>
      <ol className="mt-2 list-decimal space-y-2 pl-5">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-3">
        Booking reference <strong data-testid="booking-reference">{booking.reference}</strong>. Questions about a payment? Send the M-Pesa SMS by WhatsApp to{' '}
        <strong>{whatsappNumber}</strong>. Unpaid bookings are released after {holdHours} hours.
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
  const [booking, setBooking] = useState<Booking | null>(null);
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
        title="Choose Payment Method"
        description="How would you like to pay for this booking?"
        footer={
          <>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button disabled={!method || creating} onClick={() => method && continueWith(method)}>
              {creating ? 'Booking...' : 'Continue'}
            </Button>
          </>
        }
      >
        <div role="radiogroup" aria-label="Payment method" className="grid gap-2">
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
                <span className="block font-semibold text-slate-900">{label}</span>
                <span className="block text-sm text-slate-600">{hint}</span>
              </span>
            </button>
          ))}
        </div>
      </Dialog>

      <Dialog
        open={open && step === 'mpesa'}
        onOpenChange={(o) => !o && close()}
        title="M-Pesa Payment Instructions"
        description={
          paid ? `${booking?.reference ?? 'Your booking'} is paid and confirmed.` : 'Your booking is held for you. Complete the payment to confirm it.'
        }
        footer={
          paid ? (
            <Button onClick={() => void navigate(paths.dashboard.getHref())}>View my bookings</Button>
          ) : (
            <>
              <Button variant="outline" onClick={() => void navigate(paths.dashboard.getHref())}>
                I&apos;ll Pay Later
              </Button>
              <Button
                onClick={() => {
                  toast.success('Payment instructions noted. Please complete payment and send confirmation to WhatsApp.');
                  void navigate(paths.dashboard.getHref());
                }}
              >
                I Understand
              </Button>
            </>
          )
        }
      >
        {booking && (
          <>
            <MpesaPush booking={booking} onPaid={() => setPaid(true)} />
            {!paid && payment.data && (
              <ManualSteps booking={booking} manual={payment.data.manual} whatsappNumber={payment.data.whatsappNumber} holdHours={payment.data.holdHours} />
            )}
          </>
        )}
      </Dialog>

      <Dialog
        open={open && step === 'card'}
        onOpenChange={(o) => !o && close()}
        title="Card Payment"
        description="Card payments are coming soon. Please use M-Pesa for now."
        footer={<Button onClick={() => setStep('method')}>Use M-Pesa</Button>}
      />
    </>
  );
}
