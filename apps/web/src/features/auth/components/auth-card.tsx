import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { m } from '@nafasi/shared/i18n';

/** The frame of the sign-in, registration and password pages. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-start justify-center bg-gradient-to-b from-brand-50 to-stone-50 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 space-y-2 text-center text-sm text-slate-600">{footer}</div>}
        <p className="mt-6 text-center text-xs text-slate-500">
          {m.auth_agree_before()}{' '}
          <Link to={paths.terms.getHref()} className="underline hover:text-slate-800">
            {m.footer_terms()}
          </Link>{' '}
          {m.auth_agree_and()}{' '}
          <Link to={paths.privacy.getHref()} className="underline hover:text-slate-800">
            {m.footer_privacy()}
          </Link>
          .
        </p>
      </div>
    </div>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}
