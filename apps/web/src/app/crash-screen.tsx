import { Component, type ReactNode } from 'react';
import { getLocale, localizedPath, m } from '@nafasi/shared/i18n';

/** §8: the render crash screen. */
export function CrashScreen({ error }: { error?: unknown }) {
  if (error) console.error(error);
  return (
    <div role="alert" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{m.crash_title()}</h1>
      <p className="max-w-md text-slate-600">{m.crash_body()}</p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="h-10 cursor-pointer rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {m.crash_reload()}
        </button>
        <a
          href={localizedPath(getLocale(), '/')}
          className="inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          {m.crash_home()}
        </a>
      </div>
    </div>
  );
}

/** Catches a render crash: around the whole app, and around each page. */
export class CrashBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <CrashScreen error={this.state.error} /> : this.props.children;
  }
}

export { CrashBoundary as RouteErrorBoundary };
