import { useState } from 'react';
import { ArrowLeft, Building2 } from 'lucide-react';
import { m } from '@nafasi/shared/i18n';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageNotice } from '@/components/ui/page-notice';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { usePaymentInfo } from '@/features/bookings/api/get-payment-info';
import { useCompany, useCompanyBookings } from '@/features/companies/api/companies';
import { CompanyBookings } from '@/features/companies/components/company-bookings';
import { CompanyForm } from '@/features/companies/components/company-form';
import { CompanyPeople } from '@/features/companies/components/company-people';
import { CompanyStatementView } from '@/features/companies/components/company-statement';
import { useSignedInUser } from '@/lib/auth';
import { useParams } from '@/lib/router';
import { useDocumentTitle } from '@/lib/use-document-title';

/** One company account: its admins see every booking, the statement and the details; everyone sees its people. */
function CompanyScreen() {
  const { id = '' } = useParams();
  const me = useSignedInUser();
  const company = useCompany(id);
  const admin = company.data?.role === 'admin';
  const bookings = useCompanyBookings(id, admin);
  const payment = usePaymentInfo();
  const [tab, setTab] = useState<string | null>(null);
  useDocumentTitle(company.data?.name ?? m.companies_title());

  if (company.isPending) return <p className="px-4 py-24 text-center text-slate-600">{m.common_loading()}</p>;
  if (!company.data)
    return (
      <PageNotice
        icon={Building2}
        title={m.company_not_found()}
        text={m.company_not_found_text()}
        action={
          <ButtonLink to={paths.companies.getHref()} variant="outline">
            <ArrowLeft aria-hidden /> {m.companies_title()}
          </ButtonLink>
        }
      />
    );
  const c = company.data;
  const people = { id: 'people', label: m.company_tab_people(), content: <CompanyPeople company={c} me={me.id} /> };
  const items = admin
    ? [
        {
          id: 'bookings',
          label: m.company_tab_bookings(),
          content: bookings.data ? (
            <CompanyBookings companyId={c.id} bookings={bookings.data} bank={payment.data?.bank ?? null} />
          ) : (
            <p className="text-slate-600">{m.common_loading()}</p>
          ),
        },
        { id: 'statement', label: m.company_tab_statement(), content: <CompanyStatementView companyId={c.id} /> },
        people,
        { id: 'details', label: m.company_tab_details(), content: <CompanyForm company={c} /> },
      ]
    : [people];
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <ButtonLink to={paths.companies.getHref()} variant="ghost" size="sm" className="-ml-3">
          <ArrowLeft aria-hidden /> {m.companies_title()}
        </ButtonLink>
        <h1 translate="no" className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl" data-testid="company-name">
          {c.name}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          {c.kraPin} · {c.postalAddress} · {c.billingEmail}
        </p>
        {!admin && <p className="mt-2 text-sm text-slate-600">{m.company_member_text()}</p>}
      </div>
      <Card className="p-4 sm:p-5">
        <Tabs items={items} value={tab ?? items[0]?.id ?? people.id} onChange={setTab} label={c.name} />
      </Card>
    </div>
  );
}

export function CompanyPage() {
  return (
    <RequireAuth>
      <CompanyScreen />
    </RequireAuth>
  );
}
