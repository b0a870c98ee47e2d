import { useAuth } from '@/lib/auth';
import { useWrite } from '@/lib/use-write';
import { m } from '@nafasi/shared/i18n';

/** Signs every other device out; this one stays signed in. */
export function useSignOutOthers() {
  const { logout } = useAuth();
  return useWrite(
    () =>
      logout('others').then((result) => {
        if (!result.success) throw new Error(result.error || m.menu_sign_out_failed());
      }),
    { refresh: [], done: m.account_signed_out_others() },
  );
}
