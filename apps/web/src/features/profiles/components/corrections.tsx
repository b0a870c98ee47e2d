import { useState, type FormEvent } from 'react';
import { formatDay } from '@nafasi/shared/dates';
import { getErrorMessage } from '@nafasi/shared/errors';
import { m } from '@nafasi/shared/i18n';
import { CORRECTION_FIELDS, correctionFieldName, type Correction, type CorrectionField } from '@nafasi/shared/privacy';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useCorrections, useRequestCorrection } from '../api/corrections';

/** Where a request stands, in words. */
function standing(c: Correction): string {
  const when = formatDay(c.answeredAt ?? c.createdAt);
  if (c.status === 'open') return m.correction_status_open({ when });
  return c.status === 'done' ? m.correction_status_done({ when }) : m.correction_status_refused({ when });
}

/**
 * Settings → Privacy → Ask for a correction (docs/PRIVACY.md "Correction"): what the person cannot
 * edit themselves goes to an admin with a reason; the answer shows here.
 */
export function Corrections() {
  const list = useCorrections();
  const ask = useRequestCorrection();
  const [field, setField] = useState<CorrectionField>('email');
  const [wanted, setWanted] = useState('');
  const [reason, setReason] = useState('');
  const error = ask.error instanceof ApiError ? ask.error.data : undefined;
  const errorOf = (name: string) => (error?.field === name ? error.message : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    ask.mutate(
      { field, wanted, reason },
      {
        onSuccess: () => {
          setWanted('');
          setReason('');
        },
      },
    );
  }
  return (
    <section className="space-y-2 pt-2" data-testid="corrections">
      <h3 className="text-sm font-semibold text-slate-900">{m.correction_title()}</h3>
      <p className="text-sm text-slate-600">{m.correction_text()}</p>
      <form onSubmit={submit} className="space-y-3">
        <Field label={m.correction_field()}>
          <NativeSelect id="correction-field" value={field} onChange={(e) => setField(e.target.value as CorrectionField)}>
            {CORRECTION_FIELDS.map((f) => (
              <option key={f} value={f}>
                {correctionFieldName(f)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={m.correction_wanted()} error={errorOf('wanted')}>
          <Input id="correction-wanted" required maxLength={500} value={wanted} onChange={(e) => setWanted(e.target.value)} />
        </Field>
        <Field label={m.correction_reason()} error={errorOf('reason')}>
          <Textarea id="correction-reason" required maxLength={1000} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        {ask.isError && !error?.field && (
          <p role="alert" className="text-sm text-red-700">
            {getErrorMessage(ask.error)}
          </p>
        )}
        <Button type="submit" variant="outline" disabled={ask.isPending}>
          {m.correction_send()}
        </Button>
      </form>
      {(list.data ?? []).length > 0 && (
        <ul className="space-y-2 text-sm" aria-live="polite">
          {(list.data ?? []).map((c) => (
            <li key={c.id} className="rounded-lg bg-slate-50 p-3" data-testid="correction">
              <p className="font-medium text-slate-900">
                {correctionFieldName(c.field)}: {c.wanted}
              </p>
              <p className="text-slate-600">{standing(c)}</p>
              {c.answer && <p className="mt-1 text-slate-800">{c.answer}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
