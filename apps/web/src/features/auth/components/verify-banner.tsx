import { MailWarning } from 'lucide-react';
import { useResendVerification } from '../api/resend-verification';
import { useAuth } from '@/lib/auth';
import { m } from '@nafasi/shared/i18n';

/** A signed-in account that has not confirmed its address may browse, not book or list: this says so, with a new link. */
export function VerifyBanner() {
  const { user } = useAuth();
  const resend = useResendVerification();
  if (!user || user.email_verified) return null;
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50" data-testid="verify-banner">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm text-amber-900">
        <MailWarning className="size-4 shrink-0" aria-hidden />
        <span>
          {m.verify_banner()} <strong>{user.email}</strong>.
        </span>
        <button
          type="button"
          className="font-semibold underline underline-offset-2 hover:text-amber-950 disabled:opacity-60"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
        >
          {resend.isPending ? m.card_sending() : m.verify_send_again()}
        </button>
      </div>
    </div>
  );
}
