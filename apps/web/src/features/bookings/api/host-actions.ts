import type { Booking } from '@nafasi/shared/bookings';
import { useWrite } from '@/lib/use-write';
import { acceptRequest, declineRequest } from './answer-request';
import { bookingKeys } from './keys';
import { markPaid } from './mark-paid';
import { releaseHold } from './release-hold';

/**
 * A host's answer to a guest's booking: it says what happened, refreshes the host's list of their
 * spaces' bookings, and says a refusal in the server's words.
 */
const useHostAction = <Input>(mutationFn: (input: Input) => Promise<Booking>, done: (b: Booking) => string) =>
  useWrite(mutationFn, { refresh: [bookingKeys.ofMySpaces], done });

export const useMarkPaid = () => useHostAction(markPaid, (b) => `Payment for ${b.reference} marked as received.`);
export const useReleaseHold = () => useHostAction(releaseHold, (b) => `The hold of ${b.reference} was released: the time is free again.`);
export const useAcceptRequest = () => useHostAction(acceptRequest, (b) => `You accepted ${b.reference}. The guest is asked to pay.`);
export const useDeclineRequest = () => useHostAction(declineRequest, (b) => `You declined ${b.reference}. The time is free again.`);
