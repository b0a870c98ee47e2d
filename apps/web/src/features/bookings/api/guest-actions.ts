import type { Booking, CreateReviewInput, MoveBookingInput } from '@nafasi/shared/bookings';
import { queryRoots } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';
import { cancelBooking } from './cancel-booking';
import { bookingKeys } from './keys';
import { moveBooking } from './move-booking';
import { submitMpesaCode } from './submit-mpesa-code';
import { submitReview } from './submit-review';
import { m } from '@nafasi/shared/i18n';

/*
 * A guest's changes to their bookings: each says what happened, refreshes what it changed, and says
 * a refusal in the server's words.
 */
export const useCancelBooking = () => useWrite(cancelBooking, { refresh: [bookingKeys.mine], done: m.toast_booking_cancelled() });

export const useSubmitMpesaCode = () =>
  useWrite(({ bookingId, code }: { bookingId: string; code: string }) => submitMpesaCode(bookingId, code), {
    refresh: [bookingKeys.mine],
    done: m.toast_mpesa_code_received(),
  });

/** Moves a booking; a refusal reads the space's times again (someone may have taken the new one). */
export const useMoveBooking = () =>
  useWrite(({ booking, input }: { booking: Booking; input: MoveBookingInput }) => moveBooking(booking.id, input), {
    refresh: [bookingKeys.all],
    done: m.toast_booking_moved(),
    refreshOnError: ({ booking }) => [bookingKeys.spaceAvailability(booking.spaceId)],
  });

/** A review changes the booking (reviewed) and the space's rating. */
export const useSubmitReview = () =>
  useWrite(({ spaceId, input }: { spaceId: string; input: CreateReviewInput }) => submitReview(spaceId, input), {
    refresh: [bookingKeys.all, queryRoots.spaces],
    done: m.toast_review_thanks(),
  });
