import { formatDayAndClock } from '@nafasi/shared/dates';
import { NewIncidentSchema, RECORDED_SERVICES, type Incident, type NewIncident } from '@nafasi/shared/health';
import { getErrorMessage } from '@nafasi/shared/errors';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { statusContent, statusLabel } from '@/content/status';
import { maxLengthOf } from '@/lib/form';
import { useIncidents, useOpenIncident, useUpdateIncident } from '../api/incidents';
import { WorkItem, WorkList } from './work-list';
import { m } from '@nafasi/shared/i18n';

const OPEN_STATUSES = ['degraded', 'outage', 'maintenance'] as const;

/**
 * The incidents on the /status page: an admin opens one in their own words (a planned upgrade, an
 * M-Pesa outage Safaricom announced), moves it on and resolves it; the service's own checks open
 * and close theirs, shown here too.
 */
export function IncidentsPanel() {
  const { data } = useIncidents();
  const update = useUpdateIncident();
  const { SERVICES } = statusContent();
  const serviceName = (i: Incident) => SERVICES.find((s) => s.live === i.service)?.name ?? m.status_whole_service();
  const open = (data ?? []).filter((i) => !i.resolvedAt);
  return (
    <div className="space-y-8">
      <WorkList title={m.incidents_open()} count={open.length}>
        {open.map((i) => (
          <WorkItem key={i.id} data-testid="open-incident">
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-slate-900">
                {i.title ?? m.status_incident_monitor_title({ service: serviceName(i), status: statusLabel(i.status) })}
              </p>
              <p className="text-slate-600">
                {serviceName(i)} · {statusLabel(i.status)} · {m.status_incident_started({ at: formatDayAndClock(i.startedAt) })}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <NativeSelect
                aria-label={m.incidents_status_of({ title: i.title ?? serviceName(i) })}
                value={i.status}
                onChange={(e) => update.mutate({ id: i.id, status: e.target.value as Incident['status'] })}
                disabled={update.isPending}
              >
                {OPEN_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(s)}
                  </option>
                ))}
              </NativeSelect>
              <Button size="sm" variant="outline" onClick={() => update.mutate({ id: i.id, status: 'resolved' })} disabled={update.isPending}>
                {m.incidents_resolve()}
              </Button>
            </div>
          </WorkItem>
        ))}
      </WorkList>
      <OpenIncidentForm />
    </div>
  );
}

function OpenIncidentForm() {
  const openIncident = useOpenIncident();
  const { SERVICES } = statusContent();
  const empty: NewIncident = { title: '', description: '', status: 'degraded', service: null };
  const [draft, setDraft] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof NewIncident, string>>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = NewIncidentSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    openIncident.mutate(parsed.data, { onSuccess: () => setDraft(empty) });
  };
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">{m.incidents_new()}</h2>
      <p className="mt-1 text-sm text-slate-600">{m.incidents_new_text()}</p>
      <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <Field label={m.form_title()} error={errors.title} className="sm:col-span-2">
          <Input value={draft.title} maxLength={maxLengthOf(NewIncidentSchema.shape.title)} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
        </Field>
        <Field label={m.incidents_service()}>
          <NativeSelect value={draft.service ?? ''} onChange={(e) => setDraft({ ...draft, service: (e.target.value || null) as NewIncident['service'] })}>
            <option value="">{m.status_whole_service()}</option>
            {RECORDED_SERVICES.map((s) => (
              <option key={s} value={s}>
                {SERVICES.find((row) => row.live === s)?.name ?? s}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={m.invoice_status()}>
          <NativeSelect value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value as NewIncident['status'] })}>
            {OPEN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label={m.invoice_description()}
          error={errors.description ?? (openIncident.error ? getErrorMessage(openIncident.error) : undefined)}
          className="sm:col-span-2"
        >
          <Textarea
            rows={3}
            value={draft.description}
            maxLength={maxLengthOf(NewIncidentSchema.shape.description)}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          />
        </Field>
        <div className="sm:col-span-2 flex justify-end">
          <Button type="submit" disabled={openIncident.isPending}>
            {m.incidents_open_button()}
          </Button>
        </div>
      </form>
    </Card>
  );
}
