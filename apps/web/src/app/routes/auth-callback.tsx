import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Session, User } from '@nafasi/shared/auth';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-provider';
import { AuthLoading } from '@/features/auth/components/require-auth';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Where Google sign-in lands. The server put the session in the URL fragment (never sent to a
 * server); it is taken and wiped from the address bar at once.
 */
export function AuthCallbackPage() {
  useDocumentTitle('Signing in');
  const { adopt } = useAuth();
  const navigate = useNavigate();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    window.history.replaceState(null, '', window.location.pathname);
    const fail = (message: string) => {
      toast.error(message);
      navigate(paths.login.getHref(), { replace: true, state: { error: message } });
    };
    const error = fragment.get('error');
    const accessToken = fragment.get('access_token');
    const refreshToken = fragment.get('refresh_token');
    if (error || !accessToken || !refreshToken) return fail(error || 'Google login failed');
    fetch('/api/auth/user', { headers: { authorization: `Bearer ${accessToken}` } })
      .then(async (res) => {
        if (!res.ok) throw new Error('Google login failed');
        const { data: user } = (await res.json()) as { data: User };
        const session: Session = {
          access_token: accessToken,
          refresh_token: refreshToken,
          expires_at: Number(fragment.get('expires_at')),
          expires_in: Number(fragment.get('expires_in')),
          token_type: 'bearer',
          user,
        };
        adopt(session);
        toast.success(fragment.get('created') === '1' ? 'Your account has been created with Google.' : 'Login successful!');
        // §4: Google sign-in returns to the site root.
        navigate(paths.home.getHref(), { replace: true });
      })
      .catch(() => fail('Google login failed'));
  }, [adopt, navigate]);

  return <AuthLoading />;
}
