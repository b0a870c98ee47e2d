import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES, NewPasswordFormSchema } from '@nafasi/shared/auth';
import { getErrorMessage } from '@nafasi/shared/errors';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { resetPassword } from '@/features/auth/api/reset-password';
import { useAuth } from '@/lib/auth';
import { AuthCard, FormError } from '@/features/auth/components/auth-card';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { ApiError } from '@/lib/api-client';
import { showServerError, useSchemaForm } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { adopt } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(!token);
  const form = useSchemaForm(NewPasswordFormSchema, { password: '', confirm: '' });

  const submit = form.handleSubmit(async ({ password }) => {
    if (!token) return setLinkInvalid(true);
    setError(null);
    try {
      adopt(await resetPassword(token, password));
      toast.success('Password reset successful!');
      void navigate(paths.dashboard.getHref(), { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.data.code === 'invalid_reset_token') setLinkInvalid(true);
      const message = showServerError(form, err);
      if (message) setError(message);
      toast.error(message ?? (getErrorMessage(err) || 'Failed to reset password'));
    }
  });

  if (linkInvalid) {
    return (
      <AuthCard title="This link cannot be used" subtitle={AUTH_MESSAGES.resetInvalid}>
        <ButtonLink to={paths.forgotPassword.getHref()} size="lg" className="w-full">
          Ask for a new link
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Every device signed in to your account will be signed out."
      footer={
        <Link to={paths.login.getHref()} className="font-semibold text-brand-800 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <form onSubmit={submit} className="space-y-4">
        <FormError message={error} />
        <NewPasswordFields form={form} id="reset" label="New password" confirmLabel="Confirm new password" />
        <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
