import type { Space } from '@nafasi/shared/spaces';
import { cn } from '@/lib/cn';

export const PLACEHOLDER_IMAGE = '/placeholder-space.svg';

/** A space's photo, or the default placeholder when it has none (or the file fails to load). */
export function SpaceImage({
  space,
  index = 0,
  size = 'thumb',
  className,
  eager = false,
}: {
  space: Pick<Space, 'images' | 'title'>;
  index?: number;
  size?: 'thumb' | 'full';
  className?: string;
  eager?: boolean;
}) {
  const image = space.images[index];
  const src = image ? (size === 'thumb' ? image.thumbUrl : image.url) : PLACEHOLDER_IMAGE;
  return (
    <img
      src={src}
      alt={image ? `${space.title}${index ? ` — photo ${index + 1}` : ''}` : `${space.title} — no photo yet`}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={size === 'thumb' ? 640 : 1600}
      height={size === 'thumb' ? 427 : 1067}
      onError={(e) => {
        if (!e.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) e.currentTarget.src = PLACEHOLDER_IMAGE;
      }}
      className={cn('bg-slate-100 object-cover', className)}
    />
  );
}
