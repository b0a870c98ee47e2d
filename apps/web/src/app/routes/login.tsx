import { PAGE_META } from '@nafasi/shared/pages';
import { useState } from 'react';
import { LoginSchema } from '@nafasi/shared/auth';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { AuthCard, FormError } from '@/features/auth/components/auth-card';
import { GoogleSignIn } from '@/features/auth/components/google-button';
import { RedirectIfSignedIn } from '@/features/auth/components/require-auth';
import { useSchemaForm } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';

/** §4: after a successful sign-in, go on after 100 ms. */
const REDIRECT_DELAY_MS = 100;

export function LoginPage() {
  useDocumentTitle(PAGE_META['/login'].title, PAGE_META['/login'].description);
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
      toast.success('Login successful!');
      const from = (location.state as { from?: string } | null)?.from;
      // The form stays busy until the page changes.
      await new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS));
      await navigate(from ?? paths.dashboard.getHref(), { replace: true });
      return;
    }
    const message = result.error || 'Login failed';
    setError(message);
    toast.error(message);
  });

  return (
    <RedirectIfSignedIn>
      <AuthCard
        title="Welcome back"
        subtitle="Sign in to book spaces and manage your bookings."
        footer={
          <p>
            New to Nafasi?{' '}
            <Link to={paths.register.getHref()} className="font-semibold text-brand-800 hover:underline">
              Create an account
            </Link>
          </p>
        }
      >
        <form onSubmit={submit} className="space-y-4" noValidate={false}>
          <FormError message={error} />
          <Field label="E-mail" error={form.formState.errors.email?.message}>
            <Input id="login-email" type="email" autoComplete="email" required {...form.register('email')} />
          </Field>
          <Field
            label="Password"
            error={form.formState.errors.password?.message}
            action={
              <Link to={paths.forgotPassword.getHref()} className="text-sm font-medium text-brand-800 hover:underline">
                Forgot password?
              </Link>
            }
          >
            <Input id="login-password" type="password" autoComplete="current-password" required {...form.register('password')} />
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
        <GoogleSignIn label="Sign in with Google" />
      </AuthCard>
    </RedirectIfSignedIn>
  );
}
