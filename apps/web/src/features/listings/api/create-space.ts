import type { ItemResponse } from '@nafasi/shared/api';
import type { SpaceInput } from '@nafasi/shared/listings';
import type { Space } from '@nafasi/shared/spaces';
import { api } from '@/lib/api-client';

/** A new space by its owner (pending review) or an admin (live at once); the server decides which. */
export const createSpace = (input: SpaceInput) => api<ItemResponse<Space>>('/spaces', { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data);
