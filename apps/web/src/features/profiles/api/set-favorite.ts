import { api } from '@/lib/api-client';

export const setFavorite = (spaceId: string, on: boolean) => api<void>(`/favorites/${spaceId}`, { method: on ? 'PUT' : 'DELETE' });
