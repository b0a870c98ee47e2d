import { MailSettingsCard } from '@/features/notifications/components/mail-settings-card';
import { useQueries } from '@tanstack/react-query';
import { Heart, Lock, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/app/layout/user-menu';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageNotice } from '@/components/ui/page-notice';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { ChangePasswordForm, EditProfileForm, SignOutOthersCard } from '@/features/auth/components/account-settings';
import { AuthLoading } from '@/features/auth/components/require-auth';
import { useMyBookings } from '@/features/bookings/api/get-my-bookings';
import { BookingList, isUpcoming } from '@/features/bookings/components/booking-list';
import { useLiveBookings } from '@/features/bookings/hooks/use-live-bookings';
import { useFavoriteIds } from '@/features/profiles/api/get-favorite-ids';
import { FavoriteButton } from '@/features/profiles/components/favorite-button';
import { TaxDetailsCard } from '@/features/profiles/components/tax-details-card';
import { PrivacyCard } from '@/features/profiles/components/privacy-card';
import { UpgradeButton } from '@/features/profiles/components/upgrade-button';
import { spaceQueryOptions } from '@/features/spaces/api/get-space';
import { SpaceCard } from '@/features/spaces/components/space-card';
import { useAuth, useSignedInUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { m } from '@nafasi/shared/i18n';
import { ROLE_LABELS } from '@nafasi/shared/roles';

/** How a person signs in, in words ("E-mail and password", not "E-Mail"). */
const PROVIDER_LABEL: Record<string, () => string> = { email: m.provider_email, google: () => 'Google' };

/** The member's own bookings, the same cards as the dashboard's: upcoming first, then past (issue 27.6). */
function ProfileBookings() {
  useLiveBookings();
  const bookings = useMyBookings();
  if (bookings.isPending) return <p className="text-slate-600">{m.dash_loading_bookings()}</p>;
  const all = bookings.data ?? [];
  const upcoming = all.filter((b) => isUpcoming(b)).sort((a, b) => a.startTime.localeCompare(b.startTime));
  const past = all.filter((b) => !isUpcoming(b));
  const sections = [
    { id: 'profile-upcoming', title: m.profile_upcoming(), list: upcoming, empty: m.dash_no_upcoming() },
    { id: 'profile-past', title: m.profile_past(), list: past, empty: m.dash_no_past() },
  ];
  return (
    <div className="space-y-8" data-testid="profile-bookings">
      {sections
        // The past shows only when there is one; "no upcoming bookings" is worth saying.
        .filter((section) => section.id === 'profile-upcoming' || section.list.length > 0)
        .map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="space-y-3">
            <h2 id={section.id} className="text-lg font-semibold text-slate-900">
              {section.title} ({section.list.length})
            </h2>
            <BookingList bookings={section.list} empty={section.empty} />
          </section>
        ))}
    </div>
  );
}

function Favorites() {
  const ids = useFavoriteIds(true);
  const spaces = useQueries({ queries: (ids.data ?? []).map((id) => ({ ...spaceQueryOptions(id), retry: false })) });
  if (ids.isPending) return <p className="text-slate-600">{m.profile_loading_favourites()}</p>;
  const found = spaces.flatMap((q) => (q.data ? [q.data] : []));
  if (!ids.data?.length) {
    return (
      <EmptyState
        icon={Heart}
        title={m.profile_no_favourites()}
        text={m.profile_no_favourites_text()}
        action={
          <ButtonLink to={paths.home.getHref()} variant="outline">
            {m.dash_browse()}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {found.map((space) => (
        <SpaceCard key={space.id} space={space} action={<FavoriteButton spaceId={space.id} title={space.title} />} />
      ))}
    </div>
  );
}

function Profile() {
  const user = useSignedInUser();
  const [tab, setTab] = useState('overview');
  const favorites = useFavoriteIds(true);
  const memberSince = new Date(user.created_at).getFullYear();
  useDocumentTitle(m.menu_profile());
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <Card className="flex flex-col gap-5 p-6 sm:flex-row sm:items-center">
        <Avatar user={user} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 translate="no" className="truncate text-2xl font-bold text-slate-900">
              {user.name}
            </h1>
            <Badge>{ROLE_LABELS[user.role]}</Badge>
          </div>
          <p className="truncate text-slate-600">{user.email}</p>
          <p className="mt-1 text-sm text-slate-500">{m.profile_member_since({ year: memberSince })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setTab('settings')}>
            <Pencil aria-hidden /> {m.profile_edit()}
          </Button>
          <UpgradeButton />
        </div>
      </Card>
      <div className="mt-8">
        <Tabs
          label={m.profile_sections()}
          value={tab}
          onChange={setTab}
          items={[
            {
              id: 'overview',
              label: m.profile_overview(),
              content: (
                <div className="grid gap-4 sm:grid-cols-3">
                  <Card className="p-5">
                    <p className="text-sm text-slate-600">{m.profile_favourite_spaces()}</p>
                    <p className="mt-1 text-2xl font-bold text-slate-900">{favorites.data?.length ?? '–'}</p>
                  </Card>
                  <Card className="p-5">
                    <p className="text-sm text-slate-600">{m.nav_account()}</p>
                    <p className="mt-1 font-semibold text-slate-900">{ROLE_LABELS[user.role]}</p>
                  </Card>
                  <Card className="p-5">
                    <p className="text-sm text-slate-600">{m.profile_signs_in_with()}</p>
                    <p className="mt-1 font-semibold text-slate-900">{user.providers.map((p) => PROVIDER_LABEL[p]?.() ?? p).join(', ')}</p>
                  </Card>
                </div>
              ),
            },
            {
              id: 'bookings',
              label: m.menu_my_bookings(),
              content: <ProfileBookings />,
            },
            { id: 'favorites', label: m.profile_favorites(), content: <Favorites /> },
            {
              id: 'settings',
              label: m.profile_settings(),
              content: (
                <div className="grid gap-6 lg:grid-cols-2">
                  <EditProfileForm avatar={<Avatar user={user} size="lg" />} />
                  <ChangePasswordForm />
                  <SignOutOthersCard />
                  <MailSettingsCard role={user.role} />
                  <TaxDetailsCard host={user.role !== 'user'} />
                  <PrivacyCard />
                </div>
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}

/** §2: signed out, an access-denied card with Sign In. */
export function ProfilePage() {
  const { status } = useAuth();
  useDocumentTitle(m.menu_profile());
  if (status === 'loading') return <AuthLoading />;
  if (status === 'unauthenticated') {
    return (
      <PageNotice
        icon={Lock}
        title={m.messages_access_denied()}
        text={m.profile_sign_in()}
        action={<ButtonLink to={paths.login.getHref()}>{m.access_sign_in()}</ButtonLink>}
      />
    );
  }
  return <Profile />;
}
