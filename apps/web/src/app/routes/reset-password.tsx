import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
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
import { m } from '@nafasi/shared/i18n';

export function ResetPasswordPage() {
  useDocumentTitle(m.auth_reset_title());
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
      toast.success(m.auth_reset_successful());
      void navigate(paths.dashboard.getHref(), { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.data.code === 'invalid_reset_token') setLinkInvalid(true);
      const message = showServerError(form, err);
      if (message) setError(message);
      toast.error(message ?? (getErrorMessage(err) || m.auth_reset_failed()));
    }
  });

  if (linkInvalid) {
    return (
      <AuthCard title={m.auth_link_unusable()} subtitle={AUTH_MESSAGES.resetInvalid}>
        <ButtonLink to={paths.forgotPassword.getHref()} size="lg" className="w-full">
          {m.auth_ask_new_link()}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={m.auth_reset_title()}
      subtitle={m.auth_reset_subtitle()}
      footer={
        <Link to={paths.login.getHref()} className="font-semibold text-brand-800 hover:underline">
          {m.auth_back_to_sign_in()}
        </Link>
      }
    >
      <form onSubmit={submit} className="space-y-4">
        <FormError message={error} />
        <NewPasswordFields form={form} id="reset" label={m.auth_new_password()} confirmLabel={m.auth_confirm_new_password()} />
        <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? m.auth_saving() : m.auth_set_password()}
        </Button>
      </form>
    </AuthCard>
  );
}
