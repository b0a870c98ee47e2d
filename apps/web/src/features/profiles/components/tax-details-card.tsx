import { formatDay } from '@nafasi/shared/dates';
import { Receipt } from 'lucide-react';
import { useEffect } from 'react';
import { SaveTaxDetailsSchema, type TaxDetails } from '@nafasi/shared/tax';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { showServerError, useSchemaForm } from '@/lib/form';
import { useSaveTaxDetails, useTaxDetails } from '../api/tax-details';
import { m } from '@nafasi/shared/i18n';

const formOf = (d: TaxDetails | undefined) => ({ kraPin: d?.kraPin ?? '', invoiceName: d?.invoiceName ?? '', vatRegistered: d?.vatRegistered ?? false });

/**
 * Tax details (docs/TAX.md): the KRA PIN and, for a company, the name printed on the person's
 * invoices; a host also says whether they are VAT-registered, which decides the VAT their guests pay
 * on bookings made from then on.
 */
export function TaxDetailsCard({ host }: { host: boolean }) {
  const details = useTaxDetails();
  const form = useSchemaForm(SaveTaxDetailsSchema, formOf(undefined));
  const save = useSaveTaxDetails((error) => showServerError(form, error));
  useEffect(() => {
    if (details.data) form.reset(formOf(details.data));
  }, [details.data, form]);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => save.mutate(values));
  return (
    <Card className="space-y-3 p-5" data-testid="tax-details">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <Receipt className="size-4 text-brand-700" aria-hidden /> {m.tax_details_title()}
      </h2>
      <p className="text-sm text-slate-600">{m.tax_details_text()}</p>
      {details.isPending ? (
        <p className="text-sm text-slate-600">{m.common_loading()}</p>
      ) : (
        <form onSubmit={submit} className="space-y-3" noValidate>
          <Field label={m.tax_kra_pin()} error={errors.kraPin?.message}>
            <Input
              id="tax-kra-pin"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="P051234567X"
              maxLength={11}
              {...form.register('kraPin')}
            />
          </Field>
          <Field label={m.tax_invoice_name()} hint={m.tax_invoice_name_hint()} error={errors.invoiceName?.message}>
            <Input id="tax-invoice-name" autoComplete="organization" {...form.register('invoiceName')} />
          </Field>
          {host && (
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" {...form.register('vatRegistered')} />
              <span>
                {m.tax_vat_registered()}
                {details.data?.model === 'marketplace' && (
                  <span className="block text-xs text-slate-500">{m.tax_vat_registered_hint({ percent: details.data.vatRatePercent })}</span>
                )}
              </span>
            </label>
          )}
          {details.data?.updatedAt && <p className="text-xs text-slate-500">{m.tax_saved_on({ day: formatDay(details.data.updatedAt) })}</p>}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? m.auth_saving() : m.common_save()}
          </Button>
        </form>
      )}
    </Card>
  );
}
