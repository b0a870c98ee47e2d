import type { ItemResponse } from '@nafasi/shared/api';
import type { SpaceInput } from '@nafasi/shared/listings';
import type { Space } from '@nafasi/shared/spaces';
import { api } from '@/lib/api-client';

/** Changes to a space by its owner (held for review while it is live) or an admin (the server checks which spaces the caller may manage). */
export const updateSpace = (id: string, input: Partial<SpaceInput>) =>
  api<ItemResponse<Space>>(`/spaces/${id}`, { method: 'PUT', body: JSON.stringify(input) }).then((r) => r.data);
