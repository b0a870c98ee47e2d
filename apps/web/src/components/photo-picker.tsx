import { ArrowDown, ArrowUp, ImagePlus, X } from 'lucide-react';
import { useEffect, useRef, type ChangeEvent } from 'react';
import type { SpaceImage } from '@nafasi/shared/spaces';
import { toast } from '@/lib/toast';
import { m } from '@nafasi/shared/i18n';

const MAX_BYTES = 10 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** A photo in a form: one already on the server, or a file chosen here and not yet sent. */
export type PhotoItem = { key: string; preview: string } & ({ imageId: string; file?: undefined } | { file: File; imageId?: undefined });

export const photoItemsOf = (images: SpaceImage[]): PhotoItem[] => images.map((img) => ({ key: img.id, imageId: img.id, preview: img.thumbUrl }));

/**
 * Choose photos (JPEG, PNG or WebP, 10 MB each), see them, put them in order and take them out.
 * Nothing is sent until the form is saved; the server decodes every file again.
 */
export function PhotoPicker({ id, items, onChange, max = 20 }: { id: string; items: PhotoItem[]; onChange: (items: PhotoItem[]) => void; max?: number }) {
  const created = useRef(new Set<string>());
  // Object URLs made here are released when the picker goes.
  useEffect(() => {
    const urls = created.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  function add(e: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(e.target.files ?? []);
    e.target.value = '';
    const accepted: PhotoItem[] = [];
    for (const file of chosen) {
      if (!TYPES.includes(file.type)) {
        toast.error(m.photo_pick_type({ name: file.name }));
        continue;
      }
      if (file.size > MAX_BYTES) {
        toast.error(m.photo_pick_size({ name: file.name }));
        continue;
      }
      const preview = URL.createObjectURL(file);
      created.current.add(preview);
      accepted.push({ key: preview, file, preview });
    }
    const room = max - items.length;
    if (accepted.length > room) toast.error(m.photo_pick_max({ max }));
    onChange([...items, ...accepted.slice(0, Math.max(room, 0))]);
  }

  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    if (!item) return;
    next.splice(to, 0, item);
    onChange(next);
  };

  return (
    <div className="space-y-3">
      {items.length > 0 && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={m.photos_chosen()}>
          {items.map((item, i) => (
            <li key={item.key} className="group relative overflow-hidden rounded-xl border border-slate-200 bg-slate-100" data-testid="photo-item">
              <img src={item.preview} alt={m.photos_nth({ n: i + 1 })} className="aspect-[4/3] w-full object-cover" />
              {i === 0 && (
                <span className="absolute left-2 top-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium text-slate-800">{m.photos_cover()}</span>
              )}
              <div className="absolute inset-x-0 bottom-0 flex justify-end gap-1 bg-gradient-to-t from-slate-900/70 p-1.5">
                <button
                  type="button"
                  className="rounded-md bg-white/90 p-1.5 text-slate-800 disabled:opacity-40"
                  onClick={() => move(i, i - 1)}
                  disabled={i === 0}
                  aria-label={m.photos_earlier({ n: i + 1 })}
                >
                  <ArrowUp className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  className="rounded-md bg-white/90 p-1.5 text-slate-800 disabled:opacity-40"
                  onClick={() => move(i, i + 1)}
                  disabled={i === items.length - 1}
                  aria-label={m.photos_later({ n: i + 1 })}
                >
                  <ArrowDown className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  className="rounded-md bg-white/90 p-1.5 text-red-700"
                  onClick={() => onChange(items.filter((x) => x.key !== item.key))}
                  aria-label={m.photos_remove({ n: i + 1 })}
                >
                  <X className="size-4" aria-hidden />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <label
        htmlFor={id}
        className="flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 hover:border-brand-600 hover:bg-brand-50/40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
      >
        <ImagePlus className="size-6 text-brand-700" aria-hidden />
        <span className="font-medium text-slate-800">{m.photos_add()}</span>
        <span>{m.photos_hint()}</span>
        <input id={id} type="file" accept="image/jpeg,image/png,image/webp" multiple className="sr-only" onChange={add} />
      </label>
    </div>
  );
}

/** Upload progress, as a bar a screen reader can read. */
export function UploadProgress({ value }: { value: number }) {
  const percent = Math.round(value * 100);
  return (
    <div className="space-y-1" role="progressbar" aria-label={m.photos_uploading_label()} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <div className="flex justify-between text-xs text-slate-600">
        <span>{m.photos_uploading()}</span>
        <span>{percent}%</span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
