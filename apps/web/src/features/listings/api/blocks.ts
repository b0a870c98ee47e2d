import type { ItemResponse } from '@nafasi/shared/api';
import type { Block, BlockInput } from '@nafasi/shared/schedule';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { listingKeys } from './keys';
import { m } from '@nafasi/shared/i18n';

/** Blocks a day, days or hours of a space (with a private note). */
const createBlock = ({ spaceId, input }: { spaceId: string; input: BlockInput }) =>
  api<ItemResponse<Block>>(`/spaces/${spaceId}/blocks`, { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data);

/** Frees a blocked time again. */
const deleteBlock = ({ spaceId, blockId }: { spaceId: string; blockId: string }) => api<void>(`/spaces/${spaceId}/blocks/${blockId}`, { method: 'DELETE' });

export const useCreateBlock = () => useWrite(createBlock, { refresh: (_r, i) => [listingKeys.blocks(i.spaceId)], done: m.toast_block_added() });
export const useDeleteBlock = () => useWrite(deleteBlock, { refresh: (_r, i) => [listingKeys.blocks(i.spaceId)], done: m.toast_block_removed() });
