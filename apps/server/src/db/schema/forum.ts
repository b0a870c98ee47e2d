import { sql } from 'drizzle-orm';
import { FORUM_CATEGORY_IDS } from '@nafasi/shared/forum';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt } from './columns.ts';

/* The tables of the community forum (modules/forum). */

/** The community forum's topics (§2 Forum): a title and an opening post in one of five categories. */
export const forumTopics = pgTable(
  'forum_topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category', { enum: FORUM_CATEGORY_IDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinned: boolean('pinned').notNull().default(false),
    views: integer('views').notNull().default(0),
    /** Kept with each reply written or removed, in the same transaction. */
    replyCount: integer('reply_count').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('forum_topics_category_valid', sql`${t.category} in ('general', 'owners', 'remote', 'events', 'feedback')`),
    index('forum_topics_recent_idx').on(t.pinned.desc(), t.lastActivityAt.desc()),
    index('forum_topics_category_idx').on(t.category),
  ],
);

export const forumReplies = pgTable(
  'forum_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('forum_replies_topic_idx').on(t.topicId, t.createdAt), index('forum_replies_recent_idx').on(t.createdAt)],
);

/** One like per person and topic. */
export const forumLikes = pgTable(
  'forum_likes',
  {
    topicId: uuid('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.userId] })],
);
