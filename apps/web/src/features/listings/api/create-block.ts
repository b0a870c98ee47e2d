import type { ItemResponse } from '@nafasi/shared/api';
import type { Block, BlockInput } from '@nafasi/shared/schedule';
import { api } from '@/lib/api-client';

/** Blocks a day, days or hours of a space (with a private note). */
export const createBlock = ({ spaceId, input }: { spaceId: string; input: BlockInput }) =>
  api<ItemResponse<Block>>(`/spaces/${spaceId}/blocks`, { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data);
