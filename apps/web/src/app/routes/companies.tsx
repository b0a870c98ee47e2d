import { Building2, ChevronRight } from 'lucide-react';
import { m } from '@nafasi/shared/i18n';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useMyCompanies } from '@/features/companies/api/companies';
import { CompanyForm } from '@/features/companies/components/company-form';
import { COMPANY_ROLE_LABELS } from '@/features/companies/components/company-people';
import { Link, useNavigate } from '@/lib/router';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The person's company accounts, and a new one: its details go on every invoice of its bookings. */
function Companies() {
  const companies = useMyCompanies();
  const navigate = useNavigate();
  useDocumentTitle(m.companies_title());
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{m.companies_title()}</h1>
        <p className="mt-1 text-slate-600">{m.companies_text()}</p>
      </div>
      {companies.isPending ? (
        <p className="text-slate-600">{m.common_loading()}</p>
      ) : (
        companies.data &&
        companies.data.length > 0 && (
          <ul className="space-y-3" data-testid="my-companies">
            {companies.data.map((c) => (
              <li key={c.id}>
                <Link to={paths.company.getHref(c.id)} className="block">
                  <Card className="flex items-center gap-3 p-4 hover:border-brand-300">
                    <Building2 className="size-6 shrink-0 text-brand-700" aria-hidden />
                    <div className="min-w-0 flex-1">
                      <p translate="no" className="truncate font-semibold text-slate-900">
                        {c.name}
                      </p>
                      <p className="text-sm text-slate-600">
                        {c.kraPin} · {m.company_people_count({ count: c.members })}
                      </p>
                    </div>
                    <Badge tone={c.role === 'admin' ? 'brand' : 'muted'}>{COMPANY_ROLE_LABELS[c.role]}</Badge>
                    <ChevronRight className="size-4 text-slate-400" aria-hidden />
                  </Card>
                </Link>
              </li>
            ))}
          </ul>
        )
      )}
      <Card className="space-y-3 p-5">
        <h2 className="font-semibold text-slate-900">{m.company_new()}</h2>
        <p className="text-sm text-slate-600">{m.company_new_text()}</p>
        <CompanyForm onSaved={(company) => navigate(paths.company.getHref(company.id))} />
      </Card>
    </div>
  );
}

export function CompaniesPage() {
  return (
    <RequireAuth>
      <Companies />
    </RequireAuth>
  );
}
