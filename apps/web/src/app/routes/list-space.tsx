import { CircleCheck, Lock, Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from '@/lib/router';
import { getErrorMessage, MESSAGES } from '@nafasi/shared/errors';
import { LISTING_MESSAGES } from '@nafasi/shared/listings';
import { ButtonLink } from '@/components/ui/button';
import { PageNotice } from '@/components/ui/page-notice';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { AuthLoading } from '@/features/auth/components/require-auth';
import { useManagedSpace } from '@/features/listings/api/get-own-space';
import { ListingForm } from '@/features/listings/components/listing-form';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { m } from '@nafasi/shared/i18n';

/** §9: the confirmation shows for 2 s, then the dashboard. */
const REDIRECT_MS = 2000;

function Listing() {
  const { spaceId } = useParams();
  const navigate = useNavigate();
  const existing = useManagedSpace(spaceId);
  const [done, setDone] = useState(false);
  useDocumentTitle(spaceId ? m.list_edit_title() : m.home_list_space());
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(paths.dashboard.getHref()), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (done) {
    return (
      <PageNotice
        icon={CircleCheck}
        title={m.list_done_title()}
        text={m.list_done_text()}
        action={<ButtonLink to={paths.dashboard.getHref()}>{m.list_go_dashboard()}</ButtonLink>}
      />
    );
  }
  if (spaceId && existing.isPending) return <p className="px-4 py-24 text-center text-slate-600">{m.list_loading()}</p>;
  if (spaceId && existing.error) {
    return (
      <PageNotice
        icon={Store}
        title={MESSAGES.spaceNotFound}
        text={getErrorMessage(existing.error)}
        action={<ButtonLink to={paths.dashboard.getHref()}>{m.list_go_dashboard()}</ButtonLink>}
      />
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{spaceId ? m.list_edit_title() : m.home_list_space()}</h1>
      <p className="mt-1 text-slate-600">
        {spaceId
          ? existing.data?.status === 'rejected'
            ? m.list_intro_rejected()
            : existing.data?.status === 'approved'
              ? m.list_intro_approved()
              : m.list_intro_pending()
          : m.list_intro_new()}
      </p>
      {existing.data?.status === 'rejected' && existing.data.rejectionReason && (
        <p className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {m.list_refused({ reason: existing.data.rejectionReason })}
        </p>
      )}
      {existing.data?.pendingChanges && (
        <p className="mt-4 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900" data-testid="changes-waiting">
          {m.list_changes_waiting()}
        </p>
      )}
      {!existing.data?.pendingChanges && existing.data?.changesRejectionReason && (
        <p className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {m.list_changes_refused({ reason: existing.data.changesRejectionReason })}
        </p>
      )}
      <div className="mt-8">
        <ListingForm
          space={existing.data}
          onSaved={(saved, created) => {
            if (created) {
              toast.success(LISTING_MESSAGES.listed);
              setDone(true);
            } else {
              toast.success(saved.pendingChanges ? LISTING_MESSAGES.changesWaiting : LISTING_MESSAGES.updated);
              void navigate(paths.dashboard.getHref());
            }
          }}
        />
      </div>
    </div>
  );
}

/** §2: signed out → 'Authentication Required'; neither owner nor admin → 'Owner Account Required'. */
export function ListSpacePage() {
  const { status, user } = useAuth();
  useDocumentTitle(m.home_list_space());
  if (status === 'loading') return <AuthLoading />;
  if (status === 'unauthenticated' || !user) {
    return (
      <PageNotice
        icon={Lock}
        title={m.list_auth_required()}
        text={m.list_sign_in()}
        action={<ButtonLink to={paths.login.getHref()}>{m.list_go_login()}</ButtonLink>}
      />
    );
  }
  if (user.role !== 'owner' && user.role !== 'admin') {
    return (
      <PageNotice
        icon={Store}
        title={m.list_owner_required()}
        text={m.list_owner_required_text()}
        action={<ButtonLink to={paths.dashboard.getHref()}>{m.list_go_dashboard()}</ButtonLink>}
      />
    );
  }
  return <Listing />;
}
