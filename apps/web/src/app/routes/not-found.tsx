import { useEffect } from 'react';
import { Link, useLocation } from '@/lib/router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { m } from '@nafasi/shared/i18n';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle(m.not_found_title());
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-6 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="text-xl font-semibold text-slate-900">{m.not_found_heading()}</h1>
      <p className="max-w-md break-all text-sm text-slate-600">
        {m.not_found_nothing()} <code className="rounded bg-slate-100 px-1.5 py-0.5">{pathname}</code>.
      </p>
      <Link to={paths.home.getHref()} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
        {m.not_found_home()}
      </Link>
    </div>
  );
}
