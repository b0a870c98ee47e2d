import type { WebSocket } from 'ws';
import type { ChangeKind, ChangeOf } from '@nafasi/shared/changes';
import type { RealtimeClientMessage, RealtimeServerMessage } from '@nafasi/shared/realtime';

/**
 * What the WebSocket hub lends a protocol that runs over it (the meeting rooms): sending to one
 * socket or a channel, and adding or removing a socket's channels. The hub keeps the sockets, the
 * channels and the limits that every frame pays; a protocol keeps its own state.
 */
export interface HubTransport {
  send(socket: WebSocket, message: RealtimeServerMessage): void;
  broadcast(channel: string, message: RealtimeServerMessage): void;
  /** A message with words in it, worded for each socket in its page's language (once per language). */
  sendSaid(socket: WebSocket, words: () => RealtimeServerMessage): void;
  broadcastSaid(channel: string, words: () => RealtimeServerMessage): void;
  subscribe(socket: WebSocket, channel: string): void;
  unsubscribe(socket: WebSocket, channel: string): void;
  /** The sockets on a channel (on this instance). */
  subscribers(channel: string): ReadonlySet<WebSocket>;
  /** How many channels a socket is on. */
  channelCount(socket: WebSocket): number;
  /** Handles one kind of the database's news (packages/shared/src/changes.ts); one handler per kind. */
  on<K extends ChangeKind>(kind: K, handler: (change: ChangeOf<K>) => void): void;
}

/**
 * A protocol that runs over the hub (the meeting rooms): the frame types it answers and the
 * socket's end; it registers its kinds of news with the transport's `on`.
 */
export interface HubProtocol<Frame extends RealtimeClientMessage = RealtimeClientMessage> {
  frames: ReadonlySet<string>;
  handle(socket: WebSocket, frame: Frame, bytes: number): void;
  dropSocket(socket: WebSocket): void;
  /** Notifications resumed after a gap. */
  resume(): void;
  close(): void;
}
