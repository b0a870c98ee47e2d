import { PAGE_META } from '@nafasi/shared/pages';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@nafasi/shared/auth';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-provider';
import { AuthCard, FormError } from '@/features/auth/components/auth-card';
import { GoogleButton, OrDivider } from '@/features/auth/components/google-button';
import { NewPasswordFields, newPasswordError } from '@/features/auth/components/new-password-fields';
import { RedirectIfSignedIn } from '@/features/auth/components/require-auth';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';

export function RegisterPage() {
  useDocumentTitle(PAGE_META['/register'].title, PAGE_META['/register'].description);
  const { register } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const problem = newPasswordError(password, String(form.get('confirm')));
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    const email = String(form.get('email')).trim();
    const result = await register(String(form.get('fullName')).trim(), email, password);
    if (result.success) {
      // §8's toast; the account is usable once the mailed link confirms the address (issue 11).
      toast.success('Registration successful!');
      setSentTo(email);
      return;
    }
    const message = result.error || 'Registration failed. Please try again.';
    setError(message);
    toast.error(message);
    setSubmitting(false);
  }

  if (sentTo) {
    return (
      <AuthCard title="Check your e-mail" subtitle={`Sent to ${sentTo}`}>
        <div className="space-y-4 text-sm text-slate-700" data-testid="check-email">
          <p>{AUTH_MESSAGES.registered}</p>
          <p>The link works once, within 24 hours. No e-mail after a few minutes? Look in your spam folder, or sign in and ask for a new link from your dashboard.</p>
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
          <div className="space-y-1">
            <Label htmlFor="register-name">Full name</Label>
            <Input id="register-name" name="fullName" autoComplete="name" required maxLength={100} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="register-email">E-mail</Label>
            <Input id="register-email" name="email" type="email" autoComplete="email" required maxLength={254} />
          </div>
          <NewPasswordFields id="register" password={password} onPasswordChange={setPassword} label="Password" confirmLabel="Confirm password" />
          <Button type="submit" size="lg" className="w-full" disabled={submitting}>
            {submitting ? 'Creating account...' : 'Create account'}
          </Button>
        </form>
        <OrDivider />
        <GoogleButton label="Sign up with Google" />
      </AuthCard>
    </RedirectIfSignedIn>
  );
}
