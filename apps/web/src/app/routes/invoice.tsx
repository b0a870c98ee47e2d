import { formatClockRange, formatDeadline, formatLongDay } from '@nafasi/shared/dates';
import { Link, useParams } from '@/lib/router';
import { taxLabel } from '@nafasi/shared/tax-label';
import { formatKsh } from '@nafasi/shared/money';
import { manualPaymentLine } from '@nafasi/shared/payments';
import { BOOKING_STATUS_LABELS } from '@nafasi/shared/bookings';
import { Badge } from '@/components/ui/badge';
import { PrintableDocument, PrintableNotFound } from '@/components/printable';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useBooking } from '@/features/bookings/api/get-booking';
import { useBookingTaxInvoices } from '@/features/etims/api/get-tax-invoices';
import { usePaymentInfo } from '@/features/bookings/api/get-payment-info';
import { useDocumentTitle } from '@/lib/use-document-title';
import { m } from '@nafasi/shared/i18n';

/**
 * What KRA's eTIMS has of the booking (a sale Nafasi made, and a credit note if it was cancelled):
 * each with KRA's number, or waiting for KRA; a host's own sale says it is not Nafasi's to register.
 */
function EtimsDocuments({ bookingId }: { bookingId: string }) {
  const { data } = useBookingTaxInvoices(bookingId);
  if (!data?.length) return <p className="mt-2 text-xs text-slate-500">{m.invoice_not_etims()}</p>;
  return (
    <ul className="mt-4 flex flex-col gap-2 text-sm" aria-label={m.etims_section()} data-testid="etims-documents">
      {data.map((d) => (
        <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link to={paths.taxInvoice.getHref(d.id)} className="font-medium text-brand-700 underline">
            {d.receiptType === 'R' ? m.etims_open_credit() : m.etims_open_invoice()}
          </Link>
          {d.status === 'signed' ? (
            <span className="font-mono text-xs text-slate-600">
              {m.etims_cu_invoice_no()} {d.cuInvoiceNo}
            </span>
          ) : (
            <Badge className={d.status === 'rejected' ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-800'}>
              {d.status === 'rejected' ? m.etims_rejected() : m.etims_fee_waiting()}
            </Badge>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A booking's invoice, laid out to print (or save as PDF) on one A4 page. */
function Invoice() {
  const { bookingId = '' } = useParams();
  const { data: booking, isPending, error } = useBooking(bookingId);
  const payment = usePaymentInfo();
  useDocumentTitle(booking ? m.invoice_tab_id({ id: booking.invoice.id }) : m.invoice_tab());

  if (isPending) return <p className="px-4 py-24 text-center text-slate-600">{m.invoice_loading()}</p>;
  if (error || !booking) return <PrintableNotFound text={m.invoice_not_found_text()} />;
  const { invoice } = booking;
  const start = new Date(booking.startTime);
  const end = new Date(booking.endTime);
  const paid = booking.paymentStatus === 'paid';
  // The terms the booking was sold with (docs/TAX.md): who sold, the tax line, the PINs printed.
  const terms = invoice.terms;
  return (
    <PrintableDocument
      back={{ to: paths.dashboard.getHref(), label: m.nav_dashboard() }}
      heading={
        <>
          <h1 className="text-xl font-bold text-slate-900">{m.card_invoice()}</h1>
          <p className="font-mono text-sm text-slate-700" data-testid="invoice-id">
            {invoice.id}
          </p>
          <p className="mt-1 text-sm text-slate-600">{m.invoice_issued({ day: formatLongDay(invoice.issuedAt) })}</p>
          <Badge className={paid ? 'mt-2 bg-emerald-50 text-emerald-800' : 'mt-2 bg-amber-50 text-amber-800'}>
            {paid ? m.card_paid() : m.card_payment_pending()}
          </Badge>
        </>
      }
    >
      <dl className="mt-8 grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">{m.invoice_billed_to()}</dt>
          <dd className="font-medium text-slate-900">{terms?.buyerName ?? booking.userName}</dd>
          {terms?.buyerPin && (
            <dd className="text-slate-600" data-testid="buyer-pin">
              {m.tax_buyer_pin({ pin: terms.buyerPin })}
            </dd>
          )}
          {terms?.buyerAddress && (
            <dd className="text-slate-600" data-testid="buyer-address">
              {terms.buyerAddress}
            </dd>
          )}
          {booking.company && <dd className="text-slate-600">{m.company_booked_by({ name: booking.userName })}</dd>}
        </div>
        {terms && (
          <div>
            <dt className="text-slate-500">{m.invoice_seller()}</dt>
            <dd className="text-slate-900">{terms.seller === 'host' ? m.tax_sold_by_host() : m.tax_sold_by_nafasi()}</dd>
            {terms.sellerPin && (
              <dd className="text-slate-600" data-testid="seller-pin">
                {m.tax_seller_pin({ pin: terms.sellerPin })}
              </dd>
            )}
          </div>
        )}
        <div>
          <dt className="text-slate-500">{m.card_booking_id()}</dt>
          <dd className="font-mono font-medium text-slate-900">{booking.reference}</dd>
        </div>
        {booking.mpesaCode && (
          <div>
            <dt className="text-slate-500">{m.invoice_mpesa()}</dt>
            <dd className="font-mono font-medium text-slate-900">{booking.mpesaCode}</dd>
          </div>
        )}
        <div>
          <dt className="text-slate-500">{m.invoice_status()}</dt>
          <dd className="font-medium capitalize text-slate-900">{BOOKING_STATUS_LABELS[booking.status]}</dd>
        </div>
      </dl>

      <table className="mt-8 w-full text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th scope="col" className="py-2 font-medium">
              {m.invoice_description()}
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              {m.invoice_hours()}
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              {m.invoice_amount()}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-100 align-top">
            <td className="py-3 pr-4">
              <p className="font-medium text-slate-900">{booking.spaceName}</p>
              <p className="text-slate-600">
                {formatLongDay(start)}, {formatClockRange(start, end)}
              </p>
            </td>
            <td className="py-3 pl-3 text-right tabular-nums">{booking.totalHours}</td>
            <td className="whitespace-nowrap py-3 pl-3 text-right tabular-nums">{formatKsh(invoice.subtotal)}</td>
          </tr>
        </tbody>
        <tfoot className="tabular-nums">
          <tr>
            <th scope="row" colSpan={2} className="pt-4 text-right font-normal text-slate-600">
              {m.summary_subtotal()}
            </th>
            <td className="whitespace-nowrap pl-3 pt-4 text-right">{formatKsh(invoice.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className="pt-1 text-right font-normal text-slate-600">
              {terms ? taxLabel(terms) : m.summary_tax()}
            </th>
            <td className="whitespace-nowrap pl-3 pt-1 text-right">{formatKsh(invoice.tax)}</td>
          </tr>
          <tr className="text-base font-bold text-slate-900">
            <th scope="row" colSpan={2} className="pt-3 text-right">
              {m.notify_fact_total()}
            </th>
            <td className="whitespace-nowrap pl-3 pt-3 text-right" data-testid="invoice-total">
              {formatKsh(invoice.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      {booking.paymentTerms && (
        <p className="mt-6 text-sm text-slate-700" data-testid="invoice-deposit">
          {m.invoice_deposit_terms({
            deposit: formatKsh(booking.paymentTerms.deposit),
            balance: formatKsh(Math.ceil(invoice.total) - booking.paymentTerms.deposit),
            due: formatDeadline(new Date(booking.paymentTerms.balanceDueAt)),
          })}
        </p>
      )}
      <p className="mt-10 text-xs text-slate-500">
        {payment.data && booking.paymentStatus === 'pending'
          ? `${m.invoice_payable_by({ how: manualPaymentLine(payment.data.manual, booking.reference) })} `
          : ''}
        {m.invoice_cancellation()}
      </p>
      <EtimsDocuments bookingId={booking.id} />
    </PrintableDocument>
  );
}

export function InvoicePage() {
  return (
    <RequireAuth>
      <Invoice />
    </RequireAuth>
  );
}
