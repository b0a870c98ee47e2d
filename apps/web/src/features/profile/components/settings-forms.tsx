import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { getErrorMessage } from '@nafasi/shared/errors';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { changePassword, updateUser, uploadAvatar } from '@/features/auth/api/auth-calls';
import { useAuth } from '@/features/auth/auth-provider';
import { FormError } from '@/features/auth/components/auth-card';
import { NewPasswordFields, newPasswordError } from '@/features/auth/components/new-password-fields';
import { toast } from '@/lib/toast';

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
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fullName = String(new FormData(event.currentTarget).get('fullName')).trim();
    setSaving(true);
    try {
      setUser(await updateUser({ full_name: fullName }));
      toast.success('Profile updated successfully!');
    } catch (error) {
      toast.error(getErrorMessage(error) || 'Failed to update profile');
    } finally {
      setSaving(false);
    }
  }
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
        <div className="space-y-1">
          <Label htmlFor="profile-name">Full name</Label>
          <Input id="profile-name" name="fullName" defaultValue={user!.name} required maxLength={100} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="profile-email">E-mail</Label>
          <Input id="profile-email" value={user!.email} readOnly disabled />
        </div>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save changes'}
        </Button>
      </form>
    </Card>
  );
}

export function ChangePasswordForm() {
  const { user } = useAuth();
  const [password, setPassword] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const problem = newPasswordError(password, String(data.get('confirm')));
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const { data: answer } = await changePassword(String(data.get('current') ?? '') || undefined, password);
      toast.success(answer.message);
      form.reset();
      setPassword('');
    } catch (err) {
      const message = getErrorMessage(err) || 'Failed to change password';
      setError(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">{user!.has_password ? 'Change password' : 'Set a password'}</h2>
      <p className="mt-1 text-sm text-slate-600">Your other devices will be signed out.</p>
      <form onSubmit={submit} className="mt-4 space-y-4">
        <FormError message={error} />
        {user!.has_password && (
          <div className="space-y-1">
            <Label htmlFor="current-password">Current password</Label>
            <Input id="current-password" name="current" type="password" autoComplete="current-password" required />
          </div>
        )}
        <NewPasswordFields id="new" password={password} onPasswordChange={setPassword} label="New password" confirmLabel="Confirm new password" />
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
