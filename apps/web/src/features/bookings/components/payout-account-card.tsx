import { formatDay } from '@nafasi/shared/dates';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import {
  PAYBILL_ACCOUNT_MAX,
  PAYOUT_ACCOUNT_KINDS,
  PAYOUT_ACCOUNT_KIND_LABELS,
  PAYOUT_ACCOUNT_MESSAGES,
  PayoutAccountInputSchema,
  type PayoutAccount,
  type PayoutAccountKind,
} from '@nafasi/shared/payments';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { showServerError, useSchemaForm } from '@/lib/form';
import { usePayoutAccount, useSavePayoutAccount } from '../api/payout-account';
import { m } from '@nafasi/shared/i18n';

/** A number as people read it: 0722 000 301. */
const readable = (msisdn: string) => `0${msisdn.slice(3, 6)} ${msisdn.slice(6, 9)} ${msisdn.slice(9)}`;

/** Where the money goes now, as the host reads it. */
function Destination({ to }: { to: PayoutAccount }) {
  if (to.kind === 'mpesa')
    return (
      <>
        M-Pesa <strong className="font-mono">{readable(to.number)}</strong>
      </>
    );
  if (to.kind === 'paybill')
    return (
      <>
        {m.payout_kind_paybill()} <strong className="font-mono">{to.number}</strong>, {m.payout_account_word()}{' '}
        <strong className="font-mono">{to.account}</strong>
      </>
    );
  return (
    <>
      {m.payout_kind_till()} <strong className="font-mono">{to.number}</strong>
    </>
  );
}

const blank = { kind: 'mpesa' as PayoutAccountKind, number: '', account: '', password: '' };

/**
 * Where the host's money goes: their M-Pesa number, or their business's paybill (with the account
 * number it expects) or till. Changing it asks for the password (and the host is mailed), so a
 * borrowed session cannot send their earnings elsewhere.
 */
export function PayoutAccountCard() {
  const account = usePayoutAccount();
  const [editing, setEditing] = useState(false);
  // Only the fields the chosen kind shows are sent (the API refuses an account number for a phone).
  const form = useSchemaForm(PayoutAccountInputSchema, blank, { shouldUnregister: true });
  const save = useSavePayoutAccount((error) => showServerError(form, error));
  const errors = form.formState.errors as FieldErrors<typeof blank>;
  const kind = form.watch('kind');
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        form.reset(blank);
        setEditing(false);
      },
    }),
  );
  const current = account.data;
  return (
    <Card className="space-y-3 p-5" data-testid="payout-account">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <Smartphone className="size-4 text-brand-700" aria-hidden /> {m.payout_where()}
      </h2>
      {account.isPending ? (
        <p className="text-sm text-slate-600">{m.common_loading()}</p>
      ) : current ? (
        <p className="text-sm text-slate-700">
          <Destination to={current} />, {m.payout_since({ day: formatDay(current.updatedAt) })}
        </p>
      ) : (
        <p className="text-sm font-medium text-amber-800">{PAYOUT_ACCOUNT_MESSAGES.none}</p>
      )}
      {editing || (!account.isPending && !current) ? (
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[auto_1fr_1fr_1fr_auto] lg:items-end" noValidate>
          <Field label={m.payout_paid_to()} error={errors.kind?.message}>
            <NativeSelect id="payout-kind" {...form.register('kind')}>
              {PAYOUT_ACCOUNT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {PAYOUT_ACCOUNT_KIND_LABELS[k]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {kind === 'mpesa' ? (
            <Field label={m.payout_kind_mpesa()} error={errors.number?.message}>
              <Input id="payout-number" type="tel" inputMode="tel" autoComplete="tel" placeholder="0712 345 678" {...form.register('number')} />
            </Field>
          ) : (
            <Field label={kind === 'paybill' ? m.payout_business_number() : m.payout_till_number()} error={errors.number?.message}>
              <Input id="payout-number" inputMode="numeric" autoComplete="off" placeholder="123456" {...form.register('number')} />
            </Field>
          )}
          {kind === 'paybill' && (
            <Field label={m.payout_account_number()} error={errors.account?.message}>
              <Input id="payout-account-number" autoComplete="off" maxLength={PAYBILL_ACCOUNT_MAX} {...form.register('account')} />
            </Field>
          )}
          <Field label={m.payout_password()} error={errors.password?.message}>
            <Input id="payout-password" type="password" autoComplete="current-password" {...form.register('password')} />
          </Field>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? m.auth_saving() : m.common_save()}
          </Button>
        </form>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          {m.payout_change()}
        </Button>
      )}
    </Card>
  );
}
