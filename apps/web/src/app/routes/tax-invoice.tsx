import { formatDayAndClock, formatLongDay } from '@nafasi/shared/dates';
import { dashedEvery4, type EtimsDocument } from '@nafasi/shared/etims';
import { formatKsh } from '@nafasi/shared/money';
import { useParams } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { PrintableDocument, PrintableNotFound } from '@/components/printable';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useTaxInvoice } from '@/features/etims/api/get-tax-invoices';
import { useDocumentTitle } from '@/lib/use-document-title';
import { m } from '@nafasi/shared/i18n';

/** The control unit's time (yyyyMMddHHmmss, Nairobi) as people read it. */
function sdcTime(signedAt: string | null) {
  return signedAt ? formatDayAndClock(new Date(signedAt)) : '';
}

/** KRA's numbers and QR code, once it signed the document; else that it waits for KRA (or was refused). */
function ScuInformation({ doc }: { doc: EtimsDocument }) {
  if (doc.status !== 'signed')
    return (
      <p
        className={`mt-8 rounded-lg px-4 py-3 text-sm ${doc.status === 'rejected' ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-800'}`}
        data-testid="etims-status"
      >
        {doc.status === 'rejected' ? m.etims_rejected() : m.etims_waiting()}
      </p>
    );
  return (
    <section className="mt-8 flex flex-col gap-6 border-t border-slate-200 pt-6 sm:flex-row sm:items-start" aria-label={m.etims_section()}>
      {doc.qrSvg && doc.verificationUrl && (
        <a href={doc.verificationUrl} className="shrink-0 self-center sm:self-start" rel="noreferrer" target="_blank">
          <img
            src={`data:image/svg+xml;base64,${btoa(doc.qrSvg)}`}
            alt={m.etims_qr_alt()}
            width={144}
            height={144}
            className="h-36 w-36"
            data-testid="etims-qr"
          />
        </a>
      )}
      <dl className="grid min-w-0 flex-1 gap-3 text-sm">
        <div>
          <dt className="text-slate-500">{m.etims_cu_invoice_no()}</dt>
          <dd className="break-all font-mono font-medium text-slate-900" data-testid="cu-invoice-no">
            {doc.cuInvoiceNo}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{m.etims_signature()}</dt>
          <dd className="break-all font-mono text-slate-900" data-testid="etims-signature">
            {dashedEvery4(doc.signature ?? '')}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{m.etims_internal_data()}</dt>
          <dd className="break-all font-mono text-slate-700">{dashedEvery4(doc.internalData ?? '')}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{m.etims_signed_at()}</dt>
          <dd className="text-slate-900">{sdcTime(doc.signedAt)}</dd>
        </div>
        {doc.verificationUrl && (
          <a href={doc.verificationUrl} className="text-sm font-medium text-brand-700 underline print:hidden" rel="noreferrer" target="_blank">
            {m.etims_verify()}
          </a>
        )}
      </dl>
    </section>
  );
}

/** An eTIMS tax invoice or credit note, laid out to print (or save as PDF) on one A4 page. */
function TaxInvoice() {
  const { id = '' } = useParams();
  const { data: doc, isPending, error } = useTaxInvoice(id);
  useDocumentTitle(doc ? m.etims_tab({ number: String(doc.number) }) : m.etims_title_invoice());
  if (isPending) return <p className="px-4 py-24 text-center text-slate-600">{m.invoice_loading()}</p>;
  if (error || !doc) return <PrintableNotFound text={m.etims_not_found()} />;
  const credit = doc.receiptType === 'R';
  const taxLine = doc.taxType === 'B' ? m.etims_tax_line({ rate: String(doc.taxRate), type: doc.taxType }) : m.etims_no_vat_line({ type: doc.taxType });
  return (
    <PrintableDocument
      back={
        doc.kind === 'sale'
          ? { to: paths.invoice.getHref(doc.bookingId), label: m.card_invoice() }
          : { to: paths.dashboard.getHref('earnings'), label: m.nav_dashboard() }
      }
      seller={doc.sellerPin && <p className="text-sm text-slate-600">{m.tax_seller_pin({ pin: doc.sellerPin })}</p>}
      heading={
        <>
          <h1 className="text-xl font-bold text-slate-900">{credit ? m.etims_title_credit() : m.etims_title_invoice()}</h1>
          <p className="font-mono text-sm text-slate-700" data-testid="etims-number">
            {m.etims_number()} {doc.number}
          </p>
          <p className="font-mono text-xs text-slate-500">{doc.traderInvoiceNo}</p>
          <p className="mt-1 text-sm text-slate-600">{m.invoice_issued({ day: formatLongDay(doc.createdAt) })}</p>
          <Badge className="mt-2 bg-slate-100 text-slate-700">{doc.kind === 'sale' ? m.etims_kind_sale() : m.etims_kind_fee()}</Badge>
        </>
      }
    >
      <dl className="mt-8 grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">{m.etims_buyer()}</dt>
          <dd className="font-medium text-slate-900">{doc.customerName}</dd>
          {doc.customerPin && (
            <dd className="text-slate-600" data-testid="buyer-pin">
              {m.tax_buyer_pin({ pin: doc.customerPin })}
            </dd>
          )}
        </div>
        <div>
          <dt className="text-slate-500">{m.etims_seller()}</dt>
          <dd className="text-slate-900">{m.etims_seller_nafasi()}</dd>
        </div>
        {doc.original && (
          <div className="sm:col-span-2">
            <dt className="text-slate-500">{m.etims_original()}</dt>
            <dd className="font-mono text-slate-900" data-testid="original-cu">
              {doc.original.cuInvoiceNo ?? doc.original.number}
            </dd>
          </div>
        )}
      </dl>

      <table className="mt-8 w-full text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th scope="col" className="py-2 font-medium">
              {m.etims_description()}
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              {m.invoice_amount()}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-100 align-top">
            <td className="py-3 pr-4 font-medium text-slate-900">{doc.kind === 'fee' ? m.etims_fee_line({ space: doc.spaceName }) : doc.spaceName}</td>
            <td className="whitespace-nowrap py-3 pl-3 text-right tabular-nums">
              {formatKsh(doc.total)} {doc.taxType}
            </td>
          </tr>
        </tbody>
        <tfoot className="tabular-nums">
          <tr>
            <th scope="row" className="pt-4 text-right font-normal text-slate-600">
              {taxLine}
            </th>
            <td className="whitespace-nowrap pl-3 pt-4 text-right" data-testid="etims-tax">
              {formatKsh(doc.tax)}
            </td>
          </tr>
          <tr className="text-base font-bold text-slate-900">
            <th scope="row" className="pt-3 text-right">
              {m.etims_total()}
            </th>
            <td className="whitespace-nowrap pl-3 pt-3 text-right" data-testid="etims-total">
              {formatKsh(doc.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      {credit && <p className="mt-6 text-xs font-semibold uppercase text-slate-600">{m.etims_credit_statement()}</p>}
      <ScuInformation doc={doc} />
    </PrintableDocument>
  );
}

export function TaxInvoicePage() {
  return (
    <RequireAuth>
      <TaxInvoice />
    </RequireAuth>
  );
}
