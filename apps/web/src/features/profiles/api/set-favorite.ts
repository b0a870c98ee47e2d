import { useQueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '@nafasi/shared/errors';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { profileKeys } from './keys';

export const setFavorite = (spaceId: string, on: boolean) => api<void>(`/favorites/${spaceId}`, { method: on ? 'PUT' : 'DELETE' });

/**
 * Keeps a space among the signed-in user's favourites or lets it go: the heart turns at once and
 * turns back, with the server's words, if the write is refused. A plain optimistic write rather
 * than useMutation: the heart is on every card of the home page, whose script budget has no room
 * for the mutation machinery a single toggle does not need.
 */
export function useToggleFavorite(spaceId: string) {
  const queryClient = useQueryClient();
  return async (next: boolean) => {
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
}
