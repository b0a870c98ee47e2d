import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '@nafasi/shared/errors';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useFavoriteIds } from '../api/get-favorite-ids';
import { profileKeys } from '../api/keys';
import { setFavorite } from '../api/set-favorite';

/** The heart on cards and the space page: keeps a space among the signed-in user's favourites. */
export function FavoriteButton({ spaceId, title, className }: { spaceId: string; title: string; className?: string }) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const favorites = useFavoriteIds(status === 'authenticated');
  const on = favorites.data?.includes(spaceId) ?? false;
  // A plain optimistic write rather than useMutation: the heart is on every card of the home page,
  // whose script budget has no room for the mutation machinery a single toggle does not need.
  const toggle = async (next: boolean) => {
    await queryClient.cancelQueries({ queryKey: profileKeys.favorites });
    const before = queryClient.getQueryData<string[]>(profileKeys.favorites);
    queryClient.setQueryData<string[]>(profileKeys.favorites, (ids = []) => (next ? [spaceId, ...ids] : ids.filter((id) => id !== spaceId)));
    try {
      await setFavorite(spaceId, next);
    } catch (error) {
      queryClient.setQueryData(profileKeys.favorites, before);
      toast.error(getErrorMessage(error));
    } finally {
      void queryClient.invalidateQueries({ queryKey: profileKeys.favorites });
    }
  };

  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={on ? `Remove ${title} from favourites` : `Save ${title} to favourites`}
      onClick={() => {
        if (status !== 'authenticated') {
          toast.info('Sign in to save spaces to your favourites.');
          void navigate(paths.login.getHref());
          return;
        }
        void toggle(!on);
      }}
      className={cn('grid size-9 cursor-pointer place-items-center rounded-full bg-white/95 shadow-sm transition hover:scale-105', className)}
    >
      <Heart className={cn('size-4', on ? 'fill-rose-500 text-rose-500' : 'text-slate-700')} aria-hidden />
    </button>
  );
}
