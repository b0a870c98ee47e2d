import type { SpaceInput } from '@nafasi/shared/listings';
import type { Space } from '@nafasi/shared/spaces';
import type { PhotoItem } from '@/components/photo-picker';
import { queryRoots } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';
import { createSpace } from './create-space';
import { getOwnSpace } from './get-own-space';
import { listingKeys } from './keys';
import { syncPhotos } from './sync-photos';
import { updateSpace } from './update-space';

export interface SaveSpace {
  /** The space being edited; none to list a new one. */
  existing?: Space;
  input: SpaceInput;
  /** The photos as the form shows them: kept ones by id, new ones as files, in order. */
  photos: PhotoItem[];
  /** One key per space being added: a retry after a lost answer does not add it twice. */
  creationKey: string;
  onProgress: (fraction: number) => void;
}

/**
 * Saves a space and its photos, for the owner's listing form and the admin's dialog alike. A new
 * space and its photos go in one request (a photo that cannot be read lists nothing, and a retry
 * with the same key lists it once); an edit saves the facts, then brings the photos in line. New
 * photos of a live listing wait for review like the rest, so the answer is the listing as it is now.
 */
async function saveSpace({ existing, input, photos, creationKey, onProgress }: SaveSpace): Promise<Space> {
  const files = photos.flatMap((p) => (p.file ? [p.file] : []));
  if (files.length) onProgress(0);
  if (!existing) return createSpace(input, { files, key: creationKey, onProgress });
  const result = await updateSpace(existing.id, input);
  await syncPhotos(result.id, [...result.images, ...(result.pendingChanges?.newPhotos ?? [])], photos, onProgress);
  return files.length && result.status === 'approved' ? getOwnSpace(result.id) : result;
}

/** The save refreshes the owner's listings and the admin's tables; how a refusal reads is the form's to say (a field's own, or a sentence). */
export const useSaveSpace = () => useWrite(saveSpace, { refresh: [listingKeys.all, queryRoots.admin], failed: () => null });
