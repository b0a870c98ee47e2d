import { useState } from 'react';
import { getErrorMessage } from '@nafasi/shared/errors';
import { PERSON_FIELDS, personValue } from '@nafasi/shared/person-fields';
import { PERSON_ROWS, type PersonRecord } from '@nafasi/shared/privacy';
import { m } from '@nafasi/shared/i18n';
import { ReasonForm } from '@/components/reason-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { usePerson } from '../api/get-person';

function Sections({ record }: { record: PersonRecord }) {
  return (
    <div className="space-y-5" data-testid="person-details">
      {record.sections.map((section) => (
        <section key={section.key} aria-label={section.title}>
          <h3 className="font-semibold text-slate-900">
            {section.title} ({section.rows.length})
          </h3>
          {section.rows.length === 0 && <p className="text-sm text-slate-500">{m.archive_none()}</p>}
          {section.rows.map((row, i) => (
            <dl key={i} className="mt-2 grid grid-cols-[minmax(0,10rem)_1fr] gap-x-3 gap-y-1 rounded-lg border border-slate-200 p-2 text-xs">
              {PERSON_FIELDS[section.key]
                .filter((field) => Object.hasOwn(row, field.key))
                .map((field) => (
                  <div key={field.key} className="contents">
                    <dt className="font-medium text-slate-600">{field.label()}</dt>
                    <dd className="break-words text-slate-900">{personValue(field, row[field.key] ?? null)}</dd>
                  </div>
                ))}
            </dl>
          ))}
          {section.more && <p className="mt-1 text-xs text-slate-500">{m.person_more({ count: PERSON_ROWS })}</p>}
        </section>
      ))}
    </div>
  );
}

/**
 * Admin → Users → Details: one person's profile and payments (docs/PRIVACY.md "Who read it"). The
 * admin says why first; the server writes the reading to the audit log and the person's archive.
 */
export function PersonDetails({ id, name }: { id: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string>();
  const query = usePerson(id, open ? reason : undefined);
  return (
    <>
      <Button variant="outline" size="sm" aria-label={m.person_view_of({ name })} onClick={() => setOpen(true)}>
        {m.person_view()}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setReason(undefined);
        }}
        title={m.person_view_of({ name })}
        wide
      >
        {!reason || query.isError ? (
          <ReasonForm
            id="person-reason"
            title={m.person_reason_title()}
            text={m.person_reason_text()}
            button={m.person_reason_button()}
            onReason={setReason}
            refused={reason && query.isError ? getErrorMessage(query.error) : undefined}
          />
        ) : query.data ? (
          <Sections record={query.data} />
        ) : (
          <p role="status" className="text-sm text-slate-500">
            {m.common_loading()}
          </p>
        )}
      </Dialog>
    </>
  );
}
