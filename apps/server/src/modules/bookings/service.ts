import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  CANCELLATION_NOTICE_HOURS,
  MAX_BOOKING_MONTHS_AHEAD,
  type Booking,
  type CreateBookingInput,
  type CreateReviewInput,
  type Earnings,
  type MoveBookingInput,
} from '@nafasi/shared/bookings';
import { MESSAGES } from '@nafasi/shared/errors';
import { formatKsh } from '@nafasi/shared/money';
import type { AdminBookingQuery } from '@nafasi/shared/listings';
import type { Review } from '@nafasi/shared/spaces';
import { bookingAmounts } from '@nafasi/shared/pricing';
import { minutesToTime, nairobiInstant, timeToMinutes } from '@nafasi/shared/time';
import type { Db } from '../../db/client.ts';
import { bookings, profiles, refunds, reviews, spaces, users } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { audit } from '../../lib/audit.ts';
import { containing } from '../../lib/like.ts';
import { AppError, badRequest, conflict, notFound, sqlState } from '../../lib/errors.ts';
import { toIcs } from './ics.ts';

const HOUR = 3_600_000;
/** Letters and digits that cannot be misread for one another over the phone (no 0/O, 1/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const code = (length: number) => Array.from(randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join('');

const selectBooking = {
  booking: bookings,
  spaceName: spaces.title,
  spaceLocation: spaces.location,
  spaceOwnerId: spaces.ownerId,
  userName: profiles.fullName,
  userEmail: users.email,
  reviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id})`.mapWith(Boolean),
  refundStatus: refunds.status,
  refundCents: refunds.amountCents,
  refundReference: refunds.reference,
};
type Row = {
  booking: typeof bookings.$inferSelect;
  spaceName: string;
  spaceLocation: string;
  spaceOwnerId: string | null;
  userName: string | null;
  userEmail: string;
  reviewed: boolean;
  refundStatus: 'due' | 'sent' | null;
  refundCents: number | null;
  refundReference: string | null;
};

type Hours = { opensAt: number; closesAt: number };

/**
 * The rules every booked time obeys (§4, issue 4): end after start, on the hour or half hour, inside
 * the space's opening hours, not in the past, at most twelve months ahead. Returns the instants.
 */
function checkSlot(space: Hours, input: MoveBookingInput, now: Date) {
  const [startMin, endMin] = [timeToMinutes(input.startTime), timeToMinutes(input.endTime)];
  if (endMin <= startMin) throw badRequest(BOOKING_MESSAGES.endAfterStart, 'endTime');
  if (startMin % 30 || endMin % 30) throw badRequest(BOOKING_MESSAGES.halfHours, startMin % 30 ? 'startTime' : 'endTime');
  if (startMin < space.opensAt || endMin > space.closesAt) {
    throw badRequest(BOOKING_MESSAGES.outsideHours(minutesToTime(space.opensAt), minutesToTime(space.closesAt)), 'startTime');
  }
  const start = nairobiInstant(input.date, input.startTime);
  const end = nairobiInstant(input.date, input.endTime);
  if (start.getTime() < now.getTime()) throw badRequest(BOOKING_MESSAGES.inPast, 'date');
  const latest = new Date(now);
  latest.setMonth(latest.getMonth() + MAX_BOOKING_MONTHS_AHEAD);
  if (start.getTime() > latest.getTime()) throw badRequest(BOOKING_MESSAGES.tooFarAhead, 'date');
  return { start, end, hours: (endMin - startMin) / 60 };
}

/** How long a booking waits for another one of the same space before it gives up and retries. */
const LOCK_TIMEOUT_MS = 2000;
const ATTEMPTS = 3;
/** Deadlock, serialization failure, lock wait timed out: the write is tried again. */
const RETRYABLE = new Set(['40P01', '40001', '55P03']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a write that takes a slot of `spaceId`. Writes to one space are serialised on an advisory
 * lock of the space (concurrent inserts under an exclusion constraint otherwise deadlock each other
 * on PostgreSQL), each waiting at most LOCK_TIMEOUT_MS; a deadlock or timeout is retried with
 * jitter, and one that still fails is answered 409 with a sentence, never 500 and never late. The
 * exclusion constraint stays the guarantee: its refusal is the "taken" 409.
 */
async function slotWrite<T>(db: Db, spaceId: string, write: (tx: Db) => Promise<T>, before?: (tx: Db) => Promise<void>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('lock_timeout', ${`${LOCK_TIMEOUT_MS}ms`}, true)`);
        if (before) await before(tx as unknown as Db);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${spaceId}, 0))`);
        return write(tx as unknown as Db);
      });
    } catch (err) {
      const state = sqlState(err);
      if (state === '23P01') throw conflict(BOOKING_MESSAGES.slotTaken, 'slot_taken');
      if (!state || !RETRYABLE.has(state)) throw err;
      if (attempt >= ATTEMPTS) throw new AppError(409, 'busy', BOOKING_MESSAGES.busy, undefined, { 'retry-after': '1' });
      await sleep(20 + Math.random() * 80 * attempt);
    }
  }
}

function toBooking({ booking: b, spaceName, userName, userEmail, reviewed, refundStatus, refundCents, refundReference }: Row): Booking {
  return {
    id: b.id,
    reference: b.reference,
    spaceId: b.spaceId,
    spaceName,
    userId: b.userId,
    userName: userName ?? userEmail,
    startTime: b.startTime.toISOString(),
    endTime: b.endTime.toISOString(),
    totalHours: (b.endTime.getTime() - b.startTime.getTime()) / HOUR,
    totalCost: b.totalCents / 100,
    status: b.status as Booking['status'],
    paymentStatus: b.paymentStatus as Booking['paymentStatus'],
    mpesaCode: b.mpesaCode,
    holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
    invoice: { id: b.invoiceId, subtotal: b.subtotalCents / 100, tax: b.taxCents / 100, total: b.totalCents / 100, issuedAt: b.createdAt.toISOString() },
    reviewed,
    refund: refundStatus ? { status: refundStatus, amount: (refundCents ?? 0) / 100, reference: refundReference } : null,
    createdAt: b.createdAt.toISOString(),
  };
}

/** Bookings by the hour. The database itself refuses two active bookings of one space that overlap. */
export function bookingsService(
  db: Db,
  options: {
    holdHours: number;
    maxHolds: number;
    platformFeePercent?: number;
    /** Whether M-Pesa reported the payment a typed code names, for this booking (it is then paid). */
    verifyClaim?: (bookingId: string, code: string) => Promise<boolean>;
  },
) {
  const platformFeePercent = options.platformFeePercent ?? 10;
  const rows = () =>
    db
      .select(selectBooking)
      .from(bookings)
      .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(profiles, eq(profiles.userId, bookings.userId))
      .leftJoin(refunds, eq(refunds.bookingId, bookings.id));

  /** A booking the caller may see: their own, one of their space's (owners), or any (admins). */
  async function visible(user: AuthUser, id: string): Promise<Row> {
    const [row] = await rows().where(eq(bookings.id, id));
    const allowed = row && (row.booking.userId === user.id || user.role === 'admin' || (user.role === 'owner' && row.spaceOwnerId === user.id));
    // Someone else's booking is answered exactly like a missing one.
    if (!allowed) throw notFound(BOOKING_MESSAGES.notFound);
    return row;
  }

  async function reload(id: string): Promise<Booking> {
    const [row] = await rows().where(eq(bookings.id, id));
    return toBooking(row!);
  }

  return {
    holdHours: options.holdHours,

    async create(user: AuthUser, input: CreateBookingInput, now = new Date()): Promise<Booking> {
      const [space] = await db
        .select({ rate: spaces.hourlyRateCents, opensAt: spaces.opensAt, closesAt: spaces.closesAt, ownerId: spaces.ownerId })
        .from(spaces)
        .where(and(eq(spaces.id, input.spaceId), eq(spaces.status, 'approved')));
      if (!space) throw notFound(MESSAGES.spaceNotFound);
      // A host's own booking would be a way to hide a slot or to review themselves.
      if (space.ownerId === user.id) throw new AppError(403, 'own_space', BOOKING_MESSAGES.ownSpace);

      const { start, end, hours } = checkSlot(space, input, now);
      // Every amount comes from the space's rate here; the client never sends one.
      const amounts = bookingAmounts(space.rate, hours);
      // Holds per account are counted under a lock of the account, so two at once cannot both pass.
      const countHolds = async (tx: Db) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`holds:${user.id}`}, 0))`);
        const [held] = await tx
          .select({ n: count() })
          .from(bookings)
          .where(and(eq(bookings.userId, user.id), eq(bookings.status, 'pending'), eq(bookings.paymentStatus, 'pending'), gt(bookings.holdExpiresAt, now)));
        if ((held?.n ?? 0) >= options.maxHolds) throw new AppError(409, 'too_many_holds', BOOKING_MESSAGES.tooManyHolds(options.maxHolds));
      };
      const [created] = await slotWrite(
        db,
        input.spaceId,
        (tx) =>
        tx
          .insert(bookings)
          .values({
            reference: `NF-${code(6)}`,
            invoiceId: `INV-${input.date.replaceAll('-', '')}-${code(5)}`,
            spaceId: input.spaceId,
            userId: user.id,
            startTime: start,
            endTime: end,
            subtotalCents: amounts.subtotalCents,
            taxCents: amounts.taxCents,
            totalCents: amounts.totalCents,
            holdExpiresAt: new Date(now.getTime() + options.holdHours * HOUR),
          })
          .returning({ id: bookings.id }),
        countHolds,
      );
      return reload(created!.id);
    },

    async listMine(user: AuthUser, limit: number, offset: number) {
      const where = eq(bookings.userId, user.id);
      const [found, [total]] = await Promise.all([
        rows().where(where).orderBy(desc(bookings.startTime)).limit(limit).offset(offset),
        db.select({ n: count() }).from(bookings).where(where),
      ]);
      return { data: found.map(toBooking), page: { total: total?.n ?? 0, limit, offset } };
    },

    /** The bookings of the spaces a user owns (owners see who booked their spaces, and mark payments). */
    async listForOwner(user: AuthUser, limit: number, offset: number) {
      const where = eq(spaces.ownerId, user.id);
      const [found, [total]] = await Promise.all([
        rows().where(where).orderBy(desc(bookings.startTime)).limit(limit).offset(offset),
        db.select({ n: count() }).from(bookings).innerJoin(spaces, eq(spaces.id, bookings.spaceId)).where(where),
      ]);
      return { data: found.map(toBooking), page: { total: total?.n ?? 0, limit, offset } };
    },

    /**
     * A host's earnings: every paid booking of their spaces, Nafasi's fee on the amount before tax
     * (the tax is remitted by Nafasi) and the payout owed; a refunded booking earns nothing.
     */
    async earnings(user: AuthUser): Promise<Earnings> {
      const found = await rows().where(and(eq(spaces.ownerId, user.id), eq(bookings.paymentStatus, 'paid'))).orderBy(desc(bookings.startTime)).limit(5000);
      const pct = platformFeePercent;
      const earningRows = found.map((r) => {
        const refunded = r.refundStatus !== null;
        const feeCents = refunded ? 0 : Math.round((r.booking.subtotalCents * pct) / 100);
        const subtotalCents = refunded ? 0 : r.booking.subtotalCents;
        return {
          bookingId: r.booking.id,
          reference: r.booking.reference,
          spaceName: r.spaceName,
          guest: r.userName ?? r.userEmail,
          startTime: r.booking.startTime.toISOString(),
          subtotal: subtotalCents / 100,
          fee: feeCents / 100,
          payout: (subtotalCents - feeCents) / 100,
          refunded,
        };
      });
      const sum = (key: 'subtotal' | 'fee' | 'payout') => Math.round(earningRows.reduce((a, r) => a + r[key] * 100, 0)) / 100;
      return { feePercent: pct, rows: earningRows, totals: { subtotal: sum('subtotal'), fee: sum('fee'), payout: sum('payout') } };
    },

    /** Every booking, for the admin panel: searched, sorted and paged by the database. */
    async listAll(query: AdminBookingQuery) {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(bookings.status, query.status));
      if (query.q) {
        const like = containing(query.q);
        conditions.push(or(ilike(bookings.reference, like), ilike(spaces.title, like), ilike(users.email, like), ilike(profiles.fullName, like))!);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const column = { created: bookings.createdAt, start: bookings.startTime, amount: bookings.totalCents, status: bookings.status }[query.sort];
      const direction = query.order === 'asc' ? asc : desc;
      const [found, [total]] = await Promise.all([
        rows().where(where).orderBy(direction(column), direction(bookings.id)).limit(query.limit).offset(query.offset),
        db
          .select({ n: count() })
          .from(bookings)
          .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
          .innerJoin(users, eq(users.id, bookings.userId))
          .leftJoin(profiles, eq(profiles.userId, bookings.userId))
          .where(where),
      ]);
      return { data: found.map(toBooking), page: { total: total?.n ?? 0, limit: query.limit, offset: query.offset } };
    },

    async get(user: AuthUser, id: string): Promise<Booking> {
      return toBooking(await visible(user, id));
    },

    /** The booking as an .ics file for the guest's calendar. */
    async calendar(user: AuthUser, id: string): Promise<{ filename: string; body: string }> {
      const row = await visible(user, id);
      const b = row.booking;
      const body = toIcs({
        uid: `${b.id}@nafasi.co.ke`,
        start: b.startTime,
        end: b.endTime,
        summary: `Booking: ${row.spaceName}`,
        location: row.spaceLocation,
        description: `Nafasi booking ${b.reference}. Total ${formatKsh(b.totalCents / 100)} (${b.paymentStatus === 'paid' ? 'paid' : 'payment pending'}).`,
        status: b.status === 'confirmed' ? 'CONFIRMED' : b.status === 'cancelled' ? 'CANCELLED' : 'TENTATIVE',
      });
      return { filename: `nafasi-${b.reference}.ics`, body };
    },

    /** §9 policy: a pending booking, or a confirmed one at least 24 hours ahead. The slot is freed. */
    async cancel(user: AuthUser, id: string, now = new Date()): Promise<Booking> {
      const row = await visible(user, id);
      if (row.booking.userId !== user.id && user.role !== 'admin') throw notFound(BOOKING_MESSAGES.notFound);
      const noticeCutoff = new Date(now.getTime() + CANCELLATION_NOTICE_HOURS * HOUR);
      await db.transaction(async (tx) => {
        const [cancelled] = await tx
          .update(bookings)
          .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
          .where(
            and(
              eq(bookings.id, id),
              or(eq(bookings.status, 'pending'), and(eq(bookings.status, 'confirmed'), sql`${bookings.startTime} >= ${noticeCutoff.toISOString()}::timestamptz`)),
            ),
          )
          .returning({ paymentStatus: bookings.paymentStatus, totalCents: bookings.totalCents });
        if (!cancelled) throw new AppError(409, 'cannot_cancel', BOOKING_MESSAGES.cannotCancel);
        // Paid and cancelled within the policy: the whole amount is owed back, recorded with the cancellation.
        if (cancelled.paymentStatus === 'paid') {
          const reason = user.role === 'admin' && row.booking.userId !== user.id ? 'Cancelled by Nafasi' : `Cancelled by the guest at least ${CANCELLATION_NOTICE_HOURS} hours ahead`;
          await tx.insert(refunds).values({ bookingId: id, amountCents: cancelled.totalCents, reason }).onConflictDoNothing();
        }
      });
      return reload(id);
    },

    /**
     * Modify: moves a confirmed booking that has not started to another free time of the same length.
     * The price was paid for that length, so it stays; the exclusion constraint keeps the new time free.
     */
    async move(user: AuthUser, id: string, input: MoveBookingInput, now = new Date()): Promise<Booking> {
      const row = await visible(user, id);
      const b = row.booking;
      if (b.userId !== user.id && user.role !== 'admin') throw notFound(BOOKING_MESSAGES.notFound);
      if (b.status !== 'confirmed' || b.startTime.getTime() <= now.getTime()) throw new AppError(409, 'cannot_modify', BOOKING_MESSAGES.cannotModify);
      const [space] = await db.select({ opensAt: spaces.opensAt, closesAt: spaces.closesAt }).from(spaces).where(eq(spaces.id, b.spaceId));
      const { start, end } = checkSlot(space!, input, now);
      if (end.getTime() - start.getTime() !== b.endTime.getTime() - b.startTime.getTime()) throw badRequest(BOOKING_MESSAGES.keepLength, 'endTime');
      if (start.getTime() === b.startTime.getTime()) throw badRequest(BOOKING_MESSAGES.sameSlot, 'startTime');
      const [moved] = await slotWrite(db, b.spaceId, (tx) =>
        tx
          .update(bookings)
          .set({ startTime: start, endTime: end, updatedAt: now })
          .where(and(eq(bookings.id, id), eq(bookings.status, 'confirmed'), sql`${bookings.startTime} > ${now.toISOString()}::timestamptz`))
          .returning({ id: bookings.id }),
      );
      if (!moved) throw new AppError(409, 'cannot_modify', BOOKING_MESSAGES.cannotModify);
      return reload(id);
    },

    /**
     * Once a confirmed booking has ended, its guest may rate the space, once per booking. The space's
     * rating and review count follow in the same transaction.
     */
    async review(user: AuthUser, spaceId: string, input: Required<CreateReviewInput>, now = new Date()): Promise<Review> {
      return db.transaction(async (tx) => {
        const [b] = await tx
          .select({ spaceId: bookings.spaceId, status: bookings.status, paymentStatus: bookings.paymentStatus, endTime: bookings.endTime, ownerId: spaces.ownerId, name: profiles.fullName, email: users.email })
          .from(bookings)
          .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
          .innerJoin(users, eq(users.id, bookings.userId))
          .leftJoin(profiles, eq(profiles.userId, bookings.userId))
          .where(and(eq(bookings.id, input.bookingId), eq(bookings.userId, user.id)));
        if (!b) throw notFound(BOOKING_MESSAGES.notFound);
        if (b.spaceId !== spaceId) throw badRequest(BOOKING_MESSAGES.reviewWrongSpace, 'bookingId');
        if (b.ownerId === user.id) throw new AppError(403, 'own_space', BOOKING_MESSAGES.ownSpaceReview);
        if (b.status !== 'confirmed' || b.endTime.getTime() > now.getTime()) throw new AppError(409, 'review_too_early', BOOKING_MESSAGES.reviewTooEarly);
        // A review stands on a stay someone paid for.
        if (b.paymentStatus !== 'paid') throw new AppError(409, 'review_not_paid', BOOKING_MESSAGES.reviewNotPaid);
        // One review per booking: the unique index decides, so two quick submits cannot both count.
        const [created] = await tx
          .insert(reviews)
          .values({ spaceId, userId: user.id, bookingId: input.bookingId, userName: b.name || b.email.split('@')[0]!, rating: input.rating, comment: input.comment })
          .onConflictDoNothing({ target: reviews.bookingId })
          .returning();
        if (!created) throw conflict(BOOKING_MESSAGES.alreadyReviewed, 'already_reviewed');
        await tx
          .update(spaces)
          .set({
            rating: sql`round((${spaces.rating} * ${spaces.reviewsCount} + ${input.rating}) / (${spaces.reviewsCount} + 1), 2)`,
            reviewsCount: sql`${spaces.reviewsCount} + 1`,
          })
          .where(eq(spaces.id, spaceId));
        return { id: created.id, rating: created.rating, comment: created.comment, userName: created.userName, createdAt: created.createdAt.toISOString() };
      });
    },

    /** The guest records the M-Pesa transaction code of their payment, for the owner or an admin to check. */
    async submitMpesaCode(user: AuthUser, id: string, mpesaCode: string): Promise<Booking> {
      const row = await visible(user, id);
      if (row.booking.userId !== user.id) throw notFound(BOOKING_MESSAGES.notFound);
      let updated;
      try {
        [updated] = await db
          .update(bookings)
          .set({ mpesaCode, mpesaSubmittedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(bookings.id, id), eq(bookings.status, 'pending')))
          .returning({ id: bookings.id });
      } catch (err) {
        // One M-Pesa transaction pays one booking (unique index).
        if (sqlState(err) === '23505') throw new AppError(409, 'mpesa_code_used', BOOKING_MESSAGES.mpesaCodeUsed, 'code');
        throw err;
      }
      if (!updated) throw new AppError(409, 'not_payable', BOOKING_MESSAGES.notPayable);
      // A code is a claim: it confirms the booking only when Daraja reported that payment for it.
      await options.verifyClaim?.(id, mpesaCode);
      return reload(id);
    },

    /** Refunds owed, then the latest sent: what the admin completes. */
    async refundsList() {
      const found = await rows().where(sql`${refunds.id} is not null`).orderBy(desc(sql`${refunds.status} = 'due'`), desc(refunds.createdAt)).limit(200);
      return found.map(toBooking);
    },

    /** An admin records that a refund was sent, with the M-Pesa transaction that returned it. */
    async markRefundSent(admin: AuthUser, bookingId: string, reference: string): Promise<Booking> {
      await db.transaction(async (tx) => {
        const [sent] = await tx
          .update(refunds)
          .set({ status: 'sent', reference, sentAt: new Date(), sentBy: admin.id })
          .where(and(eq(refunds.bookingId, bookingId), eq(refunds.status, 'due')))
          .returning({ amountCents: refunds.amountCents });
        if (!sent) throw new AppError(409, 'no_refund_due', BOOKING_MESSAGES.noRefundDue);
        await audit(tx, admin, { action: 'booking.refund_sent', targetType: 'booking', targetId: bookingId, summary: `Recorded a refund of ${formatKsh(sent.amountCents / 100)} sent (${reference})` });
      });
      return reload(bookingId);
    },

    /** The space's host (or an admin) frees the slot of a guest's unpaid hold. */
    async release(actor: AuthUser, id: string, now = new Date()): Promise<Booking> {
      const row = await visible(actor, id);
      const mayRelease = actor.role === 'admin' || row.spaceOwnerId === actor.id;
      if (!mayRelease) throw notFound(BOOKING_MESSAGES.notFound);
      const [released] = await db
        .update(bookings)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now, holdExpiresAt: null })
        .where(and(eq(bookings.id, id), eq(bookings.status, 'pending'), eq(bookings.paymentStatus, 'pending')))
        .returning({ id: bookings.id });
      if (!released) throw new AppError(409, 'cannot_release', BOOKING_MESSAGES.cannotRelease);
      return reload(id);
    },

    /** An admin, or the owner of the space, confirms the payment: the booking becomes confirmed and paid. */
    async markPaid(actor: AuthUser, id: string): Promise<Booking> {
      const row = await visible(actor, id);
      const mayConfirm = actor.role === 'admin' || (actor.role === 'owner' && row.spaceOwnerId === actor.id);
      if (!mayConfirm) throw notFound(BOOKING_MESSAGES.notFound);
      // Nobody confirms a payment of their own (an owner's booking made before hosts were refused).
      if (row.booking.userId === actor.id && actor.role !== 'admin') throw new AppError(403, 'own_booking', BOOKING_MESSAGES.ownSpace);
      const now = new Date();
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(bookings)
          .set({ status: 'confirmed', paymentStatus: 'paid', paidAt: now, confirmedBy: actor.id, holdExpiresAt: null, updatedAt: now })
          .where(and(eq(bookings.id, id), eq(bookings.status, 'pending')))
          .returning({ id: bookings.id, reference: bookings.reference });
        if (row && actor.role === 'admin') {
          await audit(tx, actor, { action: 'booking.mark_paid', targetType: 'booking', targetId: id, summary: `Confirmed the M-Pesa payment of booking ${row.reference}` });
        }
        return row;
      });
      if (!updated) throw new AppError(409, 'not_payable', BOOKING_MESSAGES.notPayable);
      return reload(id);
    },

    /**
     * Frees the slots of pending bookings whose hold has run out unpaid. A quoted M-Pesa code does not
     * keep the hold: only a verified payment does (anyone can type a well-formed code). The state
     * lives in the database, so a restart loses nothing; several instances may run it at once.
     */
    async expireHolds(now = new Date()): Promise<number> {
      const expired = await db
        .update(bookings)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(
          and(
            eq(bookings.status, 'pending'),
            eq(bookings.paymentStatus, 'pending'),
            lt(bookings.holdExpiresAt, now),
          ),
        )
        .returning({ id: bookings.id });
      return expired.length;
    },
  };
}

export type BookingsService = ReturnType<typeof bookingsService>;
