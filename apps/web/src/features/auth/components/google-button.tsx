import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';
import { useProviders } from '../api/get-providers';
import { startGoogleSignIn } from '../google';
import { m } from '@nafasi/shared/i18n';

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden className="size-4">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34.1 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34.1 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C36.9 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}

/**
 * "or" and Google sign-in, shown only where it can work: when the server has Google configured.
 * While the server is asked, the place is kept (no jump when it appears); without it, nothing shows.
 */
export function GoogleSignIn({ label }: { label: string }) {
  const providers = useProviders();
  // The server renders the button; it works once the app has taken the page over (a click before would be lost).
  const hydrated = useHydrated();
  if (providers.isPending) return <div aria-hidden className="h-[4.25rem]" />;
  if (providers.data?.google !== true) return null;
  return (
    <>
      <div className="my-5 flex items-center gap-3 text-xs uppercase tracking-wider text-slate-500">
        <span className="h-px flex-1 bg-slate-200" /> {m.auth_or()} <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button variant="outline" size="lg" className="w-full" disabled={!hydrated} onClick={() => void startGoogleSignIn()}>
        <GoogleMark />
        {label}
      </Button>
    </>
  );
}
