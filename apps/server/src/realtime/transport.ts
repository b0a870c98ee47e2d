import type { WebSocket } from 'ws';
import type { RealtimeClientMessage, RealtimeServerMessage } from '@nafasi/shared/realtime';

/**
 * What the WebSocket hub lends a protocol that runs over it (the meeting rooms): sending to one
 * socket or a channel, and adding or removing a socket's channels. The hub keeps the sockets, the
 * channels and the limits that every frame pays; a protocol keeps its own state.
 */
export interface HubTransport {
  send(socket: WebSocket, message: RealtimeServerMessage): void;
  broadcast(channel: string, message: RealtimeServerMessage): void;
  subscribe(socket: WebSocket, channel: string): void;
  unsubscribe(socket: WebSocket, channel: string): void;
  /** The sockets on a channel (on this instance). */
  subscribers(channel: string): ReadonlySet<WebSocket>;
  /** How many channels a socket is on. */
  channelCount(socket: WebSocket): number;
}

/** A change the database announced (migration 0002's triggers, and notify()). */
export interface Change {
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  id: string;
  room?: string;
  to?: string;
  from?: string;
  command?: 'mute' | 'remove';
  data?: unknown;
  /** Bookings: the booking, its guest and its space's owner. */
  booking?: string;
  user?: string;
  owner?: string | null;
}

/**
 * A protocol that runs over the hub (the meeting rooms): the frame types it answers, the database
 * changes the hub does not handle itself, and the socket's end.
 */
export interface HubProtocol<Frame extends RealtimeClientMessage = RealtimeClientMessage> {
  frames: ReadonlySet<string>;
  handle(socket: WebSocket, frame: Frame, bytes: number): void;
  onChange(change: Change): void;
  dropSocket(socket: WebSocket): void;
  /** Notifications resumed after a gap. */
  resume(): void;
  close(): void;
}
