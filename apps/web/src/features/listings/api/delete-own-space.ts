import { api } from '@/lib/api-client';

/** Takes one of the host's spaces off Nafasi (refused while confirmed bookings are still to come). */
export const deleteOwnSpace = (spaceId: string) => api<void>(`/spaces/${spaceId}`, { method: 'DELETE' });
