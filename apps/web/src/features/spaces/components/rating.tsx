import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Rating({ rating, reviews, className }: { rating: number; reviews?: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm font-medium text-slate-800', className)}>
      <Star className="size-4 fill-sun-400 text-sun-400" aria-hidden />
      <span>
        {rating.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
      {reviews !== undefined && (
        <span className="font-normal text-slate-600">
          ({reviews} {reviews === 1 ? 'review' : 'reviews'})
        </span>
      )}
    </span>
  );
}
