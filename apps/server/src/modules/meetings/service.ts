import type { Change } from '@nafasi/shared/changes';
import { m } from '@nafasi/shared/i18n';
import { emailName } from '@nafasi/shared/auth';
import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  CHAT_RATE,
  MEETING_DEFAULTS,
  SUPPORT_ROOM,
  MEETING_MESSAGES,
  isRoomEvent,
  roomEventLine,
  type ChatMessage,
  type ChatReport,
  type CreateMeetingInput,
  type Meeting,
  type Participant,
  type Room,
  type RoomEvent,
  type UpdateMeetingInput,
} from '@nafasi/shared/meetings';
import type { MediaState } from '@nafasi/shared/realtime';
import { shownName } from '@nafasi/shared/privacy';
import type { Db } from '../../db/client.ts';
import { chatMessages, chatReports, meetingParticipants, meetings, profiles, spaces, users } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, badRequest, forbidden, notFound, sqlState } from '../../lib/errors.ts';
import { containing } from '../../lib/like.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { keyedBuckets } from '../../lib/token-bucket.ts';
import { one } from '../../lib/rows.ts';
import { maskConversation } from '../messages/contact-mask.ts';

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A person's "joined" and "left" lines in one room: at most one of each in this window (join/leave churn is not news). */
const PRESENCE_LINE_WINDOW_S = 600;
/** Messages read before a page of a space's community chat to mask it: a number split over one person's messages is a number. */
const MASK_CONTEXT = 6;
/** New meetings per account and hour: enough for anyone, too few to flood Browse Rooms. */
export const MEETINGS_PER_HOUR = 30;

const drawCode = () => Array.from({ length: MEETING_DEFAULTS.codeLength }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
/** A fresh random code, never the support room's reserved one. */
const newCode = (): string => {
  const code = drawCode();
  return code === SUPPORT_ROOM.code ? newCode() : code;
};

type MeetingRow = typeof meetings.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

export const toChatMessage = (m: MessageRow): ChatMessage => {
  const event = m.type === 'system' && isRoomEvent(m.body) ? m.body : null;
  return {
    id: m.id,
    roomId: m.roomId,
    userId: m.userId,
    userName: shownName(m.userName),
    message: event ? roomEventLine(event, shownName(m.userName)) : m.body,
    type: m.type as ChatMessage['type'],
    event,
    timestamp: m.createdAt.toISOString(),
  };
};

/** Where the server tells every instance about a change (the triggers use the same channel). */
/** Announces a change to every instance (the kinds the triggers cannot: a signal, a deleted message, a host's command). */
export type Notify = (change: Change) => Promise<void>;

/** Meetings, their rooms' chat and who is in them. The live side is the realtime hub. */
export function meetingsService(
  db: Db,
  notify: Notify,
  limit: RateLimiter,
  options: { leaveGraceSeconds?: number; presenceTimeoutSeconds?: number; clock?: Clock } = {},
) {
  const clock = options.clock ?? systemClock;
  const leaveGraceMs = (options.leaveGraceSeconds ?? 20) * 1000;
  /** A participant not heard from (heartbeat) for this long is no longer online. */
  const presenceTimeoutSeconds = options.presenceTimeoutSeconds ?? 90;
  /** "Left" announcements waiting out the grace period, so they can be dropped on shutdown. */
  const pendingLeaves = new Map<ReturnType<typeof setTimeout>, { decided: Promise<void>; resolve: () => void }>();
  const online = and(
    isNull(meetingParticipants.leftAt),
    isNull(meetingParticipants.removedAt),
    gt(meetingParticipants.lastSeenAt, sql`now() - make_interval(secs => ${presenceTimeoutSeconds})`),
  );
  // Qualified by hand: in a one-table select Drizzle writes a bare "id", which the subquery would read as its own.
  const onlineCount = sql<number>`(select count(*) from ${meetingParticipants} where ${meetingParticipants.roomId} = "meetings"."id" and ${online})`.mapWith(
    Number,
  );
  const chatRate = keyedBuckets(CHAT_RATE);

  /** Whether a room is a space's community chat (its id is the space's): rooms never change kind. */
  const spaceRooms = new Map<string, boolean>();
  async function isSpaceRoom(roomId: string) {
    let known = spaceRooms.get(roomId);
    if (known === undefined) {
      const [meeting] = await db.select({ id: meetings.id }).from(meetings).where(eq(meetings.id, roomId));
      known = !meeting;
      if (spaceRooms.size >= 10_000) spaceRooms.clear();
      spaceRooms.set(roomId, known);
    }
    return known;
  }

  /**
   * Messages as a space's community chat shows them: phone numbers, addresses and payment numbers
   * hidden, as in messages before a booking is paid (a host's "book direct, 0722 999 888" reaches
   * strangers here), read with the few messages before them. A meeting's chat, among its own
   * people, shows what they wrote.
   */
  async function shown(roomId: string, rows: MessageRow[]): Promise<ChatMessage[]> {
    const first = rows[0];
    if (!first || !(await isSpaceRoom(roomId))) return rows.map(toChatMessage);
    const before = await db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.roomId, roomId),
          isNull(chatMessages.deletedAt),
          sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (${first.createdAt.toISOString()}::timestamptz, ${first.id}::uuid)`,
        ),
      )
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(MASK_CONTEXT);
    const said = [...before.reverse(), ...rows].map((r) => ({ id: r.id, senderId: r.userId ?? '', body: r.body, createdAt: r.createdAt }));
    const masked = maskConversation(said);
    return rows.map((r) => ({ ...toChatMessage(r), message: r.type === 'text' ? (masked.get(r.id) ?? r.body) : r.body }));
  }

  /** The code is a key to the room: only for its host, admins and people who have been in it (or who typed it). */
  const toMeeting = (m: MeetingRow, participants: number, showCode: boolean): Meeting => ({
    id: m.id,
    title: m.title,
    description: m.description,
    scheduledAt: m.scheduledAt.toISOString(),
    durationMinutes: m.durationMinutes,
    hostId: m.hostId,
    hostName: m.hostName,
    maxParticipants: m.maxParticipants,
    isActive: m.isActive,
    listed: m.listed,
    meetingCode: showCode ? m.meetingCode : null,
    participants,
    createdAt: m.createdAt.toISOString(),
  });

  async function nameOf(user: AuthUser) {
    const [row] = await db
      .select({ name: profiles.fullName, avatar: profiles.avatarUrl, email: users.email })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, user.id));
    return { name: row?.name || emailName(user.email), avatar: row?.avatar ?? null, email: row?.email ?? user.email };
  }

  const meetingRows = (id: string) => db.select({ meeting: meetings, participants: onlineCount }).from(meetings).where(eq(meetings.id, id));
  async function meetingById(id: string) {
    const [row] = await meetingRows(id);
    return row;
  }

  /** Whether the user has been in the room (an entry the host has not removed). */
  /** A user's standing in a room, in one read: removed by the host, and/or with an entry that was not removed. */
  async function standing(roomId: string, userId: string) {
    const [row] = await db
      .select({
        removed: sql<boolean>`coalesce(bool_or(${meetingParticipants.removedAt} is not null), false)`.mapWith(Boolean),
        member: sql<boolean>`coalesce(bool_or(${meetingParticipants.removedAt} is null), false)`.mapWith(Boolean),
      })
      .from(meetingParticipants)
      .where(and(eq(meetingParticipants.roomId, roomId), eq(meetingParticipants.userId, userId)));
    return { removed: row?.removed ?? false, member: row?.member ?? false };
  }

  const isModerator = (user: AuthUser, target: Room) => user.role === 'admin' || target.hostId === user.id;

  /** Who may moderate a room: a meeting's host, a space's owner, or an admin. */
  async function moderated(user: AuthUser, roomId: string) {
    const target = await room(roomId);
    if (!isModerator(user, target)) throw forbidden(MEETING_MESSAGES.onlyModerator);
    return target;
  }

  /**
   * Who may read a room's history and see who is in it: a meeting's host, admins and the people in
   * it; a space's chat is open to every signed-in user. Someone removed may not, in either.
   */
  async function readable(user: AuthUser, roomId: string) {
    const target = await room(roomId);
    if (isModerator(user, target)) return target;
    const { removed, member } = await standing(roomId, user.id);
    if (removed) throw forbidden(MEETING_MESSAGES.removed);
    // A meeting is for its people; a space's chat and the standing support room are open to every signed-in user.
    const open = target.kind === 'space' || target.meetingCode === SUPPORT_ROOM.code;
    if (!open && !member) throw forbidden(MEETING_MESSAGES.notMember);
    return target;
  }

  async function owned(user: AuthUser, id: string, message: string) {
    const [row] = await db.select().from(meetings).where(eq(meetings.id, id));
    if (!row) throw notFound(MEETING_MESSAGES.notFound);
    if (row.hostId !== user.id && user.role !== 'admin') throw forbidden(message);
    return row;
  }

  /** Whether the host removed this user from the room (they may not come back or write). */
  async function wasRemoved(q: Pick<Db, 'select'>, roomId: string, userId: string) {
    const [row] = await q
      .select({ id: meetingParticipants.id })
      .from(meetingParticipants)
      .where(and(eq(meetingParticipants.roomId, roomId), eq(meetingParticipants.userId, userId), sql`${meetingParticipants.removedAt} is not null`))
      .limit(1);
    return Boolean(row);
  }

  /**
   * Whether the user has another entry in the room that is still open, or (with `leftSince`) one
   * closed after that time: a second tab, a reload or a reconnect rather than a real coming or going.
   */
  async function elsewhereInRoom(roomId: string, userId: string, exceptId: string, leftSince?: Date) {
    const [row] = await db
      .select({ id: meetingParticipants.id })
      .from(meetingParticipants)
      .where(
        and(
          eq(meetingParticipants.roomId, roomId),
          eq(meetingParticipants.userId, userId),
          ne(meetingParticipants.id, exceptId),
          isNull(meetingParticipants.removedAt),
          leftSince ? or(isNull(meetingParticipants.leftAt), gt(meetingParticipants.leftAt, leftSince)) : isNull(meetingParticipants.leftAt),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  /** Whether a "joined" or "left" line for this person in this room is news, or churn to leave out. */
  const presenceLineAllowed = (kind: 'joined' | 'left', roomId: string, userId: string) =>
    limit.onceIn(`presence-line:${kind}:${roomId}:${userId}`, PRESENCE_LINE_WINDOW_S);

  /** Writes a chat message; the trigger tells every instance. */
  /** A line in a room's chat: what a person wrote (`text`), or a room event's code (`system`). */
  async function post(roomId: string, userId: string | null, userName: string, body: string, type: 'text' | 'system') {
    const row = one(await db.insert(chatMessages).values({ roomId, userId, userName, body, type }).returning());
    return toChatMessage(row);
  }

  async function room(id: string): Promise<Room> {
    if (!UUID.test(id)) throw notFound(MEETING_MESSAGES.roomNotFound);
    const [m] = await db.select().from(meetings).where(eq(meetings.id, id));
    if (m) {
      return {
        id: m.id,
        kind: 'meeting',
        title: m.title,
        description: m.description,
        hostId: m.hostId,
        hostName: m.hostName,
        maxParticipants: m.maxParticipants,
        isActive: m.isActive,
        meetingCode: m.meetingCode,
      };
    }
    const [space] = await db
      .select({ id: spaces.id, title: spaces.title, ownerId: spaces.ownerId, ownerName: spaces.ownerName })
      .from(spaces)
      .where(and(eq(spaces.id, id), eq(spaces.status, 'approved')));
    if (!space) throw notFound(MEETING_MESSAGES.roomNotFound);
    return {
      id: space.id,
      kind: 'space',
      title: `${space.title} community chat`,
      description: `Ask about ${space.title}, share tips and meet others who use it.`,
      hostId: space.ownerId,
      hostName: space.ownerName,
      maxParticipants: null,
      isActive: true,
      meetingCode: null,
    };
  }

  return {
    room,

    /** Browse Rooms: listed rooms and one's own (admins see all); codes only where the caller may have them. */
    async list(user: AuthUser, q: string | undefined, limit: number, offset: number) {
      const search = q
        ? or(ilike(meetings.title, containing(q)), ilike(meetings.description, containing(q)), ilike(meetings.hostName, containing(q)))
        : undefined;
      const where = and(search, user.role === 'admin' ? undefined : or(eq(meetings.listed, true), eq(meetings.hostId, user.id)));
      const member =
        sql<boolean>`exists (select 1 from ${meetingParticipants} where ${meetingParticipants.roomId} = "meetings"."id" and ${meetingParticipants.userId} = ${user.id} and ${meetingParticipants.removedAt} is null)`.mapWith(
          Boolean,
        );
      const [rows, [total]] = await Promise.all([
        db
          .select({ meeting: meetings, participants: onlineCount, member })
          .from(meetings)
          .where(where)
          .orderBy(asc(meetings.scheduledAt), asc(meetings.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(meetings).where(where),
      ]);
      const showCode = (m: MeetingRow, isMember: boolean) => user.role === 'admin' || m.hostId === user.id || isMember;
      return { data: rows.map((r) => toMeeting(r.meeting, r.participants, showCode(r.meeting, r.member))), page: { total: total?.n ?? 0, limit, offset } };
    },

    /** §4: a new meeting is active, 240 minutes, 10 people, with a unique code the server makes. */
    async create(user: AuthUser, input: Required<CreateMeetingInput>): Promise<Meeting> {
      await limit('new meetings', [{ key: `meetings:create:${user.id}`, max: MEETINGS_PER_HOUR, windowSeconds: 3600 }]);
      const { name } = await nameOf(user);
      for (let attempt = 0; ; attempt++) {
        try {
          const row = one(
            await db
              .insert(meetings)
              .values({
                title: input.title,
                description: input.description,
                listed: input.listed,
                hostId: user.id,
                hostName: name,
                meetingCode: newCode(),
                durationMinutes: MEETING_DEFAULTS.durationMinutes,
                maxParticipants: MEETING_DEFAULTS.maxParticipants,
              })
              .returning(),
          );
          return toMeeting(row, 0, true);
        } catch (err) {
          // Another meeting has this code: draw again.
          if (sqlState(err) !== '23505' || attempt >= 5) throw err;
        }
      }
    },

    /**
     * The Help page's live chat: one standing room with the reserved code, hosted by the first
     * admin, made the first time anyone asks. Null while the site has no admin to host it.
     */
    async supportRoom(): Promise<{ id: string } | null> {
      const find = async () => (await db.select({ id: meetings.id }).from(meetings).where(eq(meetings.meetingCode, SUPPORT_ROOM.code)))[0] ?? null;
      const found = await find();
      if (found) return found;
      const [host] = await db
        .select({ id: profiles.userId, name: profiles.fullName })
        .from(profiles)
        .where(eq(profiles.role, 'admin'))
        .orderBy(asc(profiles.createdAt))
        .limit(1);
      if (!host) return null;
      await db
        .insert(meetings)
        .values({
          title: SUPPORT_ROOM.title,
          description: SUPPORT_ROOM.description,
          hostId: host.id,
          hostName: host.name ?? 'Nafasi Support',
          meetingCode: SUPPORT_ROOM.code,
          durationMinutes: 24 * 60,
          maxParticipants: SUPPORT_ROOM.maxParticipants,
        })
        .onConflictDoNothing();
      return find();
    },

    /** §5 Join: the ID is tried first, then the upper-cased code (whoever typed the code may see it). */
    async lookup(user: AuthUser, idOrCode: string): Promise<Meeting> {
      const text = idOrCode.trim();
      if (UUID.test(text)) {
        const found = await meetingById(text.toLowerCase());
        if (found) {
          const m = found.meeting;
          return toMeeting(m, found.participants, user.role === 'admin' || m.hostId === user.id || (await standing(m.id, user.id)).member);
        }
      }
      const [row] = await db.select({ meeting: meetings, participants: onlineCount }).from(meetings).where(eq(meetings.meetingCode, text.toUpperCase()));
      if (!row) throw notFound(MEETING_MESSAGES.notFound);
      return toMeeting(row.meeting, row.participants, true);
    },

    /** Only the host or an admin (the original let anyone delete any meeting). */
    async remove(user: AuthUser, id: string) {
      await owned(user, id, MEETING_MESSAGES.onlyHostDeletes);
      await db.transaction(async (tx) => {
        await tx.delete(chatMessages).where(eq(chatMessages.roomId, id));
        await tx.delete(meetings).where(eq(meetings.id, id));
      });
    },

    /** Room Settings: the host renames, describes, or ends the meeting (it then shows Scheduled). */
    async update(user: AuthUser, id: string, input: UpdateMeetingInput): Promise<Meeting> {
      await owned(user, id, MEETING_MESSAGES.onlyHost);
      await db.update(meetings).set(input).where(eq(meetings.id, id));
      const found = one(await meetingRows(id));
      return toMeeting(found.meeting, found.participants, true);
    },

    /** History, newest page first in time order; `before` pages back from a message. Members only. */
    async history(user: AuthUser, roomId: string, before: string | undefined, limit: number) {
      await readable(user, roomId);
      const cursor = before
        ? sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (select created_at, id from ${chatMessages} where id = ${before})`
        : undefined;
      const rows = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.roomId, roomId), isNull(chatMessages.deletedAt), cursor))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(limit + 1);
      return { data: await shown(roomId, rows.slice(0, limit).reverse()), hasMore: rows.length > limit };
    },

    /** A text message from a signed-in user, at most CHAT_RATE per user (a burst, then a steady rate). */
    async send(user: AuthUser, roomId: string, body: string): Promise<ChatMessage> {
      // Only those who may read a room write in it (a meeting's people; anyone in a space's chat; never the removed).
      const target = await readable(user, roomId);
      if (target.kind === 'meeting' && !target.isActive) throw new AppError(409, 'meeting_ended', MEETING_MESSAGES.ended);
      if (!chatRate(user.id, clock())) throw new AppError(429, 'too_many_messages', MEETING_MESSAGES.tooFast, undefined, { 'retry-after': '1' });
      const { name } = await nameOf(user);
      const sent = await post(roomId, user.id, name, body, 'text');
      return (await this.messageById(sent.id)) ?? sent;
    },

    /** A message as the room shows it (to every screen, live). */
    messageById: async (id: string) => {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)));
      return row ? ((await shown(row.roomId, [row]))[0] ?? null) : null;
    },

    /** Who is in a room now, for those who may see it. */
    async participantsFor(user: AuthUser, roomId: string) {
      await readable(user, roomId);
      return this.participants(roomId);
    },

    /** A moderator removes a message: it leaves every open screen and the history. */
    async deleteMessage(user: AuthUser, roomId: string, messageId: string) {
      await moderated(user, roomId);
      const [deleted] = await db
        .update(chatMessages)
        .set({ deletedAt: new Date(), deletedBy: user.id })
        .where(and(eq(chatMessages.id, messageId), eq(chatMessages.roomId, roomId), isNull(chatMessages.deletedAt)))
        .returning({ id: chatMessages.id });
      if (!deleted) throw notFound(MEETING_MESSAGES.messageNotFound);
      await db
        .update(chatReports)
        .set({ resolvedAt: new Date() })
        .where(and(eq(chatReports.messageId, messageId), isNull(chatReports.resolvedAt)));
      await notify({ kind: 'chat_deleted', room: roomId, id: messageId });
    },

    /** Anyone who may read a room reports a message to the admins (once each; a few an hour). */
    async report(user: AuthUser, roomId: string, messageId: string, reason: string) {
      await readable(user, roomId);
      const [message] = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(and(eq(chatMessages.id, messageId), eq(chatMessages.roomId, roomId), isNull(chatMessages.deletedAt)));
      if (!message) throw notFound(MEETING_MESSAGES.messageNotFound);
      await limit('reports', [{ key: `chat-report:${user.id}`, max: 20, windowSeconds: 3600 }]);
      await db.insert(chatReports).values({ messageId, roomId, reporterId: user.id, reason }).onConflictDoNothing();
    },

    /** Reports no moderator has acted on yet, newest first, with what was said and where. */
    async openReports(): Promise<ChatReport[]> {
      const rows = await db
        .select({ report: chatReports, message: chatMessages.body, author: chatMessages.userName, reporter: profiles.fullName, reporterEmail: users.email })
        .from(chatReports)
        .innerJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
        .innerJoin(users, eq(users.id, chatReports.reporterId))
        .leftJoin(profiles, eq(profiles.userId, chatReports.reporterId))
        .where(and(isNull(chatReports.resolvedAt), isNull(chatMessages.deletedAt)))
        .orderBy(desc(chatReports.createdAt))
        .limit(100);
      const titles = new Map<string, string>();
      for (const r of rows)
        if (!titles.has(r.report.roomId))
          titles.set(
            r.report.roomId,
            await room(r.report.roomId).then(
              (x) => x.title,
              () => 'A room that no longer exists',
            ),
          );
      return rows.map((r) => ({
        id: r.report.id,
        messageId: r.report.messageId,
        roomId: r.report.roomId,
        roomTitle: titles.get(r.report.roomId) ?? 'A room that no longer exists',
        author: r.author,
        message: r.message,
        reporter: r.reporter || r.reporterEmail,
        reason: r.report.reason,
        createdAt: r.report.createdAt.toISOString(),
      }));
    },

    /**
     * Enters a room: records the participant (name, e-mail, joined_at) and says so in the chat. A
     * meeting refuses someone the host removed, and anyone once it is full; joins are serialised
     * on the meeting's row so two cannot take the last place together.
     */
    async join(user: AuthUser, roomId: string): Promise<{ participantId: string; room: Room }> {
      const target = await room(roomId);
      const me = await nameOf(user);
      const participantId = await db.transaction(async (tx) => {
        if (target.kind === 'meeting') {
          await tx.select({ id: meetings.id }).from(meetings).where(eq(meetings.id, roomId)).for('update');
          if (await wasRemoved(tx, roomId, user.id)) throw forbidden(MEETING_MESSAGES.removed);
          const [present] = await tx
            .select({ n: count() })
            .from(meetingParticipants)
            .where(and(eq(meetingParticipants.roomId, roomId), online));
          if (target.maxParticipants !== null && (present?.n ?? 0) >= target.maxParticipants) throw new AppError(409, 'room_full', MEETING_MESSAGES.full);
        }
        const row = one(
          await tx
            .insert(meetingParticipants)
            .values({
              roomId,
              meetingId: target.kind === 'meeting' ? roomId : null,
              userId: user.id,
              participantName: me.name,
              participantEmail: me.email,
              avatarUrl: me.avatar,
            })
            .returning({ id: meetingParticipants.id }),
        );
        return row.id;
      });
      // A reload, a second tab or a reconnect is not news: only someone who was not just here is announced.
      if (
        !(await elsewhereInRoom(roomId, user.id, participantId, new Date(Date.now() - leaveGraceMs))) &&
        (await presenceLineAllowed('joined', roomId, user.id))
      ) {
        await post(roomId, null, me.name, 'joined' satisfies RoomEvent, 'system');
      }
      return { participantId, room: target };
    },

    async leave(participantId: string) {
      const [left] = await db
        .update(meetingParticipants)
        .set({ leftAt: new Date(), inCall: false })
        .where(and(eq(meetingParticipants.id, participantId), isNull(meetingParticipants.leftAt)))
        .returning({
          roomId: meetingParticipants.roomId,
          userId: meetingParticipants.userId,
          name: meetingParticipants.participantName,
          removedAt: meetingParticipants.removedAt,
        });
      if (!left || left.removedAt) return;
      // Said only once the grace period has passed with the person nowhere in the room (on any server).
      const announce = async () => {
        if (!(await elsewhereInRoom(left.roomId, left.userId, participantId)) && (await presenceLineAllowed('left', left.roomId, left.userId))) {
          await post(left.roomId, null, left.name, 'left' satisfies RoomEvent, 'system');
        }
      };
      if (leaveGraceMs === 0) return announce();
      let resolve = () => {};
      const decided = new Promise<void>((r) => (resolve = r));
      const timer = setTimeout(() => {
        pendingLeaves.delete(timer);
        announce()
          .catch(() => undefined)
          .finally(resolve);
      }, leaveGraceMs);
      timer.unref();
      pendingLeaves.set(timer, { decided, resolve });
    },

    /** Resolves once every "left" announcement now waiting out its grace period has been decided (said or dropped). */
    async leavesDecided() {
      await Promise.all([...pendingLeaves.values()].map((p) => p.decided));
    },

    /** Drops pending "left" announcements (the server is stopping). */
    close() {
      for (const [timer, { resolve }] of pendingLeaves) {
        clearTimeout(timer);
        resolve();
      }
      pendingLeaves.clear();
    },

    /** The participants whose sockets are open on this instance are still here. */
    async heartbeat(participantIds: string[]) {
      if (participantIds.length)
        await db
          .update(meetingParticipants)
          .set({ lastSeenAt: new Date() })
          .where(and(inArray(meetingParticipants.id, participantIds), isNull(meetingParticipants.leftAt)));
    },

    async setMedia(participantId: string, state: MediaState) {
      await db
        .update(meetingParticipants)
        .set({ inCall: state.inCall, muted: state.muted, videoOn: state.inCall && state.videoOn })
        .where(eq(meetingParticipants.id, participantId));
    },

    async participants(roomId: string): Promise<Participant[]> {
      const [host] = await db.select({ hostId: meetings.hostId }).from(meetings).where(eq(meetings.id, roomId));
      const rows = await db
        .select()
        .from(meetingParticipants)
        .where(and(eq(meetingParticipants.roomId, roomId), online))
        .orderBy(asc(meetingParticipants.joinedAt));
      // One person with two tabs is one person: listed once, by the entry that is in the call if any, else the latest.
      const byUser = new Map<string, (typeof rows)[number]>();
      for (const p of rows) {
        const seen = byUser.get(p.userId);
        if (!seen || (p.inCall && !seen.inCall) || p.inCall === seen.inCall) byUser.set(p.userId, p);
      }
      const first = new Map<string, number>();
      rows.forEach((p, i) => first.has(p.userId) || first.set(p.userId, i));
      return [...byUser.values()]
        .sort((a, b) => (first.get(a.userId) ?? 0) - (first.get(b.userId) ?? 0))
        .map((p) => ({
          id: p.id,
          userId: p.userId,
          name: p.participantName,
          avatar: p.avatarUrl,
          isHost: p.userId === host?.hostId,
          isMuted: p.muted,
          isVideoOn: p.videoOn,
          inCall: p.inCall,
          isOnline: true,
        }));
    },

    /**
     * Manage Participants: the host (for a space's chat, its owner) or an admin mutes someone, or
     * removes them from the room; removal also ends their right to read it.
     */
    async hostAction(user: AuthUser, meetingId: string, participantId: string, action: 'mute' | 'remove') {
      await moderated(user, meetingId);
      const [target] = await db
        .select({ userId: meetingParticipants.userId, name: meetingParticipants.participantName })
        .from(meetingParticipants)
        .where(and(eq(meetingParticipants.id, participantId), eq(meetingParticipants.roomId, meetingId), isNull(meetingParticipants.removedAt)));
      if (!target) throw notFound(m.api_not_in_meeting());
      if (target.userId === user.id && action === 'remove') throw badRequest(m.api_cannot_remove_self());
      await db
        .update(meetingParticipants)
        .set(action === 'mute' ? { muted: true } : { removedAt: new Date(), leftAt: new Date(), inCall: false })
        .where(eq(meetingParticipants.id, participantId));
      await notify({ kind: 'room_command', room: meetingId, to: participantId, command: action });
      if (action === 'remove')
        await post(meetingId, null, target.name, (user.role === 'admin' ? 'removed_by_admin' : 'removed_by_host') satisfies RoomEvent, 'system');
    },

    /** Participants of an instance that stopped without saying goodbye go offline on their own (heartbeat). */
    async sweep() {
      await db
        .update(meetingParticipants)
        .set({ leftAt: new Date(), inCall: false })
        .where(and(isNull(meetingParticipants.leftAt), lt(meetingParticipants.lastSeenAt, sql`now() - make_interval(secs => ${presenceTimeoutSeconds})`)));
    },
  };
}

export type MeetingsService = ReturnType<typeof meetingsService>;

/**
 * Deleting an account: what it said in meeting rooms stays for the others, by a former member (an
 * empty name); its name and address leave the meetings it hosted and the lists of who took part.
 */
export async function eraseMeetingMember(tx: Db, userId: string) {
  await tx.update(chatMessages).set({ userName: '', userId: null }).where(eq(chatMessages.userId, userId));
  // The rooms' lines about them (joined, left, removed) are nobody's: they carry the name they had in each room.
  await tx
    .update(chatMessages)
    .set({ userName: '' })
    .where(
      and(
        eq(chatMessages.type, 'system'),
        isNull(chatMessages.userId),
        sql`(${chatMessages.roomId}, ${chatMessages.userName}) in (select ${meetingParticipants.roomId}, ${meetingParticipants.participantName} from ${meetingParticipants} where ${meetingParticipants.userId} = ${userId})`,
      ),
    );
  await tx.update(meetings).set({ hostName: '' }).where(eq(meetings.hostId, userId));
  await tx.update(meetingParticipants).set({ participantName: '', participantEmail: '' }).where(eq(meetingParticipants.userId, userId));
}

/** Retention: meeting-room chat from before `before` goes (its reports with it). How many. */
export async function pruneChat(db: Db, before: Date): Promise<number> {
  return (await db.delete(chatMessages).where(lt(chatMessages.createdAt, before)).returning({ id: chatMessages.id })).length;
}
