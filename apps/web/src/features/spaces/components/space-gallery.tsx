import { useState } from 'react';
import type { Space } from '@nafasi/shared/spaces';
import { cn } from '@/lib/cn';
import { SpaceImage } from './space-image';
import { m } from '@nafasi/shared/i18n';

export function SpaceGallery({ space }: { space: Space }) {
  const [index, setIndex] = useState(0);
  const current = Math.min(index, Math.max(0, space.images.length - 1));
  return (
    <div className="space-y-3">
      <SpaceImage space={space} index={current} size="full" eager className="aspect-[3/2] w-full rounded-2xl" />
      {space.images.length > 1 && (
        <div className="flex gap-2 overflow-x-auto pb-1">
          {space.images.map((image, i) => (
            <button
              key={image.id}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={m.gallery_show({ n: i + 1, total: space.images.length })}
              aria-current={i === current}
              className={cn('shrink-0 cursor-pointer overflow-hidden rounded-lg ring-2 ring-transparent', i === current && 'ring-brand-600')}
            >
              <SpaceImage space={space} index={i} className="h-16 w-24" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
