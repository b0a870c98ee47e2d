import { useAuth } from '@/lib/auth';
import { useWrite } from '@/lib/use-write';

/** Signs every other device out; this one stays signed in. */
export function useSignOutOthers() {
  const { logout } = useAuth();
  return useWrite(
    () =>
      logout('others').then((result) => {
        if (!result.success) throw new Error(result.error || 'Failed to log out');
      }),
    { refresh: [], done: 'Signed out of your other devices.' },
  );
}
