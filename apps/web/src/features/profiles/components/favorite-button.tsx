import { Heart } from 'lucide-react';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useFavoriteIds } from '../api/get-favorite-ids';
import { useToggleFavorite } from '../api/set-favorite';
import { m } from '@nafasi/shared/i18n';

/** The heart on cards and the space page: keeps a space among the signed-in user's favourites. */
export function FavoriteButton({ spaceId, title, className }: { spaceId: string; title: string; className?: string }) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const favorites = useFavoriteIds(status === 'authenticated');
  const on = favorites.data?.includes(spaceId) ?? false;
  const toggle = useToggleFavorite(spaceId);

  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={on ? m.favorite_remove({ space: title }) : m.favorite_save({ space: title })}
      onClick={() => {
        if (status !== 'authenticated') {
          toast.info(m.favorite_sign_in());
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
