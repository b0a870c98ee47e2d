import { Check, Inbox, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { categoryLabel } from '@nafasi/shared/categories';
import { formatHourlyRate } from '@nafasi/shared/money';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { DecideUpgradeSchema } from '@nafasi/shared/profiles';
import { peopleCount, type Space } from '@nafasi/shared/spaces';
import { useDecide, type Decidable } from '../api/decide';
import { useAdminSpaces, useUpgradeRequests } from '../api/get-admin-lists';
import { useListingChanges } from '../api/get-listing-changes';
import { maxLengthOf } from '@/lib/form';
import { fieldName } from '@nafasi/shared/field-names';
import { m } from '@nafasi/shared/i18n';

type Refusal = { kind: Decidable; id: string; title: string };

/** What an owner proposed for a live listing, field by field: now → proposed. */
function ChangeRows({ space }: { space: Space }) {
  const p: NonNullable<Space['pendingChanges']> = space.pendingChanges ?? { newPhotos: [], submittedAt: null };
  const rows: [string, string, string][] = [];
  if (p.title !== undefined) rows.push([fieldName('title'), space.title, p.title]);
  if (p.titleSw !== undefined) rows.push([fieldName('titleSw'), space.titleSw, p.titleSw]);
  if (p.hourlyRate !== undefined) rows.push([fieldName('hourlyRate'), formatHourlyRate(space.hourlyRate), formatHourlyRate(p.hourlyRate)]);
  if (p.category !== undefined) rows.push([fieldName('category'), categoryLabel(space.category), categoryLabel(p.category)]);
  if (p.location !== undefined) rows.push([fieldName('location'), space.location, p.location]);
  if (p.description !== undefined) rows.push([fieldName('description'), space.description, p.description]);
  if (p.descriptionSw !== undefined) rows.push([fieldName('descriptionSw'), space.descriptionSw, p.descriptionSw]);
  return (
    <dl className="grid gap-2 text-sm">
      {rows.map(([label, before, after]) => (
        <div key={label}>
          <dt className="font-medium text-slate-900">{label}</dt>
          <dd className="text-slate-500 line-through">{before}</dd>
          <dd className="whitespace-pre-line text-slate-900">{after}</dd>
        </div>
      ))}
      {p.newPhotos.length > 0 && (
        <div>
          <dt className="font-medium text-slate-900">{m.approvals_new_photos()}</dt>
          <dd className="mt-1 flex flex-wrap gap-2">
            {p.newPhotos.map((img) => (
              <img key={img.id} src={img.thumbUrl} alt="" width={96} height={64} className="h-16 w-24 rounded-md bg-slate-100 object-cover" />
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}

function Decision({ busy, onApprove, onReject, className = '' }: { busy: boolean; onApprove: () => void; onReject: () => void; className?: string }) {
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      <Button size="sm" onClick={onApprove} disabled={busy}>
        <Check aria-hidden /> {m.approvals_approve()}
      </Button>
      <Button size="sm" variant="outline" onClick={onReject}>
        <X aria-hidden /> {m.approvals_reject()}
      </Button>
    </div>
  );
}

/** Approvals: pending listings and owner-upgrade requests; approve, or refuse with a reason. */
export function Approvals() {
  const spaces = useAdminSpaces({ status: 'pending', sort: 'created', order: 'asc', limit: 50 });
  const upgrades = useUpgradeRequests({ status: 'pending', limit: 50 });
  const changes = useListingChanges();
  const [refusing, setRefusing] = useState<Refusal | null>(null);
  const [reason, setReason] = useState('');
  const decide = useDecide();
  const refuse = (e: FormEvent) => {
    e.preventDefault();
    if (!refusing) return;
    decide.mutate(
      { kind: refusing.kind, id: refusing.id, decision: 'reject', reason },
      {
        onSuccess: () => {
          setRefusing(null);
          setReason('');
        },
      },
    );
  };

  const pendingSpaces = spaces.data?.data ?? [];
  const pendingUpgrades = upgrades.data?.data ?? [];
  return (
    <div className="space-y-8">
      <section aria-labelledby="pending-spaces" className="space-y-3">
        <h2 id="pending-spaces" className="text-lg font-semibold text-slate-900">
          {m.approvals_spaces({ count: spaces.data?.page.total ?? 0 })}
        </h2>
        {spaces.isPending ? (
          <p className="text-slate-600">{m.common_loading()}</p>
        ) : pendingSpaces.length === 0 ? (
          <EmptyState icon={Inbox} title={m.approvals_no_spaces()} text={m.approvals_no_spaces_text()} />
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {pendingSpaces.map((s) => (
              <Card key={s.id} className="flex gap-4 p-4" data-testid="pending-space">
                <img src={s.images[0]?.thumbUrl ?? '/placeholder-space.svg'} alt="" className="size-24 shrink-0 rounded-lg bg-slate-100 object-cover" />
                <div className="min-w-0 flex-1 space-y-1 text-sm">
                  <h3 translate="no" className="font-semibold text-slate-900">
                    {s.title}
                  </h3>
                  <p className="text-slate-600">
                    {categoryLabel(s.category)} · {s.location}
                  </p>
                  <p className="text-slate-600">
                    {formatHourlyRate(s.hourlyRate)} · {m.space_up_to({ people: peopleCount(s.capacity) })} · {m.approvals_by({ owner: s.ownerName })}
                  </p>
                  <p lang="" className="line-clamp-2 text-slate-700">
                    {s.description}
                  </p>
                  <Decision
                    className="pt-1"
                    busy={decide.isPending}
                    onApprove={() => decide.mutate({ kind: 'space', id: s.id, decision: 'approve' })}
                    onReject={() => setRefusing({ kind: 'space', id: s.id, title: m.approvals_refuse_title({ name: s.title }) })}
                  />
                </div>
              </Card>
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="pending-changes" className="space-y-3">
        <h2 id="pending-changes" className="text-lg font-semibold text-slate-900">
          {m.approvals_changes({ count: changes.data?.length ?? 0 })}
        </h2>
        {changes.isPending ? (
          <p className="text-slate-600">{m.common_loading()}</p>
        ) : !changes.data?.length ? (
          <EmptyState icon={Inbox} title={m.approvals_no_changes()} text={m.approvals_no_changes_text()} />
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {changes.data.map((s) => (
              <Card key={s.id} className="space-y-3 p-4" data-testid="pending-changes">
                <h3 className="font-semibold text-slate-900">
                  <span translate="no">{s.title}</span> <span className="font-normal text-slate-600">{m.approvals_by({ owner: s.ownerName })}</span>
                </h3>
                <ChangeRows space={s} />
                <Decision
                  busy={decide.isPending}
                  onApprove={() => decide.mutate({ kind: 'changes', id: s.id, decision: 'approve' })}
                  onReject={() => setRefusing({ kind: 'changes', id: s.id, title: m.approvals_refuse_changes_title({ name: s.title }) })}
                />
              </Card>
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="pending-upgrades" className="space-y-3">
        <h2 id="pending-upgrades" className="text-lg font-semibold text-slate-900">
          {m.approvals_upgrades({ count: upgrades.data?.page.total ?? 0 })}
        </h2>
        {upgrades.isPending ? (
          <p className="text-slate-600">{m.common_loading()}</p>
        ) : pendingUpgrades.length === 0 ? (
          <EmptyState icon={Inbox} title={m.approvals_no_upgrades()} text={m.approvals_no_upgrades_text()} />
        ) : (
          <div className="grid gap-3">
            {pendingUpgrades.map((r) => (
              <Card key={r.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="pending-upgrade">
                <div className="min-w-0 text-sm">
                  <p translate="no" className="font-semibold text-slate-900">
                    {r.user_name}
                  </p>
                  <p className="text-slate-600">{r.user_email}</p>
                  {r.message && <p className="mt-1 text-slate-700">“{r.message}”</p>}
                </div>
                <Decision
                  busy={decide.isPending}
                  onApprove={() => decide.mutate({ kind: 'upgrade', id: r.id, decision: 'approve' })}
                  onReject={() => setRefusing({ kind: 'upgrade', id: r.id, title: m.approvals_refuse_title({ name: r.user_name }) })}
                />
              </Card>
            ))}
          </div>
        )}
      </section>

      <Dialog
        open={refusing !== null}
        onOpenChange={(open) => !open && setRefusing(null)}
        title={refusing?.title ?? ''}
        description={m.approvals_refuse_text()}
      >
        <form onSubmit={refuse} className="space-y-4">
          <Field label={m.approvals_reason()}>
            <Textarea
              id="refusal-reason"
              rows={3}
              required
              maxLength={maxLengthOf(DecideUpgradeSchema.shape.reason)}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder={m.approvals_reason_placeholder()}
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setRefusing(null)}>
              {m.common_cancel()}
            </Button>
            <Button type="submit" variant="destructive" disabled={!reason.trim() || decide.isPending}>
              {m.approvals_refuse()}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
