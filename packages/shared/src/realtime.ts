import type { z } from 'zod';
import type { RealtimeClientMessageSchema } from './realtime-schema.ts';
import type { ChatMessage, Participant } from './meetings.ts';
import type { Space } from './spaces.ts';

/** What a participant tells the room about their call: in it or not, microphone and camera. */
export interface MediaState {
  inCall: boolean;
  muted: boolean;
  videoOn: boolean;
}

/**
 * Messages on /api/realtime from the client, as the server parses them (realtime-schema.ts holds
 * the zod schema, so pages that only listen do not load zod).
 */
export type RealtimeClientMessage = z.infer<typeof RealtimeClientMessageSchema>;

/**
 * What one connection may do (README, Security). Beyond the message rate the server closes the
 * socket with 1008; a client that honours the protocol (a heartbeat every 25 s, a few signals per
 * second while a call starts) never comes near these.
 */
export const REALTIME_LIMITS = {
  /** Frames per socket: a burst, then a steady rate. */
  messages: { burst: 120, perSecond: 20 },
  /** Channels (subscriptions and rooms) one socket may be in at once (Supabase Realtime: 100). */
  channelsPerSocket: 100,
  /** Room joins per account: a burst, then one every six seconds. */
  joins: { burst: 10, perSecond: 1 / 6 },
  /** Sockets signed into rooms as one account, on one server. */
  socketsPerAccount: 20,
  /** A call signal (an SDP offer is a few kilobytes); NOTIFY carries at most 8000 bytes. */
  signalBytes: 7500,
} as const;

export type RealtimeLimits = {
  messages: { burst: number; perSecond: number };
  channelsPerSocket: number;
  joins: { burst: number; perSecond: number };
  socketsPerAccount: number;
  signalBytes: number;
};

/** The close code and reason when a socket breaks the limits. */
export const POLICY_CLOSE = { code: 1008, tooFast: 'Too many messages', tooMany: 'Too many connections' } as const;

/** Messages of one room (channel `room:<id>`). */
export type RoomServerMessage =
  | { type: 'joined'; channel: string; participantId: string; participants: Participant[] }
  | { type: 'message'; channel: string; message: ChatMessage }
  | { type: 'message-deleted'; channel: string; messageId: string }
  | { type: 'presence'; channel: string; participants: Participant[] }
  | { type: 'signal'; channel: string; from: string; data: unknown }
  | { type: 'force-mute'; channel: string }
  | { type: 'room-updated'; channel: string }
  | { type: 'removed'; channel: string; message: string }
  | { type: 'room-error'; channel: string; message: string };

export type SpaceChange =
  | { type: 'change'; channel: 'spaces'; event: 'INSERT' | 'UPDATE'; record: Space }
  | { type: 'change'; channel: 'spaces'; event: 'DELETE'; old: { id: string } };

/** The bookings of a space changed: its availability must be read again. */
export type AvailabilityChange = { type: 'availability'; channel: string; spaceId: string };

/** A forum topic got or lost a reply, or was removed: its page reads it again. */
export type ForumChange = { type: 'forum'; channel: string; topicId: string };

/** The news a signed-in person hears of on their own socket (each a message type below). */
export const PERSONAL_NEWS = ['booking', 'notification', 'thread'] as const;
export type PersonalNews = (typeof PERSONAL_NEWS)[number];
export const isPersonalNews = (message: RealtimeServerMessage): message is Extract<RealtimeServerMessage, { type: PersonalNews }> =>
  (PERSONAL_NEWS as readonly string[]).includes(message.type);

export type RealtimeServerMessage =
  | SpaceChange
  | AvailabilityChange
  | ForumChange
  | RoomServerMessage
  | { type: 'subscribed'; channel: string }
  /** One of the signed-in person's bookings (as guest or as host) changed: read it again. */
  | { type: 'booking'; bookingId: string }
  /** The signed-in person has a new notification (the bell). */
  | { type: 'notification'; id: string }
  /** A new message in one of the person's conversations. */
  | { type: 'thread'; threadId: string }
  | { type: 'identified' }
  /** Live updates may have been missed (the server's database connection was lost and is back): read again. */
  | { type: 'resync' }
  | { type: 'pong' }
  | { type: 'error'; message: string };

export const PUBLIC_CHANNELS = ['spaces'] as const;
/** `availability:<spaceId>`: public, it carries no more than "this space's calendar changed". */
export const availabilityChannel = (spaceId: string) => `availability:${spaceId}`;
/** `forum:<topicId>`: public as the forum is, it carries no more than "this topic's replies changed". */
export const forumChannel = (topicId: string) => `forum:${topicId}`;
export function isPublicChannel(channel: unknown): channel is string {
  return (
    typeof channel === 'string' &&
    ((PUBLIC_CHANNELS as readonly string[]).includes(channel) ||
      /^(availability|forum):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(channel))
  );
}

/** §9: reconnect backoff 1, 2, 5 then 10 s; heartbeat every 25 s. */
export const RECONNECT_BACKOFF_MS = [1000, 2000, 5000, 10000] as const;
export const HEARTBEAT_MS = 25_000;
