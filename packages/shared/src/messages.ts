import { z } from 'zod';
import { itemResponse, listResponse, plainText, queryInt, uuidParam } from './api.ts';
import { m, translated } from './i18n.ts';

export const MESSAGE_MAX = 2000;
/** A message unread this long is mailed to its reader (once until they read). */
export const UNREAD_MAIL_MINUTES = 10;

export const THREAD_MESSAGES = translated({
  notFound: m.thread_not_found,
  ownSpace: m.thread_own_space,
  noHost: m.thread_no_host,
  empty: m.thread_empty,
  reported: m.thread_reported,
  reportReason: m.thread_report_reason,
  readReason: m.thread_read_reason,
});

/** What stands in for a phone number or e-mail address before a booking between them is paid. */
export const MASKED = '[hidden until a booking is paid]';

const body = plainText('body', MESSAGE_MAX)
  .trim()
  .min(1, { error: () => THREAD_MESSAGES.empty });

export const StartThreadSchema = z.strictObject({ spaceId: uuidParam('spaceId'), body });
export const SendMessageSchema = z.strictObject({ body });
export const ReportThreadSchema = z.strictObject({
  reason: plainText('reason', 500)
    .trim()
    .min(3, { error: () => THREAD_MESSAGES.reportReason }),
});
export const ThreadMessagesQuerySchema = z.strictObject({
  limit: queryInt('limit', 1, 100).default(50),
  /** Older than this message's time (ISO): the page before. */
  before: z.iso.datetime({ offset: true, error: () => m.field_datetime({ field: 'before' }) }).optional(),
  /**
   * Why an admin reads a reported conversation they are not in (docs/PRIVACY.md "Who read it"):
   * required of them, written to the audit log against both people, and shown in their data download.
   */
  reason: plainText('reason', 300)
    .trim()
    .min(3, { error: () => THREAD_MESSAGES.readReason })
    .optional(),
});
export const AdminThreadsQuerySchema = z.strictObject({ limit: queryInt('limit', 1, 100).default(20), offset: queryInt('offset', 0, 100_000).default(0) });

export const ThreadMessageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type ThreadMessage = z.infer<typeof ThreadMessageSchema>;

export const ThreadSchema = z.object({
  id: z.string(),
  spaceId: z.string(),
  spaceTitle: z.string(),
  bookingId: z.string().nullable(),
  guestId: z.string(),
  guestName: z.string(),
  hostId: z.string(),
  hostName: z.string(),
  /** Whether a booking between them is paid (until then phone numbers and e-mail addresses are hidden). */
  paid: z.boolean(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string(),
  unread: z.number().int(),
  reported: z.boolean(),
});
export type Thread = z.infer<typeof ThreadSchema>;
export const ThreadResponseSchema = itemResponse(ThreadSchema);
export const ThreadListResponseSchema = listResponse(ThreadSchema);
export type ThreadListResponse = z.infer<typeof ThreadListResponseSchema>;
export const ThreadMessagesResponseSchema = z.object({ data: z.array(ThreadMessageSchema), thread: ThreadSchema, hasMore: z.boolean() });
export type ThreadMessagesResponse = z.infer<typeof ThreadMessagesResponseSchema>;
export const ThreadMessageResponseSchema = itemResponse(ThreadMessageSchema);
export const ThreadsUnreadResponseSchema = itemResponse(z.object({ unread: z.number().int() }));
export type ThreadsUnreadResponse = z.infer<typeof ThreadsUnreadResponseSchema>;

/** A reported thread as admins list it: with what was last written (unmasked) and why it was reported. */
export const AdminThreadListResponseSchema = listResponse(ThreadSchema.extend({ reportReason: z.string() }));
export type AdminThreadListResponse = z.infer<typeof AdminThreadListResponseSchema>;
