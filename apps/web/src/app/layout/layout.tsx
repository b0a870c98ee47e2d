import { lazy, Suspense, type ReactNode } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineBanner } from '@/components/offline-banner';
import { m } from '@nafasi/shared/i18n';

// Only a signed-in account that has not confirmed its address sees the banner: its code loads for them alone.
const VerifyBanner = lazy(() => import('@/features/auth/components/verify-banner').then((m) => ({ default: m.VerifyBanner })));

/** §2: every page sits inside the shared header and footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  // The page is loading what it shows (a first load, not a background refresh): assistive
  // technology waits to read it, and so do tests that audit a finished page.
  const loading = useIsFetching({ predicate: (query) => query.state.status === 'pending' }) > 0;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {m.layout_skip()}
      </a>
      <Header />
      <OfflineBanner />
      {user && !user.email_verified && (
        <Suspense fallback={null}>
          <VerifyBanner />
        </Suspense>
      )}
      {/* At least a screen tall: the footer starts below the fold, so a page arriving never pushes it down in view (CLS). */}
      <main id="main" className="min-h-dvh flex-1" aria-busy={loading || undefined}>
        <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>{children}</Suspense>
      </main>
      <Footer />
    </div>
  );
}
