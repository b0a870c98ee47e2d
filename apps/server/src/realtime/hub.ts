import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { roomChannel } from '@nafasi/shared/meetings';
import { availabilityChannel, isPublicChannel, type RealtimeClientMessage, type RealtimeServerMessage } from '@nafasi/shared/realtime';
import type { Database } from '../db/client.ts';
import type { AuthUser } from '../lib/access.ts';
import { AppError } from '../lib/errors.ts';
import type { MeetingsService, Notify } from '../modules/meetings/service.ts';
import type { SpacesService } from '../modules/spaces/service.ts';

/** The channel the database triggers notify on (migration 0002). */
export const CHANGES_CHANNEL = 'nafasi_changes';

type Op = 'INSERT' | 'UPDATE' | 'DELETE';
interface Change {
  table: string;
  op: Op;
  id: string;
  room?: string;
  to?: string;
  from?: string;
  command?: 'mute' | 'remove';
  data?: unknown;
}

/** NOTIFY payloads are capped at 8000 bytes; a WebRTC offer is a few kilobytes. */
const MAX_SIGNAL_BYTES = 7500;

/** Several notifications for one row inside this window go out as one message (a space and its photos). */
const COALESCE_MS = 15;
const PING_INTERVAL_MS = 30_000;

function mergeOps(before: Op | undefined, after: Op): Op {
  if (after === 'DELETE' || !before) return after;
  if (before === 'INSERT') return 'INSERT';
  return after;
}

/**
 * The WebSocket hub behind /api/realtime. Every server instance LISTENs on the database, so a change
 * made through any instance reaches the clients of all of them.
 */
export function createRealtimeHub(deps: {
  database: Database;
  spaces: SpacesService;
  meetings: MeetingsService;
  authenticate: (token: string) => Promise<AuthUser>;
  notify: Notify;
  log: FastifyBaseLogger;
}) {
  const channels = new Map<string, Set<WebSocket>>();
  const pendingSpaces = new Map<string, Op>();
  let flushTimer: NodeJS.Timeout | null = null;
  /** The room participants whose sockets are on this instance. */
  const peers = new Map<string, { socket: WebSocket; roomId: string }>();
  /** Each socket's rooms: room id → its participant id there. */
  const roomsOf = new Map<WebSocket, Map<string, string>>();
  const presenceTimers = new Map<string, NodeJS.Timeout>();

  const roomError = (socket: WebSocket, roomId: string, message: string) => send(socket, { type: 'room-error', channel: roomChannel(roomId), message });

  /**
   * Presence changes of one room go out once per burst (a join writes a row and a chat line). Each
   * goes to everyone with everyone in it, so a big room waits longer between updates: 10 people
   * see a change within 35 ms, 500 within a second.
   */
  function schedulePresence(roomId: string) {
    const members = channels.get(roomChannel(roomId))?.size ?? 0;
    if (presenceTimers.has(roomId) || !members) return;
    presenceTimers.set(
      roomId,
      setTimeout(() => {
        presenceTimers.delete(roomId);
        deps.meetings.participants(roomId).then(
          (participants) => broadcast(roomChannel(roomId), { type: 'presence', channel: roomChannel(roomId), participants }),
          (err) => deps.log.error({ err }, 'presence read failed'),
        );
      }, Math.min(1000, COALESCE_MS + members * 2)),
    );
  }

  function forget(socket: WebSocket, roomId: string) {
    const participantId = roomsOf.get(socket)?.get(roomId);
    roomsOf.get(socket)?.delete(roomId);
    channels.get(roomChannel(roomId))?.delete(socket);
    if (participantId) peers.delete(participantId);
    return participantId;
  }

  async function join(socket: WebSocket, roomId: string, token: string) {
    if (roomsOf.get(socket)?.has(roomId)) return;
    let user: AuthUser;
    try {
      user = await deps.authenticate(token);
    } catch {
      return roomError(socket, roomId, 'Please sign in again to join this room.');
    }
    try {
      const { participantId } = await deps.meetings.join(user, roomId);
      if (socket.readyState !== socket.OPEN) return deps.meetings.leave(participantId);
      let mine = roomsOf.get(socket);
      if (!mine) roomsOf.set(socket, (mine = new Map()));
      mine.set(roomId, participantId);
      peers.set(participantId, { socket, roomId });
      subscribe(socket, roomChannel(roomId));
      send(socket, { type: 'joined', channel: roomChannel(roomId), participantId, participants: await deps.meetings.participants(roomId) });
    } catch (err) {
      if (err instanceof AppError) return roomError(socket, roomId, err.message);
      deps.log.error({ err }, 'room join failed');
      roomError(socket, roomId, 'Could not join the room. Please try again.');
    }
  }

  async function leave(socket: WebSocket, roomId: string) {
    const participantId = forget(socket, roomId);
    if (participantId) await deps.meetings.leave(participantId);
  }

  async function relaySignal(socket: WebSocket, roomId: string, to: string, data: unknown) {
    const from = roomsOf.get(socket)?.get(roomId);
    if (!from || typeof to !== 'string') return roomError(socket, roomId, 'Join the room before calling.');
    const local = peers.get(to);
    if (local) {
      if (local.roomId === roomId) send(local.socket, { type: 'signal', channel: roomChannel(roomId), from, data });
      return;
    }
    // The other person is connected to another instance: the database carries the signal.
    const payload = { table: 'signal', room: roomId, to, from, data };
    if (Buffer.byteLength(JSON.stringify(payload)) > MAX_SIGNAL_BYTES) return roomError(socket, roomId, 'That call signal is too large to relay.');
    await deps.notify(payload);
  }

  function onRoomChange(change: Change) {
    const roomId = change.room ?? change.id;
    const channel = roomChannel(roomId);
    switch (change.table) {
      case 'chat_messages':
        if (!channels.get(channel)?.size) return;
        deps.meetings.messageById(change.id).then(
          (message) => message && broadcast(channel, { type: 'message', channel, message }),
          (err) => deps.log.error({ err }, 'chat message read failed'),
        );
        return;
      case 'meeting_participants':
        return schedulePresence(roomId);
      case 'meetings':
        if (change.op === 'DELETE') {
          broadcast(channel, { type: 'removed', channel, message: 'The host deleted this meeting.' });
          for (const socket of channels.get(channel) ?? []) forget(socket, roomId);
        } else if (change.op === 'UPDATE') broadcast(channel, { type: 'room-updated', channel });
        return;
      case 'room_command': {
        const target = change.to ? peers.get(change.to) : undefined;
        if (!target) return;
        if (change.command === 'mute') send(target.socket, { type: 'force-mute', channel });
        else {
          send(target.socket, { type: 'removed', channel, message: 'The host removed you from this meeting.' });
          forget(target.socket, roomId);
        }
        return;
      }
      case 'signal': {
        const target = change.to ? peers.get(change.to) : undefined;
        if (target && target.roomId === roomId) send(target.socket, { type: 'signal', channel, from: change.from!, data: change.data });
        return;
      }
    }
  }

  function send(socket: WebSocket, message: RealtimeServerMessage) {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  }

  function broadcast(channel: string, message: RealtimeServerMessage) {
    const subscribers = channels.get(channel);
    if (!subscribers?.size) return;
    const text = JSON.stringify(message);
    for (const socket of subscribers) if (socket.readyState === socket.OPEN) socket.send(text);
  }

  async function flushSpaces() {
    flushTimer = null;
    const batch = [...pendingSpaces];
    pendingSpaces.clear();
    if (!channels.get('spaces')?.size) return;
    for (const [id, op] of batch) {
      // The public channel carries what the public may see: a space that is not (or no longer)
      // approved goes out as a delete, so open pages drop it.
      const record = op === 'DELETE' ? null : await deps.spaces.findPublic(id).catch(() => null);
      if (record) broadcast('spaces', { type: 'change', channel: 'spaces', event: op === 'INSERT' ? 'INSERT' : 'UPDATE', record });
      else broadcast('spaces', { type: 'change', channel: 'spaces', event: 'DELETE', old: { id } });
    }
  }

  function onNotification(payload: string) {
    let change: Change;
    try {
      change = JSON.parse(payload) as Change;
    } catch {
      deps.log.warn({ payload }, 'unreadable change notification');
      return;
    }
    if (change.table === 'bookings') {
      const channel = availabilityChannel(change.id);
      broadcast(channel, { type: 'availability', channel, spaceId: change.id });
      return;
    }
    if (change.table !== 'spaces') return onRoomChange(change);
    pendingSpaces.set(change.id, mergeOps(pendingSpaces.get(change.id), change.op));
    flushTimer ??= setTimeout(() => {
      flushSpaces().catch((err) => deps.log.error({ err }, 'realtime flush failed'));
    }, COALESCE_MS);
  }

  function subscribe(socket: WebSocket, channel: string) {
    let set = channels.get(channel);
    if (!set) channels.set(channel, (set = new Set()));
    set.add(socket);
  }

  function dropSocket(socket: WebSocket) {
    for (const [name, set] of channels) {
      set.delete(socket);
      // Per-space channels come and go with the screens that watch them.
      if (set.size === 0) channels.delete(name);
    }
  }

  const plugin: FastifyPluginAsync = async (app) => {
    app.get('/realtime', { websocket: true, config: { access: 'public' } }, (socket) => {
      let alive = true;
      socket.on('pong', () => (alive = true));
      const ping = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, PING_INTERVAL_MS);

      socket.on('message', (raw) => {
        let message: RealtimeClientMessage;
        try {
          message = JSON.parse(String(raw)) as RealtimeClientMessage;
        } catch {
          return send(socket, { type: 'error', message: 'Messages must be JSON.' });
        }
        switch (message?.type) {
          case 'ping': {
            send(socket, { type: 'pong' });
            const mine = roomsOf.get(socket);
            if (mine?.size) deps.meetings.heartbeat([...mine.values()]).catch((err) => deps.log.error({ err }, 'heartbeat failed'));
            return;
          }
          case 'join':
            return void join(socket, String(message.room), String(message.token));
          case 'leave':
            return void leave(socket, String(message.room)).catch((err) => deps.log.error({ err }, 'leave failed'));
          case 'media': {
            const participantId = roomsOf.get(socket)?.get(String(message.room));
            if (!participantId) return roomError(socket, String(message.room), 'Join the room first.');
            return void deps.meetings
              .setMedia(participantId, { inCall: Boolean(message.inCall), muted: Boolean(message.muted), videoOn: Boolean(message.videoOn) })
              .catch((err) => deps.log.error({ err }, 'media update failed'));
          }
          case 'signal':
            return void relaySignal(socket, String(message.room), message.to, message.data).catch((err) => deps.log.error({ err }, 'signal relay failed'));
          case 'subscribe':
            if (!isPublicChannel(message.channel)) {
              return send(socket, { type: 'error', message: `Unknown channel: ${String(message.channel)}` });
            }
            subscribe(socket, message.channel);
            return send(socket, { type: 'subscribed', channel: message.channel });
          case 'unsubscribe': {
            const set = channels.get(message.channel);
            set?.delete(socket);
            if (set?.size === 0) channels.delete(message.channel);
            return;
          }
          default:
            return send(socket, { type: 'error', message: 'Unknown message type.' });
        }
      });
      socket.on('close', () => {
        clearInterval(ping);
        const mine = roomsOf.get(socket);
        roomsOf.delete(socket);
        dropSocket(socket);
        // Closing the tab is leaving the room.
        for (const participantId of mine?.values() ?? []) {
          peers.delete(participantId);
          deps.meetings.leave(participantId).catch((err) => deps.log.error({ err }, 'leave failed'));
        }
      });
    });
  };

  return {
    plugin,
    start: () => deps.database.listen(CHANGES_CHANNEL, onNotification),
    /**
     * Shutdown: tells every client the server is going away (1001, so it reconnects to another
     * instance) and waits for the close handshakes, at most a second.
     */
    async closeAll(sockets: Iterable<WebSocket>) {
      if (flushTimer) clearTimeout(flushTimer);
      for (const timer of presenceTimers.values()) clearTimeout(timer);
      channels.clear();
      const closing = [...sockets].map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === socket.CLOSED) return resolve();
            socket.once('close', () => resolve());
            socket.close(1001, 'Server shutting down');
          }),
      );
      await Promise.race([Promise.all(closing), new Promise((r) => setTimeout(r, 1000).unref())]);
    },
  };
}
