import { and, eq, gt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { BookingStatus } from '@nafasi/shared/bookings';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';

/**
 * A booking's life in one place (issue 28). A booking is in one of these states:
 *
 *   requested  a request waiting for the host (status requested, unpaid)
 *   held       a held slot waiting for the guest's payment (status pending, unpaid)
 *   confirmed  paid (status confirmed, paid)
 *   cancelled  by the guest, the host, an admin, or run out (status cancelled)
 *   declined   by the host (status declined)
 *
 * Every change of a booking's status goes through `transition` with one of the events below; the
 * table says from which states each may happen and to which status it leads. The rules beyond the
 * state (the cancellation notice, a hold not yet run out, a slot not yet started) are passed in as
 * conditions of the same single UPDATE, so two changes racing cannot both happen. Other modules
 * (payments, listings, the jobs) call it inside their own transactions; none writes a booking's
 * status itself.
 */
export type BookingState = 'requested' | 'held' | 'confirmed' | 'cancelled' | 'declined';
export const BOOKING_STATES: readonly BookingState[] = ['requested', 'held', 'confirmed', 'cancelled', 'declined'];

/** The (status, payment) pair each state is stored as. */
export const STATE_COLUMNS: Record<BookingState, { status: BookingStatus; paymentStatus: 'pending' | 'paid' }> = {
  requested: { status: 'requested', paymentStatus: 'pending' },
  held: { status: 'pending', paymentStatus: 'pending' },
  confirmed: { status: 'confirmed', paymentStatus: 'paid' },
  cancelled: { status: 'cancelled', paymentStatus: 'pending' },
  declined: { status: 'declined', paymentStatus: 'pending' },
};

/** The state a stored booking is in (a cancelled booking keeps its payment state: paid ones were refunded). */
export function stateOf(b: { status: BookingStatus; paymentStatus: 'pending' | 'paid' }): BookingState {
  if (b.status === 'pending') return 'held';
  return b.status;
}

/** What may happen to a booking, from which states, and the status it leads to (null: the status stays). */
export const TRANSITIONS = {
  /** The host accepts a request: the guest may now pay, within the hold. */
  accept: { from: ['requested'], to: 'pending' },
  /** The host declines a request. */
  decline: { from: ['requested'], to: 'declined' },
  /** A verified payment (STK, paybill, or a host or admin who saw it) confirms a held booking. */
  pay: { from: ['held'], to: 'confirmed', paid: true },
  /** The guest (or an admin) cancels: a request, a hold, or a confirmed booking far enough ahead. */
  cancel: { from: ['requested', 'held', 'confirmed'], to: 'cancelled' },
  /** The host (or an admin) frees an unpaid hold. */
  release: { from: ['held'], to: 'cancelled' },
  /** The minute job: a request or hold whose time ran out unpaid. */
  expire: { from: ['requested', 'held'], to: 'cancelled' },
  /** The space is deleted: its requests and holds still to come end. */
  withdraw: { from: ['requested', 'held'], to: 'cancelled' },
  /** A confirmed booking moves to another time (its status stays). */
  move: { from: ['confirmed'], to: null },
} as const satisfies Record<string, { from: readonly BookingState[]; to: BookingStatus | null; paid?: true }>;
export type BookingEvent = keyof typeof TRANSITIONS;

/** Whether `event` may happen to a booking in `state` (by the table alone). */
export const allowed = (event: BookingEvent, state: BookingState) => (TRANSITIONS[event].from as readonly BookingState[]).includes(state);

/** The SQL condition "the booking is in one of these states". */
function inStates(states: readonly BookingState[]): SQL {
  const each = states.map((s) => sql`(${bookings.status} = ${STATE_COLUMNS[s].status} and ${bookings.paymentStatus} = ${STATE_COLUMNS[s].paymentStatus})`);
  return or(...each) ?? sql`false`;
}

type Writer = Pick<Db, 'update'>;
type Insert = typeof bookings.$inferInsert;
/** Other columns the change writes: values, or SQL computed from the row. */
type BookingSet = { [K in keyof Insert]?: Insert[K] | SQL };

/**
 * Applies `event` to the bookings `which` selects (one by id, or a space's), if they are in a state
 * the event may leave and `also` holds, in one UPDATE; answers the rows changed (none: not allowed
 * now, for the caller to say why). `set` adds what else the change writes (times, notes, who).
 */
export async function transition(
  tx: Writer,
  event: BookingEvent,
  which: { id: string } | { spaceId: string; endingAfter: Date } | { all: true },
  options: { set?: BookingSet; also?: SQL; now?: Date } = {},
) {
  const rule = TRANSITIONS[event];
  const now = options.now ?? new Date();
  const target =
    'id' in which
      ? eq(bookings.id, which.id)
      : 'spaceId' in which
        ? and(eq(bookings.spaceId, which.spaceId), gt(bookings.endTime, which.endingAfter))
        : undefined;
  const ends = rule.to === 'cancelled' || rule.to === 'declined' ? { cancelledAt: now } : {};
  return tx
    .update(bookings)
    .set({ ...(rule.to ? { status: rule.to } : {}), ...('paid' in rule ? { paymentStatus: 'paid' as const } : {}), ...ends, updatedAt: now, ...options.set })
    .where(and(target, inStates(rule.from), options.also))
    .returning({ id: bookings.id, paymentStatus: bookings.paymentStatus, totalCents: bookings.totalCents, reference: bookings.reference });
}

/** A held booking waits for its payment until `until` (a part of it came: payments/parts.ts). */
export async function holdUntil(tx: Writer, id: string, until: Date, now: Date) {
  await tx
    .update(bookings)
    .set({ holdExpiresAt: until, updatedAt: now })
    .where(and(eq(bookings.id, id), inStates(['held'])));
}

/**
 * A paybill payment matched its booking: a code other guests typed for it is no longer theirs to
 * claim (their unpaid bookings drop it; the matched one keeps it).
 */
export async function dropClaims(tx: Writer, transId: string, keptBy: string) {
  await tx
    .update(bookings)
    .set({ mpesaCode: null })
    .where(and(eq(bookings.mpesaCode, transId), sql`${bookings.id} <> ${keptBy}`, eq(bookings.paymentStatus, 'pending')));
}

/** Whether a guest has paid for a booking at this space: then the host and guest see each other's contacts. */
export const paidHere = (spaceId: SQLWrapper, guestId: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${bookings} where ${bookings.spaceId} = ${spaceId} and ${bookings.userId} = ${guestId} and ${bookings.paymentStatus} = 'paid')`;

/** The M-Pesa code a guest quotes for a booking still to pay (a claim, checked against Daraja's reports); undefined when it is not payable. A code already quoted for another booking throws (unique index). */
export async function recordMpesaCode(tx: Writer, id: string, mpesaCode: string, now: Date) {
  const [updated] = await tx
    .update(bookings)
    .set({ mpesaCode, mpesaSubmittedAt: now, updatedAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'pending')))
    .returning({ id: bookings.id });
  return updated;
}
