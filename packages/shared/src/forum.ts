import { z } from 'zod';
import { itemResponse, oneLine, plainText } from './api.ts';
import { m, translated } from './i18n.ts';
import { formatDay } from './dates.ts';

/**
 * The community forum (§2 Forum): topics in five categories, replies, likes and views, all stored.
 * The categories and guidelines are the product's own words; topics, counts and stats are read from
 * the database.
 */
export const FORUM_CATEGORY_IDS = ['general', 'owners', 'remote', 'events', 'feedback'] as const;
export type ForumCategoryId = (typeof FORUM_CATEGORY_IDS)[number];

/** A category whose name and description are read in the language of the moment. */
const category = (id: ForumCategoryId, name: () => string, description: () => string, color: string) => ({
  id,
  color,
  get name() {
    return name();
  },
  get description() {
    return description();
  },
});
/** §3 forum category: its name, description and colour (its posts and members are counted). */
export const FORUM_CATEGORIES: { id: ForumCategoryId; name: string; description: string; color: string }[] = [
  category('general', m.forum_cat_general, m.forum_cat_general_text, 'bg-brand-100 text-brand-900'),
  category('owners', m.forum_cat_owners, m.forum_cat_owners_text, 'bg-amber-100 text-amber-900'),
  category('remote', m.forum_cat_remote, m.forum_cat_remote_text, 'bg-sky-100 text-sky-900'),
  category('events', m.forum_cat_events, m.forum_cat_events_text, 'bg-rose-100 text-rose-900'),
  category('feedback', m.forum_cat_feedback, m.forum_cat_feedback_text, 'bg-violet-100 text-violet-900'),
];
export const forumCategoryName = (id: string) => FORUM_CATEGORIES.find((c) => c.id === id)?.name ?? id;

/** The guidelines in the language of the moment. */
export const forumGuidelines = () => [m.forum_rule_kind(), m.forum_rule_topic(), m.forum_rule_spam(), m.forum_rule_pins(), m.forum_rule_report()];

/** A topic is hot when this many replies came in the last HOT_WINDOW_HOURS. */
export const HOT_REPLIES = 3;
export const HOT_WINDOW_HOURS = 48;
export const FORUM_TITLE_MAX = 120;
export const FORUM_BODY_MAX = 5000;
/** How many replies one page of a topic shows. */
export const FORUM_REPLIES_PAGE = 50;

export const FORUM_MESSAGES = translated({
  topicNotFound: m.forum_topic_not_found,
  replyNotFound: m.forum_reply_not_found,
  title: () => m.forum_title({ forum_title_max: FORUM_TITLE_MAX }),
  body: () => m.forum_body({ forum_body_max: FORUM_BODY_MAX }),
  reply: () => m.forum_reply({ forum_body_max: FORUM_BODY_MAX }),
  category: m.forum_category,
  posted: m.forum_posted,
  replied: m.forum_replied,
});

const author = z.object({ id: z.string().nullable(), name: z.string(), initials: z.string(), avatarUrl: z.string().nullable() });

export const ForumTopicSummarySchema = z.object({
  id: z.string(),
  category: z.enum(FORUM_CATEGORY_IDS),
  title: z.string(),
  author,
  replies: z.number(),
  views: z.number(),
  likes: z.number(),
  lastActivityAt: z.string(),
  createdAt: z.string(),
  pinned: z.boolean(),
  hot: z.boolean(),
});
export type ForumTopicSummary = z.infer<typeof ForumTopicSummarySchema>;

export const ForumReplySchema = z.object({ id: z.string(), author, body: z.string(), createdAt: z.string() });
export type ForumReply = z.infer<typeof ForumReplySchema>;

/** A topic as everyone reads it (the same for all, so its page is rendered once for everyone). */
export const ForumTopicSchema = ForumTopicSummarySchema.extend({
  body: z.string(),
  /** The first FORUM_REPLIES_PAGE replies, oldest first. */
  replyList: z.array(ForumReplySchema),
});
export type ForumTopic = z.infer<typeof ForumTopicSchema>;

/** What the signed-in reader may do on a topic: whether they like it, and what they may remove. */
export const ForumViewerSchema = z.object({
  liked: z.boolean(),
  /** They wrote the topic, or moderate (admins): they may remove it. */
  mayRemoveTopic: z.boolean(),
  /** Replies they may remove (their own; every one for admins). */
  removableReplies: z.array(z.string()),
});
export type ForumViewer = z.infer<typeof ForumViewerSchema>;
export const ForumViewerResponseSchema = itemResponse(ForumViewerSchema);

export const ForumOverviewSchema = z.object({
  categories: z.array(z.object({ id: z.enum(FORUM_CATEGORY_IDS), posts: z.number(), members: z.number() })),
  stats: z.object({ members: z.number(), topics: z.number(), posts: z.number(), activeThisWeek: z.number() }),
});
export type ForumOverview = z.infer<typeof ForumOverviewSchema>;

export const ForumTopicListResponseSchema = itemResponse(z.array(ForumTopicSummarySchema));
export const ForumTopicResponseSchema = itemResponse(ForumTopicSchema);
export const ForumReplyResponseSchema = itemResponse(ForumReplySchema);
export const ForumOverviewResponseSchema = itemResponse(ForumOverviewSchema);
export const ForumLikeResponseSchema = itemResponse(z.object({ liked: z.boolean(), likes: z.number() }));

/** §2 forum search: the topic's title or its category's name contains the text (any case). */
export const ForumTopicQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .max(100, { error: () => m.forum_search_too_long() })
    .optional(),
});

const text = (min: number, message: () => string) =>
  plainText('body', FORUM_BODY_MAX).trim().min(min, { error: message }).max(FORUM_BODY_MAX, { error: message });

export const NewTopicSchema = z.strictObject({
  category: z.enum(FORUM_CATEGORY_IDS, { error: () => FORUM_MESSAGES.category }),
  title: oneLine('title', FORUM_TITLE_MAX).min(5, { error: () => FORUM_MESSAGES.title }),
  body: text(10, () => FORUM_MESSAGES.body),
});
export type NewTopicInput = z.infer<typeof NewTopicSchema>;
export const NewReplySchema = z.strictObject({ body: text(2, () => FORUM_MESSAGES.reply) });
export const ForumLikeSchema = z.strictObject({ liked: z.boolean({ error: () => m.field_boolean({ field: 'liked' }) }) });
export const ForumTopicParamsSchema = z.strictObject({ id: z.uuid({ error: () => FORUM_MESSAGES.topicNotFound }) });
export const ForumReplyParamsSchema = z.strictObject({
  id: z.uuid({ error: () => FORUM_MESSAGES.topicNotFound }),
  replyId: z.uuid({ error: () => FORUM_MESSAGES.replyNotFound }),
});

/** "35 minutes ago", "yesterday", "3 days ago", then the date: how long since a moment, from `now`. */
export function timeAgo(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 1) return m.ago_now();
  if (minutes < 60) return m.ago_minutes({ count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return m.ago_hours({ count: hours });
  const days = Math.floor(hours / 24);
  if (days === 1) return m.ago_yesterday();
  if (days < 30) return m.ago_days({ count: days });
  return formatDay(iso);
}
