import type { Space } from '@nafasi/shared/spaces';
import { cn } from '@/lib/cn';
import { m } from '@nafasi/shared/i18n';
import { saveData } from '@/lib/save-data';

export const PLACEHOLDER_IMAGE = '/placeholder-space.svg';

/** Where the large photo sits: the whole width on a phone, two thirds beside the booking card on a desktop. */
const FULL_SIZES = '(min-width: 1024px) 66vw, 100vw';

/**
 * A space's photo, or the default placeholder when it has none (or the file fails to load). A large
 * photo offers both widths the server makes (a phone takes the 640 px one); an eager one is the
 * page's largest paint and is fetched first, the rest wait until they are near the screen.
 */
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
  // Saving data: the 640 px copy even where the 1600 px one would be chosen.
  const lean = size === 'thumb' || saveData();
  const src = image ? (lean ? image.thumbUrl : image.url) : PLACEHOLDER_IMAGE;
  const responsive = image && !lean ? { srcSet: `${image.thumbUrl} 640w, ${image.url} 1600w`, sizes: FULL_SIZES } : {};
  return (
    <img
      src={src}
      {...responsive}
      fetchPriority={eager ? 'high' : 'auto'}
      alt={image ? (index ? m.image_alt_nth({ space: space.title, n: index + 1 }) : space.title) : m.image_alt_none({ space: space.title })}
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
