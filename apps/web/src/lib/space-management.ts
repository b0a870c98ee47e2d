import type { ItemResponse } from '@nafasi/shared/api';
import type { SpaceInput } from '@nafasi/shared/listings';
import type { Space, SpaceImage } from '@nafasi/shared/spaces';
import { api, uploadWithProgress } from './api-client';

/** Writes of a space by its owner or an admin (the server checks which spaces the caller may manage). */
export const createSpace = (input: SpaceInput) => api<ItemResponse<Space>>('/spaces', { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data);
export const updateSpace = (id: string, input: Partial<SpaceInput>) =>
  api<ItemResponse<Space>>(`/spaces/${id}`, { method: 'PUT', body: JSON.stringify(input) }).then((r) => r.data);
export const deleteSpace = (id: string) => api<void>(`/spaces/${id}`, { method: 'DELETE' });

export function uploadPhotos(spaceId: string, files: File[], onProgress: (fraction: number) => void) {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return uploadWithProgress<ItemResponse<SpaceImage[]>>(`/spaces/${spaceId}/images`, form, onProgress).then((r) => r.data);
}
export const deletePhoto = (spaceId: string, imageId: string) => api<ItemResponse<SpaceImage[]>>(`/spaces/${spaceId}/images/${imageId}`, { method: 'DELETE' });
export const orderPhotos = (spaceId: string, imageIds: string[]) =>
  api<ItemResponse<SpaceImage[]>>(`/spaces/${spaceId}/images/order`, { method: 'PUT', body: JSON.stringify({ imageIds }) }).then((r) => r.data);
/** A photo in a form: one already on the server, or a file chosen here and not yet sent. */
export type PhotoItem = { key: string; preview: string } & ({ imageId: string; file?: undefined } | { file: File; imageId?: undefined });

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
  const order = items.map((item) => item.imageId ?? fresh.shift()!);
  await orderPhotos(spaceId, order);
}
