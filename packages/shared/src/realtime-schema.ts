import { z } from 'zod';

const Id = z.string().max(64);

/**
 * Messages on /api/realtime. The client subscribes to public channels; to enter a room it joins
 * with its access token, and then signals WebRTC offers, answers and ICE candidates to its peers.
 * The server parses every frame with this schema: anything else is answered with an error.
 */
export const RealtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channel: z.string().max(100) }),
  z.object({ type: z.literal('unsubscribe'), channel: z.string().max(100) }),
  z.object({ type: z.literal('ping') }),
  /** Says who is on this socket, so news about their own bookings reaches it. */
  z.object({ type: z.literal('identify'), token: z.string().max(4096) }),
  z.object({ type: z.literal('join'), room: Id, token: z.string().max(4096) }),
  z.object({ type: z.literal('leave'), room: Id }),
  z.object({ type: z.literal('media'), room: Id, inCall: z.boolean(), muted: z.boolean(), videoOn: z.boolean() }),
  z.object({ type: z.literal('signal'), room: Id, to: Id, data: z.unknown() }),
]);
