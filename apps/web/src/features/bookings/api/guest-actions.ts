import type { Booking, CreateReviewInput, MoveBookingInput } from '@nafasi/shared/bookings';
import { queryRoots } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';
import { cancelBooking } from './cancel-booking';
import { bookingKeys } from './keys';
import { moveBooking } from './move-booking';
import { submitMpesaCode } from './submit-mpesa-code';
import { submitReview } from './submit-review';

/*
 * A guest's changes to their bookings: each says what happened, refreshes what it changed, and says
 * a refusal in the server's words.
 */
export const useCancelBooking = () => useWrite(cancelBooking, { refresh: [bookingKeys.mine], done: 'Booking cancelled.' });

export const useSubmitMpesaCode = () =>
  useWrite(({ bookingId, code }: { bookingId: string; code: string }) => submitMpesaCode(bookingId, code), {
    refresh: [bookingKeys.mine],
    done: 'M-Pesa code received. We’ll confirm your booking once the payment is checked.',
  });

/** Moves a booking; a refusal reads the space's times again (someone may have taken the new one). */
export const useMoveBooking = () =>
  useWrite(({ booking, input }: { booking: Booking; input: MoveBookingInput }) => moveBooking(booking.id, input), {
    refresh: [bookingKeys.all],
    done: 'Booking moved.',
    refreshOnError: ({ booking }) => [bookingKeys.spaceAvailability(booking.spaceId)],
  });

/** A review changes the booking (reviewed) and the space's rating. */
export const useSubmitReview = () =>
  useWrite(({ spaceId, input }: { spaceId: string; input: CreateReviewInput }) => submitReview(spaceId, input), {
    refresh: [bookingKeys.all, queryRoots.spaces],
    done: 'Thank you for your review!',
  });
