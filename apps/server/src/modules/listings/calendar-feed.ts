import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES } from '@nafasi/shared/bookings';
import { emailName } from '@nafasi/shared/auth';
import { centsToKsh, formatKsh } from '@nafasi/shared/money';
import { DEFAULT_LOCALE, m } from '@nafasi/shared/i18n';
import { inLocale } from '../../lib/locale.ts';
import type { Db } from '../../db/client.ts';
import { bookings, profiles, spaceBlocks, spaceCalendarFeeds, spaces, users } from '../../db/schema.ts';
import { one } from '../../lib/rows.ts';
import type { AuthUser } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { isWholeNairobiDays, toCalendar, type CalendarEvent } from '../../lib/ics.ts';

/** How far back a feed reaches: recent days stay visible in the host's calendar. */
const PAST_DAYS = 30;
/** The most events one feed carries of each kind. */
const MAX_EVENTS = 2000;

/** A feed is built again at most this often; the newest of these many spaces' feeds are kept. */
const REBUILD_MS = 60_000;
const MAX_CACHED = 500;

const newToken = () => randomBytes(24).toString('base64url');

/**
 * A space's private iCal feed of its bookings and blocks, for the host's Google Calendar or Outlook
 * (issue 15). The link carries a secret; a new one retires the old. Only requested, held and
 * confirmed bookings are in it, with the guest's name (the feed is the host's own).
 */
export function calendarFeedService(db: Db, options: { publicUrl: string; managed: (user: AuthUser, spaceId: string) => Promise<unknown> }) {
  /** Feeds built in the last minute, by space (a calendar app polls every 15 minutes or more). */
  const built = new Map<string, { at: number; body: string }>();
  const urlOf = (token: string) => `${options.publicUrl}/api/calendar/${token}.ics`;

  return {
    /** The feed's link, made on first asking. Two first asks at once get the same link. */
    async link(user: AuthUser, spaceId: string): Promise<{ url: string }> {
      await options.managed(user, spaceId);
      const [made] = await db
        .insert(spaceCalendarFeeds)
        .values({ spaceId, token: newToken() })
        .onConflictDoNothing({ target: spaceCalendarFeeds.spaceId })
        .returning();
      const feed = made ?? one(await db.select().from(spaceCalendarFeeds).where(eq(spaceCalendarFeeds.spaceId, spaceId)));
      return { url: urlOf(feed.token) };
    },

    /** A new link; the old one answers 404 from now on. */
    async regenerate(user: AuthUser, spaceId: string): Promise<{ url: string }> {
      await options.managed(user, spaceId);
      const token = newToken();
      await db.insert(spaceCalendarFeeds).values({ spaceId, token }).onConflictDoUpdate({ target: spaceCalendarFeeds.spaceId, set: { token } });
      return { url: urlOf(token) };
    },

    /** The feed itself, read by calendar apps without signing in: the secret in the link is the key. */
    async feed(token: string, now = new Date()): Promise<string> {
      const [space] = await db
        .select({ id: spaces.id, title: spaces.title, location: spaces.location, locale: profiles.locale })
        .from(spaceCalendarFeeds)
        .innerJoin(spaces, eq(spaces.id, spaceCalendarFeeds.spaceId))
        .leftJoin(profiles, eq(profiles.userId, spaces.ownerId))
        .where(and(eq(spaceCalendarFeeds.token, token), ne(spaces.status, 'deleted')));
      if (!space) throw notFound(m.calendar_feed_not_found());
      // The secret is checked on every read (a retired link stops at once); the feed itself is built
      // at most once a minute per space, so a client asking in a loop costs one indexed lookup a time.
      const cached = built.get(space.id);
      if (cached && now.getTime() - cached.at < REBUILD_MS) return cached.body;
      // Written in the host's language: the feed is theirs, whichever app reads it.
      const body = await inLocale(space.locale ?? DEFAULT_LOCALE, () => build(space, now));
      if (built.size >= MAX_CACHED) built.delete(built.keys().next().value ?? '');
      built.set(space.id, { at: now.getTime(), body });
      return body;
    },
  };

  async function build(space: { id: string; title: string; location: string }, now: Date): Promise<string> {
    const since = new Date(now.getTime() - PAST_DAYS * 86_400_000);
    const [booked, blocked] = await Promise.all([
      db
        .select({ b: bookings, name: profiles.fullName, email: users.email })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .leftJoin(profiles, eq(profiles.userId, bookings.userId))
        .where(and(eq(bookings.spaceId, space.id), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]), gt(bookings.endTime, since)))
        .orderBy(asc(bookings.startTime))
        .limit(MAX_EVENTS),
      db
        .select()
        .from(spaceBlocks)
        .where(and(eq(spaceBlocks.spaceId, space.id), gt(spaceBlocks.endsAt, since)))
        .orderBy(asc(spaceBlocks.startsAt))
        .limit(MAX_EVENTS),
    ]);
    const events: CalendarEvent[] = [
      ...booked.map(({ b, name, email }) => ({
        uid: `${b.id}@nafasi.co.ke`,
        start: b.startTime,
        end: b.endTime,
        summary: (b.status === 'requested' ? m.feed_request : b.status === 'pending' ? m.feed_held : m.feed_booked)({
          guest: name || emailName(email),
          reference: b.reference,
        }),
        location: space.location,
        description: (b.paymentStatus === 'paid' ? m.feed_booking_paid : m.feed_booking_unpaid)({
          reference: b.reference,
          space: space.title,
          total: formatKsh(centsToKsh(b.totalCents)),
        }),
        status: b.status === 'confirmed' ? ('CONFIRMED' as const) : ('TENTATIVE' as const),
        stamp: b.updatedAt,
      })),
      ...blocked.map((block) => ({
        uid: `block-${block.id}@nafasi.co.ke`,
        start: block.startsAt,
        end: block.endsAt,
        summary: block.note ? m.feed_blocked_note({ note: block.note }) : m.feed_blocked(),
        location: space.location,
        description: m.feed_blocked_description({ space: space.title }),
        status: 'CONFIRMED' as const,
        stamp: block.createdAt,
        // A whole day blocked reads as an all-day event.
        allDay: isWholeNairobiDays(block.startsAt, block.endsAt),
      })),
    ];
    return toCalendar(events, `${space.title} (Nafasi)`, now);
  }
}

export type CalendarFeedService = ReturnType<typeof calendarFeedService>;
