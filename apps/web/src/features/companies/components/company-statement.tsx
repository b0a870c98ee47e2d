import { useState } from 'react';
import { BOOKING_STATUS_LABELS } from '@nafasi/shared/bookings';
import { formatDay } from '@nafasi/shared/dates';
import { m } from '@nafasi/shared/i18n';
import { formatKsh } from '@nafasi/shared/money';
import { nairobiDate } from '@nafasi/shared/time';
import { MonthFiles } from '@/components/month-files';
import { downloadStatement, useCompanyStatement } from '../api/companies';

/** A month of the company's account: its invoices and where each stands, what came in, and the files for the books. */
export function CompanyStatementView({ companyId }: { companyId: string }) {
  const [month, setMonth] = useState(() => nairobiDate().slice(0, 7));
  const statement = useCompanyStatement(companyId, month, true);
  const s = statement.data;
  return (
    <div className="space-y-4" data-testid="company-statement">
      <MonthFiles
        month={month}
        onMonth={setMonth}
        monthLabel={m.company_statement_month()}
        files={[
          { label: m.company_statement_pdf(), download: (month) => downloadStatement(companyId, month, 'pdf') },
          { label: m.company_statement_csv(), download: (month) => downloadStatement(companyId, month, 'csv') },
        ]}
      />
      {statement.isPending ? (
        <p className="text-sm text-slate-600">{m.common_loading()}</p>
      ) : s ? (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            {(
              [
                [m.company_statement_invoiced(), s.totals.invoiced],
                [m.company_statement_received(), s.totals.received],
                [m.company_statement_owed(), s.totals.owed],
              ] as const
            ).map(([label, amount]) => (
              <div key={label} className="rounded-xl border border-slate-200 p-3">
                <dt className="text-xs text-slate-500">{label}</dt>
                <dd className="text-lg font-semibold text-slate-900">{formatKsh(amount)}</dd>
              </div>
            ))}
          </dl>
          {s.invoices.length === 0 ? (
            <p className="text-sm text-slate-600">{m.company_statement_empty()}</p>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-slate-200">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-xs text-slate-600">
                  <tr>
                    <th className="p-2 font-medium">{m.company_statement_invoice()}</th>
                    <th className="hidden p-2 font-medium sm:table-cell">{m.company_statement_booked_by()}</th>
                    <th className="hidden p-2 font-medium sm:table-cell">{m.company_statement_status()}</th>
                    <th className="p-2 text-right font-medium">{m.company_statement_total()}</th>
                    <th className="p-2 text-right font-medium">{m.company_statement_owed_column()}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {s.invoices.map((r) => (
                    <tr key={r.bookingId}>
                      <td className="p-2">
                        <span className="font-mono text-xs">{r.invoiceId}</span>
                        <span className="block text-xs text-slate-500">
                          {r.spaceName}, {formatDay(r.startTime)}
                        </span>
                        <span className="block text-xs text-slate-500 sm:hidden">{r.bookedBy}</span>
                      </td>
                      <td className="hidden p-2 sm:table-cell">{r.bookedBy}</td>
                      <td className="hidden p-2 first-letter:uppercase sm:table-cell">{BOOKING_STATUS_LABELS[r.status]}</td>
                      <td className="p-2 text-right">{formatKsh(r.total)}</td>
                      <td className="p-2 text-right">{formatKsh(r.owed)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}
    </div>
  );
}
