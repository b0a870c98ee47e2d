import type { FastifyBaseLogger } from 'fastify';
import { m } from '@nafasi/shared/i18n';
import type { WebSocket } from 'ws';
import { MEETING_MESSAGES, roomChannel } from '@nafasi/shared/meetings';
import type { MediaState, RealtimeClientMessage, RealtimeLimits } from '@nafasi/shared/realtime';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { keyedBuckets } from '../../lib/token-bucket.ts';
import type { HubProtocol, HubTransport } from '../../realtime/transport.ts';
import type { MeetingsService, Notify } from './service.ts';

/** Several presence changes of one room inside this window go out as one message. */
const COALESCE_MS = 15;

/** The frames of a meeting room: joining and leaving, media state, and call signals. */
export type RoomFrame = Extract<RealtimeClientMessage, { type: 'join' | 'leave' | 'media' | 'signal' }>;
export const ROOM_FRAMES: ReadonlySet<RoomFrame['type']> = new Set(['join', 'leave', 'media', 'signal']);

export interface RoomProtocolDeps {
  meetings: MeetingsService;
  authenticate: (token: string) => Promise<AuthUser>;
  notify: Notify;
  log: FastifyBaseLogger;
  limits: RealtimeLimits;
  /** How often this instance tells the database its room participants are still here. */
  presenceRefreshMs: number;
  /** The time the join rate reads. */
  clock: Clock;
}

/**
 * The meeting rooms' protocol over the realtime hub: who is in which room on this instance, their
 * presence (kept alive by one heartbeat write per instance), their media state, the call signals
 * relayed between them (through the database when the other person is on another instance), and
 * what the host does to a participant. The hub carries the frames; the rules live here.
 */
export function createRoomProtocol(deps: RoomProtocolDeps, transport: HubTransport): HubProtocol<RoomFrame> {
  const { limits } = deps;
  const { send, broadcast, subscribe, unsubscribe } = transport;
  /** The room participants whose sockets are on this instance. */
  const peers = new Map<string, { socket: WebSocket; roomId: string }>();
  /** Each socket's rooms: room id → its participant id there. */
  const roomsOf = new Map<WebSocket, Map<string, string>>();
  const presenceTimers = new Map<string, NodeJS.Timeout>();
  /** Per socket: rooms the host removed it from (their stray frames are dropped without a word) and rooms already told "join first". */
  const removedFrom = new Map<WebSocket, Set<string>>();
  const warned = new Map<WebSocket, Set<string>>();
  /** Sockets signed into rooms, by account. */
  const accountSockets = new Map<string, Set<WebSocket>>();
  const joinRate = keyedBuckets(limits.joins);
  /** Media state waiting to be written: at most one write in flight and one pending per participant, the latest winning. */
  const mediaWrites = new Map<string, { next: MediaState | null }>();
  let refreshing = false;

  const roomError = (socket: WebSocket, roomId: string, message: string) => send(socket, { type: 'room-error', channel: roomChannel(roomId), message });

  /**
   * Presence changes of one room go out once per burst (a join writes a row and a chat line). Each
   * goes to everyone with everyone in it, so a big room waits longer between updates: 10 people
   * see a change within 35 ms, 500 within a second.
   */
  function schedulePresence(roomId: string) {
    const members = transport.subscribers(roomChannel(roomId)).size;
    if (presenceTimers.has(roomId) || !members) return;
    presenceTimers.set(
      roomId,
      setTimeout(
        () => {
          presenceTimers.delete(roomId);
          deps.meetings.participants(roomId).then(
            (participants) => broadcast(roomChannel(roomId), { type: 'presence', channel: roomChannel(roomId), participants }),
            (err) => deps.log.error({ err }, 'presence read failed'),
          );
        },
        Math.min(1000, COALESCE_MS + members * 2),
      ),
    );
  }

  function forget(socket: WebSocket, roomId: string) {
    const participantId = roomsOf.get(socket)?.get(roomId);
    roomsOf.get(socket)?.delete(roomId);
    unsubscribe(socket, roomChannel(roomId));
    if (participantId) {
      peers.delete(participantId);
      mediaWrites.delete(participantId);
    }
    return participantId;
  }

  /** The participant this socket is in `roomId` as; a frame for a room it is not in gets one answer, not one per frame. */
  function participantOf(socket: WebSocket, roomId: string, what: () => string) {
    const participantId = roomsOf.get(socket)?.get(roomId);
    if (participantId) return participantId;
    if (removedFrom.get(socket)?.has(roomId)) return null;
    let told = warned.get(socket);
    if (!told) warned.set(socket, (told = new Set()));
    if (!told.has(roomId) && told.size < limits.channelsPerSocket) {
      told.add(roomId);
      roomError(socket, roomId, what());
    }
    return null;
  }

  function setMedia(participantId: string, state: MediaState) {
    const pending = mediaWrites.get(participantId);
    if (pending) {
      pending.next = state;
      return;
    }
    const entry: { next: MediaState | null } = { next: state };
    mediaWrites.set(participantId, entry);
    void (async () => {
      while (entry.next && mediaWrites.get(participantId) === entry) {
        const latest = entry.next;
        entry.next = null;
        await deps.meetings.setMedia(participantId, latest).catch((err) => deps.log.error({ err }, 'media update failed'));
      }
      if (mediaWrites.get(participantId) === entry) mediaWrites.delete(participantId);
    })();
  }

  /** One write for every participant on this instance: they are here as long as their socket is. */
  async function refreshPresence() {
    if (refreshing || peers.size === 0) return;
    refreshing = true;
    try {
      await deps.meetings.heartbeat([...peers.keys()]);
    } catch (err) {
      deps.log.error({ err }, 'presence heartbeat failed');
    } finally {
      refreshing = false;
    }
  }

  async function join(socket: WebSocket, roomId: string, token: string) {
    if (roomsOf.get(socket)?.has(roomId)) return;
    if (transport.channelCount(socket) >= limits.channelsPerSocket) return roomError(socket, roomId, m.room_error_too_many_channels());
    let user: AuthUser;
    try {
      user = await deps.authenticate(token);
    } catch {
      return roomError(socket, roomId, m.room_error_sign_in());
    }
    if (!joinRate(user.id, deps.clock())) return roomError(socket, roomId, m.room_error_joining_fast());
    let mySockets = accountSockets.get(user.id);
    if (!mySockets?.has(socket) && (mySockets?.size ?? 0) >= limits.socketsPerAccount) return roomError(socket, roomId, m.room_error_too_many_windows());
    try {
      const { participantId } = await deps.meetings.join(user, roomId);
      if (socket.readyState !== socket.OPEN) return deps.meetings.leave(participantId);
      let mine = roomsOf.get(socket);
      if (!mine) roomsOf.set(socket, (mine = new Map()));
      mine.set(roomId, participantId);
      peers.set(participantId, { socket, roomId });
      if (!mySockets) accountSockets.set(user.id, (mySockets = new Set()));
      mySockets.add(socket);
      removedFrom.get(socket)?.delete(roomId);
      warned.get(socket)?.delete(roomId);
      subscribe(socket, roomChannel(roomId));
      send(socket, { type: 'joined', channel: roomChannel(roomId), participantId, participants: await deps.meetings.participants(roomId) });
    } catch (err) {
      if (err instanceof AppError) return roomError(socket, roomId, err.message);
      deps.log.error({ err }, 'room join failed');
      roomError(socket, roomId, m.room_error_join_failed());
    }
  }

  async function leave(socket: WebSocket, roomId: string) {
    const participantId = forget(socket, roomId);
    if (participantId) await deps.meetings.leave(participantId);
  }

  async function relaySignal(socket: WebSocket, roomId: string, to: string, data: unknown, bytes: number) {
    const from = participantOf(socket, roomId, () => m.room_error_join_before_calling());
    if (!from) return;
    if (bytes > limits.signalBytes) return roomError(socket, roomId, m.room_error_signal_too_large());
    const local = peers.get(to);
    if (local) {
      if (local.roomId === roomId) send(local.socket, { type: 'signal', channel: roomChannel(roomId), from, data });
      return;
    }
    // The other person is connected to another instance: the database carries the signal.
    await deps.notify({ kind: 'signal', room: roomId, to, from, data });
  }

  const presenceRefresh = setInterval(() => void refreshPresence(), deps.presenceRefreshMs);
  presenceRefresh.unref();

  // The database's news about rooms, on every instance (packages/shared/src/changes.ts).
  transport.on('chat_message', (change) => {
    const channel = roomChannel(change.room);
    if (!transport.subscribers(channel).size) return;
    deps.meetings.messageById(change.id).then(
      (message) => message && broadcast(channel, { type: 'message', channel, message }),
      (err) => deps.log.error({ err }, 'chat message read failed'),
    );
  });
  transport.on('presence', (change) => schedulePresence(change.room));
  transport.on('chat_deleted', (change) => {
    const channel = roomChannel(change.room);
    broadcast(channel, { type: 'message-deleted', channel, messageId: change.id });
  });
  transport.on('meeting', (change) => {
    const channel = roomChannel(change.room);
    if (change.op === 'DELETE') {
      transport.broadcastSaid(channel, () => ({ type: 'removed', channel, message: m.api_meeting_deleted() }));
      for (const socket of [...transport.subscribers(channel)]) forget(socket, change.room);
    } else if (change.op === 'UPDATE') broadcast(channel, { type: 'room-updated', channel });
  });
  transport.on('room_command', (change) => {
    const channel = roomChannel(change.room);
    const target = peers.get(change.to);
    if (!target) return;
    if (change.command === 'mute') send(target.socket, { type: 'force-mute', channel });
    else {
      transport.sendSaid(target.socket, () => ({ type: 'removed', channel, message: MEETING_MESSAGES.removed }));
      forget(target.socket, change.room);
      let removed = removedFrom.get(target.socket);
      if (!removed) removedFrom.set(target.socket, (removed = new Set()));
      removed.add(change.room);
    }
  });
  transport.on('signal', (change) => {
    const target = peers.get(change.to);
    if (target && target.roomId === change.room)
      send(target.socket, { type: 'signal', channel: roomChannel(change.room), from: change.from, data: change.data });
  });

  return {
    frames: ROOM_FRAMES,

    /** A room frame from a socket (`bytes`: the frame's size as it arrived). */
    handle(socket: WebSocket, frame: RoomFrame, bytes: number) {
      switch (frame.type) {
        case 'join':
          return void join(socket, frame.room, frame.token);
        case 'leave':
          return void leave(socket, frame.room).catch((err) => deps.log.error({ err }, 'leave failed'));
        case 'media': {
          const participantId = participantOf(socket, frame.room, () => m.room_error_join_first());
          if (participantId) setMedia(participantId, { inCall: frame.inCall, muted: frame.muted, videoOn: frame.videoOn });
          return;
        }
        case 'signal':
          return void relaySignal(socket, frame.room, frame.to, frame.data, bytes).catch((err) => deps.log.error({ err }, 'signal relay failed'));
      }
    },

    /** A change to a room's rows or a command for it, from this instance or another. */
    /** A socket closed: closing the tab is leaving its rooms. */
    dropSocket(socket: WebSocket) {
      const mine = roomsOf.get(socket);
      roomsOf.delete(socket);
      removedFrom.delete(socket);
      warned.delete(socket);
      for (const [userId, sockets] of accountSockets) {
        if (sockets.delete(socket) && sockets.size === 0) accountSockets.delete(userId);
      }
      for (const participantId of mine?.values() ?? []) {
        peers.delete(participantId);
        mediaWrites.delete(participantId);
        deps.meetings.leave(participantId).catch((err) => deps.log.error({ err }, 'leave failed'));
      }
    },

    /** Notifications resumed after a gap: every room on this instance hears its presence again. */
    resume() {
      for (const { roomId } of peers.values()) schedulePresence(roomId);
    },

    close() {
      clearInterval(presenceRefresh);
      for (const timer of presenceTimers.values()) clearTimeout(timer);
    },
  };
}
