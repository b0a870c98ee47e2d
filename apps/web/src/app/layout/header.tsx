import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { NavLink } from '@/lib/router';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { Logo } from './logo';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import { m } from '@nafasi/shared/i18n';
import { MAIN_NAV, SIGNED_IN_NAV } from './nav';
import { useAuth } from '@/lib/auth';

// The side menu (and its dialog primitive) loads only when a phone user opens it.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
// The account menu loads for signed-in people only; a placeholder of its size holds its place meanwhile.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
// Messages and the bell, for signed-in people only, at every width.
const SignedInTray = lazy(() => import('./signed-in-tray').then((m) => ({ default: m.SignedInTray })));

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { status, user } = useAuth();
  return (
    <header className="sticky top-0 print:hidden z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        {/* From lg: below it the words (Kiswahili's are longer) do not fit beside the account's; the menu holds them. */}
        <nav aria-label={m.nav_main()} className="hidden items-center gap-1 lg:flex">
          {MAIN_NAV.map((item) => (
            <NavLink
              key={item.href}
              to={item.href}
              className={({ isActive }) =>
                cn(
                  'whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900',
                  isActive && 'text-brand-800',
                )
              }
            >
              {item.label()}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-1">
          {status === 'authenticated' && user && (
            <Suspense fallback={<span className="block h-10 w-20" aria-hidden />}>
              <SignedInTray />
            </Suspense>
          )}
          <div className="hidden items-center gap-2 lg:flex">
            <LanguageSwitch className="text-slate-600 hover:bg-slate-100 hover:text-slate-900" />
            {status === 'authenticated' && user ? (
              <>
                {/* Beside the account's menu from xl; below it, in that menu (user-menu.tsx). */}
                {SIGNED_IN_NAV.map((item) => (
                  <ButtonLink key={item.href} to={item.href} variant="ghost" className="max-xl:hidden">
                    {item.label()}
                  </ButtonLink>
                ))}
                <Suspense fallback={<span className="block h-10 w-40" aria-hidden />}>
                  <UserMenu user={user} />
                </Suspense>
              </>
            ) : status === 'unauthenticated' ? (
              <>
                <ButtonLink to={paths.login.getHref()} variant="ghost">
                  {m.nav_sign_in()}
                </ButtonLink>
                <ButtonLink to={paths.register.getHref()}>{m.nav_get_started()}</ButtonLink>
              </>
            ) : null}
          </div>
          <Button variant="ghost" size="icon" className="lg:hidden" aria-label={m.nav_open_menu()} onClick={() => setMenuOpen(true)}>
            <Menu className="size-6!" />
          </Button>
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
    </header>
  );
}
