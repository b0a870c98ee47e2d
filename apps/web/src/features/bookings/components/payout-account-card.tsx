import { formatDay } from '@nafasi/shared/dates';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { PAYOUT_ACCOUNT_MESSAGES, PayoutAccountInputSchema } from '@nafasi/shared/payments';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { showServerError, useSchemaForm } from '@/lib/form';
import { usePayoutAccount, useSavePayoutAccount } from '../api/payout-account';

/** A number as people read it: 0722 000 301. */
const readable = (msisdn: string) => `0${msisdn.slice(3, 6)} ${msisdn.slice(6, 9)} ${msisdn.slice(9)}`;

/**
 * Where the host's money goes: their M-Pesa number. Changing it asks for the password (and the host
 * is mailed), so a borrowed session cannot send their earnings elsewhere.
 */
export function PayoutAccountCard() {
  const account = usePayoutAccount();
  const [editing, setEditing] = useState(false);
  const form = useSchemaForm(PayoutAccountInputSchema, { kind: 'mpesa', number: '', password: '' });
  const save = useSavePayoutAccount((error) => showServerError(form, error));
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        form.reset({ kind: 'mpesa', number: '', password: '' });
        setEditing(false);
      },
    }),
  );
  const current = account.data;
  return (
    <Card className="space-y-3 p-5" data-testid="payout-account">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <Smartphone className="size-4 text-brand-700" aria-hidden /> Where your payouts go
      </h2>
      {account.isPending ? (
        <p className="text-sm text-slate-600">Loading…</p>
      ) : current ? (
        <p className="text-sm text-slate-700">
          M-Pesa <strong className="font-mono">{readable(current.number)}</strong>, since {formatDay(current.updatedAt)}. Bookings are paid after they end, with
          your other bookings of the day; each row below says when.
        </p>
      ) : (
        <p className="text-sm font-medium text-amber-800">{PAYOUT_ACCOUNT_MESSAGES.none}</p>
      )}
      {editing || (!account.isPending && !current) ? (
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" noValidate>
          <Field label="M-Pesa number" error={errors.number?.message}>
            <Input id="payout-number" type="tel" inputMode="tel" autoComplete="tel" placeholder="0712 345 678" {...form.register('number')} />
          </Field>
          <Field label="Your password" error={errors.password?.message}>
            <Input id="payout-password" type="password" autoComplete="current-password" {...form.register('password')} />
          </Field>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save number'}
          </Button>
        </form>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          Change number
        </Button>
      )}
    </Card>
  );
}
