import { m } from '@nafasi/shared/i18n';
import { initials } from '@nafasi/shared/auth';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import {
  FORUM_CATEGORIES,
  FORUM_CATEGORY_IDS,
  FORUM_MESSAGES,
  FORUM_REPLIES_PAGE,
  HOT_REPLIES,
  HOT_WINDOW_HOURS,
  type ForumOverview,
  type ForumReply,
  type ForumTopic,
  type ForumTopicSummary,
  type ForumViewer,
  type NewTopicInput,
} from '@nafasi/shared/forum';
import { shownName } from '@nafasi/shared/privacy';
import type { Db } from '../../db/client.ts';
import { forumLikes, forumReplies, forumTopics, profiles, users } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { responseCache } from '../search/index.ts';
import { notFound } from '../../lib/errors.ts';
import { anyOf, containing } from '../../lib/like.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { one, rowsOf } from '../../lib/rows.ts';
import { maskContacts } from '../messages/contact-mask.ts';

type AuthorRow = { authorId: string | null; authorName: string | null; authorRole: string | null; avatarUrl: string | null };

/**
 * A writer as the public forum shows them, in the reader's language: their name (admins speak as
 * the Nafasi Team), never their e-mail; a name that holds a phone number or address shows it hidden.
 */
function authorOf(row: AuthorRow) {
  const name =
    row.authorRole === 'admin' ? m.forum_team_name() : row.authorName === '' ? shownName('') : maskContacts(row.authorName?.trim() || m.role_member());
  return { id: row.authorId, name, initials: initials(name), avatarUrl: row.avatarUrl };
}

const authorColumns = {
  authorId: users.id,
  // '' for a deleted account: shown as a former member in the reader's language.
  authorName: sql<string | null>`case when ${users.deletedAt} is not null then '' else coalesce(${profiles.fullName}, ${users.metadata}->>'full_name') end`,
  authorRole: profiles.role,
  avatarUrl: profiles.avatarUrl,
};

/**
 * The community forum (§2 Forum): topics and replies people write, likes and views. Everyone reads
 * it; people with a confirmed address write, within limits; contact details in what they write are
 * hidden, as in messages, so deals stay where both sides are protected. A writer (or an admin)
 * removes what they wrote.
 */
export function forumService(db: Db, options: { limit: RateLimiter; now: () => Date }) {
  const { limit } = options;
  /** Addresses that viewed a topic lately (views count once an hour per address), bounded. */
  const seen = responseCache<true>({ ttlMs: 3_600_000, maxEntries: 20_000 });

  const summaryColumns = (now: Date) => ({
    topic: forumTopics,
    ...authorColumns,
    likes: sql<number>`(select count(*)::int from ${forumLikes} where ${forumLikes.topicId} = ${forumTopics.id})`,
    hot: sql<boolean>`(select count(*) from ${forumReplies} where ${forumReplies.topicId} = ${forumTopics.id} and ${forumReplies.createdAt} > ${new Date(now.getTime() - HOT_WINDOW_HOURS * 3_600_000).toISOString()}::timestamptz) >= ${HOT_REPLIES}`.mapWith(
      Boolean,
    ),
  });
  const topics = (now: Date) =>
    db.select(summaryColumns(now)).from(forumTopics).innerJoin(users, eq(users.id, forumTopics.authorId)).leftJoin(profiles, eq(profiles.userId, users.id));
  type SummaryRow = Awaited<ReturnType<ReturnType<typeof topics>['where']>>[number];

  const toSummary = (r: SummaryRow): ForumTopicSummary => ({
    id: r.topic.id,
    category: r.topic.category,
    // Titles are read by anyone, in lists, pages and search results: contacts hidden there as in bodies.
    title: maskContacts(r.topic.title),
    author: authorOf(r),
    replies: r.topic.replyCount,
    views: r.topic.views,
    likes: r.likes,
    lastActivityAt: r.topic.lastActivityAt.toISOString(),
    createdAt: r.topic.createdAt.toISOString(),
    pinned: r.topic.pinned,
    hot: r.hot,
  });

  async function topicRow(id: string) {
    const [row] = await db.select().from(forumTopics).where(eq(forumTopics.id, id));
    if (!row) throw notFound(FORUM_MESSAGES.topicNotFound);
    return row;
  }

  const mayRemove = (user: AuthUser, authorId: string) => user.role === 'admin' || user.id === authorId;

  return {
    /** Pinned topics first, then by latest activity; searched on the title or the category's name. */
    async list(q?: string): Promise<ForumTopicSummary[]> {
      const conditions: SQL[] = [];
      const text = q?.trim();
      if (text) {
        const categories = FORUM_CATEGORIES.filter((c) => c.name.toLowerCase().includes(text.toLowerCase())).map((c) => c.id);
        conditions.push(anyOf(ilike(forumTopics.title, containing(text)), ...(categories.length ? [inArray(forumTopics.category, categories)] : [])));
      }
      const rows = await topics(options.now())
        .where(and(...conditions))
        .orderBy(desc(forumTopics.pinned), desc(forumTopics.lastActivityAt))
        .limit(100);
      return rows.map(toSummary);
    },

    /** Each category's posts (topics and replies) and members (people who wrote there); the forum's totals. */
    async overview(): Promise<ForumOverview> {
      const weekAgo = new Date(options.now().getTime() - 7 * 86_400_000);
      const posts = sql`(select ${forumTopics.category} as category, ${forumTopics.authorId} as author, ${forumTopics.createdAt} as at from ${forumTopics}
        union all select t.category, r.author_id, r.created_at from ${forumReplies} r join ${forumTopics} t on t.id = r.topic_id)`;
      // One pass over the posts: a row per category, and the whole forum's row (category null).
      const [counted, [members], [topicCount]] = await Promise.all([
        db.execute(sql`select p.category, count(*)::int as posts, count(distinct p.author)::int as members,
            count(distinct p.author) filter (where p.at > ${weekAgo.toISOString()}::timestamptz)::int as active
          from ${posts} p group by grouping sets ((p.category), ())`),
        db.select({ n: count() }).from(users),
        db.select({ n: count() }).from(forumTopics),
      ]);
      const rows = rowsOf<{ category: string | null; posts: number; members: number; active: number }>(counted);
      const all = rows.find((r) => r.category === null);
      return {
        categories: FORUM_CATEGORY_IDS.map((id) => {
          const row = rows.find((r) => r.category === id);
          return { id, posts: Number(row?.posts ?? 0), members: Number(row?.members ?? 0) };
        }),
        stats: { members: members?.n ?? 0, topics: topicCount?.n ?? 0, posts: Number(all?.posts ?? 0), activeThisWeek: Number(all?.active ?? 0) },
      };
    },

    /** A topic with its first replies, the same for every reader. */
    async get(id: string): Promise<ForumTopic> {
      const [row] = await topics(options.now()).where(eq(forumTopics.id, id));
      if (!row) throw notFound(FORUM_MESSAGES.topicNotFound);
      const replies = await db
        .select({ reply: forumReplies, ...authorColumns })
        .from(forumReplies)
        .innerJoin(users, eq(users.id, forumReplies.authorId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(forumReplies.topicId, id))
        .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id))
        .limit(FORUM_REPLIES_PAGE);
      return {
        ...toSummary(row),
        body: maskContacts(row.topic.body),
        replyList: replies.map((r): ForumReply => ({
          id: r.reply.id,
          author: authorOf(r),
          body: maskContacts(r.reply.body),
          createdAt: r.reply.createdAt.toISOString(),
        })),
      };
    },

    /** Every topic's address and latest activity, for the sitemap. */
    async sitemap(): Promise<{ id: string; lastActivityAt: Date }[]> {
      return db
        .select({ id: forumTopics.id, lastActivityAt: forumTopics.lastActivityAt })
        .from(forumTopics)
        .orderBy(desc(forumTopics.lastActivityAt))
        .limit(40_000);
    },

    /** What this reader may do on a topic. */
    async viewer(user: AuthUser, id: string): Promise<ForumViewer> {
      const topic = await topicRow(id);
      const [liked] = await db
        .select({ n: count() })
        .from(forumLikes)
        .where(and(eq(forumLikes.topicId, id), eq(forumLikes.userId, user.id)));
      const removable = await db
        .select({ id: forumReplies.id })
        .from(forumReplies)
        .where(and(eq(forumReplies.topicId, id), user.role === 'admin' ? undefined : eq(forumReplies.authorId, user.id)))
        .orderBy(asc(forumReplies.createdAt))
        .limit(FORUM_REPLIES_PAGE);
      return { liked: (liked?.n ?? 0) > 0, mayRemoveTopic: mayRemove(user, topic.authorId), removableReplies: removable.map((r) => r.id) };
    },

    /**
     * A view, counted once an hour per network address and topic, whichever instance is asked: the
     * note is kept in the database (rate_limits), not in one instance's memory, where a flood of
     * other keys pushed it out and several instances each counted it. Only a topic that exists.
     */
    async view(id: string, address: string): Promise<void> {
      const { hit } = await seen.get(`${id}|${address}`, () => Promise.resolve(true as const));
      if (hit) return;
      const [topic] = await db.select({ id: forumTopics.id }).from(forumTopics).where(eq(forumTopics.id, id));
      if (!topic || !(await limit.onceIn(`forum-view:${id}:${address}`, 3_600))) return;
      await db
        .update(forumTopics)
        .set({ views: sql`${forumTopics.views} + 1` })
        .where(eq(forumTopics.id, id));
    },

    async create(user: AuthUser, input: NewTopicInput): Promise<ForumTopic> {
      await limit('new topics', [
        { key: `forum-topic:hour:${user.id}`, max: 5, windowSeconds: 3_600 },
        { key: `forum-topic:day:${user.id}`, max: 20, windowSeconds: 86_400 },
      ]);
      const now = options.now();
      const row = one(
        await db
          .insert(forumTopics)
          .values({ ...input, authorId: user.id, lastActivityAt: now, createdAt: now })
          .returning({ id: forumTopics.id }),
      );
      return this.get(row.id);
    },

    async reply(user: AuthUser, id: string, body: string): Promise<ForumReply> {
      await limit('replies', [
        { key: `forum-reply:min:${user.id}`, max: 6, windowSeconds: 60 },
        { key: `forum-reply:day:${user.id}`, max: 200, windowSeconds: 86_400 },
      ]);
      const now = options.now();
      const replyId = await db.transaction(async (tx) => {
        // The topic's row is the lock: its count and its last activity follow each reply exactly.
        const [topic] = await tx
          .update(forumTopics)
          .set({ replyCount: sql`${forumTopics.replyCount} + 1`, lastActivityAt: now })
          .where(eq(forumTopics.id, id))
          .returning({ id: forumTopics.id });
        if (!topic) throw notFound(FORUM_MESSAGES.topicNotFound);
        return one(await tx.insert(forumReplies).values({ topicId: id, authorId: user.id, body, createdAt: now }).returning({ id: forumReplies.id })).id;
      });
      const [r] = await db
        .select({ reply: forumReplies, ...authorColumns })
        .from(forumReplies)
        .innerJoin(users, eq(users.id, forumReplies.authorId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(forumReplies.id, replyId));
      if (!r) throw notFound(FORUM_MESSAGES.replyNotFound);
      return { id: r.reply.id, author: authorOf(r), body: maskContacts(r.reply.body), createdAt: r.reply.createdAt.toISOString() };
    },

    /** Likes or unlikes; answers the topic's likes. Saying the same twice changes nothing. */
    async like(user: AuthUser, id: string, liked: boolean): Promise<{ liked: boolean; likes: number }> {
      await limit('likes', [{ key: `forum-like:min:${user.id}`, max: 30, windowSeconds: 60 }]);
      await topicRow(id);
      if (liked) await db.insert(forumLikes).values({ topicId: id, userId: user.id }).onConflictDoNothing();
      else await db.delete(forumLikes).where(and(eq(forumLikes.topicId, id), eq(forumLikes.userId, user.id)));
      const [n] = await db.select({ n: count() }).from(forumLikes).where(eq(forumLikes.topicId, id));
      return { liked, likes: n?.n ?? 0 };
    },

    async removeTopic(user: AuthUser, id: string): Promise<void> {
      const topic = await topicRow(id);
      // Someone else's topic is answered as a missing one.
      if (!mayRemove(user, topic.authorId)) throw notFound(FORUM_MESSAGES.topicNotFound);
      await db.delete(forumTopics).where(eq(forumTopics.id, id));
    },

    async removeReply(user: AuthUser, id: string, replyId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [reply] = await tx
          .select()
          .from(forumReplies)
          .where(and(eq(forumReplies.id, replyId), eq(forumReplies.topicId, id)));
        if (!reply || !mayRemove(user, reply.authorId)) throw notFound(FORUM_MESSAGES.replyNotFound);
        const [gone] = await tx.delete(forumReplies).where(eq(forumReplies.id, replyId)).returning({ id: forumReplies.id });
        if (gone) {
          await tx
            .update(forumTopics)
            .set({ replyCount: sql`greatest(${forumTopics.replyCount} - 1, 0)` })
            .where(eq(forumTopics.id, id));
        }
      });
    },
  };
}

export type ForumService = ReturnType<typeof forumService>;
