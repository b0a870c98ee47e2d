import { z } from 'zod';
import { itemResponse, listResponse, oneLine, plainText, queryInt } from './api.ts';
import { m, translated } from './i18n.ts';

/** §9 meeting defaults. */
export const MEETING_DEFAULTS = { durationMinutes: 240, maxParticipants: 10, codeLength: 6 } as const;
export const MAX_CHAT_LENGTH = 2000;
/** The standing help room behind the Help page's Start Live Chat and the forum's Start New Topic. */
export const SUPPORT_ROOM = {
  code: 'NAFASI',
  title: 'Nafasi Community & Support',
  description: 'Ask the Nafasi team and community anything: bookings, M-Pesa payments, listing a space.',
  maxParticipants: 200,
} as const;
export const CHAT_PAGE_SIZE = 50;
/** Per user: a burst of this many messages, refilled at this many a second. */
export const CHAT_RATE = { burst: 10, perSecond: 2 } as const;

/** §8 meeting messages, word for word, and the sentences the real rules add. */
export const MEETING_MESSAGES = translated({
  notFound: m.meeting_not_found,
  nameRequired: m.meeting_name_required,
  idRequired: m.meeting_id_required,
  confirmDelete: m.meeting_confirm_delete,
  deleted: m.meeting_deleted,
  deleteFailed: m.meeting_delete_failed,
  linkCopied: m.meeting_link_copied,
  copied: m.meeting_copied,
  onlyHostDeletes: m.meeting_only_host_deletes,
  onlyHost: m.meeting_only_host,
  full: m.meeting_full,
  removed: m.meeting_removed,
  ended: m.meeting_ended,
  roomNotFound: m.meeting_room_not_found,
  messageRequired: m.meeting_message_required,
  messageTooLong: () => m.meeting_message_too_long({ max_chat_length: MAX_CHAT_LENGTH }),
  tooFast: m.meeting_too_fast,
  notMember: m.meeting_not_member,
  onlyModerator: m.meeting_only_moderator,
  messageNotFound: m.meeting_message_not_found,
  reported: m.meeting_reported,
});

export const MeetingSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  scheduledAt: z.string(),
  durationMinutes: z.number(),
  hostId: z.string(),
  hostName: z.string(),
  maxParticipants: z.number(),
  isActive: z.boolean(),
  /** Shown in everyone's Browse Rooms. */
  listed: z.boolean(),
  /** The join code: shown to the host, admins and people who have been in the room (else null). */
  meetingCode: z.string().nullable(),
  /** People in the room now. */
  participants: z.number(),
  createdAt: z.string(),
});
export type Meeting = z.infer<typeof MeetingSchema>;

export const CreateMeetingSchema = z.strictObject({
  title: oneLine('title', 120).min(1, { error: () => MEETING_MESSAGES.nameRequired }),
  description: plainText('description', 1000).trim().default(''),
  listed: z.boolean({ error: () => m.field_boolean({ field: 'listed' }) }).default(true),
});
export type CreateMeetingInput = z.input<typeof CreateMeetingSchema>;
export const UpdateMeetingSchema = z.strictObject({
  title: oneLine('title', 120)
    .min(1, { error: () => MEETING_MESSAGES.nameRequired })
    .optional(),
  description: plainText('description', 1000).trim().optional(),
  isActive: z.boolean({ error: () => m.field_boolean({ field: 'isActive' }) }).optional(),
  listed: z.boolean({ error: () => m.field_boolean({ field: 'listed' }) }).optional(),
});
export type UpdateMeetingInput = z.input<typeof UpdateMeetingSchema>;

export const MeetingListQuerySchema = z.strictObject({
  q: plainText('q', 200).trim().optional(),
  limit: queryInt('limit', 1, 100).default(50),
  offset: queryInt('offset', 0, 1_000_000).default(0),
});
/** GET /api/meetings/:id takes a meeting's id or its code. */
export const MeetingLookupParamsSchema = z.strictObject({
  id: z
    .string()
    .trim()
    .min(1, { error: () => MEETING_MESSAGES.idRequired })
    .max(100, { error: () => MEETING_MESSAGES.notFound }),
});

/** A room is a meeting or a space's community chat (§2: the id names either). */
export const RoomSchema = z.object({
  id: z.string(),
  kind: z.enum(['meeting', 'space']),
  title: z.string(),
  description: z.string(),
  hostId: z.string().nullable(),
  hostName: z.string().nullable(),
  maxParticipants: z.number().nullable(),
  isActive: z.boolean(),
  meetingCode: z.string().nullable(),
});
export type Room = z.infer<typeof RoomSchema>;

/**
 * What a room's system line says happened, stored as this code beside the person's name (never
 * as a sentence): each reader reads it in their own language, and a deleted account's name goes
 * from the line with the name.
 */
export const ROOM_EVENTS = ['joined', 'left', 'removed_by_host', 'removed_by_admin'] as const;
export type RoomEvent = (typeof ROOM_EVENTS)[number];
export const isRoomEvent = (body: string): body is RoomEvent => (ROOM_EVENTS as readonly string[]).includes(body);
const ROOM_EVENT_LINES: Record<RoomEvent, (inputs: { name: string }) => string> = {
  joined: m.room_event_joined,
  left: m.room_event_left,
  removed_by_host: m.room_event_removed_by_host,
  removed_by_admin: m.room_event_removed_by_admin,
};
/** A system line in the language being spoken ("Wanjiku joined the room"). */
export const roomEventLine = (event: RoomEvent, name: string) => ROOM_EVENT_LINES[event]({ name });

/** §3 Chat message, stored. */
export const ChatMessageSchema = z.object({
  id: z.string(),
  roomId: z.string(),
  userId: z.string().nullable(),
  userName: z.string(),
  message: z.string(),
  type: z.enum(['text', 'system']),
  /** A system line's event (its `message` is the line in the request's language); null for what a person wrote. */
  event: z.enum(ROOM_EVENTS).nullable(),
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const SendMessageSchema = z.strictObject({
  message: z
    .string({ error: () => MEETING_MESSAGES.messageRequired })
    .trim()
    .min(1, { error: () => MEETING_MESSAGES.messageRequired })
    .max(MAX_CHAT_LENGTH, { error: () => MEETING_MESSAGES.messageTooLong })
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, { error: () => m.meeting_message_characters() }),
});

export const HistoryQuerySchema = z.strictObject({
  /** The id of the oldest message already shown: the page before it. */
  before: z.uuid({ error: () => m.field_message_id({ field: 'before' }) }).optional(),
  limit: queryInt('limit', 1, 100).default(CHAT_PAGE_SIZE),
});

/** §3 Room participant, live. */
export const ParticipantSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  isHost: z.boolean(),
  isMuted: z.boolean(),
  isVideoOn: z.boolean(),
  inCall: z.boolean(),
  isOnline: z.boolean(),
});
export type Participant = z.infer<typeof ParticipantSchema>;
export const MessageParamsSchema = z.strictObject({
  id: z.uuid({ error: () => m.field_uuid({ field: 'id' }) }),
  messageId: z.uuid({ error: () => m.field_uuid({ field: 'messageId' }) }),
});
export const ReportMessageSchema = z.strictObject({ reason: plainText('reason', 500).trim().default('') });
export const ChatReportSchema = z.object({
  id: z.string(),
  messageId: z.string(),
  roomId: z.string(),
  roomTitle: z.string(),
  author: z.string(),
  message: z.string(),
  reporter: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type ChatReport = z.infer<typeof ChatReportSchema>;
export const ChatReportListResponseSchema = z.object({ data: z.array(ChatReportSchema) });
export const ParticipantParamsSchema = z.strictObject({
  id: z.uuid({ error: () => m.field_uuid({ field: 'id' }) }),
  participantId: z.uuid({ error: () => m.field_uuid({ field: 'participantId' }) }),
});

export const MeetingResponseSchema = itemResponse(MeetingSchema);
export const MeetingListResponseSchema = listResponse(MeetingSchema);
export const RoomResponseSchema = itemResponse(RoomSchema);
export const ChatMessageResponseSchema = itemResponse(ChatMessageSchema);
export const HistoryResponseSchema = z.object({ data: z.array(ChatMessageSchema), hasMore: z.boolean() });
/** A page of a room's chat, newest last, and whether older messages remain. */
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>;
/** The STUN/TURN servers a video call may use (none: peers connect directly). */
export const RtcConfigResponseSchema = itemResponse(z.object({ iceServers: z.array(z.object({ urls: z.array(z.string()) })) }));
export type RtcConfigResponse = z.infer<typeof RtcConfigResponseSchema>;
/** The community & support room everyone may open. */
export const SupportRoomResponseSchema = itemResponse(z.object({ id: z.string() }));
export type SupportRoomResponse = z.infer<typeof SupportRoomResponseSchema>;
export const ParticipantListResponseSchema = itemResponse(z.array(ParticipantSchema));

/** The realtime channel of a room. */
export const roomChannel = (roomId: string) => `room:${roomId}`;
