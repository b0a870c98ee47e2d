import { CalendarDays, Search } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-provider';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * §2 Dashboard. Booking comes with the booking issue; until then a new account has none, and the
 * page says so and leads to the catalogue.
 */
function Dashboard() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Welcome back, {user!.name}!</h1>
          <p className="mt-1 text-slate-600">Find a space, book it by the hour, and keep track of it here.</p>
        </div>
        <ButtonLink to={paths.home.getHref()}>
          <Search aria-hidden /> Browse Spaces
        </ButtonLink>
      </div>
      <Card className="mt-8 flex flex-col items-center gap-3 px-6 py-14 text-center">
        <CalendarDays className="size-10 text-slate-400" aria-hidden />
        <h2 className="text-lg font-semibold text-slate-900">No upcoming bookings</h2>
        <p className="max-w-md text-sm text-slate-600">When you book a space, it appears here with its time, status and invoice.</p>
      </Card>
    </div>
  );
}

export function DashboardPage() {
  return (
    <RequireAuth>
      <Dashboard />
    </RequireAuth>
  );
}
