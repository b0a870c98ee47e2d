import { PAGE_META } from '@nafasi/shared/pages';
import { useState } from 'react';
import { Link, useNavigate } from '@/lib/router';
import { AUTH_MESSAGES, RegisterFormSchema } from '@nafasi/shared/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { AuthCard, FormError } from '@/features/auth/components/auth-card';
import { GoogleSignIn } from '@/features/auth/components/google-button';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { RedirectIfSignedIn } from '@/features/auth/components/require-auth';
import { useSchemaForm } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useHydrated } from '@/lib/use-hydrated';
import { m } from '@nafasi/shared/i18n';

export function RegisterPage() {
  useDocumentTitle(PAGE_META['/register'].title, PAGE_META['/register'].description);
  const hydrated = useHydrated();
  const { register } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm(RegisterFormSchema, { full_name: '', email: '', password: '', confirm: '' });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async ({ full_name, email, password }) => {
    setError(null);
    const result = await register(full_name, email, password);
    if (result.success) {
      // §8's toast; the account is usable once the mailed link confirms the address (issue 11).
      toast.success(m.auth_registration_successful());
      setSentTo(email);
      return;
    }
    const message = result.error || m.auth_registration_failed();
    setError(message);
    toast.error(message);
  });

  if (sentTo) {
    return (
      <AuthCard title={m.auth_check_email()} subtitle={m.auth_sent_to({ email: sentTo })}>
        <div className="space-y-4 text-sm text-slate-700" data-testid="check-email">
          <p>{AUTH_MESSAGES.registered}</p>
          <p>{m.auth_link_once()}</p>
          <Button variant="outline" size="lg" className="w-full" onClick={() => navigate(paths.login.getHref())}>
            {m.auth_go_sign_in()}
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <RedirectIfSignedIn>
      <AuthCard
        title={m.page_register_title()}
        subtitle={m.auth_register_subtitle()}
        footer={
          <p>
            {m.auth_have_account()}{' '}
            <Link to={paths.login.getHref()} className="font-semibold text-brand-800 hover:underline">
              {m.nav_sign_in()}
            </Link>
          </p>
        }
      >
        <NeedsJavaScript text={m.nojs_register()} />
        <form onSubmit={submit} method="post">
          <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
            <FormError message={error} />
            <Field label={m.auth_full_name()} error={errors.full_name?.message}>
              <Input id="register-name" autoComplete="name" required {...form.register('full_name')} />
            </Field>
            <Field label={m.auth_email()} error={errors.email?.message}>
              <Input id="register-email" type="email" autoComplete="email" required {...form.register('email')} />
            </Field>
            <NewPasswordFields
              form={form}
              id="register"
              label={m.auth_password()}
              confirmLabel={m.auth_confirm_password()}
              about={[form.watch('full_name'), form.watch('email')]}
            />
            <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? m.auth_creating_account() : m.auth_create_account()}
            </Button>
          </fieldset>
        </form>
        <GoogleSignIn label={m.auth_google_sign_up()} />
      </AuthCard>
    </RedirectIfSignedIn>
  );
}
