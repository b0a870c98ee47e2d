import { CalendarCheck, CalendarDays, Search, Wallet } from 'lucide-react';
import { useState } from 'react';
import { formatKshWhole } from '@nafasi/shared/money';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useMyBookings } from '@/features/bookings/api/get-my-bookings';
import { useSpent } from '@/features/bookings/api/get-spent';
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
import { useSearchParams } from '@/lib/router';
import { m } from '@nafasi/shared/i18n';

/** Someone who joined in the last day and has booked nothing yet is greeted as new, not "back". */
function isNewcomer(createdAt: string, bookings: number): boolean {
  return bookings === 0 && Date.now() - Date.parse(createdAt) < 24 * 3_600_000;
}

function Dashboard() {
  useLiveBookings();
  useDocumentTitle(m.nav_dashboard());
  const user = useSignedInUser();
  const bookings = useMyBookings();
  const spent = useSpent();
  const hosts = user.role === 'owner' || user.role === 'admin';
  const listings = useMyListings(hosts);
  const spaceBookings = useOwnerBookings(hosts);
  // A link may open a tab (a payout mail opens Earnings: /dashboard?tab=earnings).
  const [search] = useSearchParams();
  const [tab, setTab] = useState(() => search.get('tab') ?? 'upcoming');
  const all = bookings.data ?? [];
  const upcoming = all.filter((b) => isUpcoming(b)).sort((a, b) => a.startTime.localeCompare(b.startTime));
  const past = all.filter((b) => !isUpcoming(b));
  const stats = [
    { id: 'Upcoming Bookings', label: m.dash_upcoming(), value: String(upcoming.length), icon: CalendarDays },
    { id: 'Confirmed Bookings', label: m.dash_confirmed(), value: String(all.filter((b) => b.status === 'confirmed').length), icon: CalendarCheck },
    // Total spent: what was paid less what was refunded, as the ledger has it (issue 65), in whole KSH.
    { id: 'Total Spent', label: m.dash_total_spent(), value: spent.data === undefined ? '–' : formatKshWhole(spent.data), icon: Wallet },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {isNewcomer(user.created_at, all.length) ? m.dash_welcome({ name: user.name }) : m.dash_welcome_back({ name: user.name })}
          </h1>
          <p className="mt-1 text-slate-600">{m.dash_intro()}</p>
        </div>
        <ButtonLink to={paths.home.getHref()}>
          <Search aria-hidden /> {m.dash_browse()}
        </ButtonLink>
      </div>
      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        {stats.map(({ id, label, value, icon: Icon }) => (
          <Card key={id} className="flex items-center gap-4 p-5">
            <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <p className="text-sm text-slate-600">{label}</p>
              <p className="text-2xl font-bold text-slate-900" data-testid={`stat-${id}`}>
                {bookings.isPending ? '–' : value}
              </p>
            </div>
          </Card>
        ))}
      </div>
      <div className="mt-8">
        {/* The cards' titles are third-level headings: this section is the second level (heading order). */}
        <h2 className="sr-only">{m.dash_bookings()}</h2>
        {bookings.isPending ? (
          <p className="text-slate-600">{m.dash_loading_bookings()}</p>
        ) : (
          <Tabs
            label={m.dash_bookings()}
            value={tab}
            onChange={setTab}
            items={[
              {
                id: 'upcoming',
                label: m.dash_tab_upcoming({ count: upcoming.length }),
                content: <BookingList bookings={upcoming} empty={m.dash_no_upcoming()} />,
              },
              { id: 'past', label: m.dash_tab_past({ count: past.length }), content: <BookingList bookings={past} empty={m.dash_no_past()} /> },
              ...(hosts
                ? [
                    {
                      id: 'spaces',
                      label: m.dash_tab_spaces({ count: listings.data?.length ?? 0 }),
                      content: listings.data ? <OwnerListings spaces={listings.data} /> : <p className="text-slate-600">{m.dash_loading_spaces()}</p>,
                    },
                    {
                      id: 'space-bookings',
                      label: m.dash_tab_guest_bookings({ count: spaceBookings.data?.length ?? 0 }),
                      content: spaceBookings.data ? (
                        <OwnerBookings bookings={spaceBookings.data} />
                      ) : (
                        <p className="text-slate-600">{m.dash_loading_guest_bookings()}</p>
                      ),
                    },
                    {
                      id: 'calendar',
                      label: m.dash_tab_calendar(),
                      content: listings.data ? <OwnerCalendar spaces={listings.data} /> : <p className="text-slate-600">{m.dash_loading_calendar()}</p>,
                    },
                    { id: 'earnings', label: m.dash_tab_earnings(), content: <OwnerEarnings /> },
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
