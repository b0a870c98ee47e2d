import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { getErrorMessage } from '@nafasi/shared/errors';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { requestPasswordReset } from '@/features/auth/api/auth-calls';
import { AuthCard, FormError } from '@/features/auth/components/auth-card';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email'));
    setSubmitting(true);
    setError(null);
    try {
      const { data } = await requestPasswordReset(email);
      toast.success(data.message);
      setSentTo(email);
    } catch (err) {
      const message = getErrorMessage(err) || 'Failed to send reset email';
      setError(message);
      toast.error(message);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="We’ll e-mail you a link to choose a new one. It works once, within an hour."
      footer={
        <p>
          Remembered it?{' '}
          <Link to={paths.login.getHref()} className="font-semibold text-brand-800 hover:underline">
            Back to sign in
          </Link>
        </p>
      }
    >
      {sentTo ? (
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <MailCheck className="size-10 text-brand-700" aria-hidden />
          <p className="font-semibold text-slate-900">Password reset email sent! Check your inbox.</p>
          <p className="text-sm text-slate-600">If an account exists for {sentTo}, the link is on its way.</p>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4">
          <FormError message={error} />
          <div className="space-y-1">
            <Label htmlFor="forgot-email">E-mail</Label>
            <Input id="forgot-email" name="email" type="email" autoComplete="email" required maxLength={254} />
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={submitting}>
            {submitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
