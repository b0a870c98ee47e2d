import { and, asc, desc, eq, gte, isNotNull, lt, or, sql, type AnyColumn } from 'drizzle-orm';
import { m } from '@nafasi/shared/i18n';
import { alias } from 'drizzle-orm/pg-core';
import { shownName } from '@nafasi/shared/privacy';
import { THREAD_MESSAGES, UNREAD_MAIL_MINUTES, type Thread, type ThreadMessage } from '@nafasi/shared/messages';
import type { Db } from '../../db/client.ts';
import { bookings, messageThreads, profiles, spaces, threadMessages, users } from '../../db/schema.ts';
import { paidHere } from '../reservations/lifecycle.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { auditReading } from '../../lib/audit.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { AuthUser } from '../../lib/access.ts';
import { one, rowsOf } from '../../lib/rows.ts';
import { maskConversation, type Said } from './contact-mask.ts';

/** Messages read around one to mask it: a number split over one person's messages in a row is a number. */
const MASK_CONTEXT = 6;

/** The thread's latest messages, oldest first, as the masking reads them. */
function recentSql(threadId: AnyColumn | string) {
  return sql<
    { id: string; senderId: string; body: string; createdAt: string }[] | null
  >`(select json_agg(json_build_object('id', r.id, 'senderId', r.sender_id, 'body', r.body, 'createdAt', r.created_at) order by r.created_at, r.id)
      from (select m.id, m.sender_id, m.body, m.created_at from ${threadMessages} m where m.thread_id = ${threadId} order by m.created_at desc, m.id desc limit ${MASK_CONTEXT}) r)`;
}
const toSaid = (rows: { id: string; senderId: string; body: string; createdAt: string | Date }[] | null): Said[] =>
  (rows ?? []).map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));

/**
 * The latest message of a thread (not written by `notFrom`), as its reader sees it: with contacts
 * hidden unless `paid`, read together with the messages around it. Used by the thread list, a
 * sent message's echo and the unread-message notification alike.
 */
export async function latestMessage(db: Pick<Db, 'execute'>, threadId: string, paid: boolean, notFrom?: string) {
  const [row] = rowsOf<{ recent: Parameters<typeof toSaid>[0] }>(await db.execute(sql`select ${recentSql(threadId)} as recent`));
  return latestShown(toSaid(row?.recent ?? null), paid, notFrom);
}

/** Of a thread's latest messages (oldest first), the last one not by `notFrom`, masked with those around it unless `paid`. */
function latestShown(said: Said[], paid: boolean, notFrom?: string) {
  const last = said.filter((m) => m.senderId !== notFrom).at(-1);
  if (!last) return null;
  return { ...last, body: paid ? last.body : (maskConversation(said).get(last.id) ?? last.body) };
}

type ThreadRow = typeof messageThreads.$inferSelect;

/**
 * Messages between a guest and a space's host (issue 17): one private thread per guest and space,
 * before or after booking. Only its two people read it, and admins once one of them reports it.
 * Until a booking between them is paid, phone numbers and e-mail addresses are hidden when read.
 */
export function messagesService(db: Db, limit: RateLimiter) {
  const guest = alias(users, 'guest');
  const guestProfile = alias(profiles, 'guest_profile');
  const host = alias(users, 'host');
  const hostProfile = alias(profiles, 'host_profile');
  // A deleted account's name (docs/PRIVACY.md "Delete my account") in the reader's language.
  const nameOf = (u: { metadata: AnyColumn; email: AnyColumn; deletedAt: AnyColumn }, p: { fullName: AnyColumn }) =>
    sql<string>`case when ${u.deletedAt} is not null then ${shownName(null)} else coalesce(${p.fullName}, ${u.metadata}->>'full_name', split_part(${u.email}, '@', 1)) end`;

  /** Whether a booking of this guest at this space is paid: then contact details show. */
  const paidSql = paidHere(messageThreads.spaceId, messageThreads.guestId);

  function threadsQuery(viewer: string) {
    const readAt = sql`case when ${messageThreads.guestId} = ${viewer} then ${messageThreads.guestReadAt} else ${messageThreads.hostReadAt} end`;
    return db
      .select({
        thread: messageThreads,
        spaceTitle: spaces.title,
        guestName: nameOf(guest, guestProfile),
        hostName: nameOf(host, hostProfile),
        paid: paidSql,
        recent: recentSql(messageThreads.id),
        unread: sql<number>`(select count(*)::int from ${threadMessages} where ${threadMessages.threadId} = ${messageThreads.id} and ${threadMessages.senderId} <> ${viewer} and (${readAt} is null or ${threadMessages.createdAt} > ${readAt}))`,
      })
      .from(messageThreads)
      .innerJoin(spaces, eq(spaces.id, messageThreads.spaceId))
      .innerJoin(guest, eq(guest.id, messageThreads.guestId))
      .leftJoin(guestProfile, eq(guestProfile.userId, guest.id))
      .innerJoin(host, eq(host.id, messageThreads.hostId))
      .leftJoin(hostProfile, eq(hostProfile.userId, host.id));
  }
  type Listed = Awaited<ReturnType<ReturnType<typeof threadsQuery>['where']>>[number];

  const toThread = (r: Listed): Thread => ({
    id: r.thread.id,
    spaceId: r.thread.spaceId,
    spaceTitle: r.spaceTitle,
    bookingId: r.thread.bookingId,
    guestId: r.thread.guestId,
    guestName: r.guestName,
    hostId: r.thread.hostId,
    hostName: r.hostName,
    paid: r.paid,
    lastMessage: latestShown(toSaid(r.recent), r.paid)?.body ?? null,
    lastMessageAt: new Date(r.thread.lastMessageAt).toISOString(),
    unread: Number(r.unread),
    reported: r.thread.reportedAt !== null,
  });

  const isParticipant = (t: ThreadRow, user: AuthUser) => t.guestId === user.id || t.hostId === user.id;

  /** A thread the caller may read: theirs, or (admins) a reported one; anyone else's is missing. */
  async function readable(user: AuthUser, id: string): Promise<Listed> {
    const [row] = await threadsQuery(user.id).where(eq(messageThreads.id, id));
    if (!row || !(isParticipant(row.thread, user) || (user.role === 'admin' && row.thread.reportedAt !== null))) throw notFound(THREAD_MESSAGES.notFound);
    return row;
  }

  /**
   * An admin reads a reported conversation they are not in: only with a reason, written to the audit
   * log against each of its people (once per reading: its later pages are the same reading).
   */
  async function readByAdmin(admin: AuthUser, thread: ThreadRow, query: { before?: string; reason?: string }) {
    if (!query.reason) throw new AppError(400, 'reason_required', THREAD_MESSAGES.readReason, 'reason');
    if (query.before) return;
    const reason = query.reason;
    await db.transaction((tx) =>
      auditReading(tx, admin, {
        action: 'messages.read',
        targetType: 'user',
        targetIds: [thread.guestId, thread.hostId],
        said: { key: 'audit_messages_read', values: { id: thread.id, reason } },
      }),
    );
  }

  async function post(user: AuthUser, thread: ThreadRow, body: string): Promise<ThreadMessage> {
    // A conversation is people talking: a flood from one sender is refused, whatever it says.
    await limit('messages', [
      { key: `thread-msg:min:${user.id}`, max: 20, windowSeconds: 60 },
      { key: `thread-msg:day:${user.id}`, max: 500, windowSeconds: 86_400 },
    ]);
    return db.transaction(async (tx) => {
      const message = one(await tx.insert(threadMessages).values({ threadId: thread.id, senderId: user.id, body }).returning());
      const mine = thread.guestId === user.id ? { guestReadAt: message.createdAt } : { hostReadAt: message.createdAt };
      await tx
        .update(messageThreads)
        .set({ lastMessageAt: message.createdAt, ...mine })
        .where(eq(messageThreads.id, thread.id));
      const sender = one(
        await tx
          .select({ name: nameOf(users, profiles) })
          .from(users)
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .where(eq(users.id, user.id)),
      );
      return { id: message.id, senderId: user.id, senderName: sender.name, body: message.body, createdAt: message.createdAt.toISOString() };
    });
  }

  return {
    /** "Contact host": the guest's thread with this space's host (made on the first message), and the message. */
    async start(user: AuthUser, spaceId: string, body: string): Promise<Thread> {
      const [space] = await db.select({ ownerId: spaces.ownerId, status: spaces.status }).from(spaces).where(eq(spaces.id, spaceId));
      if (!space || space.status !== 'approved') throw notFound(m.space_not_found());
      if (!space.ownerId) throw badRequest(THREAD_MESSAGES.noHost, 'spaceId');
      if (space.ownerId === user.id) throw badRequest(THREAD_MESSAGES.ownSpace, 'spaceId');
      await limit('new conversations', [{ key: `thread-new:day:${user.id}`, max: 30, windowSeconds: 86_400 }]);
      const [latest] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.spaceId, spaceId), eq(bookings.userId, user.id)))
        .orderBy(desc(bookings.createdAt))
        .limit(1);
      await db
        .insert(messageThreads)
        .values({ spaceId, guestId: user.id, hostId: space.ownerId, bookingId: latest?.id ?? null })
        .onConflictDoNothing();
      const thread = one(
        await db
          .select()
          .from(messageThreads)
          .where(and(eq(messageThreads.spaceId, spaceId), eq(messageThreads.guestId, user.id))),
      );
      // The thread follows the guest's latest booking of the space.
      if (latest && thread.bookingId !== latest.id) await db.update(messageThreads).set({ bookingId: latest.id }).where(eq(messageThreads.id, thread.id));
      await post(user, thread, body);
      return toThread(await readable(user, thread.id));
    },

    async list(user: AuthUser): Promise<Thread[]> {
      const rows = await threadsQuery(user.id)
        .where(or(eq(messageThreads.guestId, user.id), eq(messageThreads.hostId, user.id)))
        .orderBy(desc(messageThreads.lastMessageAt))
        .limit(100);
      return rows.map(toThread);
    },

    async unread(user: AuthUser): Promise<number> {
      const rows = rowsOf<{ n: number }>(
        await db.execute(sql`
          select count(*)::int as n from ${threadMessages} m join ${messageThreads} t on t.id = m.thread_id
          where (t.guest_id = ${user.id} and m.sender_id <> ${user.id} and (t.guest_read_at is null or m.created_at > t.guest_read_at))
             or (t.host_id = ${user.id} and m.sender_id <> ${user.id} and (t.host_read_at is null or m.created_at > t.host_read_at))`),
      );
      return Number(rows[0]?.n ?? 0);
    },

    /** A page of a thread's messages, newest last; `before` pages back through history. */
    async messages(user: AuthUser, id: string, query: { limit: number; before?: string; reason?: string }) {
      const row = await readable(user, id);
      if (!isParticipant(row.thread, user)) await readByAdmin(user, row.thread, query);
      const page = await db
        .select({ message: threadMessages, senderName: nameOf(guest, guestProfile) })
        .from(threadMessages)
        .innerJoin(guest, eq(guest.id, threadMessages.senderId))
        .leftJoin(guestProfile, eq(guestProfile.userId, guest.id))
        .where(and(eq(threadMessages.threadId, id), query.before ? lt(threadMessages.createdAt, new Date(query.before)) : undefined))
        .orderBy(desc(threadMessages.createdAt), desc(threadMessages.id))
        .limit(query.limit + 1);
      const shown = page.slice(0, query.limit).reverse();
      // Admins reading a reported thread see what was written; its people see contacts once paid,
      // each message read with the messages around it (on this page and beside it).
      let masked: Map<string, string> | null = null;
      if (!row.paid && isParticipant(row.thread, user) && shown.length) {
        const first = shown[0]?.message.createdAt ?? new Date();
        const plain = { id: threadMessages.id, senderId: threadMessages.senderId, body: threadMessages.body, createdAt: threadMessages.createdAt };
        const [older, newer] = await Promise.all([
          db
            .select(plain)
            .from(threadMessages)
            .where(and(eq(threadMessages.threadId, id), lt(threadMessages.createdAt, first)))
            .orderBy(desc(threadMessages.createdAt))
            .limit(MASK_CONTEXT),
          query.before
            ? db
                .select(plain)
                .from(threadMessages)
                .where(and(eq(threadMessages.threadId, id), gte(threadMessages.createdAt, new Date(query.before))))
                .orderBy(asc(threadMessages.createdAt))
                .limit(MASK_CONTEXT)
            : [],
        ]);
        masked = maskConversation([...older.reverse(), ...shown.map((p) => p.message), ...newer]);
      }
      const data = shown.map(({ message, senderName }) => ({
        id: message.id,
        senderId: message.senderId,
        senderName,
        body: masked?.get(message.id) ?? message.body,
        createdAt: message.createdAt.toISOString(),
      }));
      return { data, thread: toThread(row), hasMore: page.length > query.limit };
    },

    async send(user: AuthUser, id: string, body: string): Promise<ThreadMessage> {
      const row = await readable(user, id);
      // Admins read a reported thread; they do not write in it.
      if (!isParticipant(row.thread, user)) throw notFound(THREAD_MESSAGES.notFound);
      const message = await post(user, row.thread, body);
      if (row.paid) return message;
      const latest = await latestMessage(db, id, false);
      return { ...message, body: latest?.id === message.id ? latest.body : message.body };
    },

    async markRead(user: AuthUser, id: string): Promise<void> {
      const row = await readable(user, id);
      if (!isParticipant(row.thread, user)) return;
      const set = row.thread.guestId === user.id ? { guestReadAt: sql`now()` } : { hostReadAt: sql`now()` };
      await db.update(messageThreads).set(set).where(eq(messageThreads.id, id));
    },

    async report(user: AuthUser, id: string, reason: string): Promise<void> {
      const row = await readable(user, id);
      if (!isParticipant(row.thread, user)) throw notFound(THREAD_MESSAGES.notFound);
      await limit('reports', [{ key: `thread-report:day:${user.id}`, max: 20, windowSeconds: 86_400 }]);
      await db.update(messageThreads).set({ reportedAt: new Date(), reportedBy: user.id, reportReason: reason }).where(eq(messageThreads.id, id));
    },

    /** Reported threads, newest report first (admins). */
    async reported(viewer: AuthUser, query: { limit: number; offset: number }) {
      const where = isNotNull(messageThreads.reportedAt);
      const [rows, [total]] = await Promise.all([
        threadsQuery(viewer.id).where(where).orderBy(desc(messageThreads.reportedAt)).limit(query.limit).offset(query.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(messageThreads)
          .where(where),
      ]);
      return {
        // No one's words in the list: an admin reads them in the conversation, with a reason (readByAdmin).
        data: rows.map((r) => ({ ...toThread(r), lastMessage: null, reportReason: r.thread.reportReason ?? '' })),
        page: { total: Number(total?.n ?? 0), limit: query.limit, offset: query.offset },
      };
    },
  };
}

export type MessagesService = ReturnType<typeof messagesService>;

/**
 * The minute job's part here (notifications' `scheduleDue` calls it in its transaction): each side
 * of a conversation with messages unread for UNREAD_MAIL_MINUTES is marked mailed, and returned
 * for notifications to write its event (a mail and the bell); not again until newer messages wait
 * unread that long.
 */
export async function markUnreadDue(tx: Db, now: Date): Promise<{ threadId: string; reader: string; spaceId: string }[]> {
  const due = new Date(now.getTime() - UNREAD_MAIL_MINUTES * 60_000).toISOString();
  return rowsOf<{ threadId: string; reader: string; spaceId: string }>(
    await tx.execute(sql`
      with waiting as (
        select t.id, side.who, side.reader
        from ${messageThreads} t,
        lateral (values ('guest', t.guest_id, coalesce(greatest(t.guest_read_at, t.guest_mailed_at), '-infinity'::timestamptz)),
                        ('host', t.host_id, coalesce(greatest(t.host_read_at, t.host_mailed_at), '-infinity'::timestamptz))) as side(who, reader, since)
        where t.last_message_at > side.since
          and exists (select 1 from ${threadMessages} m where m.thread_id = t.id and m.sender_id <> side.reader
                      and m.created_at > side.since and m.created_at <= ${due}::timestamptz)
        for update of t skip locked
      ), marked as (
        update ${messageThreads} t set
          guest_mailed_at = case when exists (select 1 from waiting w where w.id = t.id and w.who = 'guest') then ${now.toISOString()}::timestamptz else t.guest_mailed_at end,
          host_mailed_at = case when exists (select 1 from waiting w where w.id = t.id and w.who = 'host') then ${now.toISOString()}::timestamptz else t.host_mailed_at end
        where t.id in (select id from waiting)
        returning t.id
      )
      select w.id as "threadId", w.reader, t.space_id as "spaceId" from waiting w join ${messageThreads} t on t.id = w.id`),
  );
}

/** Retention: conversations whose last message is from before `before` go, their messages with them. How many. */
export async function pruneConversations(db: Db, before: Date): Promise<number> {
  return (await db.delete(messageThreads).where(lt(messageThreads.lastMessageAt, before)).returning({ id: messageThreads.id })).length;
}
