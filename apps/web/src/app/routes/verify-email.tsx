import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '@/lib/router';
import { AUTH_MESSAGES } from '@nafasi/shared/auth';
import { getErrorMessage } from '@nafasi/shared/errors';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { verifyEmail } from '@/features/auth/api/verify-email';
import { useAuth } from '@/lib/auth';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthLoading } from '@/features/auth/components/require-auth';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { m } from '@nafasi/shared/i18n';

/** Where the confirmation e-mail's link lands: the address is confirmed and this device signed in. */
export function VerifyEmailPage() {
  useDocumentTitle(m.verify_title());
  const [params] = useSearchParams();
  const { adopt } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(params.get('token') ? null : AUTH_MESSAGES.verifyInvalid);
  const started = useRef(false);

  useEffect(() => {
    const token = params.get('token');
    if (!token || started.current) return;
    started.current = true;
    // The token is spent by this call: it leaves the address bar at once.
    window.history.replaceState(null, '', window.location.pathname);
    verifyEmail(token).then(
      (session) => {
        adopt(session);
        toast.success(AUTH_MESSAGES.verified);
        void navigate(paths.dashboard.getHref(), { replace: true });
      },
      (err: unknown) => setError(getErrorMessage(err) || AUTH_MESSAGES.verifyInvalid),
    );
  }, [params, adopt, navigate]);

  if (!error) return <AuthLoading />;
  return (
    <AuthCard title={m.auth_link_unusable()} subtitle={error}>
      <ButtonLink to={paths.login.getHref()} size="lg" className="w-full">
        {m.nav_sign_in()}
      </ButtonLink>
    </AuthCard>
  );
}
