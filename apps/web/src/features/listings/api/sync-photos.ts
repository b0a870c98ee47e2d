import type { ItemResponse } from '@nafasi/shared/api';
import type { SpaceImage } from '@nafasi/shared/spaces';
import type { PhotoItem } from '@/components/photo-picker';
import { api } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/api-files';

function uploadPhotos(spaceId: string, files: File[], onProgress: (fraction: number) => void) {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return uploadWithProgress<ItemResponse<SpaceImage[]>>(`/spaces/${spaceId}/images`, form, onProgress).then((r) => r.data);
}
const deletePhoto = (spaceId: string, imageId: string) => api<ItemResponse<SpaceImage[]>>(`/spaces/${spaceId}/images/${imageId}`, { method: 'DELETE' });
const orderPhotos = (spaceId: string, imageIds: string[]) =>
  api<ItemResponse<SpaceImage[]>>(`/spaces/${spaceId}/images/order`, { method: 'PUT', body: JSON.stringify({ imageIds }) }).then((r) => r.data);

/**
 * Saves a space's photos to match the form: removes the ones taken out, uploads the new files (with
 * progress), then puts them all in the form's order. One sequence for a new space and for an edit.
 */
export async function syncPhotos(spaceId: string, before: SpaceImage[], items: PhotoItem[], onProgress: (fraction: number) => void) {
  const kept = new Set(items.flatMap((i) => (i.imageId ? [i.imageId] : [])));
  for (const img of before) if (!kept.has(img.id)) await deletePhoto(spaceId, img.id);
  const files = items.flatMap((i) => (i.file ? [i.file] : []));
  let latest: SpaceImage[] = [];
  // The server takes at most 10 files a request; larger batches go in turns.
  for (let i = 0; i < files.length; i += 10) {
    const batch = files.slice(i, i + 10);
    latest = await uploadPhotos(spaceId, batch, (f) => onProgress((i + f * batch.length) / files.length));
  }
  if (items.length < 2) return;
  // The server answers with all the space's photos; the new ones follow the kept ones, in the order sent.
  const fresh = latest.filter((img) => !kept.has(img.id)).map((img) => img.id);
  const order = items.flatMap((item) => {
    const id = item.imageId ?? fresh.shift();
    return id ? [id] : [];
  });
  await orderPhotos(spaceId, order);
}
