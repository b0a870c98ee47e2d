import { api } from '@/lib/api-client';

/** An admin deletes a space (refused while it has confirmed bookings to come). */
export const deleteSpace = (id: string) => api<void>(`/spaces/${id}`, { method: 'DELETE' });
