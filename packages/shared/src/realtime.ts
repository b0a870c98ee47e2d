import type { Space } from './spaces.ts';

/** Messages on /api/realtime. The client subscribes to channels; the server sends changes. */
export type RealtimeClientMessage =
  | { type: 'subscribe'; channel: string }
  | { type: 'unsubscribe'; channel: string }
  | { type: 'ping' };

export type SpaceChange =
  | { type: 'change'; channel: 'spaces'; event: 'INSERT' | 'UPDATE'; record: Space }
  | { type: 'change'; channel: 'spaces'; event: 'DELETE'; old: { id: string } };

/** The bookings of a space changed: its availability must be read again. */
export type AvailabilityChange = { type: 'availability'; channel: string; spaceId: string };

export type RealtimeServerMessage =
  | SpaceChange
  | AvailabilityChange
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
