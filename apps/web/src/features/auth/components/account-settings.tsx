import { useState, type ChangeEvent, type ReactNode } from 'react';
import { ChangePasswordFormSchema, ProfileFormSchema } from '@nafasi/shared/auth';
import { getErrorMessage } from '@nafasi/shared/errors';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { changePassword } from '../api/change-password';
import { updateUser } from '../api/update-user';
import { uploadAvatar } from '../api/upload-avatar';
import { useAuth } from '@/lib/auth';
import { showServerError, useSchemaForm } from '@/lib/form';
import { toast } from '@/lib/toast';
import { FormError } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

/** §9: photos up to 10 MB; the server decodes and re-encodes them. */
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export function EditProfileForm({ avatar }: { avatar: ReactNode }) {
  const { user, setUser } = useAuth();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);

  async function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return toast.error('Choose a JPEG, PNG or WebP photo.');
    if (file.size > MAX_PHOTO_BYTES) return toast.error('That photo is larger than 10 MB. Choose a smaller one.');
    setUploading(true);
    try {
      setUser(await uploadAvatar(file));
      toast.success('Profile updated successfully!');
    } catch (error) {
      toast.error(getErrorMessage(error) || 'Failed to update profile');
    } finally {
      setUploading(false);
    }
  }
  const form = useSchemaForm(ProfileFormSchema, { full_name: user?.name ?? '' });
  const submit = form.handleSubmit(async ({ full_name }) => {
    setSaving(true);
    try {
      setUser(await updateUser({ full_name }));
      toast.success('Profile updated successfully!');
    } catch (error) {
      const message = showServerError(form, error);
      toast.error(message ?? (getErrorMessage(error) || 'Failed to update profile'));
    } finally {
      setSaving(false);
    }
  });
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Profile</h2>
      <div className="mt-4 flex items-center gap-4">
        {avatar}
        <label className="cursor-pointer text-sm font-semibold text-brand-800 hover:underline">
          {uploading ? 'Uploading...' : 'Change photo'}
          <input type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" onChange={choosePhoto} disabled={uploading} />
        </label>
      </div>
      <form onSubmit={submit} className="mt-4 space-y-4">
        <Field label="Full name" error={form.formState.errors.full_name?.message}>
          <Input id="profile-name" autoComplete="name" required {...form.register('full_name')} />
        </Field>
        <Field label="E-mail">
          <Input id="profile-email" value={user?.email ?? ''} readOnly disabled />
        </Field>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save changes'}
        </Button>
      </form>
    </Card>
  );
}

export function ChangePasswordForm() {
  const { user } = useAuth();
  const hasPassword = user?.has_password ?? false;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm(ChangePasswordFormSchema, { current_password: '', password: '', confirm: '' });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async ({ current_password, password }) => {
    setError(null);
    setSaving(true);
    try {
      const { data: answer } = await changePassword(current_password || undefined, password);
      toast.success(answer.message);
      form.reset();
    } catch (err) {
      const message = showServerError(form, err);
      if (message) setError(message);
      toast.error(message ?? (getErrorMessage(err) || 'Failed to change password'));
    } finally {
      setSaving(false);
    }
  });
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">{hasPassword ? 'Change password' : 'Set a password'}</h2>
      <p className="mt-1 text-sm text-slate-600">Your other devices will be signed out.</p>
      <form onSubmit={submit} className="mt-4 space-y-4">
        <FormError message={error} />
        {hasPassword && (
          <Field label="Current password" error={errors.current_password?.message}>
            <Input id="current-password" type="password" autoComplete="current-password" required {...form.register('current_password')} />
          </Field>
        )}
        <NewPasswordFields form={form} id="new" label="New password" confirmLabel="Confirm new password" />
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Change password'}
        </Button>
      </form>
    </Card>
  );
}

export function SignOutOthersCard() {
  const { logout } = useAuth();
  const [busy, setBusy] = useState(false);
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Other devices</h2>
      <p className="mt-1 text-sm text-slate-600">Signed in on a shared or lost phone? Sign out everywhere but here.</p>
      <Button
        variant="outline"
        className="mt-4"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          const result = await logout('others');
          if (result.success) toast.success('Signed out of your other devices.');
          else toast.error(result.error || 'Failed to log out');
          setBusy(false);
        }}
      >
        Sign out of other devices
      </Button>
    </Card>
  );
}
