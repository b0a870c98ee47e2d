import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Inbox, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { categoryLabel } from '@nafasi/shared/categories';
import { getErrorMessage } from '@nafasi/shared/errors';
import { formatHourlyRate } from '@nafasi/shared/money';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Label, Textarea } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { adminKeys, decideSpace, decideUpgrade, useAdminSpaces, useUpgradeRequests } from '../api/admin-calls';

type Refusal = { kind: 'space' | 'upgrade'; id: string; name: string };

function Decision({ busy, onApprove, onReject, className = '' }: { busy: boolean; onApprove: () => void; onReject: () => void; className?: string }) {
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      <Button size="sm" onClick={onApprove} disabled={busy}>
        <Check aria-hidden /> Approve
      </Button>
      <Button size="sm" variant="outline" onClick={onReject}>
        <X aria-hidden /> Reject
      </Button>
    </div>
  );
}

/** Approvals: pending listings and owner-upgrade requests; approve, or refuse with a reason. */
export function Approvals() {
  const queryClient = useQueryClient();
  const spaces = useAdminSpaces({ status: 'pending', sort: 'created', order: 'asc', limit: 50 });
  const upgrades = useUpgradeRequests({ status: 'pending', limit: 50 });
  const [refusing, setRefusing] = useState<Refusal | null>(null);
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: async ({ kind, id, decision, reason }: { kind: Refusal['kind']; id: string; decision: 'approve' | 'reject'; reason?: string }) => {
      await (kind === 'space' ? decideSpace(id, decision, reason) : decideUpgrade(id, decision, reason));
    },
    onSuccess: (_r, v) => {
      toast.success(v.decision === 'approve' ? (v.kind === 'space' ? 'Space approved. It is live now.' : 'Request approved. The account can list spaces now.') : 'Refused. The reason was sent.');
      setRefusing(null);
      setReason('');
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => toast.error(getErrorMessage(error)),
  });
  const refuse = (e: FormEvent) => {
    e.preventDefault();
    if (refusing) decide.mutate({ kind: refusing.kind, id: refusing.id, decision: 'reject', reason });
  };

  const pendingSpaces = spaces.data?.data ?? [];
  const pendingUpgrades = upgrades.data?.data ?? [];
  return (
    <div className="space-y-8">
      <section aria-labelledby="pending-spaces" className="space-y-3">
        <h2 id="pending-spaces" className="text-lg font-semibold text-slate-900">
          Spaces waiting for approval ({spaces.data?.page.total ?? 0})
        </h2>
        {spaces.isPending ? (
          <p className="text-slate-600">Loading…</p>
        ) : pendingSpaces.length === 0 ? (
          <EmptyState icon={Inbox} title="No spaces waiting" text="New listings from owners show here." />
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {pendingSpaces.map((s) => (
              <Card key={s.id} className="flex gap-4 p-4" data-testid="pending-space">
                <img src={s.images[0]?.thumbUrl ?? '/placeholder-space.svg'} alt="" className="size-24 shrink-0 rounded-lg bg-slate-100 object-cover" />
                <div className="min-w-0 flex-1 space-y-1 text-sm">
                  <h3 className="font-semibold text-slate-900">{s.title}</h3>
                  <p className="text-slate-600">
                    {categoryLabel(s.category)} · {s.location}
                  </p>
                  <p className="text-slate-600">
                    {formatHourlyRate(s.hourlyRate)} · up to {s.capacity} · by {s.ownerName}
                  </p>
                  <p className="line-clamp-2 text-slate-700">{s.description}</p>
                  <Decision className="pt-1" busy={decide.isPending} onApprove={() => decide.mutate({ kind: 'space', id: s.id, decision: 'approve' })} onReject={() => setRefusing({ kind: 'space', id: s.id, name: s.title })} />
                </div>
              </Card>
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="pending-upgrades" className="space-y-3">
        <h2 id="pending-upgrades" className="text-lg font-semibold text-slate-900">
          Owner upgrade requests ({upgrades.data?.page.total ?? 0})
        </h2>
        {upgrades.isPending ? (
          <p className="text-slate-600">Loading…</p>
        ) : pendingUpgrades.length === 0 ? (
          <EmptyState icon={Inbox} title="No upgrade requests" text="Members who ask to list spaces show here." />
        ) : (
          <div className="grid gap-3">
            {pendingUpgrades.map((r) => (
              <Card key={r.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="pending-upgrade">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-slate-900">{r.user_name}</p>
                  <p className="text-slate-600">{r.user_email}</p>
                  {r.message && <p className="mt-1 text-slate-700">“{r.message}”</p>}
                </div>
                <Decision busy={decide.isPending} onApprove={() => decide.mutate({ kind: 'upgrade', id: r.id, decision: 'approve' })} onReject={() => setRefusing({ kind: 'upgrade', id: r.id, name: r.user_name })} />
              </Card>
            ))}
          </div>
        )}
      </section>

      <Dialog open={refusing !== null} onOpenChange={(open) => !open && setRefusing(null)} title={`Refuse ${refusing?.name ?? ''}?`} description="Say why, so they know what to change.">
        <form onSubmit={refuse} className="space-y-4">
          <div className="space-y-1">
            <Label htmlFor="refusal-reason">Reason</Label>
            <Textarea id="refusal-reason" rows={3} required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="e.g. Please add a photo of the room itself." />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setRefusing(null)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!reason.trim() || decide.isPending}>
              Refuse
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
