import { ChevronDown, LayoutDashboard, LogOut, Shield, User as UserIcon, Building2, CalendarDays } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate } from '@/lib/router';
import type { User } from '@nafasi/shared/auth';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { initials } from '@nafasi/shared/people';
import { preloadPage } from '../router';
import { SIGNED_IN_NAV } from './nav';
import { toast } from '@/lib/toast';
import { useDismiss } from '@/lib/use-dismiss';
import { m } from '@nafasi/shared/i18n';

export function Avatar({ user, size = 'sm' }: { user: Pick<User, 'name' | 'avatar'>; size?: 'sm' | 'lg' }) {
  const box = size === 'lg' ? 'size-20 text-2xl' : 'size-8 text-xs';
  if (user.avatar) return <img src={user.avatar} alt="" className={`${box} rounded-full object-cover`} />;
  return (
    <span aria-hidden className={`${box} grid place-items-center rounded-full bg-brand-100 font-bold text-brand-800`}>
      {initials(user.name)}
    </span>
  );
}

/** The signed-in menu links of §2, shared by the header menu and the mobile menu. */
export function userMenuLinks(user: User) {
  return [
    { label: m.menu_profile(), href: paths.profile.getHref(), icon: UserIcon },
    { label: m.menu_my_bookings(), href: paths.dashboard.getHref(), icon: CalendarDays },
    { label: m.menu_companies(), href: paths.companies.getHref(), icon: Building2 },
    ...(user.role === 'admin' ? [{ label: m.menu_admin(), href: paths.admin.getHref(), icon: Shield }] : []),
  ];
}

export function useSignOut() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    // Home first, committed before the session goes: a page for signed-in users must not see the
    // session go and send the visitor to /login instead. The home page's code is loaded first, so
    // the move cannot wait on it while the old page stays.
    await preloadPage(paths.home.getHref());
    void navigate(paths.home.getHref(), { flushSync: true });
    const result = await logout('local');
    if (result.success) toast.success(m.menu_signed_out());
    else toast.error(result.error || m.menu_sign_out_failed());
  };
}

export function UserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const signOut = useSignOut();

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, ref);

  const item = 'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 cursor-pointer';
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="flex cursor-pointer items-center gap-2 rounded-full p-1 pr-2 hover:bg-slate-100"
      >
        <Avatar user={user} />
        <span translate="no" className="hidden max-w-32 truncate text-sm font-medium text-slate-800 2xl:inline">
          {user.name}
        </span>
        <ChevronDown className="size-4 text-slate-500" aria-hidden />
        <span className="sr-only">{m.menu_account()}</span>
      </button>
      {open && (
        <div id={menuId} className="absolute right-0 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
          <div className="border-b border-slate-100 px-3 py-2">
            <p translate="no" className="truncate text-sm font-semibold text-slate-900">
              {user.name}
            </p>
            <p className="truncate text-xs text-slate-500">{user.email}</p>
          </div>
          <ul className="py-1">
            {/* The header shows these beside the menu from xl only (the dashboard is "My bookings" below). */}
            {signedInMenu()
              .filter(({ href }) => href !== paths.dashboard.getHref())
              .map(({ label, href, icon: Icon }) => (
                <li key={href} className="xl:hidden">
                  <Link to={href} className={item} onClick={() => setOpen(false)}>
                    <Icon className="size-4" aria-hidden /> {label}
                  </Link>
                </li>
              ))}
            {userMenuLinks(user).map(({ label, href, icon: Icon }) => (
              <li key={label}>
                <Link to={href} className={item} onClick={() => setOpen(false)}>
                  <Icon className="size-4" aria-hidden /> {label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className={item} onClick={() => void signOut()}>
                <LogOut className="size-4" aria-hidden /> {m.menu_sign_out()}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

/** The header's signed-in links (nav.ts), with their icons for the menus. */
export const signedInMenu = () =>
  SIGNED_IN_NAV.map((item) => ({ label: item.label(), href: item.href, icon: item.href === paths.dashboard.getHref() ? LayoutDashboard : CalendarDays }));
