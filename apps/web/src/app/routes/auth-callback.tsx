import { useEffect, useRef } from 'react';
import { useNavigate } from '@/lib/router';
import { GOOGLE_ERRORS, type GoogleErrorCode } from '@nafasi/shared/auth';
import { paths } from '@/config/paths';
import { exchangeGoogleCode } from '@/features/auth/api/exchange-google-code';
import { useAuth } from '@/lib/auth';
import { AuthLoading } from '@/features/auth/components/require-auth';
import { takeGoogleVerifier } from '@/features/auth/google';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { languageHref } from '@/components/i18n/language-href';
import { getLocale, m } from '@nafasi/shared/i18n';

const isKnownError = (code: string | null): code is GoogleErrorCode => code !== null && Object.hasOwn(GOOGLE_ERRORS, code);

/**
 * Where Google sign-in lands with a one-time code (or an error code). The code is exchanged with
 * the secret this tab kept when it started the sign-in; a code from anyone else's sign-in fails.
 * Only known error codes are shown, as our own sentences: never text from the URL.
 */
export function AuthCallbackPage() {
  useDocumentTitle(m.auth_signing_in());
  const { adopt } = useAuth();
  const navigate = useNavigate();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const query = new URLSearchParams(window.location.search);
    window.history.replaceState(null, '', window.location.pathname);
    const verifier = takeGoogleVerifier();
    const fail = (message: string) => {
      toast.error(message);
      void navigate(paths.login.getHref(), { replace: true, state: { error: message } });
    };
    const error = query.get('error');
    const code = query.get('code');
    if (error || !code) return fail(isKnownError(error) ? GOOGLE_ERRORS[error] : GOOGLE_ERRORS.failed);
    if (!verifier) return fail(GOOGLE_ERRORS.expired);
    exchangeGoogleCode(code, verifier).then(
      ({ session, created }) => {
        adopt(session);
        toast.success(created ? m.auth_google_created() : m.auth_login_successful());
        // §4: Google sign-in returns to the site root, in the account's language.
        if (session.user.locale !== getLocale()) return window.location.assign(languageHref(session.user.locale, paths.home.getHref()));
        void navigate(paths.home.getHref(), { replace: true });
      },
      () => fail(GOOGLE_ERRORS.expired),
    );
  }, [adopt, navigate]);

  return <AuthLoading />;
}
