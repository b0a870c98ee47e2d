import { PAGE_META } from '@nafasi/shared/pages';
import { useState } from 'react';
import { LoginSchema } from '@nafasi/shared/auth';
import { Link, useLocation, useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { AuthCard, FormError } from '@/features/auth/components/auth-card';
import { GoogleSignIn } from '@/features/auth/components/google-button';
import { RedirectIfSignedIn } from '@/features/auth/components/require-auth';
import { useSchemaForm } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useHydrated } from '@/lib/use-hydrated';
import { languageHref } from '@/components/i18n/language-href';
import { getLocale } from '@nafasi/shared/i18n';
import { m } from '@nafasi/shared/i18n';

/** §4: after a successful sign-in, go on after 100 ms. */
const REDIRECT_DELAY_MS = 100;

export function LoginPage() {
  useDocumentTitle(PAGE_META['/login'].title, PAGE_META['/login'].description);
  const hydrated = useHydrated();
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // A failed Google sign-in comes back here with its sentence.
  const [error, setError] = useState<string | null>((location.state as { error?: string } | null)?.error ?? null);
  const form = useSchemaForm(LoginSchema, { email: '', password: '' });

  // A refused sign-in names no field (it must not say which was wrong): its sentence goes above the form.
  const submit = form.handleSubmit(async ({ email, password }) => {
    setError(null);
    const result = await login(email, password);
    if (result.success) {
      toast.success(m.auth_login_successful());
      const next = (location.state as { from?: string } | null)?.from ?? paths.dashboard.getHref();
      // The form stays busy until the page changes.
      await new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS));
      // The account's language takes over: its pages are at their own addresses, loaded anew.
      if (result.locale && result.locale !== getLocale()) return window.location.assign(languageHref(result.locale, next));
      navigate(next, { replace: true });
      return;
    }
    const message = result.error || m.auth_login_failed();
    setError(message);
    toast.error(message);
  });

  return (
    <RedirectIfSignedIn>
      <AuthCard
        title={m.auth_login_title()}
        subtitle={m.auth_login_subtitle()}
        footer={
          <p>
            {m.auth_new_here()}{' '}
            <Link to={paths.register.getHref()} className="font-semibold text-brand-800 hover:underline">
              {m.auth_create_account_link()}
            </Link>
          </p>
        }
      >
        <NeedsJavaScript text={m.nojs_sign_in()} />
        <form onSubmit={submit} method="post" noValidate={false}>
          <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
            <FormError message={error} />
            <Field label={m.auth_email()} error={form.formState.errors.email?.message}>
              <Input id="login-email" type="email" autoComplete="email" required {...form.register('email')} />
            </Field>
            <Field
              label={m.auth_password()}
              error={form.formState.errors.password?.message}
              action={
                <Link to={paths.forgotPassword.getHref()} className="text-sm font-medium text-brand-800 hover:underline">
                  {m.auth_forgot()}
                </Link>
              }
            >
              <Input id="login-password" type="password" autoComplete="current-password" required {...form.register('password')} />
            </Field>
            <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? m.auth_signing_in() : m.nav_sign_in()}
            </Button>
          </fieldset>
        </form>
        <GoogleSignIn label={m.auth_google_sign_in()} />
      </AuthCard>
    </RedirectIfSignedIn>
  );
}
