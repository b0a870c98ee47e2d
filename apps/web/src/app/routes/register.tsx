import { PAGE_META } from '@nafasi/shared/pages';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, RegisterFormSchema } from '@nafasi/shared/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
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

export function RegisterPage() {
  useDocumentTitle(PAGE_META['/register'].title, PAGE_META['/register'].description);
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
      toast.success('Registration successful!');
      setSentTo(email);
      return;
    }
    const message = result.error || 'Registration failed. Please try again.';
    setError(message);
    toast.error(message);
  });

  if (sentTo) {
    return (
      <AuthCard title="Check your e-mail" subtitle={`Sent to ${sentTo}`}>
        <div className="space-y-4 text-sm text-slate-700" data-testid="check-email">
          <p>{AUTH_MESSAGES.registered}</p>
          <p>
            The link works once, within 24 hours. No e-mail after a few minutes? Look in your spam folder, or sign in and ask for a new link from your
            dashboard.
          </p>
          <Button variant="outline" size="lg" className="w-full" onClick={() => navigate(paths.login.getHref())}>
            Go to sign in
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <RedirectIfSignedIn>
      <AuthCard
        title="Create your account"
        subtitle="Book spaces by the hour and pay with M-Pesa."
        footer={
          <p>
            Already have an account?{' '}
            <Link to={paths.login.getHref()} className="font-semibold text-brand-800 hover:underline">
              Sign in
            </Link>
          </p>
        }
      >
        <form onSubmit={submit} className="space-y-4">
          <FormError message={error} />
          <Field label="Full name" error={errors.full_name?.message}>
            <Input id="register-name" autoComplete="name" required {...form.register('full_name')} />
          </Field>
          <Field label="E-mail" error={errors.email?.message}>
            <Input id="register-email" type="email" autoComplete="email" required {...form.register('email')} />
          </Field>
          <NewPasswordFields form={form} id="register" label="Password" confirmLabel="Confirm password" />
          <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Creating account...' : 'Create account'}
          </Button>
        </form>
        <GoogleSignIn label="Sign up with Google" />
      </AuthCard>
    </RedirectIfSignedIn>
  );
}
