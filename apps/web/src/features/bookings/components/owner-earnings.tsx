import { formatDay, formatDayAndClock, formatWhen } from '@nafasi/shared/dates';
import { Download, Wallet } from 'lucide-react';
import { getErrorMessage } from '@nafasi/shared/errors';
import { formatKsh } from '@nafasi/shared/money';
import { PAYOUT_STATUS_LABELS } from '@nafasi/shared/bookings';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/lib/toast';
import { useState } from 'react';
import { nairobiDate } from '@nafasi/shared/time';
import { MonthFiles } from '@/components/month-files';
import { downloadEarningsCsv, downloadWithholding, useEarnings } from '../api/get-earnings';
import { PayoutAccountCard } from './payout-account-card';
import { m } from '@nafasi/shared/i18n';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';

/** A month's withholding statement as a CSV or a PDF: this month unless the host picks another. */
function WithholdingStatement() {
  const [month, setMonth] = useState(() => nairobiDate().slice(0, 7));
  return (
    <MonthFiles
      month={month}
      onMonth={setMonth}
      monthLabel={m.earnings_statement_month()}
      files={[
        { label: m.earnings_statement(), download: (month) => downloadWithholding(month, 'csv') },
        { label: m.earnings_statement_pdf(), download: (month) => downloadWithholding(month, 'pdf') },
      ]}
    />
  );
}

/** A host's earnings: each paid booking, Nafasi's fee and the payout owed, with a CSV for their books. */
export function OwnerEarnings() {
  const { data } = useEarnings();
  if (!data) return <p className="text-slate-600">{m.earnings_loading()}</p>;
  if (data.rows.length === 0)
    return (
      <div className="space-y-4">
        <PayoutAccountCard />
        <EmptyState icon={Wallet} title={m.earnings_none()} text={m.earnings_none_text()} />
      </div>
    );
  // VAT columns only where there is VAT (docs/TAX.md): a host who is not registered, paying a fee
  // without VAT, reads the table as before. The CSV always has them.
  const showVat = data.totals.vat > 0;
  const showFeeVat = data.totals.feeVat > 0;
  const showWithholding = data.withholdingPercent > 0;
  return (
    <div className="space-y-4">
      <PayoutAccountCard />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" data-testid="earnings-total">
          {m.earnings_owed_before()} <strong className="text-slate-900">{formatKsh(data.totals.owed)}</strong> {m.earnings_owed_now()}
          <span className="block text-slate-600">
            {showVat && !showFeeVat
              ? m.earnings_earned_host_vat({
                  payout: formatKsh(data.totals.payout),
                  subtotal: formatKsh(data.totals.subtotal),
                  vat: formatKsh(data.totals.vat),
                  percent: data.feePercent,
                  fee: formatKsh(data.totals.fee),
                  sent: formatKsh(data.totals.sent),
                })
              : showFeeVat
                ? m.earnings_earned_vat({
                    payout: formatKsh(data.totals.payout),
                    subtotal: formatKsh(data.totals.subtotal),
                    vat: formatKsh(data.totals.vat),
                    percent: data.feePercent,
                    fee: formatKsh(data.totals.fee),
                    feeVat: formatKsh(data.totals.feeVat),
                    sent: formatKsh(data.totals.sent),
                  })
                : m.earnings_earned({
                    payout: formatKsh(data.totals.payout),
                    subtotal: formatKsh(data.totals.subtotal),
                    percent: data.feePercent,
                    fee: formatKsh(data.totals.fee),
                    sent: formatKsh(data.totals.sent),
                  })}
          </span>
          {showWithholding && (
            <span className="block text-slate-600">
              {m.earnings_withheld_line({ withheld: formatKsh(data.totals.withholding), percent: data.withholdingPercent })}
            </span>
          )}
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <Button variant="outline" size="sm" onClick={() => downloadEarningsCsv().catch((err: unknown) => toast.error(getErrorMessage(err)))}>
            <Download aria-hidden /> {m.earnings_csv()}
          </Button>
          {showWithholding && <WithholdingStatement />}
        </div>
      </div>
      {data.needsPin && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-800" data-testid="needs-pin">
          {m.earnings_needs_pin()}
        </p>
      )}
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label={m.dash_tab_earnings()}>
        <table className="w-full min-w-[42rem] text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th className="px-3 py-2">{m.space_booking()}</th>
              <th className="px-3 py-2">{m.filter_date()}</th>
              <th className="px-3 py-2 text-right">{m.earnings_before_tax()}</th>
              {showVat && <th className="px-3 py-2 text-right">{m.earnings_vat()}</th>}
              <th className="px-3 py-2 text-right">{m.earnings_fee()}</th>
              {showFeeVat && <th className="px-3 py-2 text-right">{m.earnings_fee_vat()}</th>}
              {showWithholding && <th className="px-3 py-2 text-right">{m.earnings_withholding()}</th>}
              <th className="px-3 py-2 text-right">{m.earnings_payout()}</th>
              <th className="px-3 py-2">{m.invoice_status()}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r) => (
              <tr key={r.bookingId} className="border-t border-slate-100">
                <td className="px-3 py-2">
                  <span className="font-medium text-slate-900">{r.spaceName}</span>
                  <span className="block font-mono text-xs text-slate-500">
                    {r.reference} · {r.guest}
                  </span>
                </td>
                <td className="whitespace-nowrap px-3 py-2">{formatDay(r.startTime)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right">{formatKsh(r.subtotal)}</td>
                {showVat && <td className="whitespace-nowrap px-3 py-2 text-right">{formatKsh(r.vat)}</td>}
                <td className="whitespace-nowrap px-3 py-2 text-right">{formatKsh(r.fee)}</td>
                {showFeeVat && <td className="whitespace-nowrap px-3 py-2 text-right">{formatKsh(r.feeVat)}</td>}
                {showWithholding && <td className="whitespace-nowrap px-3 py-2 text-right">{formatKsh(r.withholding)}</td>}
                <td className="whitespace-nowrap px-3 py-2 text-right font-semibold">{formatKsh(r.payout)}</td>
                <td className="px-3 py-2 text-xs" data-testid="payout-status">
                  <span className={r.payoutStatus === 'owed' || r.payoutStatus === 'failed' ? 'font-medium text-amber-800' : 'text-slate-600'}>
                    {PAYOUT_STATUS_LABELS[r.payoutStatus]}
                  </span>
                  {r.payoutAt && r.payoutStatus === 'scheduled' && <span className="block text-slate-500">{formatDayAndClock(new Date(r.payoutAt))}</span>}
                  {r.payoutAt && r.payoutStatus === 'failed' && (
                    <span className="block text-slate-500">{m.earnings_retry_at({ when: formatWhen(new Date(r.payoutAt)) })}</span>
                  )}
                  {r.payoutReceipt && <span className="block font-mono text-slate-500">{r.payoutReceipt}</span>}
                  {r.payoutError && <span className="block text-slate-500">{r.payoutError}</span>}
                  {r.refundStatus && (
                    <span className="block text-slate-500">{r.refundStatus === 'sent' ? m.earnings_refund_sent() : m.earnings_refund_sending()}</span>
                  )}
                  {r.feeInvoice && (
                    <Link to={paths.taxInvoice.getHref(r.feeInvoice.id)} className="mt-1 block font-medium text-brand-700 underline" data-testid="fee-invoice">
                      {m.etims_fee_invoice()}
                      {r.feeInvoice.status === 'waiting' ? ` (${m.etims_fee_waiting()})` : ''}
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
