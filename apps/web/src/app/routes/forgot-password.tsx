import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { AUTH_MESSAGES, RecoverSchema } from '@nafasi/shared/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { requestPasswordReset } from '@/features/auth/api/request-password-reset';
import { AuthCard, FormError } from '@/features/auth/components/auth-card';
import { showServerError, useSchemaForm } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { m } from '@nafasi/shared/i18n';

export function ForgotPasswordPage() {
  useDocumentTitle(m.mail_reset_heading());
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
      title={m.mail_reset_heading()}
      subtitle={m.auth_forgot_subtitle()}
      footer={
        <p>
          {m.auth_remembered()}{' '}
          <Link to={paths.login.getHref()} className="font-semibold text-brand-800 hover:underline">
            {m.auth_back_to_sign_in()}
          </Link>
        </p>
      }
    >
      {sentTo ? (
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <MailCheck className="size-10 text-brand-700" aria-hidden />
          <p className="font-semibold text-slate-900">{AUTH_MESSAGES.resetSent}</p>
          <p className="text-sm text-slate-600">{m.auth_reset_if_exists({ email: sentTo })}</p>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4">
          <FormError message={error} />
          <Field label={m.auth_email()} error={form.formState.errors.email?.message}>
            <Input id="forgot-email" type="email" autoComplete="email" required {...form.register('email')} />
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? m.card_sending() : m.auth_send_reset()}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
