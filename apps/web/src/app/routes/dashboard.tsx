import { CalendarCheck, CalendarDays, Search, Wallet } from 'lucide-react';
import { useState } from 'react';
import { formatKshWhole } from '@nafasi/shared/money';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useMyBookings } from '@/features/bookings/api/get-my-bookings';
import { useOwnerBookings } from '@/features/bookings/api/get-owner-bookings';
import { BookingList, isUpcoming } from '@/features/bookings/components/booking-list';
import { OwnerBookings } from '@/features/bookings/components/owner-bookings';
import { OwnerEarnings } from '@/features/bookings/components/owner-earnings';
import { useLiveBookings } from '@/features/bookings/hooks/use-live-bookings';
import { useMyListings } from '@/features/listings/api/get-my-listings';
import { OwnerCalendar } from '@/features/listings/components/owner-calendar';
import { OwnerListings } from '@/features/listings/components/owner-listings';
import { useSignedInUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Someone who joined in the last day and has booked nothing yet is greeted as new, not "back". */
function isNewcomer(createdAt: string, bookings: number): boolean {
  return bookings === 0 && Date.now() - Date.parse(createdAt) < 24 * 3_600_000;
}

function Dashboard() {
  useLiveBookings();
  useDocumentTitle('Dashboard');
  const user = useSignedInUser();
  const bookings = useMyBookings();
  const hosts = user.role === 'owner' || user.role === 'admin';
  const listings = useMyListings(hosts);
  const spaceBookings = useOwnerBookings(hosts);
  const [tab, setTab] = useState('upcoming');
  const all = bookings.data ?? [];
  const upcoming = all.filter((b) => isUpcoming(b)).sort((a, b) => a.startTime.localeCompare(b.startTime));
  const past = all.filter((b) => !isUpcoming(b));
  const stats = [
    { label: 'Upcoming Bookings', value: String(upcoming.length), icon: CalendarDays },
    { label: 'Confirmed Bookings', value: String(all.filter((b) => b.status === 'confirmed').length), icon: CalendarCheck },
    // Total spent: what has been paid, in KSH like every amount, rounded to a whole number.
    { label: 'Total Spent', value: formatKshWhole(all.filter((b) => b.paymentStatus === 'paid').reduce((sum, b) => sum + b.totalCost, 0)), icon: Wallet },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {isNewcomer(user.created_at, all.length) ? 'Welcome' : 'Welcome back'}, {user.name}!
          </h1>
          <p className="mt-1 text-slate-600">Your bookings, payments and upcoming visits.</p>
        </div>
        <ButtonLink to={paths.home.getHref()}>
          <Search aria-hidden /> Browse Spaces
        </ButtonLink>
      </div>
      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        {stats.map(({ label, value, icon: Icon }) => (
          <Card key={label} className="flex items-center gap-4 p-5">
            <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <p className="text-sm text-slate-600">{label}</p>
              <p className="text-2xl font-bold text-slate-900" data-testid={`stat-${label}`}>
                {bookings.isPending ? '–' : value}
              </p>
            </div>
          </Card>
        ))}
      </div>
      <div className="mt-8">
        {bookings.isPending ? (
          <p className="text-slate-600">Loading your bookings…</p>
        ) : (
          <Tabs
            label="Bookings"
            value={tab}
            onChange={setTab}
            items={[
              { id: 'upcoming', label: `Upcoming Bookings (${upcoming.length})`, content: <BookingList bookings={upcoming} empty="No upcoming bookings" /> },
              { id: 'past', label: `Past Bookings (${past.length})`, content: <BookingList bookings={past} empty="No past bookings" /> },
              ...(hosts
                ? [
                    {
                      id: 'spaces',
                      label: `My Spaces (${listings.data?.length ?? 0})`,
                      content: listings.data ? <OwnerListings spaces={listings.data} /> : <p className="text-slate-600">Loading your spaces…</p>,
                    },
                    {
                      id: 'space-bookings',
                      label: `Guest Bookings (${spaceBookings.data?.length ?? 0})`,
                      content: spaceBookings.data ? <OwnerBookings bookings={spaceBookings.data} /> : <p className="text-slate-600">Loading bookings…</p>,
                    },
                    {
                      id: 'calendar',
                      label: 'Calendar',
                      content: listings.data ? <OwnerCalendar spaces={listings.data} /> : <p className="text-slate-600">Loading your calendar…</p>,
                    },
                    { id: 'earnings', label: 'Earnings', content: <OwnerEarnings /> },
                  ]
                : []),
            ]}
          />
        )}
      </div>
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
