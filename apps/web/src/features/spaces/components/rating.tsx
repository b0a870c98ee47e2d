import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { m } from '@nafasi/shared/i18n';

export function Rating({ rating, reviews, className }: { rating: number; reviews?: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm font-medium text-slate-800', className)}>
      <Star className="size-4 fill-sun-400 text-sun-400" aria-hidden />
      <span>
        {rating.toFixed(1)}
        <span className="sr-only"> {m.rating_out_of_five()}</span>
      </span>
      {reviews !== undefined && <span className="font-normal text-slate-600">({m.rating_reviews({ count: reviews })})</span>}
    </span>
  );
}
