import { useLocation } from '@/lib/router';
import { getLocale, HTML_LANG, m, type Locale } from '@nafasi/shared/i18n';
import { cn } from '@/lib/cn';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { languageHref } from './language-href';

const other = (locale: Locale): Locale => (locale === 'sw' ? 'en' : 'sw');

/**
 * The same page in the other language: a plain link through /lang/<locale>, which remembers the
 * choice (a cookie) and goes there, so it works before the script runs and without it; signed in,
 * the account's language changes too.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const { status } = useAuth();
  const to = other(getLocale());
  return (
    <a
      // Signed in, the account remembers it too (its mails follow it); the request outlives the page.
      onClick={() => {
        if (status === 'authenticated') void api('/auth/user', { method: 'PUT', body: JSON.stringify({ locale: to }), keepalive: true }).catch(() => undefined);
      }}
      href={languageHref(to, pathname + search)}
      hrefLang={HTML_LANG[to]}
      lang={HTML_LANG[to]}
      aria-label={m.language_switch_label()}
      title={m.language_switch_label()}
      className={cn('rounded-lg px-3 py-2 text-sm font-medium', className)}
      data-testid="language-switch"
    >
      {m.language_switch()}
    </a>
  );
}
