import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordStrengthMeter } from './password-strength';

type PasswordForm = { password: string; confirm: string };

/**
 * A new password with its live strength meter, and its confirmation: the two inputs of a form
 * checked by a shared schema with `password` and `confirm` (RegisterFormSchema, NewPasswordFormSchema).
 */
export function NewPasswordFields<T extends PasswordForm>({
  form,
  id,
  label,
  confirmLabel,
  about,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  id: string;
  label: string;
  confirmLabel: string;
  /** What an attacker knows of the person (their name, their address): the meter counts it as guessable, as the server does. */
  about?: readonly string[];
}) {
  // Any form with these two fields: read through their names (react-hook-form's paths cannot see
  // through the generic, so the two fields are addressed on the narrowest form that has them).
  const fields = form as unknown as UseFormReturn<PasswordForm>;
  const errors = fields.formState.errors;
  return (
    <>
      <div className="space-y-2">
        <Field label={label} error={errors.password?.message}>
          <Input id={`${id}-password`} type="password" autoComplete="new-password" required {...fields.register('password')} />
        </Field>
        <PasswordStrengthMeter password={fields.watch('password')} about={about} />
      </div>
      <Field label={confirmLabel} error={errors.confirm?.message}>
        <Input id={`${id}-confirm`} type="password" autoComplete="new-password" required {...fields.register('confirm')} />
      </Field>
    </>
  );
}
