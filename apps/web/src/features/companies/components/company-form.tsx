import { CompanyInputSchema, type Company, type CompanyInput } from '@nafasi/shared/companies';
import { m } from '@nafasi/shared/i18n';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { showServerError, useSchemaForm } from '@/lib/form';
import { useCreateCompany, useUpdateCompany } from '../api/companies';

const formOf = (c?: Company): CompanyInput => ({
  name: c?.name ?? '',
  kraPin: c?.kraPin ?? '',
  postalAddress: c?.postalAddress ?? '',
  billingEmail: c?.billingEmail ?? '',
});

/** A company's details, each printed on its invoices: a new company's (`onSaved` with it), or an existing one's. */
export function CompanyForm({ company, onSaved }: { company?: Company; onSaved?: (company: Company) => void }) {
  const form = useSchemaForm(CompanyInputSchema, formOf(company));
  const failed = (error: unknown) => showServerError(form, error);
  const create = useCreateCompany(failed);
  const update = useUpdateCompany(company?.id ?? '', failed);
  const saving = create.isPending || update.isPending;
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    company ? update.mutate(values, { onSuccess: (saved) => onSaved?.(saved) }) : create.mutate(values, { onSuccess: (made) => onSaved?.(made) }),
  );
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate data-testid="company-form">
      <Field label={m.company_name()} error={errors.name?.message}>
        <Input autoComplete="organization" {...form.register('name')} />
      </Field>
      <Field label={m.tax_kra_pin()} hint={m.company_pin_hint()} error={errors.kraPin?.message}>
        <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} placeholder="P051234567X" maxLength={11} {...form.register('kraPin')} />
      </Field>
      <Field label={m.company_postal_address()} error={errors.postalAddress?.message}>
        <Input autoComplete="street-address" placeholder={m.company_postal_address_example()} {...form.register('postalAddress')} />
      </Field>
      <Field label={m.company_billing_email()} hint={m.company_billing_email_hint()} error={errors.billingEmail?.message}>
        <Input type="email" autoComplete="email" {...form.register('billingEmail')} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {saving ? m.auth_saving() : company ? m.common_save() : m.company_create()}
        </Button>
      </div>
    </form>
  );
}
