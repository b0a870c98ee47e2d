import { useState } from 'react';
import { Mail, UserMinus } from 'lucide-react';
import { COMPANY_INVITATION_DAYS, InviteSchema, type CompanyDetail, type CompanyRole } from '@nafasi/shared/companies';
import { formatDay } from '@nafasi/shared/dates';
import { m, translated } from '@nafasi/shared/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { showServerError, useSchemaForm } from '@/lib/form';
import { useInvite, useRemoveMember, useRevokeInvitation, useSetRole } from '../api/companies';

export const COMPANY_ROLE_LABELS = translated({ admin: m.company_role_admin, member: m.company_role_member });

function InviteForm({ companyId }: { companyId: string }) {
  const form = useSchemaForm(InviteSchema, { email: '', role: 'member' });
  const invite = useInvite(companyId, (error) => showServerError(form, error));
  const submit = form.handleSubmit((values) => invite.mutate(values, { onSuccess: () => form.reset({ email: '', role: values.role }) }));
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate data-testid="invite-form">
      <Field label={m.company_invite_email()} error={form.formState.errors.email?.message} className="flex-1">
        <Input type="email" autoComplete="off" placeholder={m.company_invite_email_example()} {...form.register('email')} />
      </Field>
      <Field label={m.company_role()} className="sm:w-40">
        <NativeSelect {...form.register('role')}>
          <option value="member">{COMPANY_ROLE_LABELS.member}</option>
          <option value="admin">{COMPANY_ROLE_LABELS.admin}</option>
        </NativeSelect>
      </Field>
      <Button type="submit" disabled={invite.isPending}>
        <Mail aria-hidden /> {invite.isPending ? m.company_inviting() : m.company_invite()}
      </Button>
    </form>
  );
}

/** The company's people and, for its admins, invitations, roles and removing someone; anyone may leave. */
export function CompanyPeople({ company, me }: { company: CompanyDetail; me: string }) {
  const admin = company.role === 'admin';
  const setRole = useSetRole(company.id);
  const remove = useRemoveMember(company.id);
  const revoke = useRevokeInvitation(company.id);
  const [removing, setRemoving] = useState<{ userId: string; name: string } | null>(null);
  const leaving = removing?.userId === me;
  return (
    <div className="space-y-5" data-testid="company-people">
      {admin && (
        <div className="space-y-2">
          <p className="text-sm text-slate-600">{m.company_invite_text({ days: COMPANY_INVITATION_DAYS })}</p>
          <InviteForm companyId={company.id} />
        </div>
      )}
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {company.people.map((p) => (
          <li key={p.userId} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">
                {p.name} {p.userId === me && <span className="text-slate-500">({m.company_you()})</span>}
              </p>
              <p className="truncate text-sm text-slate-600">{p.email}</p>
            </div>
            {admin ? (
              <NativeSelect
                aria-label={m.company_role_of({ name: p.name })}
                value={p.role}
                className="w-32"
                disabled={setRole.isPending}
                onChange={(e) => setRole.mutate({ userId: p.userId, role: e.target.value as CompanyRole })}
              >
                <option value="member">{COMPANY_ROLE_LABELS.member}</option>
                <option value="admin">{COMPANY_ROLE_LABELS.admin}</option>
              </NativeSelect>
            ) : (
              <Badge tone={p.role === 'admin' ? 'brand' : 'muted'}>{COMPANY_ROLE_LABELS[p.role]}</Badge>
            )}
            {(admin || p.userId === me) && (
              <Button variant="outline" size="sm" onClick={() => setRemoving({ userId: p.userId, name: p.name })}>
                <UserMinus aria-hidden /> {p.userId === me ? m.company_leave() : m.company_remove()}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {admin && company.invitations.length > 0 && (
        <section aria-labelledby="company-invitations" className="space-y-2">
          <h3 id="company-invitations" className="text-sm font-semibold text-slate-900">
            {m.company_open_invitations()}
          </h3>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" data-testid="company-invitations">
            {company.invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
                <span className="min-w-0 flex-1 truncate text-slate-900">{i.email}</span>
                <span className="text-slate-600">{m.company_invitation_until({ role: COMPANY_ROLE_LABELS[i.role], day: formatDay(i.expiresAt) })}</span>
                <Button variant="ghost" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(i.id)}>
                  {m.company_withdraw()}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={leaving ? m.company_leave_title({ company: company.name }) : m.company_remove_title({ name: removing?.name ?? '' })}
        description={leaving ? m.company_leave_text() : m.company_remove_text()}
        keep={m.common_cancel()}
        action={leaving ? m.company_leave() : m.company_remove()}
        busy={remove.isPending}
        destructive
        onConfirm={() => removing && remove.mutate(removing.userId, { onSuccess: () => setRemoving(null) })}
      />
    </div>
  );
}
