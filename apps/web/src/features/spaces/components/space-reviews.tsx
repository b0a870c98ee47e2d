import { formatDay } from '@nafasi/shared/dates';
import { Star } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSpaceReviews } from '../api/get-space-reviews';
import { m } from '@nafasi/shared/i18n';

export function SpaceReviews({ spaceId }: { spaceId: string }) {
  const query = useSpaceReviews(spaceId);
  const reviews = query.data?.pages.flatMap((p) => p.data) ?? [];
  if (query.isPending) return <p className="text-sm text-slate-600">{m.reviews_loading()}</p>;
  if (query.isError) return <p className="text-sm text-slate-600">{m.reviews_failed()}</p>;
  if (reviews.length === 0) return <p className="text-sm text-slate-600">{m.reviews_none()}</p>;
  return (
    <div className="space-y-4">
      <ul className="space-y-4">
        {reviews.map((review) => (
          <li key={review.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-center justify-between gap-3">
              <p translate="no" className="font-semibold text-slate-900">
                {review.userName}
              </p>
              <time className="text-xs text-slate-500" dateTime={review.createdAt}>
                {formatDay(review.createdAt)}
              </time>
            </div>
            <p className="mt-1 flex gap-0.5" role="img" aria-label={m.reviews_stars_label({ rating: review.rating })}>
              {Array.from({ length: 5 }, (_, i) => (
                <Star key={i} className={i < review.rating ? 'size-4 fill-sun-400 text-sun-400' : 'size-4 text-slate-300'} aria-hidden />
              ))}
            </p>
            {review.comment && (
              <p lang="" className="mt-2 whitespace-pre-line text-sm text-slate-700">
                {review.comment}
              </p>
            )}
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? m.common_loading() : m.reviews_more()}
        </Button>
      )}
    </div>
  );
}
