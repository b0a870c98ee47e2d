import type { ChatMessage, Participant } from './meetings.ts';
import type { Space } from './spaces.ts';

/** What a participant tells the room about their call: in it or not, microphone and camera. */
export interface MediaState {
  inCall: boolean;
  muted: boolean;
  videoOn: boolean;
}

/**
 * Messages on /api/realtime. The client subscribes to public channels; to enter a room it joins
 * with its access token, and then signals WebRTC offers, answers and ICE candidates to its peers.
 */
export type RealtimeClientMessage =
  | { type: 'subscribe'; channel: string }
  | { type: 'unsubscribe'; channel: string }
  | { type: 'ping' }
  | { type: 'join'; room: string; token: string }
  | { type: 'leave'; room: string }
  | ({ type: 'media'; room: string } & MediaState)
  | { type: 'signal'; room: string; to: string; data: unknown };

/** Messages of one room (channel `room:<id>`). */
export type RoomServerMessage =
  | { type: 'joined'; channel: string; participantId: string; participants: Participant[] }
  | { type: 'message'; channel: string; message: ChatMessage }
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

export type RealtimeServerMessage =
  | SpaceChange
  | AvailabilityChange
  | RoomServerMessage
  | { type: 'subscribed'; channel: string }
  | { type: 'pong' }
  | { type: 'error'; message: string };

export const PUBLIC_CHANNELS = ['spaces'] as const;
/** `availability:<spaceId>`: public, it carries no more than "this space's calendar changed". */
export const availabilityChannel = (spaceId: string) => `availability:${spaceId}`;
export function isPublicChannel(channel: unknown): channel is string {
  return (
    typeof channel === 'string' &&
    ((PUBLIC_CHANNELS as readonly string[]).includes(channel) || /^availability:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(channel))
  );
}

/** §9: reconnect backoff 1, 2, 5 then 10 s; heartbeat every 25 s. */
export const RECONNECT_BACKOFF_MS = [1000, 2000, 5000, 10000] as const;
export const HEARTBEAT_MS = 25_000;
