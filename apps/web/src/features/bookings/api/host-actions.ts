import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@nafasi/shared/bookings';
import { getErrorMessage } from '@nafasi/shared/errors';
import { toast } from '@/lib/toast';
import { acceptRequest, declineRequest } from './answer-request';
import { bookingKeys } from './keys';
import { markPaid } from './mark-paid';
import { releaseHold } from './release-hold';

/**
 * A host's answer to a guest's booking: it says what happened, refreshes the host's list of their
 * spaces' bookings, and says a refusal in the server's words.
 */
function useHostAction<Input>(mutationFn: (input: Input) => Promise<Booking>, done: (b: Booking) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (b) => {
      toast.success(done(b));
      return queryClient.invalidateQueries({ queryKey: bookingKeys.ofMySpaces });
    },
    onError: (error) => toast.error(getErrorMessage(error)),
  });
}

export const useMarkPaid = () => useHostAction(markPaid, (b) => `Payment for ${b.reference} marked as received.`);
export const useReleaseHold = () => useHostAction(releaseHold, (b) => `The hold of ${b.reference} was released: the time is free again.`);
export const useAcceptRequest = () => useHostAction(acceptRequest, (b) => `You accepted ${b.reference}. The guest is asked to pay.`);
export const useDeclineRequest = () => useHostAction(declineRequest, (b) => `You declined ${b.reference}. The time is free again.`);
