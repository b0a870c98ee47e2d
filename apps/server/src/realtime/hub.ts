import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { RealtimeClientMessageSchema } from '@nafasi/shared/realtime-schema';
import type { WebSocket } from 'ws';
import { MEETING_MESSAGES, roomChannel } from '@nafasi/shared/meetings';
import {
  availabilityChannel,
  isPublicChannel,
  POLICY_CLOSE,
  REALTIME_LIMITS,
  type RealtimeLimits,
  type MediaState,
  type RealtimeServerMessage,
} from '@nafasi/shared/realtime';
import type { Database } from '../db/client.ts';
import type { AuthUser } from '../lib/access.ts';
import { AppError } from '../lib/errors.ts';
import type { MeetingsService, Notify } from '../modules/meetings/service.ts';
import type { SpacesService } from '../modules/spaces/service.ts';
import { fullBucket, keyedBuckets, take } from '../lib/token-bucket.ts';

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
  /** Bookings: the booking, its guest and its space's owner. */
  booking?: string;
  user?: string;
  owner?: string | null;
}


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
  /** How often this instance tells the database its room participants are still here. */
  presenceRefreshMs: number;
  /** Open sockets one network address may hold on this instance. */
  maxSocketsPerAddress: number;
  /** The per-connection and per-account limits; a benchmark that plays 500 people with one account widens them. */
  limits?: RealtimeLimits;
}) {
  const limits = deps.limits ?? REALTIME_LIMITS;
  const channels = new Map<string, Set<WebSocket>>();
  const pendingSpaces = new Map<string, Op>();
  let flushTimer: NodeJS.Timeout | null = null;
  /** The room participants whose sockets are on this instance. */
  const peers = new Map<string, { socket: WebSocket; roomId: string }>();
  /** Each socket's rooms: room id → its participant id there. */
  const roomsOf = new Map<WebSocket, Map<string, string>>();
  const presenceTimers = new Map<string, NodeJS.Timeout>();
  /** Each socket's channels (subscriptions and rooms), so a close touches only its own. */
  const channelsOf = new Map<WebSocket, Set<string>>();
  /** Per socket: rooms the host removed it from (their stray frames are dropped without a word) and rooms already told "join first". */
  const removedFrom = new Map<WebSocket, Set<string>>();
  const warned = new Map<WebSocket, Set<string>>();
  const socketsPerAddress = new Map<string, number>();
  /** Who each identified socket belongs to, and each person's identified sockets. */
  const identity = new Map<WebSocket, string>();
  const personSockets = new Map<string, Set<WebSocket>>();
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
    unsubscribe(socket, roomChannel(roomId));
    if (participantId) {
      peers.delete(participantId);
      mediaWrites.delete(participantId);
    }
    return participantId;
  }

  /** The participant this socket is in `roomId` as; a frame for a room it is not in gets one answer, not one per frame. */
  function participantOf(socket: WebSocket, roomId: string, what: string) {
    const participantId = roomsOf.get(socket)?.get(roomId);
    if (participantId) return participantId;
    if (removedFrom.get(socket)?.has(roomId)) return null;
    let told = warned.get(socket);
    if (!told) warned.set(socket, (told = new Set()));
    if (!told.has(roomId) && told.size < limits.channelsPerSocket) {
      told.add(roomId);
      roomError(socket, roomId, what);
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
    if ((channelsOf.get(socket)?.size ?? 0) >= limits.channelsPerSocket) return roomError(socket, roomId, 'This connection is in too many rooms and channels already.');
    let user: AuthUser;
    try {
      user = await deps.authenticate(token);
    } catch {
      return roomError(socket, roomId, 'Please sign in again to join this room.');
    }
    if (!joinRate(user.id)) return roomError(socket, roomId, 'You are joining rooms too quickly. Wait a moment and try again.');
    let mySockets = accountSockets.get(user.id);
    if (!mySockets?.has(socket) && (mySockets?.size ?? 0) >= limits.socketsPerAccount) return roomError(socket, roomId, 'You have too many windows open in rooms. Close some and try again.');
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
      roomError(socket, roomId, 'Could not join the room. Please try again.');
    }
  }

  async function identify(socket: WebSocket, token: string) {
    let user: AuthUser;
    try {
      user = await deps.authenticate(token);
    } catch {
      return send(socket, { type: 'error', message: 'Please sign in again.' });
    }
    const before = identity.get(socket);
    if (before) personSockets.get(before)?.delete(socket);
    identity.set(socket, user.id);
    let mine = personSockets.get(user.id);
    if (!mine) personSockets.set(user.id, (mine = new Set()));
    mine.add(socket);
    send(socket, { type: 'identified' });
  }

  async function leave(socket: WebSocket, roomId: string) {
    const participantId = forget(socket, roomId);
    if (participantId) await deps.meetings.leave(participantId);
  }

  async function relaySignal(socket: WebSocket, roomId: string, to: string, data: unknown, bytes: number) {
    const from = participantOf(socket, roomId, 'Join the room before calling.');
    if (!from) return;
    if (bytes > limits.signalBytes) return roomError(socket, roomId, 'That call signal is too large to relay.');
    const local = peers.get(to);
    if (local) {
      if (local.roomId === roomId) send(local.socket, { type: 'signal', channel: roomChannel(roomId), from, data });
      return;
    }
    // The other person is connected to another instance: the database carries the signal.
    await deps.notify({ table: 'signal', room: roomId, to, from, data });
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
      case 'chat_deleted':
        return broadcast(channel, { type: 'message-deleted', channel, messageId: change.id });
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
          send(target.socket, { type: 'removed', channel, message: MEETING_MESSAGES.removed });
          forget(target.socket, roomId);
          let removed = removedFrom.get(target.socket);
          if (!removed) removedFrom.set(target.socket, (removed = new Set()));
          removed.add(roomId);
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
    let unreadable = false;
    for (const [id, op] of batch) {
      // The public channel carries what the public may see: a space that is not (or no longer)
      // approved goes out as a delete, so open pages drop it. A failed read is not a deletion:
      // the pages are asked to read the catalogue again instead.
      let record = null;
      if (op !== 'DELETE') {
        try {
          record = await deps.spaces.findPublic(id);
        } catch (err) {
          deps.log.error({ err, spaceId: id }, 'changed space could not be read');
          unreadable = true;
          continue;
        }
      }
      if (record) broadcast('spaces', { type: 'change', channel: 'spaces', event: op === 'INSERT' ? 'INSERT' : 'UPDATE', record });
      else broadcast('spaces', { type: 'change', channel: 'spaces', event: 'DELETE', old: { id } });
    }
    if (unreadable) broadcast('spaces', { type: 'resync' });
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
      // The guest's and the host's own screens hear about their booking.
      if (change.booking) {
        const text = JSON.stringify({ type: 'booking', bookingId: change.booking } satisfies RealtimeServerMessage);
        for (const person of new Set([change.user, change.owner])) {
          for (const socket of (person && personSockets.get(person)) || []) if (socket.readyState === socket.OPEN) socket.send(text);
        }
      }
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
    let mine = channelsOf.get(socket);
    if (!mine) channelsOf.set(socket, (mine = new Set()));
    mine.add(channel);
  }

  function unsubscribe(socket: WebSocket, channel: string) {
    const set = channels.get(channel);
    set?.delete(socket);
    // Per-space channels come and go with the screens that watch them.
    if (set?.size === 0) channels.delete(channel);
    channelsOf.get(socket)?.delete(channel);
  }

  function dropSocket(socket: WebSocket) {
    for (const channel of channelsOf.get(socket) ?? []) unsubscribe(socket, channel);
    channelsOf.delete(socket);
    removedFrom.delete(socket);
    warned.delete(socket);
    const person = identity.get(socket);
    if (person) {
      identity.delete(socket);
      const mine = personSockets.get(person);
      mine?.delete(socket);
      if (mine?.size === 0) personSockets.delete(person);
    }
    for (const [userId, sockets] of accountSockets) {
      if (sockets.delete(socket) && sockets.size === 0) accountSockets.delete(userId);
    }
  }

  /** The database connection that carries changes was lost and is back: whatever it carried meanwhile is gone. */
  function resume() {
    deps.log.warn('change notifications resumed; telling every client to read again');
    const text = JSON.stringify({ type: 'resync' } satisfies RealtimeServerMessage);
    for (const socket of new Set([...channelsOf.keys(), ...identity.keys()])) if (socket.readyState === socket.OPEN) socket.send(text);
    for (const { roomId } of peers.values()) schedulePresence(roomId);
  }

  const plugin: FastifyPluginAsync = async (app) => {
    app.get('/realtime', { websocket: true, config: { access: 'public' } }, (socket, request) => {
      const address = request.ip;
      const open = socketsPerAddress.get(address) ?? 0;
      if (open >= deps.maxSocketsPerAddress) return socket.close(POLICY_CLOSE.code, POLICY_CLOSE.tooMany);
      socketsPerAddress.set(address, open + 1);
      const bucket = fullBucket(limits.messages);
      let alive = true;
      socket.on('pong', () => (alive = true));
      const ping = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, PING_INTERVAL_MS);

      socket.on('message', (raw: Buffer) => {
        // Every frame costs a token, whatever it says; a flood closes the socket before it costs the database.
        if (!take(bucket, limits.messages)) return socket.close(POLICY_CLOSE.code, POLICY_CLOSE.tooFast);
        let json: unknown;
        try {
          json = JSON.parse(String(raw));
        } catch {
          return send(socket, { type: 'error', message: 'Messages must be JSON.' });
        }
        const parsed = RealtimeClientMessageSchema.safeParse(json);
        if (!parsed.success) {
          const type = (json as { type?: unknown } | null)?.type;
          const known = RealtimeClientMessageSchema.options.some((o) => o.shape.type.value === type);
          return send(socket, { type: 'error', message: known ? `That ${String(type)} message is not well formed.` : 'Unknown message type.' });
        }
        const message = parsed.data;
        switch (message.type) {
          case 'ping':
            // Presence is kept by this instance for its open sockets (refreshPresence): a ping costs no write.
            return send(socket, { type: 'pong' });
          case 'identify':
            return void identify(socket, message.token);
          case 'join':
            return void join(socket, message.room, message.token);
          case 'leave':
            return void leave(socket, message.room).catch((err) => deps.log.error({ err }, 'leave failed'));
          case 'media': {
            const participantId = participantOf(socket, message.room, 'Join the room first.');
            if (participantId) setMedia(participantId, { inCall: message.inCall, muted: message.muted, videoOn: message.videoOn });
            return;
          }
          case 'signal':
            return void relaySignal(socket, message.room, message.to, message.data, raw.length).catch((err) => deps.log.error({ err }, 'signal relay failed'));
          case 'subscribe':
            if (!isPublicChannel(message.channel)) {
              return send(socket, { type: 'error', message: `Unknown channel: ${message.channel}` });
            }
            if (!channelsOf.get(socket)?.has(message.channel) && (channelsOf.get(socket)?.size ?? 0) >= limits.channelsPerSocket) {
              return send(socket, { type: 'error', message: `At most ${limits.channelsPerSocket} channels per connection.` });
            }
            subscribe(socket, message.channel);
            return send(socket, { type: 'subscribed', channel: message.channel });
          case 'unsubscribe':
            return unsubscribe(socket, message.channel);
        }
      });
      socket.on('close', () => {
        clearInterval(ping);
        const left = (socketsPerAddress.get(address) ?? 1) - 1;
        if (left > 0) socketsPerAddress.set(address, left);
        else socketsPerAddress.delete(address);
        const mine = roomsOf.get(socket);
        roomsOf.delete(socket);
        dropSocket(socket);
        // Closing the tab is leaving the room.
        for (const participantId of mine?.values() ?? []) {
          peers.delete(participantId);
          mediaWrites.delete(participantId);
          deps.meetings.leave(participantId).catch((err) => deps.log.error({ err }, 'leave failed'));
        }
      });
    });
  };

  const presenceRefresh = setInterval(() => void refreshPresence(), deps.presenceRefreshMs);
  presenceRefresh.unref();

  return {
    plugin,
    start: () => deps.database.listen(CHANGES_CHANNEL, onNotification, resume),
    /**
     * Shutdown: tells every client the server is going away (1001, so it reconnects to another
     * instance) and waits for the close handshakes, at most a second.
     */
    async closeAll(sockets: Iterable<WebSocket>) {
      clearInterval(presenceRefresh);
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
