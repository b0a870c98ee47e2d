import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { VerifyBanner } from '@/features/auth/components/verify-banner';
import { Footer } from './footer';
import { Header } from './header';

/** §2: every page sits inside the shared header and footer. */
export function Layout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow">
        Skip to content
      </a>
      <Header />
      <VerifyBanner />
      {/* At least a screen tall: the footer starts below the fold, so a page arriving never pushes it down in view (CLS). */}
      <main id="main" className="min-h-dvh flex-1">
        <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
