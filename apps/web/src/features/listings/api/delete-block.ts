import { api } from '@/lib/api-client';

/** Frees a blocked time again. */
export const deleteBlock = ({ spaceId, blockId }: { spaceId: string; blockId: string }) =>
  api<void>(`/spaces/${spaceId}/blocks/${blockId}`, { method: 'DELETE' });
