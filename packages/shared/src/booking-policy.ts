/**
 * The booking policy's figures, for pages that state them. No schemas here, so such a page loads no
 * zod (issue 32); bookings.ts re-exports them.
 */

/** Bookings may be made this far ahead. */
export const MAX_BOOKING_MONTHS_AHEAD = 12;
/** The site's stated policy (§9): cancellation up to 24 hours before the booking. */
export const CANCELLATION_NOTICE_HOURS = 24;

/** §9: a request, a pending booking, or a confirmed one at least 24 hours ahead, can be cancelled (the server decides the same). */
export function canCancel(b: { status: string; startTime: string }, now = Date.now()) {
  if (b.status === 'pending' || b.status === 'requested') return true;
  return b.status === 'confirmed' && Date.parse(b.startTime) - now >= CANCELLATION_NOTICE_HOURS * 3_600_000;
}
