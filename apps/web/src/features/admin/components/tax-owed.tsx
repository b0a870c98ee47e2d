import { formatDayAndClock } from '@nafasi/shared/dates';
import { formatKsh } from '@nafasi/shared/money';
import { TAX_REMITTANCE_KINDS, type TaxRemittanceKind } from '@nafasi/shared/tax';
import { nairobiDate } from '@nafasi/shared/time';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { DateInput, Input, NativeSelect } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useEtimsOverview, useRecordRemittance, useRetryEtims, useTaxMonth } from '../api/tax';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { m, translated } from '@nafasi/shared/i18n';

const KIND_LABEL = translated({ vat: m.admin_tax_kind_vat, withholding: m.admin_tax_kind_withholding });
const blank = { kind: 'vat' as TaxRemittanceKind, amount: '', reference: '' };

/**
 * What Nafasi owes KRA (docs/TAX.md): for a month, the VAT and withholding the ledger took in, what
 * admins recorded paying, and what is still owed; and the form that records a payment made on iTax.
 */
export function TaxOwedPanel() {
  const [month, setMonth] = useState(() => nairobiDate().slice(0, 7));
  const { data } = useTaxMonth(month);
  const [form, setForm] = useState(blank);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const record = useRecordRemittance((e) => {
    if (e instanceof ApiError && e.data.field) {
      setError({ field: e.data.field, message: e.data.message });
      return null;
    }
    return e instanceof Error ? e.message : String(e);
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    record.mutate(
      { kind: form.kind, month, amount: Number(form.amount), reference: form.reference },
      { onSuccess: () => setForm({ ...blank, kind: form.kind }) },
    );
  };
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  return (
    <div className="space-y-6" data-testid="tax-owed">
      <p className="max-w-3xl text-sm text-slate-600">{m.admin_tax_intro()}</p>
      <div className="w-48">
        <Field label={m.earnings_statement_month()} error={errorOf('month')}>
          <DateInput month id="tax-month" value={month} onChange={(e) => setMonth(e.target.value)} />
        </Field>
      </div>
      <Card className="overflow-x-auto p-0">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th className="px-4 py-2">{m.admin_tax_kind()}</th>
              <th className="px-4 py-2 text-right">{m.admin_tax_collected()}</th>
              <th className="px-4 py-2 text-right">{m.admin_tax_remitted()}</th>
              <th className="px-4 py-2 text-right">{m.admin_tax_owed()}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.kinds ?? []).map((k) => (
              <tr key={k.kind} className="border-t border-slate-100" data-testid={`tax-${k.kind}`}>
                <td className="px-4 py-2">{KIND_LABEL[k.kind]}</td>
                <td className="whitespace-nowrap px-4 py-2 text-right font-mono">{formatKsh(k.collected)}</td>
                <td className="whitespace-nowrap px-4 py-2 text-right font-mono">{formatKsh(k.remitted)}</td>
                <td className="whitespace-nowrap px-4 py-2 text-right font-mono font-semibold">{formatKsh(k.owed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card className="space-y-3 p-5">
        <h2 className="font-semibold text-slate-900">{m.admin_tax_record_title()}</h2>
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[auto_1fr_1fr_auto] lg:items-end" noValidate>
          <Field label={m.admin_tax_kind()} error={errorOf('kind')}>
            <NativeSelect id="tax-kind" value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value as TaxRemittanceKind })}>
              {TAX_REMITTANCE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABEL[k]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={m.admin_tax_amount()} error={errorOf('amount')}>
            <Input
              id="tax-amount"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={form.amount}
              onChange={(e) => setForm({ ...form, amount: e.target.value })}
            />
          </Field>
          <Field label={m.admin_tax_reference()} error={errorOf('reference')}>
            <Input id="tax-reference" autoComplete="off" value={form.reference} onChange={(e) => setForm({ ...form, reference: e.target.value })} />
          </Field>
          <Button type="submit" disabled={record.isPending}>
            {m.admin_tax_record()}
          </Button>
        </form>
        {data && data.remittances.length === 0 ? (
          <p className="text-sm text-slate-600">{m.admin_tax_none()}</p>
        ) : (
          <ul className="space-y-1 text-sm text-slate-700">
            {(data?.remittances ?? []).map((r) => (
              <li key={r.id} data-testid="tax-remittance">
                {m.admin_tax_payment_line({
                  kind: KIND_LABEL[r.kind],
                  amount: formatKsh(r.amount),
                  reference: r.reference,
                  when: formatDayAndClock(new Date(r.recordedAt)),
                  by: r.recordedBy,
                })}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <EtimsOverview />
    </div>
  );
}

/** Nafasi's documents at KRA's eTIMS: how many are signed, wait, or were refused, and those to look at with KRA's answer. */
function EtimsOverview() {
  const { data } = useEtimsOverview();
  const retry = useRetryEtims();
  if (!data?.enabled) return null;
  return (
    <Card className="space-y-3 p-5" data-testid="etims-overview">
      <h2 className="font-semibold text-slate-900">{m.admin_etims_heading()}</h2>
      <p className="text-sm text-slate-700">
        {m.admin_etims_counts({ signed: data.counts.signed, waiting: data.counts.waiting, rejected: data.counts.rejected })}
      </p>
      {data.attention.length > 0 && (
        <ul className="space-y-1 text-sm text-slate-700">
          {data.attention.map((d) => (
            <li key={d.id} className="break-words">
              <Link to={paths.taxInvoice.getHref(d.id)} className="font-mono text-brand-700 underline">
                {d.number}
              </Link>{' '}
              · {d.receiptType === 'R' ? m.etims_title_credit() : m.etims_title_invoice()} ·{' '}
              {d.status === 'rejected' ? m.etims_rejected() : m.etims_fee_waiting()}
              {d.lastError ? ` · ${d.lastError}` : ''}
              {d.status === 'rejected' && (
                <Button variant="outline" size="sm" className="ml-2" disabled={retry.isPending} onClick={() => retry.mutate(d.id)}>
                  {m.admin_etims_retry()}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
