import { Star } from 'lucide-react';

import { useState } from 'react';

import { CreateReviewSchema, type Booking } from '@nafasi/shared/bookings';

import { Button } from '@/components/ui/button';

import { Dialog } from '@/components/ui/dialog';

import { Label, Textarea } from '@/components/ui/input';

import { cn } from '@/lib/cn';

import { maxLengthOf } from '@/lib/form';
import { useSubmitReview } from '../api/guest-actions';
import { m } from '@nafasi/shared/i18n';

const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** Rate the space of an ended booking, 1–5 stars with an optional comment. */
export function ReviewDialog({ booking, open, onOpenChange }: { booking: Booking; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const send = useSubmitReview();

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.review_title({ space: booking.spaceName })}
      description={m.review_description()}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {m.review_not_now()}
          </Button>
          <Button
            onClick={() =>
              send.mutate({ spaceId: booking.spaceId, input: { bookingId: booking.id, rating, comment } }, { onSuccess: () => onOpenChange(false) })
            }
            disabled={rating === 0 || send.isPending}
          >
            {send.isPending ? m.card_sending() : m.review_submit()}
          </Button>
        </>
      }
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{m.review_your_rating()}</legend>
        <div className="mt-2 flex items-center gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600">
              <input type="radio" name={`rating-${booking.id}`} value={n} checked={rating === n} onChange={() => setRating(n)} className="sr-only" />
              <Star className={cn('size-7', n <= rating ? 'fill-sun-400 text-sun-400' : 'text-slate-300')} aria-hidden />
              <span className="sr-only">{m.review_stars({ count: n })}</span>
            </label>
          ))}
          <span className="ml-2 text-sm text-slate-600" aria-live="polite">
            {WORDS[rating]}
          </span>
        </div>
      </fieldset>
      <div className="mt-4 space-y-1">
        <Label htmlFor={`review-comment-${booking.id}`}>{m.review_comment()}</Label>
        <Textarea
          id={`review-comment-${booking.id}`}
          rows={4}
          maxLength={maxLengthOf(CreateReviewSchema.shape.comment)}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          placeholder={m.review_placeholder()}
        />
      </div>
    </Dialog>
  );
}
