import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { DeletionPlan } from '@nafasi/shared/privacy';
import { m } from '@nafasi/shared/i18n';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useNavigate } from '@/lib/router';
import { useWrite } from '@/lib/use-write';
import { profileKeys } from './keys';

/** How deleting the account is confirmed, and what must be settled first (read when the dialog opens). */
export const useDeletionPlan = (enabled: boolean) =>
  useQuery({
    queryKey: profileKeys.deletion,
    queryFn: () => api<ItemResponse<DeletionPlan>>('/account/deletion').then((r) => r.data),
    enabled,
    staleTime: 0,
  });

/** The account is gone: this browser forgets the person (session, answers, offline copies) and goes home. */
function useGone() {
  const { forget } = useAuth();
  const navigate = useNavigate();
  return () => {
    forget();
    navigate('/', { replace: true });
  };
}

/** Deletes the account with its password (at once), or has the confirming link mailed (Google sign-in only). */
export const useDeleteAccount = () => {
  const gone = useGone();
  return useWrite(
    (password: string | undefined) =>
      api<ItemResponse<{ status: 'erased' | 'mailed' }>>('/account/deletion', { method: 'POST', body: JSON.stringify(password ? { password } : {}) }).then(
        (r) => r.data,
      ),
    {
      refresh: [],
      done: (result) => (result.status === 'erased' ? m.privacy_deleted() : m.privacy_delete_mailed()),
      update: (_client, result) => {
        if (result.status === 'erased') gone();
      },
      failed: () => null,
    },
  );
};

/** The mailed link's confirmation: the account goes. */
export const useConfirmDeletion = () => {
  const gone = useGone();
  return useWrite((token: string) => api<void>('/account/deletion/confirm', { method: 'POST', body: JSON.stringify({ token }) }), {
    refresh: [],
    done: () => m.privacy_deleted(),
    update: () => gone(),
    failed: () => null,
  });
};
