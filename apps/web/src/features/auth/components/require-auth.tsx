import { useRef, useState, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { PageNotice } from '@/components/ui/page-notice';
import { Navigate, useLocation } from '@/lib/router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { m, splitLocalePath } from '@nafasi/shared/i18n';

/**
 * A value of a mailed link's # part (`/data-export#id=…&token=…`): where its secrets travel, so no
 * server, proxy or log ever sees them; the page sends them in a request body. Empty when absent.
 */
export const fromLinkHash = (name: string): string =>
  typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.hash.slice(1)).get(name) ?? '');

export function AuthLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center text-slate-600">
      {m.auth_checking_session()}
    </div>
  );
}

/**
 * §2: pages for signed-in users send everyone else to /login (and back here after). A page whose
 * content is public (`preview`: booking a space shows the space and its free times) shows it while
 * the session is checked, so the server renders it and a phone paints it before any script runs
 * (issue 32); what only a signed-in person may do waits for the check (useAuth's status).
 */
export function RequireAuth({ children, preview = false }: { children: ReactNode; preview?: boolean }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return preview ? children : <AuthLoading />;
  if (status === 'unauthenticated') {
    // Already leaving this page (signing out moves home first, and the router may still be drawing
    // the move when the session goes): no detour to /login.
    if (typeof window !== 'undefined' && splitLocalePath(window.location.pathname).path !== location.pathname) return null;
    return <Navigate to={paths.login.getHref()} replace state={{ from: location.pathname + location.search }} />;
  }
  return children;
}

/**
 * A page a mailed link opens (an invitation, an archive of one's data): signed out, it says why to
 * sign in and offers it, coming back here afterwards with the link's part after # (its secret) kept;
 * `more` is a further way on (creating an account). Signed in, the page itself.
 */
export function SignInFirst({ icon, title, text, more, children }: { icon: LucideIcon; title: string; text: string; more?: ReactNode; children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <AuthLoading />;
  if (status === 'unauthenticated')
    return (
      <PageNotice
        icon={icon}
        title={title}
        text={text}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <ButtonLink to={paths.login.getHref()} state={{ from: `${location.pathname}${typeof window === 'undefined' ? '' : window.location.hash}` }}>
              {m.nav_sign_in()}
            </ButtonLink>
            {more}
          </div>
        }
      />
    );
  return children;
}

/**
 * /login and /register send an already signed-in visitor to the dashboard. Someone who signs in on
 * the page stays for its own success message and short delay (§4: 100 ms).
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const [arrivedSignedIn] = useState(() => status);
  const seenSignedOut = useRef(false);
  if (status === 'unauthenticated') seenSignedOut.current = true;
  // The server renders the form (it knows no session) and the browser hydrates it as rendered; only
  // a session stored in this browser, while it is checked, hides the form instead of flashing it.
  if (status === 'loading' && arrivedSignedIn === 'loading' && user) return <AuthLoading />;
  if (status === 'authenticated' && !seenSignedOut.current) return <Navigate to={paths.dashboard.getHref()} replace />;
  return children;
}
