import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Link, NavLink } from '@/lib/router';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { Logo } from './logo';
import { MAIN_NAV } from './nav';
import { Avatar, signedInMenu, userMenuLinks, useSignOut } from './user-menu';
import { useAuth } from '@/lib/auth';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import { m } from '@nafasi/shared/i18n';

/** §2: a side menu on phones that mirrors the header. */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  const { status, user } = useAuth();
  const signOut = useSignOut();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 bg-white p-5 shadow-xl">
          <div className="flex items-center justify-between">
            <Logo onClick={close} />
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={m.nav_close_menu()}>
                <X className="size-6!" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{m.nav_menu()}</Dialog.Title>
          <Dialog.Description className="sr-only">{m.nav_menu_description()}</Dialog.Description>
          <nav aria-label={m.nav_mobile()} className="flex flex-col gap-1">
            {MAIN_NAV.map((item) => (
              <NavLink
                key={item.href}
                to={item.href}
                onClick={close}
                className={({ isActive }) =>
                  cn('rounded-lg px-3 py-3 text-base font-medium text-slate-700 hover:bg-slate-100', isActive && 'bg-brand-50 text-brand-800')
                }
              >
                {item.label()}
              </NavLink>
            ))}
            <LanguageSwitch className="py-3 text-base text-slate-700 hover:bg-slate-100" />
          </nav>
          {status === 'authenticated' && user ? (
            <div className="mt-auto space-y-3">
              <div className="flex items-center gap-3 border-t border-slate-200 pt-4">
                <Avatar user={user} />
                <div className="min-w-0">
                  <p translate="no" className="truncate text-sm font-semibold text-slate-900">
                    {user.name}
                  </p>
                  <p className="truncate text-xs text-slate-500">{user.email}</p>
                </div>
              </div>
              <nav aria-label={m.nav_account()} className="flex flex-col gap-1">
                {[...signedInMenu(), ...userMenuLinks(user)].map(({ label, href, icon: Icon }) => (
                  <Link
                    key={label}
                    to={href}
                    onClick={close}
                    className="flex items-center gap-2 rounded-lg px-3 py-2.5 text-base text-slate-700 hover:bg-slate-100"
                  >
                    <Icon className="size-4" aria-hidden /> {label}
                  </Link>
                ))}
              </nav>
              <Button
                variant="outline"
                size="lg"
                className="w-full"
                onClick={() => {
                  close();
                  void signOut();
                }}
              >
                {m.menu_sign_out()}
              </Button>
            </div>
          ) : (
            <div className="mt-auto flex flex-col gap-2">
              <ButtonLink to={paths.login.getHref()} onClick={close} variant="outline" size="lg">
                {m.nav_sign_in()}
              </ButtonLink>
              <ButtonLink to={paths.register.getHref()} onClick={close} size="lg">
                {m.nav_get_started()}
              </ButtonLink>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
