import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { RecoverSchema } from '@nafasi/shared/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { requestPasswordReset } from '@/features/auth/api/request-password-reset';
import { AuthCard, FormError } from '@/features/auth/components/auth-card';
import { showServerError, useSchemaForm } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm(RecoverSchema, { email: '' });

  const submit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      const { data } = await requestPasswordReset(email);
      toast.success(data.message);
      setSentTo(email);
    } catch (err) {
      const message = showServerError(form, err);
      if (message) {
        setError(message);
        toast.error(message);
      }
    }
  });

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
          <Field label="E-mail" error={form.formState.errors.email?.message}>
            <Input id="forgot-email" type="email" autoComplete="email" required {...form.register('email')} />
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
