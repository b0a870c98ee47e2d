import { problemWords } from '@nafasi/shared/problems';
import { emailName } from '@nafasi/shared/auth';
import type { Change } from '@nafasi/shared/changes';
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, lt, ne, or, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  BOOKING_STATUSES,
  CANCELLATION_NOTICE_HOURS,
  type AdminBooking,
  type Booking,
  type CreateBookingInput,
  type CreateReviewInput,
  type Earnings,
  type MoveBookingInput,
  type OwnerBookingQuery,
} from '@nafasi/shared/bookings';
import { MESSAGES } from '@nafasi/shared/errors';
import { COMPANY_MESSAGES } from '@nafasi/shared/companies';
import { tablePage, type TableOrder, databaseText } from '../search/index.ts';
import { REFUND_REASONS, mpesaAmount } from '@nafasi/shared/payments';
import { centsToKsh } from '@nafasi/shared/money';
import type { AdminBookingQuery } from '@nafasi/shared/admin';
import type { Review } from '@nafasi/shared/spaces';
import { bookingAmounts } from '@nafasi/shared/pricing';
import { legacyTerms, moneySplit, withheldOn, type TaxTerms } from '@nafasi/shared/tax';
import { REQUEST_HOURS, depositTerms, type Schedule } from '@nafasi/shared/schedule';
import { addDays, nairobiDate, nairobiInstant } from '@nafasi/shared/time';
import type { Db } from '../../db/client.ts';
import { inCompanyOf } from '../companies/service.ts';
import { bookings, companies, companyMembers, ledgerEntries, paymentParts, profiles, refunds, reviews, spaces, users } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { audit } from '../../lib/audit.ts';
import { containing } from '../../lib/like.ts';
import { AppError, badRequest, conflict, notFound, sqlState } from '../../lib/errors.ts';
import { assertFree, bookInOne, checkSlot, insertBooking, type NewBooking, paddedWindow, refuseClash, slotWrite } from '../reservations/slots.ts';
import { oweRefund } from '../payments/refunds.ts';
import { paidSoFar, returnParts } from '../payments/parts.ts';
import { applied, bookingForLedger, guestSpent, hostOwed, hostShares, received, refundable } from '../payments/ledger.ts';
import { recordMpesaCode, transition } from '../reservations/lifecycle.ts';
import { addRating } from '../listings/ratings.ts';
import { bookingIcsEvent, toIcs } from '../../lib/ics.ts';
import { one } from '../../lib/rows.ts';
import { byIdsInBatches, changeNotifier } from '../../lib/coalesced.ts';
import { TEXT_SORTS as ADMIN_TEXT_SORTS, type AdminBookingIndex } from './admin-booking-index.ts';

const HOUR = 3_600_000;
/** Letters and digits that cannot be misread for one another over the phone (no 0/O, 1/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const code = (length: number) => Array.from(randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join('');

/** What every list of bookings shows of one: the booking, its space and guest, review and refunds. */
const shownBooking = {
  spaceName: spaces.title,
  userName: profiles.fullName,
  userEmail: users.email,
  reviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id})`.mapWith(Boolean),
  // A booking may have several refunds (its cancellation, payments that came too late or twice):
  // the guest sees them as one, read from the ledger (issue 29): what was owed back to them (credits
  // to the refunds account), due until as much has left (debits), the latest sent one's M-Pesa code;
  // a cancellation's refund means the host earns nothing. One read of the booking's refunds.
  refunds: sql<RefundsOf>`(select json_build_object(
      'status', case when count(*) = 0 then null when sum(l.amount_cents) < 0 then 'due' else 'sent' end,
      'cents', -sum(l.amount_cents) filter (where l.amount_cents < 0),
      'reference', (array_agg(l.mpesa_ref order by l.created_at desc) filter (where l.amount_cents > 0))[1],
      'cancellation', coalesce(bool_or(r.kind = 'cancellation'), false))
    from ${refunds} r join ${ledgerEntries} l on l.refund_id = r.id and l.account = 'refunds'
    where r.booking_id = ${bookings.id})`,
};
/** A booking whole, with what its guest and host act on (the space's rules, place and owner). */
const selectBooking = {
  ...shownBooking,
  booking: bookings,
  spaceSchedule: spaces.schedule,
  spaceLocation: spaces.location,
  spaceOwnerId: spaces.ownerId,
  // What has come toward it in parts (payments/parts.ts), returned parts left out.
  paidSoFar: sql<{ cents: number | string; parts: number }>`(select json_build_object('cents', coalesce(sum(${paymentParts.amountCents}), 0), 'parts', count(*))
    from ${paymentParts} where ${paymentParts.bookingId} = ${bookings.id} and ${paymentParts.returnedAt} is null)`,
  // The company whose account it is on (docs/COMPANIES.md).
  companyName: sql<string | null>`(select ${companies.name} from ${companies} where ${companies.id} = ${bookings.companyId})`,
};
/** Whether someone is a live member of the booking's company (`admin`: as one of its admins). */
const inBookingsCompany = (userId: string, role?: 'admin') => inCompanyOf(bookings.companyId, userId, role);
/**
 * A row of the admin's bookings table: only the columns it shows, without the space's rules (500
 * bytes of JSON a row) or the search text, which nobody there reads (a page is read many times a
 * second when the panel is busy: issue 33).
 */
const selectAdminBooking = {
  ...shownBooking,
  booking: {
    id: bookings.id,
    reference: bookings.reference,
    spaceId: bookings.spaceId,
    userId: bookings.userId,
    startTime: bookings.startTime,
    endTime: bookings.endTime,
    status: bookings.status,
    paymentStatus: bookings.paymentStatus,
    subtotalCents: bookings.subtotalCents,
    taxCents: bookings.taxCents,
    totalCents: bookings.totalCents,
    invoiceId: bookings.invoiceId,
    mpesaCode: bookings.mpesaCode,
    holdExpiresAt: bookings.holdExpiresAt,
    decisionNote: bookings.decisionNote,
    createdAt: bookings.createdAt,
  },
};
type AdminRow = {
  booking: Pick<typeof bookings.$inferSelect, keyof (typeof selectAdminBooking)['booking']>;
  spaceName: string;
  userName: string | null;
  userEmail: string;
  reviewed: boolean;
  refunds: RefundsOf;
};
type Row = AdminRow & {
  booking: typeof bookings.$inferSelect;
  spaceSchedule: Schedule;
  spaceLocation: string;
  spaceOwnerId: string | null;
  paidSoFar: { cents: number | string; parts: number };
  companyName: string | null;
};
/** A booking's refunds taken together (nulls when it has none). */
type RefundsOf = { status: 'due' | 'sent' | null; cents: number | string | null; reference: string | null; cancellation: boolean };

function toAdminBooking({ booking: b, spaceName, userName, userEmail, reviewed, refunds: r }: AdminRow): AdminBooking {
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
    totalCost: centsToKsh(b.totalCents),
    status: b.status,
    paymentStatus: b.paymentStatus,
    mpesaCode: b.mpesaCode,
    holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
    decisionNote: b.decisionNote,
    invoice: {
      id: b.invoiceId,
      subtotal: centsToKsh(b.subtotalCents),
      tax: centsToKsh(b.taxCents),
      total: centsToKsh(b.totalCents),
      issuedAt: b.createdAt.toISOString(),
      terms: null,
    },
    reviewed,
    refund: r.status ? { status: r.status, amount: centsToKsh(Number(r.cents ?? 0)), reference: r.reference } : null,
    createdAt: b.createdAt.toISOString(),
  };
}

const toBooking = (row: Row): Booking => {
  const shown = toAdminBooking(row);
  // Bookings made before terms were kept were sold with the specification's flat 10 %.
  const { kind, rateBp, seller, sellerPin, buyerName, buyerPin } = row.booking.taxTerms ?? legacyTerms(0);
  return {
    ...shown,
    invoice: { ...shown.invoice, terms: { kind, rateBp, seller, sellerPin, buyerName, buyerPin, buyerAddress: row.booking.taxTerms?.buyerAddress ?? null } },
    company: row.booking.companyId && row.companyName ? { id: row.booking.companyId, name: row.companyName } : null,
    spaceSchedule: row.spaceSchedule,
    paidSoFar: { amount: centsToKsh(Number(row.paidSoFar.cents)), parts: Number(row.paidSoFar.parts) },
    paymentTerms: row.booking.paymentTerms
      ? { deposit: centsToKsh(row.booking.paymentTerms.depositCents), balanceDueAt: row.booking.paymentTerms.balanceDueAt }
      : null,
  };
};

/** A booking's deposit and balance as stored (the balance's time as ISO text in its JSON). */
function paymentTermsOf(rule: Schedule['deposit'], totalCents: number, start: Date, now: Date) {
  const terms = depositTerms(rule, totalCents, start, now);
  return terms ? { depositCents: terms.depositCents, balanceDueAt: terms.balanceDueAt.toISOString() } : null;
}

/** The spaces whose booking facts a server keeps (bookingsService's `bookable`): a few hundred KB. */
const BOOKABLE_KEPT = 5_000;

/** The admin's bookings table in one of its sorts: every booking (with its keyset checkpoints), or those in one state (none). */
/**
 * The admin's search of the bookings: the reference, the space's title, the guest's address and
 * name, in one lower-case column with one trigram index (migration 0045); a LIKE of the search's
 * lower case (an ILIKE folds every row it tests). Every row's text begins with its reference,
 * "nf-…": the trigrams of "nf-" are in every row, and the index would read their lists whole (a
 * million entries at 100,000 spaces) to keep the few the rest of the search picks. A search that
 * begins so is looked up by the rest and checked whole by strpos, which the index leaves alone.
 */
export function adminBookingSearch(q: string): SQL {
  if (!/^nf-./i.test(q)) return sql`${bookings.searchText} like lower(${containing(q)})`;
  return sql`${bookings.searchText} like lower(${containing(q.slice(1))}) and strpos(${bookings.searchText}, lower(${q})) > 0`;
}

export function adminBookingOrder(sort: AdminBookingQuery['sort'], status?: AdminBookingQuery['status']): TableOrder {
  const column = { created: bookings.createdAt, start: bookings.startTime, amount: bookings.totalCents, status: bookings.status }[sort];
  const order = { table: bookings, id: bookings.id, column };
  if (status) return { ...order, where: eq(bookings.status, status), counts: [`bookings:${status}`] };
  return { ...order, where: undefined, counts: BOOKING_STATUSES.map((state) => `bookings:${state}`), checkpoints: `bookings:${sort}` };
}

/** Bookings by the hour. The database itself refuses two active bookings of one space that overlap. */
export function bookingsService(
  db: Db,
  options: {
    holdHours: number;
    maxHolds: number;
    platformFeePercent?: number;
    /** The terms a booking of this host's space, by this guest, is sold with now (payments: docs/TAX.md). */
    taxTerms?: (hostId: string | null, buyerId: string, company: { name: string; pin: string; address: string } | null) => Promise<TaxTerms>;
    /** Who a booking on a company's account is sold to, for a live member of it (refused otherwise: companies). */
    companyBuyer?: (userId: string, companyId: string) => Promise<{ name: string; pin: string; address: string }>;
    /** Whether M-Pesa reported the payment a typed code names, for this booking (it is then paid). */
    verifyClaim?: (bookingId: string, code: string) => Promise<boolean>;
    /** Where hosts' payouts stand (payments): each booking's, and whether a host said where to be paid. */
    /** Nafasi's eTIMS fee invoices to a host, by booking (docs/TAX.md "eTIMS"). */
    feeInvoices?: (hostId: string, bookingIds: string[]) => Promise<Map<string, { id: string; status: 'waiting' | 'signed' | 'rejected'; credited: boolean }>>;
    payouts?: {
      ofBookings: (
        bookingIds: string[],
      ) => Promise<Map<string, { status: string; nextAttemptAt: Date; receipt: string | null; lastError: string | null; withheldCents: number }>>;
      hasAccount: (userId: string) => Promise<boolean>;
      /** Whether the host's payouts wait for their KRA PIN (withholding). */
      needsPin: (userId: string) => Promise<boolean>;
      /** Withholding on each booking's amount before VAT, in percent (docs/TAX.md). */
      withholdingPercent: number;
      /** Whether the host's payout of a Nairobi day has left (bookings that end later wait for the next day's). */
      dayLeft: (hostId: string, day: string) => Promise<boolean>;
      delayHours: number;
    };
    /** Sends change notifications once the caller's writes are committed (lib/coalesced.ts changeNotifier). */
    notify?: (...payloads: string[]) => Promise<void>;
    /** The admin's bookings table in memory (admin-booking-index.ts); without it, the SQL answers. */
    adminIndex?: AdminBookingIndex;
  },
) {
  const platformFeePercent = options.platformFeePercent ?? 10;
  const notMember = () => new AppError(403, 'not_member', COMPANY_MESSAGES.notMember, 'companyId');
  const companyBuyer = async (userId: string, companyId: string) => {
    if (!options.companyBuyer) throw notMember();
    return options.companyBuyer(userId, companyId);
  };
  /** `extra`: columns read beside each booking (an admin table's total); `ctes`: what its conditions read. */
  const rows = <Extra extends Record<string, SQL>>(extra?: Extra, ctes: WithSubquery[] = []) =>
    db
      .with(...ctes)
      .select({ ...selectBooking, ...(extra as Extra) })
      .from(bookings)
      .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(profiles, eq(profiles.userId, bookings.userId));
  /** The same bookings as the admin's table shows them (selectAdminBooking). */
  const adminRows = <Extra extends Record<string, SQL>>(extra?: Extra, ctes: WithSubquery[] = []) =>
    db
      .with(...ctes)
      .select({ ...selectAdminBooking, ...(extra as Extra) })
      .from(bookings)
      .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(profiles, eq(profiles.userId, bookings.userId));

  /** The admin's bookings table by SQL alone (modules/search/keyset-table.ts): the in-memory table's oracle in the tests, and its stand-in. */
  async function listAllBySql(query: AdminBookingQuery) {
    const search = query.q ? adminBookingSearch(query.q) : undefined;
    const order = adminBookingOrder(query.sort, query.status);
    const {
      rows: found,
      total,
      capped,
    } = await tablePage(db, { ...order, search }, query, (page, order, total, ctes) =>
      adminRows({ total }, ctes)
        .where(page)
        .orderBy(...order),
    );
    return { data: found.map(toAdminBooking), page: { total, limit: query.limit, offset: query.offset, ...(capped && { capped }) } };
  }
  /** Bookings by their ids, as the admin's table shows them (the pages the in-memory table picked, those asked at once in one read). */
  const byIdsStatement = adminRows()
    .where(sql`${bookings.id} = any(${sql.placeholder('ids')})`)
    .prepare('admin_bookings_by_ids');
  const byIds = byIdsInBatches(
    byIdsStatement,
    (row) => row.booking.id,
    (row) => row,
  );
  /** What the database's text does (search: `databaseText`), asked once. */
  const text = databaseText(db);

  /**
   * A booking the caller may see: their own (on a company's account, while they belong to it), one
   * of their space's (owners), one on the account of a company they are an admin of, or any (admins).
   */
  async function visible(user: AuthUser, id: string): Promise<Row & { companyAdmin: boolean }> {
    const [row] = await rows({ member: inBookingsCompany(user.id), companyAdmin: inBookingsCompany(user.id, 'admin') }).where(eq(bookings.id, id));
    const own = row?.booking.userId === user.id && (!row.booking.companyId || row.member);
    const allowed = row && (own || row.companyAdmin || user.role === 'admin' || (user.role === 'owner' && row.spaceOwnerId === user.id));
    // Someone else's booking is answered exactly like a missing one.
    if (!allowed) throw notFound(BOOKING_MESSAGES.notFound);
    return row;
  }

  async function reload(id: string): Promise<Booking> {
    const row = one(await rows().where(eq(bookings.id, id)));
    return toBooking(row);
  }

  /** What a booking needs of a space, and the space's stamp when read (spaces.change_xid). */
  const readBookable = async (spaceId: string) =>
    (
      await db
        .select({
          rate: spaces.hourlyRateCents,
          schedule: spaces.schedule,
          ownerId: spaces.ownerId,
          status: spaces.status,
          title: spaces.title,
          location: spaces.location,
          stamp: sql<string>`${spaces}.change_xid::text`,
        })
        .from(spaces)
        .where(and(eq(spaces.id, spaceId), inArray(spaces.status, ['approved', 'paused'])))
    )[0];
  type Bookable = NonNullable<Awaited<ReturnType<typeof readBookable>>>;
  const notify = options.notify ?? changeNotifier(db);
  /** The spaces booked lately, as read (the oldest read leaves first): nafasi_book checks each is unchanged. */
  const bookable = new Map<string, Bookable>();
  const keepBookable = (spaceId: string, space: Bookable) => {
    bookable.delete(spaceId);
    bookable.set(spaceId, space);
    for (const oldest of bookable.keys()) {
      if (bookable.size <= BOOKABLE_KEPT) break;
      bookable.delete(oldest);
    }
  };

  /** A booking just written, announced once committed and answered as written (no review, no refund yet). */
  async function answerCreated(
    user: AuthUser,
    space: Bookable,
    created: typeof bookings.$inferSelect,
    guestName: string | null,
    company: { name: string } | null,
  ): Promise<Booking> {
    // The news its triggers left to us (notifyAfter).
    const news: Change = { kind: 'booking', op: 'INSERT', spaceId: created.spaceId, bookingId: created.id, user: user.id, owner: space.ownerId };
    await notify(JSON.stringify(news), JSON.stringify({ kind: 'events' }));
    return toBooking({
      booking: created,
      spaceName: space.title,
      spaceSchedule: space.schedule,
      spaceLocation: space.location,
      spaceOwnerId: space.ownerId,
      userName: guestName,
      userEmail: user.email,
      reviewed: false,
      refunds: { status: null, cents: null, reference: null, cancellation: false },
      paidSoFar: { cents: 0, parts: 0 },
      companyName: company?.name ?? null,
    });
  }

  return {
    holdHours: options.holdHours,

    async create(user: AuthUser, input: CreateBookingInput, now = new Date()): Promise<Booking> {
      // What a booking needs of its space, as last read by this server: nafasi_book writes only if
      // the space is unchanged since (its stamp), else it is read again (a round trip a booking
      // saves, issue 33).
      let space = bookable.get(input.spaceId);
      for (let attempt = 1; ; attempt++) {
        space ??= await readBookable(input.spaceId);
        if (!space) throw notFound(MESSAGES.spaceNotFound);
        if (space.status === 'paused') throw new AppError(409, 'space_paused', BOOKING_MESSAGES.spacePaused);
        // A host's own booking would be a way to hide a slot or to review themselves.
        if (space.ownerId === user.id) throw new AppError(403, 'own_space', BOOKING_MESSAGES.ownSpace);

        const { schedule } = space;
        const { start, end } = checkSlot(schedule, input, now);
        // Every amount comes from the space's rate and the terms it is sold with now; the client never sends one.
        // On a company's account: the booker belongs to it (checked again as it is written), and its invoice names the company.
        const company = input.companyId ? await companyBuyer(user.id, input.companyId) : null;
        const taxTerms = (await options.taxTerms?.(space.ownerId, user.id, company)) ?? legacyTerms(platformFeePercent);
        const amounts = bookingAmounts(space.rate, (end.getTime() - start.getTime()) / HOUR, taxTerms.rateBp);
        // Request-to-book: the slot is held while the host decides, for a day at most and never past its start.
        const hold = schedule.instantBook
          ? { status: 'pending' as const, holdExpiresAt: new Date(now.getTime() + options.holdHours * HOUR) }
          : { status: 'requested' as const, holdExpiresAt: new Date(Math.min(now.getTime() + REQUEST_HOURS * HOUR, start.getTime())) };
        const booking: NewBooking = {
          spaceId: input.spaceId,
          userId: user.id,
          startTime: start,
          endTime: end,
          blockedUntil: new Date(end.getTime() + schedule.bufferMinutes * 60_000),
          subtotalCents: amounts.subtotalCents,
          taxCents: amounts.taxCents,
          totalCents: amounts.totalCents,
          taxTerms,
          companyId: input.companyId ?? null,
          // A deposit and a balance when the space asks for them and there is time for both (shared/schedule depositTerms).
          paymentTerms: paymentTermsOf(schedule.deposit, amounts.totalCents, start, now),
          ...hold,
          draw: () => ({ reference: `NF-${code(6)}`, invoiceId: `INV-${input.date.replaceAll('-', '')}-${code(5)}` }),
        };
        const window = paddedWindow(start, end, schedule.bufferMinutes);
        // Holds per account are counted under a lock of the account, so two at once cannot both pass.
        // Written in one statement when nothing meets the slot and its buffer (bookInOne); a slot with
        // neighbours is judged in a transaction of its own, the locks, the count and what the slot
        // meets read in one round trip (slotWrite's opening).
        const fast = await bookInOne(db, booking, { maxHolds: options.maxHolds, now, window, spaceStamp: space.stamp });
        if (fast.stale) {
          bookable.delete(input.spaceId);
          space = undefined;
          if (attempt >= 3) throw new AppError(409, 'busy', BOOKING_MESSAGES.busy, undefined, { 'retry-after': '1' });
          continue;
        }
        keepBookable(input.spaceId, space);
        if (fast.outsider) throw notMember();
        const tooMany = (holds: number) => {
          if (holds >= options.maxHolds) throw new AppError(409, 'too_many_holds', BOOKING_MESSAGES.tooManyHolds(options.maxHolds));
        };
        tooMany(fast.opened.holds);
        const created =
          fast.created ??
          one(
            await slotWrite(
              db,
              input.spaceId,
              async (tx, opened) => {
                tooMany(opened.holds);
                refuseClash(opened.taken, start, end, schedule.bufferMinutes);
                // Held until this booking commits: a member leaving now leaves before it or after it (then it is the company's).
                if (input.companyId) {
                  const [member] = await tx
                    .select({ id: companyMembers.id })
                    .from(companyMembers)
                    .where(and(eq(companyMembers.companyId, input.companyId), eq(companyMembers.userId, user.id), sql`${companyMembers.leftAt} is null`))
                    .for('share');
                  if (!member) throw notMember();
                }
                return insertBooking(tx, booking);
              },
              { holdsOf: { userId: user.id, now }, window, notifyAfter: true },
            ),
          );
        return answerCreated(user, space, created, fast.guestName, company);
      }
    },
    async listMine(user: AuthUser, limit: number, offset: number) {
      // A booking on a company's account leaves the booker's list when they leave the company (it stays the company's).
      const where = and(eq(bookings.userId, user.id), or(sql`${bookings.companyId} is null`, inBookingsCompany(user.id)));
      const [found, [total]] = await Promise.all([
        rows().where(where).orderBy(desc(bookings.startTime)).limit(limit).offset(offset),
        db.select({ n: count() }).from(bookings).where(where),
      ]);
      return { data: found.map(toBooking), page: { total: total?.n ?? 0, limit, offset } };
    },

    /** The bookings on a company's account, newest first (its admins': the caller checks). */
    async listForCompany(companyId: string, limit: number, offset: number) {
      const where = eq(bookings.companyId, companyId);
      const [found, [total]] = await Promise.all([
        rows().where(where).orderBy(desc(bookings.createdAt)).limit(limit).offset(offset),
        db.select({ n: count() }).from(bookings).where(where),
      ]);
      return { data: found.map(toBooking), page: { total: total?.n ?? 0, limit, offset } };
    },

    /** The bookings of the spaces a user owns (owners see who booked their spaces, and mark payments). */
    async listForOwner(user: AuthUser, query: OwnerBookingQuery) {
      const { limit, offset } = query;
      // One space's bookings that meet the dates, in order (the Calendar tab), or all, newest first.
      const window = query.from && query.to ? { from: nairobiInstant(query.from, '00:00'), to: nairobiInstant(addDays(query.to, 1), '00:00') } : null;
      const where = and(
        eq(spaces.ownerId, user.id),
        query.spaceId ? eq(bookings.spaceId, query.spaceId) : undefined,
        window ? and(lt(bookings.startTime, window.to), gt(bookings.endTime, window.from)) : undefined,
      );
      const [found, [total]] = await Promise.all([
        rows()
          .where(where)
          .orderBy(window ? asc(bookings.startTime) : desc(bookings.startTime))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(bookings).innerJoin(spaces, eq(spaces.id, bookings.spaceId)).where(where),
      ]);
      return { data: found.map(toBooking), page: { total: total?.n ?? 0, limit, offset } };
    },

    /** What a guest has spent, as the ledger has it (ledger.ts guestSpent). */
    spent: async (user: AuthUser) => ({ spent: centsToKsh(await guestSpent(db, user.id)) }),

    /**
     * A host's earnings: every paid booking of their spaces, the VAT they charged as seller (theirs
     * to account for), Nafasi's fee on the amount before tax and the VAT on that fee, and the payout
     * owed, as the ledger split the payment under the booking's terms; a refunded booking earns nothing.
     */
    async earnings(user: AuthUser, now = new Date()): Promise<Earnings> {
      const found = await rows()
        .where(and(eq(spaces.ownerId, user.id), eq(bookings.paymentStatus, 'paid')))
        .orderBy(desc(bookings.startTime))
        .limit(5000);
      const pct = platformFeePercent;
      // The host's share as the ledger applied it; a booking paid to the host directly was never
      // applied here, and its share is worked out the same way.
      const shares = await hostShares(
        db,
        user.id,
        found.map((r) => r.booking.id),
      );
      const sent = await options.payouts?.ofBookings(found.map((r) => r.booking.id));
      const feeInvoices = await options.feeInvoices?.(
        user.id,
        found.map((r) => r.booking.id),
      );
      const hasAccount = (await options.payouts?.hasAccount(user.id)) ?? false;
      const needsPin = (await options.payouts?.needsPin(user.id)) ?? false;
      const withholdingPct = options.payouts?.withholdingPercent ?? 0;
      const inCents = found.map((r) => {
        const refunded = r.refunds.cancellation;
        if (refunded) return { r, refunded, subtotalCents: 0, vatCents: 0, feeCents: 0, feeVatCents: 0, withheldCents: 0, payoutCents: 0 };
        // The split of the terms the booking was sold with (docs/TAX.md); the share as the ledger
        // applied it where it did (a booking paid to the host directly was never applied here).
        const applied = shares.get(r.booking.id);
        // A refund of part leaves that share of the booking standing: its figures are that share.
        const kept = (cents: number) => (applied ? Math.round(cents * applied.kept) : cents);
        const split = moneySplit(r.booking.subtotalCents, r.booking.taxTerms ?? legacyTerms(pct));
        const share = applied?.now ?? split.hostShareCents;
        // Withholding as its payout deducted it, or as the next will; none on money the host took directly.
        const direct = r.booking.confirmedBy !== null && r.booking.confirmedBy === user.id;
        const withheldCents = sent?.get(r.booking.id)?.withheldCents ?? (direct ? 0 : withheldOn(kept(r.booking.subtotalCents), withholdingPct));
        return {
          r,
          refunded,
          subtotalCents: kept(r.booking.subtotalCents),
          vatCents: kept(split.hostVatCents),
          feeCents: kept(split.feeCents),
          feeVatCents: kept(split.feeVatCents),
          withheldCents,
          payoutCents: share - withheldCents,
        };
      });
      const delayMs = (options.payouts?.delayHours ?? 24) * 3_600_000;
      // Due now but today's payout has left: it goes with tomorrow's, from Nairobi's midnight.
      const today = nairobiDate(now);
      const todayLeft = (await options.payouts?.dayLeft(user.id, today)) ?? false;
      const tomorrow = nairobiInstant(addDays(today, 1), '00:00');
      /** Where a booking's money stands for its host (PAYOUT_STATUSES). */
      const standing = (r: (typeof found)[number], refunded: boolean) => {
        const payout = sent?.get(r.booking.id);
        if (refunded) return { payoutStatus: 'refunded' as const };
        if (r.booking.confirmedBy && r.booking.confirmedBy === user.id) return { payoutStatus: 'direct' as const };
        if (payout) {
          if (payout.status === 'sent' || payout.status === 'manual') return { payoutStatus: 'sent' as const, payoutReceipt: payout.receipt };
          // Held (M-Pesa refused it for good, or never said): the host was told what to do.
          if (payout.status === 'held') return { payoutStatus: 'failed' as const, payoutError: problemWords(payout.lastError) };
          // Refused and waiting to be tried again: failed, and when it goes again.
          if (payout.status === 'queued' && payout.lastError)
            return { payoutStatus: 'failed' as const, payoutAt: payout.nextAttemptAt.toISOString(), payoutError: problemWords(payout.lastError) };
          if (payout.status === 'queued') return { payoutStatus: 'scheduled' as const, payoutAt: payout.nextAttemptAt.toISOString() };
          return { payoutStatus: 'sending' as const };
        }
        if (r.booking.endTime > now) return { payoutStatus: 'after_booking' as const };
        if (!hasAccount) return { payoutStatus: 'owed' as const };
        if (needsPin) return { payoutStatus: 'needs_pin' as const };
        const due = r.booking.endTime.getTime() + delayMs;
        // When it really goes: a while after the booking ends; once due, with today's payout, or if
        // that has left, tomorrow's (never "now", sliding forward with the clock).
        const at = due > now.getTime() ? new Date(due) : todayLeft ? tomorrow : now;
        return { payoutStatus: 'scheduled' as const, payoutAt: at.toISOString() };
      };
      const earningRows = inCents.map(({ r, refunded, subtotalCents, vatCents, feeCents, feeVatCents, withheldCents, payoutCents }) => ({
        bookingId: r.booking.id,
        reference: r.booking.reference,
        spaceName: r.spaceName,
        guest: r.userName ?? r.userEmail,
        startTime: r.booking.startTime.toISOString(),
        subtotal: centsToKsh(subtotalCents),
        vat: centsToKsh(vatCents),
        fee: centsToKsh(feeCents),
        feeVat: centsToKsh(feeVatCents),
        withholding: centsToKsh(withheldCents),
        payout: centsToKsh(payoutCents),
        refunded,
        payoutAt: null,
        payoutReceipt: null,
        payoutError: null,
        ...standing(r, refunded),
        refundStatus: refunded ? r.refunds.status : null,
        feeInvoice: feeInvoices?.get(r.booking.id) ?? null,
      }));
      // Totals are added in cents, then shown in shillings. What is owed now is the ledger's: the
      // host's account (their shares less the payouts sent and what they owe back).
      const sum = (key: 'subtotalCents' | 'vatCents' | 'feeCents' | 'feeVatCents' | 'withheldCents' | 'payoutCents') =>
        centsToKsh(inCents.reduce((a, row) => a + row[key], 0));
      const sentCents = inCents.reduce((a, row, i) => a + (earningRows[i]?.payoutStatus === 'sent' ? row.payoutCents : 0), 0);
      return {
        feePercent: pct,
        withholdingPercent: withholdingPct,
        needsPin,
        rows: earningRows,
        totals: {
          subtotal: sum('subtotalCents'),
          vat: sum('vatCents'),
          fee: sum('feeCents'),
          feeVat: sum('feeVatCents'),
          withholding: sum('withheldCents'),
          payout: sum('payoutCents'),
          owed: centsToKsh(await hostOwed(db, user.id)),
          sent: centsToKsh(sentCents),
        },
      };
    },

    /**
     * Every booking, for the admin panel: searched, sorted and paged in memory (admin-booking-index.ts),
     * the page's rows read by their ids; by the database (listAllBySql) while the table is not held
     * in memory, and for the status sort when the database's collation is not code point order.
     */
    async listAll(query: AdminBookingQuery) {
      const held = options.adminIndex;
      if (held && (!ADMIN_TEXT_SORTS.includes(query.sort) || (await text.codePoints()))) {
        const kept = await held.page(query, query.q ? await text.lowered(query.q) : undefined);
        if (kept) {
          const ids = kept.found.map((facts) => facts.id);
          const byId = await byIds(ids);
          return {
            // A booking deleted since the table's read is left out.
            data: kept.found.flatMap((facts) => byId.get(facts.id) ?? []).map(toAdminBooking),
            page: { total: kept.total, limit: query.limit, offset: query.offset, ...(kept.capped && { capped: true }) },
          };
        }
      }
      return listAllBySql(query);
    },

    listAllBySql,

    async get(user: AuthUser, id: string): Promise<Booking> {
      return toBooking(await visible(user, id));
    },

    /** The booking as an .ics file for the guest's calendar. */
    async calendar(user: AuthUser, id: string): Promise<{ filename: string; body: string }> {
      const row = await visible(user, id);
      const b = row.booking;
      const body = toIcs(bookingIcsEvent({ ...b, spaceTitle: row.spaceName, location: row.spaceLocation }));
      return { filename: `nafasi-${b.reference}.ics`, body };
    },

    /**
     * §9 policy: a request or a pending booking, or a confirmed one at least 24 hours ahead. The slot
     * is freed. Its guest cancels it (on a company's account: its booker or the company's admins), or an admin.
     */
    async cancel(user: AuthUser, id: string, now = new Date()): Promise<Booking> {
      const row = await visible(user, id);
      if (row.booking.userId !== user.id && !row.companyAdmin && user.role !== 'admin') throw notFound(BOOKING_MESSAGES.notFound);
      const noticeCutoff = new Date(now.getTime() + CANCELLATION_NOTICE_HOURS * HOUR);
      await db.transaction(async (tx) => {
        // A confirmed booking only far enough ahead (§9); a request or a hold at any time.
        const [cancelled] = await transition(
          tx,
          'cancel',
          { id },
          {
            now,
            also: or(ne(bookings.status, 'confirmed'), sql`${bookings.startTime} >= ${noticeCutoff.toISOString()}::timestamptz`),
          },
        );
        if (!cancelled) throw new AppError(409, 'cannot_cancel', BOOKING_MESSAGES.cannotCancel);
        // A hold with parts paid: each goes back to its payer.
        if (cancelled.paymentStatus !== 'paid') await returnParts(tx, [id], now);
        // Paid and cancelled within the policy: what is left of the amount (refunds of part gave the rest) is owed back, recorded with the cancellation.
        if (cancelled.paymentStatus === 'paid') {
          // The company's admin cancels as the guest: the company is the buyer.
          const reason =
            user.role === 'admin' && row.booking.userId !== user.id && !row.companyAdmin
              ? REFUND_REASONS.cancelledByNafasi
              : REFUND_REASONS.cancelledByGuest(CANCELLATION_NOTICE_HOURS);
          // What the guest paid (M-Pesa moves whole shillings, rounded up), less what was refunded of it.
          const { refundedCents } = await refundable(tx, id);
          const left = mpesaAmount(cancelled.totalCents) * 100 - refundedCents;
          if (left > 0) await oweRefund(tx, { kind: 'cancellation', bookingId: id, amountCents: left, reason });
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
      const { start, end } = checkSlot(row.spaceSchedule, input, now);
      if (end.getTime() - start.getTime() !== b.endTime.getTime() - b.startTime.getTime()) throw badRequest(BOOKING_MESSAGES.keepLength, 'endTime');
      if (start.getTime() === b.startTime.getTime()) throw badRequest(BOOKING_MESSAGES.sameSlot, 'startTime');
      const buffer = row.spaceSchedule.bufferMinutes;
      const [moved] = await slotWrite(db, b.spaceId, async (tx) => {
        await assertFree(tx, b.spaceId, start, end, buffer, id);
        return transition(
          tx,
          'move',
          { id },
          {
            now,
            set: { startTime: start, endTime: end, blockedUntil: new Date(end.getTime() + buffer * 60_000) },
            also: sql`${bookings.startTime} > ${now.toISOString()}::timestamptz`,
          },
        );
      });
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
          .select({
            spaceId: bookings.spaceId,
            status: bookings.status,
            paymentStatus: bookings.paymentStatus,
            endTime: bookings.endTime,
            ownerId: spaces.ownerId,
            name: profiles.fullName,
            email: users.email,
          })
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
          .values({
            spaceId,
            userId: user.id,
            bookingId: input.bookingId,
            userName: b.name || emailName(b.email),
            rating: input.rating,
            comment: input.comment,
          })
          .onConflictDoNothing({ target: reviews.bookingId })
          .returning();
        if (!created) throw conflict(BOOKING_MESSAGES.alreadyReviewed, 'already_reviewed');
        await addRating(tx, spaceId, input.rating);
        return { id: created.id, rating: created.rating, comment: created.comment, userName: created.userName, createdAt: created.createdAt.toISOString() };
      });
    },

    /** The guest records the M-Pesa transaction code of their payment, for the owner or an admin to check. */
    async submitMpesaCode(user: AuthUser, id: string, mpesaCode: string): Promise<Booking> {
      const row = await visible(user, id);
      if (row.booking.userId !== user.id) throw notFound(BOOKING_MESSAGES.notFound);
      let updated;
      try {
        updated = await recordMpesaCode(db, id, mpesaCode, new Date());
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

    /** The space's host (or an admin) frees the slot of a guest's unpaid hold. */
    async release(actor: AuthUser, id: string, now = new Date()): Promise<Booking> {
      const row = await visible(actor, id);
      const mayRelease = actor.role === 'admin' || row.spaceOwnerId === actor.id;
      if (!mayRelease) throw notFound(BOOKING_MESSAGES.notFound);
      const released = await db.transaction(async (tx) => {
        const [row] = await transition(tx, 'release', { id }, { now, set: { holdExpiresAt: null } });
        if (row) await returnParts(tx, [id], now);
        return row;
      });
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
        const [row] = await transition(tx, 'pay', { id }, { now, set: { paidAt: now, confirmedBy: actor.id, holdExpiresAt: null } });
        // An admin confirms money that reached Nafasi's M-Pesa (the reconciliation page lists it, as
        // no Daraja report names it); a host who marks a booking paid was paid directly.
        // (With parts paid through Nafasi, the admin confirms the rest: the whole is applied.)
        if (row && actor.role === 'admin') {
          const paid = mpesaAmount(row.totalCents) * 100;
          const rest = paid - (await paidSoFar(tx, id)).cents;
          if (rest > 0) await received(tx, rest, `admin:${row.reference}`, 'payment confirmed by an admin', id);
          const booking = await bookingForLedger(tx, id);
          if (booking) await applied(tx, booking, paid, platformFeePercent, `admin:${row.reference}`);
        }
        // A host paid directly: parts that came through Nafasi go back to their payers.
        if (row && actor.role !== 'admin') await returnParts(tx, [id], now, REFUND_REASONS.paidTwice);
        if (row && actor.role === 'admin') {
          await audit(tx, actor, {
            action: 'booking.mark_paid',
            targetType: 'booking',
            targetId: id,
            said: { key: 'audit_booking_paid', values: { reference: row.reference } },
          });
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
      return db.transaction(async (tx) => {
        const expired = await transition(
          tx,
          'expire',
          { all: true },
          {
            now,
            // A request nobody answered says so to its guest.
            set: { decisionNote: sql`case when ${bookings.status} = 'requested' then ${BOOKING_MESSAGES.requestExpired} else ${bookings.decisionNote} end` },
            also: lt(bookings.holdExpiresAt, now),
          },
        );
        // A hold that ran out with parts paid returns them, in the same transaction.
        await returnParts(
          tx,
          expired.map((b) => b.id),
          now,
        );
        return expired.length;
      });
    },

    /**
     * The host (or an admin) accepts a request: it becomes a held booking the guest now pays, within
     * the usual hold. Only a request still waiting can be answered, once.
     */
    async accept(actor: AuthUser, id: string, now = new Date()): Promise<Booking> {
      const row = await visible(actor, id);
      if (!(actor.role === 'admin' || row.spaceOwnerId === actor.id)) throw notFound(BOOKING_MESSAGES.notFound);
      const [accepted] = await transition(
        db,
        'accept',
        { id },
        {
          now,
          set: { holdExpiresAt: new Date(now.getTime() + options.holdHours * HOUR) },
          also: gt(bookings.holdExpiresAt, now),
        },
      );
      if (!accepted) throw new AppError(409, 'not_requested', BOOKING_MESSAGES.notRequested);
      return reload(id);
    },

    /** The host (or an admin) declines a request, saying why; the slot is freed at once. */
    async decline(actor: AuthUser, id: string, message: string, now = new Date()): Promise<Booking> {
      const row = await visible(actor, id);
      if (!(actor.role === 'admin' || row.spaceOwnerId === actor.id)) throw notFound(BOOKING_MESSAGES.notFound);
      const [declined] = await transition(db, 'decline', { id }, { now, set: { decisionNote: message, holdExpiresAt: null } });
      if (!declined) throw new AppError(409, 'not_requested', BOOKING_MESSAGES.notRequested);
      return reload(id);
    },
  };
}

export type BookingsService = ReturnType<typeof bookingsService>;

/** Deleting an account: its reviews stay on the spaces, by a former member (an empty name, shown in the reader's words). */
export async function eraseReviewer(tx: Db, userId: string) {
  await tx.update(reviews).set({ userName: '', userId: null }).where(eq(reviews.userId, userId));
}
