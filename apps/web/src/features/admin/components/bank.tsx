import { useState, type ChangeEvent, type FormEvent } from 'react';
import { formatDayAndClock } from '@nafasi/shared/dates';
import { formatKsh } from '@nafasi/shared/money';
import type { BankCredit, BankImportLine } from '@nafasi/shared/payments';
import { m } from '@nafasi/shared/i18n';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useAssignCredit, useBankStatements, useHeldCredits, useLoadStatement } from '../api/bank';

/** What a line did, in the admin's words. */
function outcome(line: Pick<BankImportLine, 'outcome' | 'bookings'>): string {
  const bookings = line.bookings.join(', ');
  switch (line.outcome) {
    case 'matched':
      return m.bank_outcome_matched({ bookings });
    case 'part':
      return m.bank_outcome_part({ bookings });
    case 'over':
      return m.bank_outcome_over({ bookings });
    case 'held':
      return m.bank_outcome_held();
    case 'seen':
      return m.bank_outcome_seen();
    case 'debit':
      return m.bank_outcome_debit();
    case 'reversal':
      return m.bank_outcome_reversal();
    case 'pending':
      return m.bank_outcome_pending();
  }
}
const TONE: Record<BankImportLine['outcome'], string> = {
  matched: 'text-emerald-800',
  part: 'text-amber-800',
  over: 'text-amber-800',
  held: 'text-red-800',
  seen: 'text-slate-500',
  debit: 'text-slate-500',
  reversal: 'text-red-800',
  pending: 'text-slate-500',
};
const money = (amount: number, currency: string) => (currency === 'KES' ? formatKsh(amount) : `${currency} ${amount.toFixed(2)}`);

/** A held credit and the form that matches it to a booking. */
function HeldCredit({ credit }: { credit: BankCredit }) {
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const assign = useAssignCredit((e) => {
    if (e instanceof ApiError && e.data.field) {
      setError(e.data.message);
      return null;
    }
    return e instanceof Error ? e.message : String(e);
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    assign.mutate({ id: credit.id, reference });
  };
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 text-sm" data-testid="held-credit">
      <p className="flex flex-wrap justify-between gap-2">
        <span className="font-mono font-semibold text-slate-900">{money(credit.amount, credit.currency)}</span>
        <span className="text-slate-600">
          {credit.bookedOn} · {credit.bankRef}
        </span>
      </p>
      <p className="mt-1 text-slate-800">{credit.payer}</p>
      <p className="mt-1 break-words text-slate-600">{credit.text}</p>
      {credit.note && <p className="mt-1 text-red-800">{credit.note}</p>}
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2" noValidate>
        <div className="w-48">
          <Field label={m.bank_assign_label()} error={error}>
            <Input id={`assign-${credit.id}`} value={reference} onChange={(e) => setReference(e.target.value)} />
          </Field>
        </div>
        <Button type="submit" variant="outline" disabled={assign.isPending || !reference.trim()}>
          {m.bank_assign_button()}
        </Button>
      </form>
    </li>
  );
}

/**
 * Nafasi's bank account (docs/PAYMENTS.md "Bank transfers"): load the bank's statement file, read
 * what each of its lines did (which bookings it paid, what is held), and match held credits by hand.
 */
export function BankPanel() {
  const statements = useBankStatements();
  const held = useHeldCredits();
  const load = useLoadStatement();
  const [file, setFile] = useState<File | null>(null);
  const choose = (e: ChangeEvent<HTMLInputElement>) => setFile(e.target.files?.[0] ?? null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    load.mutate({ fileName: file.name, content: await file.text() });
  };
  const latest = statements.data?.[0];
  return (
    <div className="space-y-6" data-testid="bank-panel">
      <Card className="space-y-3 p-5">
        <h2 className="font-semibold text-slate-900">{m.bank_load_heading()}</h2>
        <p className="max-w-3xl text-sm text-slate-600">{m.bank_load_hint()}</p>
        <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-3" noValidate>
          <Field label={m.bank_load_file()}>
            <Input id="bank-statement-file" type="file" accept=".xml,.sta,.mt940,.txt,.940" onChange={choose} />
          </Field>
          <Button type="submit" disabled={!file || load.isPending}>
            {load.isPending ? m.bank_loading() : m.bank_load_button()}
          </Button>
        </form>
      </Card>

      <section aria-labelledby="held-heading">
        <h2 id="held-heading" className="mb-3 text-lg font-semibold text-slate-900">
          {m.bank_held_heading({ count: held.data?.length ?? 0 })}
        </h2>
        {held.data && held.data.length === 0 ? (
          <p className="text-sm text-slate-600">{m.bank_held_none()}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {held.data?.map((credit) => (
              <HeldCredit key={credit.id} credit={credit} />
            ))}
          </ul>
        )}
      </section>

      {latest && (
        <section aria-labelledby="statement-heading">
          <h2 id="statement-heading" className="mb-3 text-lg font-semibold text-slate-900">
            {m.bank_statements_heading()}
          </h2>
          {/* On a phone, each line is a card; from the small breakpoint, a table. */}
          <ul className="grid gap-2 sm:hidden">
            {latest.lines.map((line) => (
              <li key={line.bankRef} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
                <p className="flex justify-between gap-2">
                  <span className="font-mono font-semibold text-slate-900">
                    {line.direction === 'debit' ? '−' : ''}
                    {money(line.amount, line.currency)}
                  </span>
                  <span className="text-slate-600">{line.bookedOn}</span>
                </p>
                {line.payer && <p className="text-slate-800">{line.payer}</p>}
                <p className="break-words text-slate-600">{line.text}</p>
                <p className={`mt-1 font-medium ${TONE[line.outcome]}`}>{outcome(line)}</p>
              </li>
            ))}
          </ul>
          <Card className="hidden overflow-x-auto p-0 sm:block">
            <table className="w-full min-w-[40rem] text-left text-sm" data-testid="bank-statement">
              <caption className="px-4 pt-4 text-left text-xs text-slate-500">
                {m.bank_statement_caption({ file: latest.fileName, account: latest.account, at: formatDayAndClock(new Date(latest.importedAt)) })}
              </caption>
              <thead className="text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th className="px-4 py-2">{m.bank_col_booked()}</th>
                  <th className="px-4 py-2 text-right">{m.bank_col_amount()}</th>
                  <th className="px-4 py-2">{m.bank_col_payer()}</th>
                  <th className="px-4 py-2">{m.bank_col_text()}</th>
                  <th className="px-4 py-2">{m.bank_col_outcome()}</th>
                </tr>
              </thead>
              <tbody>
                {latest.lines.map((line) => (
                  <tr key={line.bankRef} className="border-t border-slate-100 align-top" data-testid="bank-line">
                    <td className="whitespace-nowrap px-4 py-2">{line.bookedOn}</td>
                    <td className="whitespace-nowrap px-4 py-2 text-right font-mono">
                      {line.direction === 'debit' ? '−' : ''}
                      {money(line.amount, line.currency)}
                    </td>
                    <td className="px-4 py-2">{line.payer}</td>
                    <td className="max-w-xs break-words px-4 py-2 text-slate-600">{line.text}</td>
                    <td className={`px-4 py-2 font-medium ${TONE[line.outcome]}`}>{outcome(line)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        </section>
      )}
    </div>
  );
}
