import { useState, type FormEvent } from 'react';
import { getErrorMessage } from '@nafasi/shared/errors';
import { m } from '@nafasi/shared/i18n';
import { settleSentence } from '@nafasi/shared/privacy';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useDeleteAccount, useDeletionPlan } from '../api/account-deletion';

/** A short list under its heading. */
function Listed({ heading, items, tone }: { heading: string; items: string[]; tone: 'goes' | 'kept' | 'settle' }) {
  const colour = tone === 'settle' ? 'text-red-800' : 'text-slate-700';
  return (
    <section className="space-y-1">
      <h3 className="text-sm font-semibold text-slate-900">{heading}</h3>
      <ul className={`list-disc space-y-0.5 pl-5 text-sm ${colour}`} data-testid={`deletion-${tone}`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Settings → Privacy → Delete my account (docs/PRIVACY.md): says what goes and what the law makes
 * Nafasi keep, what must be settled first, then asks for the password (or mails a link to an
 * account that signs in only with Google).
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const plan = useDeletionPlan(open);
  const remove = useDeleteAccount();
  const settle = plan.data?.settleFirst ?? [];
  const byMail = plan.data?.confirmWith === 'email';
  const refused = remove.error instanceof ApiError && remove.error.data.field === 'password' ? getErrorMessage(remove.error) : undefined;
  const failed = remove.error && !refused ? getErrorMessage(remove.error) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    remove.mutate(byMail ? undefined : password, { onSuccess: () => setOpen(false) });
  }
  return (
    <>
      <h3 className="pt-2 text-sm font-semibold text-slate-900">{m.privacy_delete_title()}</h3>
      <p className="text-sm text-slate-600">{m.privacy_delete_text()}</p>
      <Button variant="outline" className="border-red-300 text-red-800 hover:bg-red-50" onClick={() => setOpen(true)} data-testid="delete-account">
        {m.privacy_delete_button()}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={m.privacy_delete_title()} description={m.privacy_delete_text()}>
        <form onSubmit={submit} className="space-y-4">
          <Listed
            heading={m.privacy_delete_goes()}
            tone="goes"
            items={[m.privacy_delete_goes_account(), m.privacy_delete_goes_sessions(), m.privacy_delete_goes_lists(), m.privacy_delete_goes_spaces()]}
          />
          <Listed heading={m.privacy_delete_kept()} tone="kept" items={[m.privacy_delete_kept_money(), m.privacy_delete_kept_words()]} />
          {settle.length > 0 && <Listed heading={m.privacy_delete_settle()} tone="settle" items={settle.map(settleSentence)} />}
          {plan.data &&
            settle.length === 0 &&
            (byMail ? (
              <p className="text-sm text-slate-700">{m.privacy_delete_by_mail()}</p>
            ) : (
              <Field label={m.privacy_delete_password()} error={refused}>
                <Input
                  id="delete-password"
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </Field>
            ))}
          {failed && (
            <p role="alert" className="text-sm text-red-700">
              {failed}
            </p>
          )}
          <Button
            type="submit"
            variant="destructive"
            className="w-full"
            disabled={!plan.data || settle.length > 0 || remove.isPending}
            data-testid="confirm-delete"
          >
            {byMail ? m.privacy_delete_send_link() : m.privacy_delete_confirm()}
          </Button>
        </form>
      </Dialog>
    </>
  );
}
