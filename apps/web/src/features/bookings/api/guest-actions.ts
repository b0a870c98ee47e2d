import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, CreateReviewInput, MoveBookingInput } from '@nafasi/shared/bookings';
import { getErrorMessage } from '@nafasi/shared/errors';
import { queryRoots } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { cancelBooking } from './cancel-booking';
import { bookingKeys } from './keys';
import { moveBooking } from './move-booking';
import { submitMpesaCode } from './submit-mpesa-code';
import { submitReview } from './submit-review';

/*
 * A guest's changes to their bookings: each says what happened, refreshes what it changed, and says
 * a refusal in the server's words.
 */
const failed = (error: unknown) => toast.error(getErrorMessage(error));

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => {
      toast.success('Booking cancelled.');
      return queryClient.invalidateQueries({ queryKey: bookingKeys.mine });
    },
    onError: failed,
  });
}

export function useSubmitMpesaCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, code }: { bookingId: string; code: string }) => submitMpesaCode(bookingId, code),
    onSuccess: () => {
      toast.success('M-Pesa code received. We’ll confirm your booking once the payment is checked.');
      return queryClient.invalidateQueries({ queryKey: bookingKeys.mine });
    },
    onError: failed,
  });
}

/** Moves a booking; a refusal reads the space's times again (someone may have taken the new one). */
export function useMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, input }: { booking: Booking; input: MoveBookingInput }) => moveBooking(booking.id, input),
    onSuccess: () => {
      toast.success('Booking moved.');
      return queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
    onError: (error, { booking }) => {
      failed(error);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.spaceAvailability(booking.spaceId) });
    },
  });
}

/** A review changes the booking (reviewed) and the space's rating. */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ spaceId, input }: { spaceId: string; input: CreateReviewInput }) => submitReview(spaceId, input),
    onSuccess: () => {
      toast.success('Thank you for your review!');
      void queryClient.invalidateQueries({ queryKey: queryRoots.spaces });
      return queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
    onError: failed,
  });
}
