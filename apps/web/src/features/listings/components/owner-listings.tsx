import { Pencil, Plus, Store, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { categoryLabel } from '@nafasi/shared/categories';
import { formatHourlyRate } from '@nafasi/shared/money';
import { peopleCount, type Space } from '@nafasi/shared/spaces';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { useDeleteOwnSpace } from '../api/delete-own-space';
import { usePauseSpace } from '../api/pause-space';
import { m } from '@nafasi/shared/i18n';

const STATUS = {
  pending: { label: m.listing_status_pending, className: 'bg-amber-50 text-amber-800' },
  approved: { label: m.listing_status_live, className: 'bg-emerald-50 text-emerald-800' },
  rejected: { label: m.listing_status_refused, className: 'bg-red-50 text-red-800' },
  paused: { label: m.listing_status_paused, className: 'bg-slate-100 text-slate-700' },
} as const;

/** An owner's spaces, each with its state: pending, live, or refused with the admin's reason. */
export function OwnerListings({ spaces }: { spaces: Space[] }) {
  const [deleting, setDeleting] = useState<Space | null>(null);
  const pause = usePauseSpace();
  const remove = useDeleteOwnSpace();
  const add = (
    <ButtonLink to={paths.listSpace.getHref()}>
      <Plus aria-hidden /> {m.owner_listings_add()}
    </ButtonLink>
  );
  if (spaces.length === 0) return <EmptyState icon={Store} title={m.owner_listings_none()} text={m.owner_listings_none_text()} action={add} />;
  return (
    <div className="space-y-4">
      <div className="flex justify-end">{add}</div>
      <div className="grid gap-4 lg:grid-cols-2">
        {spaces.map((space) => {
          const status = STATUS[space.status];
          return (
            <Card key={space.id} className="flex min-w-0 gap-4 p-4" data-testid="owner-space">
              <img
                src={space.images[0]?.thumbUrl ?? '/placeholder-space.svg'}
                alt=""
                className="size-20 shrink-0 rounded-lg bg-slate-100 object-cover sm:size-24"
              />
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 translate="no" className="truncate font-semibold text-slate-900">
                    {space.title}
                  </h3>
                  <Badge className={status.className}>{status.label()}</Badge>
                </div>
                <p className="text-sm text-slate-600">
                  {categoryLabel(space.category)} · {formatHourlyRate(space.hourlyRate)} · {m.space_up_to({ people: peopleCount(space.capacity) })}
                </p>
                {space.status === 'rejected' && space.rejectionReason && (
                  <p className="text-sm text-red-800">{m.owner_listings_reason({ reason: space.rejectionReason })}</p>
                )}
                {space.pendingChanges && <p className="text-sm text-sky-800">{m.owner_listings_changes()}</p>}
                <div className="flex flex-wrap gap-2 pt-1">
                  <ButtonLink to={paths.editListing.getHref(space.id)} variant="outline" size="sm">
                    <Pencil aria-hidden /> {m.owner_listings_edit()}
                  </ButtonLink>
                  {space.status === 'approved' && (
                    <ButtonLink to={paths.space.getHref(space.id)} variant="ghost" size="sm">
                      {m.owner_listings_view()}
                    </ButtonLink>
                  )}
                  {(space.status === 'approved' || space.status === 'paused') && (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={pause.isPending}
                      onClick={() => pause.mutate({ spaceId: space.id, paused: space.status === 'approved' })}
                    >
                      {space.status === 'approved' ? m.owner_listings_pause() : m.owner_listings_resume()}
                    </Button>
                  )}
                  <Button variant="ghost" size="sm" onClick={() => setDeleting(space)} aria-label={m.owner_listings_delete_label({ space: space.title })}>
                    <Trash2 aria-hidden /> {m.owner_listings_delete()}
                  </Button>
                </div>
              </div>
            </Card>
          );
        })}
      </div>
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title={m.owner_listings_delete_title({ space: deleting.title })}
          description={m.owner_listings_delete_text()}
          keep={m.owner_listings_keep()}
          action={m.owner_listings_delete_space()}
          busy={remove.isPending}
          busyAction={m.owner_listings_deleting()}
          destructive
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        />
      )}
    </div>
  );
}
