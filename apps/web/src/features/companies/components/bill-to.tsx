import { Building2 } from 'lucide-react';
import { m } from '@nafasi/shared/i18n';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/input';
import { useMyCompanies } from '../api/companies';

/**
 * Whose account a booking goes on, for someone who belongs to a company: their own (the default), or
 * a company's, whose invoice then names it and its PIN. Nothing shows for someone in no company.
 */
export function BillTo({ value, onChange, disabled }: { value: string | undefined; onChange: (companyId: string | undefined) => void; disabled?: boolean }) {
  const companies = useMyCompanies();
  if (!companies.data?.length) return null;
  return (
    <Card className="space-y-2 p-4" data-testid="bill-to">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <Building2 className="size-4 text-brand-700" aria-hidden /> {m.bill_to_title()}
      </h2>
      <Field label={m.bill_to_label()} hideLabel hint={value ? m.bill_to_company_hint() : m.bill_to_self_hint()}>
        <NativeSelect value={value ?? ''} disabled={disabled} onChange={(e) => onChange(e.target.value || undefined)}>
          <option value="">{m.bill_to_self()}</option>
          {companies.data.map((c) => (
            <option key={c.id} value={c.id} translate="no">
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </Card>
  );
}
