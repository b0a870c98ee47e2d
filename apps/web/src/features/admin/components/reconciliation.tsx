import { formatDayAndClock } from '@nafasi/shared/dates';
import { formatKsh } from '@nafasi/shared/money';
import { RECONCILIATION_ACCOUNT_LABELS } from '@nafasi/shared/payments';
import { Card } from '@/components/ui/card';
import { useReconciliation } from '../api/get-reconciliation';
import { m } from '@nafasi/shared/i18n';

/**
 * The ledger against Daraja: what each account holds, whether the ledger balances, and every M-Pesa
 * transaction whose money in the ledger differs from what Daraja reported, with why.
 */
export function ReconciliationPanel() {
  const { data, isPending } = useReconciliation();
  if (isPending || !data) return <p className="text-slate-600">{m.ledger_reading()}</p>;
  return (
    <div className="space-y-6" data-testid="reconciliation">
      <Card className="overflow-x-auto p-0">
        <table className="w-full min-w-[20rem] text-left text-sm">
          <caption className="px-4 pt-4 text-left text-xs text-slate-500">{m.ledger_checked({ at: formatDayAndClock(new Date(data.checkedAt)) })}</caption>
          <thead className="text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th className="px-4 py-2">{m.ledger_account()}</th>
              <th className="px-4 py-2 text-right">{m.ledger_balance()}</th>
            </tr>
          </thead>
          <tbody>
            {data.balances.map((b) => (
              <tr key={b.account} className="border-t border-slate-100">
                <td className="px-4 py-2">{RECONCILIATION_ACCOUNT_LABELS[b.account]}</td>
                <td className="whitespace-nowrap px-4 py-2 text-right font-mono">{formatKsh(Math.abs(b.amount))}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p
          className={`border-t border-slate-100 px-4 py-3 text-sm font-medium ${data.total === 0 ? 'text-emerald-800' : 'text-red-800'}`}
          data-testid="ledger-total"
        >
          {data.total === 0 ? m.ledger_balances() : m.ledger_off({ amount: formatKsh(data.total) })}
        </p>
      </Card>
      <section aria-labelledby="differences-heading">
        <h2 id="differences-heading" className="mb-3 text-lg font-semibold text-slate-900">
          {m.ledger_differences({ count: data.differences.length })}
        </h2>
        {data.differences.length === 0 ? (
          <p className="text-sm text-slate-600">{m.ledger_no_differences()}</p>
        ) : (
          <ul className="grid gap-2">
            {data.differences.map((d) => (
              <li key={d.ref} className="rounded-xl border border-slate-200 bg-white p-3 text-sm" data-testid="ledger-difference">
                <p className="font-mono font-semibold text-slate-900">{d.ref}</p>
                <p className="text-slate-700">{d.what}</p>
                <p className="text-xs text-slate-600">{m.ledger_difference({ reported: formatKsh(d.reported), ledger: formatKsh(d.ledger) })}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
