import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useNavigate } from '@/lib/router';
import { useEffect, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth';
import { setSignedOutHandler } from '@/lib/api-client';
import { ToastHost } from '@/lib/toast';
import { CrashBoundary } from './crash-screen';
import { queryClient } from './query-client';
import { AppRoutes } from './router';
import { getLocale, LOCALE_PREFIX } from '@nafasi/shared/i18n';

/** §4: when a refresh fails, the tokens are gone and the user goes to /login, inside the app. */
function SignedOutRedirect() {
  const navigate = useNavigate();
  useEffect(() => setSignedOutHandler(() => void navigate('/login', { replace: true })), [navigate]);
  return null;
}

/**
 * The whole app inside a router: the browser's (BrowserRouter) or the server's (StaticRouter at the
 * requested address), with the cache it reads. Both render the same tree, so the page the server
 * sends is the page the browser hydrates.
 */
export function AppShell({ client, router: Router }: { client: QueryClient; router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <CrashBoundary>
      <QueryClientProvider client={client}>
        <Router>
          <AuthProvider>
            <SignedOutRedirect />
            <AppRoutes />
          </AuthProvider>
        </Router>
        <ToastHost />
      </QueryClientProvider>
    </CrashBoundary>
  );
}

/**
 * Marks the page live once the app has taken it over (`<html data-app="ready">`): after hydrating
 * a server-rendered page, or after the first render of one the browser renders. Tests wait for it
 * before typing into a page the server sent.
 */
function Ready() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    // Pages already opened keep opening when the network drops (public/sw.js); not in development,
    // where Vite serves modules the worker would keep.
    if (import.meta.env.PROD) void import('@/lib/service-worker').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => undefined);
  }, []);
  return null;
}

/** The browser's router, under the page's language prefix (/sw for Kiswahili): links stay in the language. */
function LocalizedBrowserRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter basename={LOCALE_PREFIX[getLocale()] || undefined}>{children}</BrowserRouter>;
}

export function App() {
  return (
    <>
      <AppShell client={queryClient} router={LocalizedBrowserRouter} />
      <Ready />
    </>
  );
}
