import type { Booking } from '@nafasi/shared/bookings';
import { useWrite } from '@/lib/use-write';
import { acceptRequest, declineRequest } from './answer-request';
import { bookingKeys } from './keys';
import { markPaid } from './mark-paid';
import { releaseHold } from './release-hold';
import { m } from '@nafasi/shared/i18n';

/**
 * A host's answer to a guest's booking: it says what happened, refreshes the host's list of their
 * spaces' bookings, and says a refusal in the server's words.
 */
const useHostAction = <Input>(mutationFn: (input: Input) => Promise<Booking>, done: (b: Booking) => string) =>
  useWrite(mutationFn, { refresh: [bookingKeys.ofMySpaces], done });

export const useMarkPaid = () => useHostAction(markPaid, (b) => m.toast_payment_received({ reference: b.reference }));
export const useReleaseHold = () => useHostAction(releaseHold, (b) => m.toast_hold_released({ reference: b.reference }));
export const useAcceptRequest = () => useHostAction(acceptRequest, (b) => m.toast_request_accepted({ reference: b.reference }));
export const useDeclineRequest = () => useHostAction(declineRequest, (b) => m.toast_request_declined({ reference: b.reference }));
