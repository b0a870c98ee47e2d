import { TaxOwedPanel } from '@/features/admin/components/tax-owed';
import { ReconciliationPanel } from '@/features/admin/components/reconciliation';
import { BankPanel } from '@/features/admin/components/bank';
import { ReportedThreads } from '@/features/messages/components/reported-threads';
import { Building, CalendarCheck, Users, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from '@/lib/router';
import { formatKshWhole } from '@nafasi/shared/money';
import { Card } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useAdminStats } from '@/features/admin/api/get-admin-stats';
import { AuditTable, BookingsTable, MessagesTable, SpacesTable, UsersTable, type SpaceEditor } from '@/features/admin/components/admin-tables';
import { Approvals } from '@/features/admin/components/approvals';
import { CorrectionRequests } from '@/features/admin/components/corrections';
import { useAuth } from '@/lib/auth';
import { AuthLoading } from '@/features/auth/components/require-auth';
import { markPaid } from '@/features/bookings/api/mark-paid';
import { IncidentsPanel } from '@/features/admin/components/incidents';
import { SpaceDialog } from '@/features/listings/components/space-dialog';
import { useDocumentTitle } from '@/lib/use-document-title';
import { m } from '@nafasi/shared/i18n';

function AdminPanel({ selfId }: { selfId: string }) {
  const stats = useAdminStats();
  const [tab, setTab] = useState('spaces');
  const s = stats.data;
  const cards = [
    { id: 'Total Spaces', label: m.admin_total_spaces(), value: s?.spaces.toLocaleString('en'), icon: Building },
    { id: 'Total Bookings', label: m.admin_total_bookings(), value: s?.bookings.toLocaleString('en'), icon: CalendarCheck },
    { id: 'Total Revenue', label: m.admin_total_revenue(), value: s && formatKshWhole(s.revenue), icon: Wallet },
    { id: 'Total Users', label: m.admin_total_users(), value: s?.users.toLocaleString('en'), icon: Users },
  ];
  const waiting = (s?.pendingSpaces ?? 0) + (s?.pendingUpgrades ?? 0);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{m.menu_admin()}</h1>
      <p className="mt-1 text-slate-600">{m.admin_intro()}</p>
      <div className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {cards.map(({ id, label, value, icon: Icon }) => (
          <Card key={id} className="flex items-center gap-3 p-4 sm:gap-4 sm:p-5">
            <span className="hidden size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 sm:grid">
              <Icon className="size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <p className="text-sm text-slate-600">{label}</p>
              <p className="text-lg font-bold text-slate-900 sm:text-2xl" data-testid={`stat-${id}`}>
                {value ?? '–'}
              </p>
            </div>
          </Card>
        ))}
      </div>
      <div className="mt-8">
        <Tabs
          label={m.admin_sections()}
          value={tab}
          onChange={setTab}
          items={[
            { id: 'spaces', label: m.nav_spaces(), content: <SpacesTable editor={spaceEditor} /> },
            { id: 'bookings', label: m.dash_bookings(), content: <BookingsTable onConfirmPayment={markPaid} /> },
            { id: 'users', label: m.admin_users(), content: <UsersTable selfId={selfId} /> },
            {
              id: 'approvals',
              label: waiting ? m.admin_approvals_count({ count: waiting }) : m.admin_approvals(),
              content: (
                <>
                  <CorrectionRequests />
                  <Approvals />
                </>
              ),
            },
            {
              id: 'messages',
              label: m.messages_title(),
              content: (
                <>
                  <ReportedThreads />
                  <MessagesTable />
                </>
              ),
            },
            { id: 'reconciliation', label: m.admin_reconciliation(), content: <ReconciliationPanel /> },
            { id: 'bank', label: m.admin_bank(), content: <BankPanel /> },
            { id: 'tax', label: m.admin_tax_tab(), content: <TaxOwedPanel /> },
            { id: 'incidents', label: m.incidents_tab(), content: <IncidentsPanel /> },
            { id: 'audit', label: m.admin_audit(), content: <AuditTable /> },
          ]}
        />
      </div>
    </div>
  );
}

/** §2: admins only; everyone else is sent to the home page. */
/** The admin adds and edits spaces in the listings feature's dialog. */
const spaceEditor: SpaceEditor = ({ space, onClose }) => <SpaceDialog space={space} open onOpenChange={(open) => !open && onClose()} />;

export function AdminPage() {
  const { status, user } = useAuth();
  useDocumentTitle(m.menu_admin());
  if (status === 'loading') return <AuthLoading />;
  if (user?.role !== 'admin') return <Navigate to={paths.home.getHref()} replace />;
  return <AdminPanel selfId={user.id} />;
}
