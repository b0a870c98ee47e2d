import { useState, type ChangeEvent, type ReactNode } from 'react';
import { ChangePasswordFormSchema, ProfileFormSchema } from '@nafasi/shared/auth';
import { getErrorMessage } from '@nafasi/shared/errors';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useChangePassword } from '../api/change-password';
import { useSignOutOthers } from '../api/sign-out-others';
import { updateUser, useUpdateProfile, useUploadAvatar } from '../api/update-user';
import { useAuth } from '@/lib/auth';
import { showServerError, useSchemaForm } from '@/lib/form';
import { toast } from '@/lib/toast';
import { FormError } from './auth-card';
import { NewPasswordFields } from './new-password-fields';
import { m } from '@nafasi/shared/i18n';

/** §9: photos up to 10 MB; the server decodes and re-encodes them. */
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export function EditProfileForm({ avatar }: { avatar: ReactNode }) {
  const { user } = useAuth();
  const form = useSchemaForm(ProfileFormSchema, { full_name: user?.name ?? '' });
  const upload = useUploadAvatar();
  const save = useUpdateProfile(updateUser, (error) => showServerError(form, error) ?? (getErrorMessage(error) || m.account_update_failed()));

  function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return toast.error(m.account_photo_type());
    if (file.size > MAX_PHOTO_BYTES) return toast.error(m.photo_too_large());
    upload.mutate(file, { onError: (error) => toast.error(getErrorMessage(error) || m.account_update_failed()) });
  }
  const submit = form.handleSubmit(({ full_name }) => save.mutate({ full_name }));
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">{m.account_profile()}</h2>
      <div className="mt-4 flex items-center gap-4">
        {avatar}
        <label className="cursor-pointer text-sm font-semibold text-brand-800 hover:underline">
          {upload.isPending ? m.account_uploading() : m.account_change_photo()}
          <input type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" onChange={choosePhoto} disabled={upload.isPending} />
        </label>
      </div>
      <form onSubmit={submit} className="mt-4 space-y-4">
        <Field label={m.auth_full_name()} error={form.formState.errors.full_name?.message}>
          <Input id="profile-name" autoComplete="name" required {...form.register('full_name')} />
        </Field>
        <Field label={m.auth_email()}>
          <Input id="profile-email" value={user?.email ?? ''} readOnly disabled />
        </Field>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? m.auth_saving() : m.account_save()}
        </Button>
      </form>
    </Card>
  );
}

export function ChangePasswordForm() {
  const { user } = useAuth();
  const hasPassword = user?.has_password ?? false;
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm(ChangePasswordFormSchema, { current_password: '', password: '', confirm: '' });
  const errors = form.formState.errors;
  const change = useChangePassword((err) => {
    const message = showServerError(form, err);
    if (message) setError(message);
    return message ?? (getErrorMessage(err) || m.account_change_password_failed());
  });
  const submit = form.handleSubmit(({ current_password, password }) => {
    setError(null);
    change.mutate({ current: current_password || undefined, password }, { onSuccess: () => form.reset() });
  });
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">{hasPassword ? m.account_change_password() : m.account_set_password()}</h2>
      <p className="mt-1 text-sm text-slate-600">{m.account_others_signed_out()}</p>
      <form onSubmit={submit} className="mt-4 space-y-4">
        <FormError message={error} />
        {hasPassword && (
          <Field label={m.account_current_password()} error={errors.current_password?.message}>
            <Input id="current-password" type="password" autoComplete="current-password" required {...form.register('current_password')} />
          </Field>
        )}
        <NewPasswordFields
          form={form}
          id="new"
          label={m.auth_new_password()}
          confirmLabel={m.auth_confirm_new_password()}
          about={[user?.name ?? '', user?.email ?? '']}
        />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? m.auth_saving() : m.account_change_password()}
        </Button>
      </form>
    </Card>
  );
}

export function SignOutOthersCard() {
  const signOut = useSignOutOthers();
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">{m.account_other_devices()}</h2>
      <p className="mt-1 text-sm text-slate-600">{m.account_other_devices_text()}</p>
      <Button variant="outline" className="mt-4" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        {m.account_sign_out_others()}
      </Button>
    </Card>
  );
}
