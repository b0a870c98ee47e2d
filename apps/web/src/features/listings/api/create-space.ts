import type { ItemResponse } from '@nafasi/shared/api';
import type { SpaceInput } from '@nafasi/shared/listings';
import type { Space } from '@nafasi/shared/spaces';
import { uploadWithProgress } from '@/lib/api-files';

/**
 * A new space by its owner (pending review) or an admin (live at once; the server decides which),
 * with its photos in the same request: the space and its photos are created together or not at all,
 * and a retry with the same key answers with the space the first try made.
 */
export const createSpace = (input: SpaceInput, options: { files: File[]; key: string; onProgress: (fraction: number) => void }) => {
  const form = new FormData();
  form.append('space', JSON.stringify(input));
  for (const file of options.files) form.append('files', file, file.name);
  return uploadWithProgress<ItemResponse<Space>>('/spaces', form, options.onProgress, { 'idempotency-key': options.key }).then((r) => r.data);
};
