import { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from '@nafasi/shared/password';
import { Input, Label } from '@/components/ui/input';
import { PasswordStrengthMeter } from './password-strength';

/** §5: the two checks made before a new password is sent; the server checks again (and more). */
export function newPasswordError(password: string, confirm: string): string | null {
  if (password !== confirm) return PASSWORD_MESSAGES.mismatch;
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  return null;
}

/** A new password with its live strength meter, and its confirmation (read from the form as `confirm`). */
export function NewPasswordFields({
  id,
  password,
  onPasswordChange,
  label,
  confirmLabel,
}: {
  id: string;
  password: string;
  onPasswordChange: (password: string) => void;
  label: string;
  confirmLabel: string;
}) {
  return (
    <>
      <div className="space-y-1">
        <Label htmlFor={`${id}-password`}>{label}</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => onPasswordChange(e.target.value)}
        />
        <PasswordStrengthMeter password={password} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-confirm`}>{confirmLabel}</Label>
        <Input id={`${id}-confirm`} name="confirm" type="password" autoComplete="new-password" required />
      </div>
    </>
  );
}
