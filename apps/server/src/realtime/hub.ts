import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { DEFAULT_LOCALE, m, type Locale } from '@nafasi/shared/i18n';
import { RealtimeClientMessageSchema } from '@nafasi/shared/realtime-schema';
import type { WebSocket } from 'ws';
import {
  availabilityChannel,
  forumChannel,
  isPublicChannel,
  POLICY_CLOSE,
  REALTIME_LIMITS,
  type RealtimeLimits,
  type RealtimeServerMessage,
} from '@nafasi/shared/realtime';
import type { Database } from '../db/client.ts';
import type { AuthUser } from '../lib/access.ts';
import type { Space } from '@nafasi/shared/spaces';
import { systemClock, type Clock } from '../lib/clock.ts';
import { fullBucket, keyedBuckets, take } from '../lib/token-bucket.ts';
import { CHANGES_CHANNEL, ChangeSchema, type Change, type ChangeKind, type ChangeOf } from '@nafasi/shared/changes';
import type { HubProtocol, HubTransport } from './transport.ts';
import { addressKey } from '../lib/address-key.ts';
import { askedLocale, inLocale } from '../lib/locale.ts';

/** The channel the database triggers notify on (migration 0002). */
export { CHANGES_CHANNEL } from '@nafasi/shared/changes';

type Op = ChangeOf<'space'>['op'];

/** Several notifications for one row inside this window go out as one message (a space and its photos). */
const COALESCE_MS = 15;
const PING_INTERVAL_MS = 30_000;
const NO_SOCKETS: ReadonlySet<WebSocket> = new Set();

function mergeOps(before: Op | undefined, after: Op): Op {
  if (after === 'DELETE' || !before) return after;
  if (before === 'INSERT') return 'INSERT';
  return after;
}

/**
 * The WebSocket hub behind /api/realtime: the transport. It keeps the sockets and their channels,
 * charges every frame against the connection's limit, parses it, and carries the public channels
 * (the catalogue, a space's availability, a person's bookings); the meeting rooms' protocol runs over
 * it (`rooms`). Every server instance LISTENs on the database, so a change made through any instance
 * reaches the clients of all of them.
 */
export function createRealtimeHub(deps: {
  database: Database;
  /** The catalogue's public reading of a space (modules/spaces, given by the app: the transport sits below the modules). */
  spaces: { findPublic(id: string): Promise<Space | null> };
  /** The meeting rooms' protocol, given the hub's transport (modules/meetings/room-protocol.ts). */
  rooms: (transport: HubTransport) => HubProtocol;
  authenticate: (token: string) => Promise<AuthUser>;
  log: FastifyBaseLogger;
  /** Open sockets one network address may hold on this instance. */
  maxSocketsPerAddress: number;
  /** The per-connection and per-account limits; a benchmark that plays 500 people with one account widens them. */
  limits?: RealtimeLimits;
  /** The time the frame allowances read. */
  clock?: Clock;
}) {
  const limits = deps.limits ?? REALTIME_LIMITS;
  const clock = deps.clock ?? systemClock;
  const channels = new Map<string, Set<WebSocket>>();
  const pendingSpaces = new Map<string, Op>();
  let flushTimer: NodeJS.Timeout | null = null;
  /** Each socket's channels (subscriptions and rooms), so a close touches only its own. */
  const channelsOf = new Map<WebSocket, Set<string>>();
  const socketsPerAddress = new Map<string, number>();
  /** For the metrics: open sockets and frames received on this instance. */
  let openSockets = 0;
  let framesReceived = 0;
  /**
   * Frames per address, over all its sockets and across reconnects: four sockets' allowance (an
   * office or a household shares one address). A socket closed for flooding empties its
   * address's, so reconnecting buys no fresh burst: it earns frames again at the steady rate.
   */
  const addressFrames = keyedBuckets({ burst: limits.messages.burst * 4, perSecond: limits.messages.perSecond * 4 });
  /** Who each identified socket belongs to, and each person's identified sockets. */
  const identity = new Map<WebSocket, string>();
  const personSockets = new Map<string, Set<WebSocket>>();
  async function identify(socket: WebSocket, token: string) {
    let user: AuthUser;
    try {
      user = await deps.authenticate(token);
    } catch {
      return send(socket, { type: 'error', message: m.socket_sign_in_again() });
    }
    const before = identity.get(socket);
    if (before) personSockets.get(before)?.delete(socket);
    identity.set(socket, user.id);
    let mine = personSockets.get(user.id);
    if (!mine) personSockets.set(user.id, (mine = new Set()));
    mine.add(socket);
    send(socket, { type: 'identified' });
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

  /** Each socket's page language (?lang= of its URL, else its request's), for what is worded for it. */
  const localeOf = new WeakMap<WebSocket, Locale>();
  const saidTo = (socket: WebSocket) => localeOf.get(socket) ?? DEFAULT_LOCALE;

  function sendSaid(socket: WebSocket, words: () => RealtimeServerMessage) {
    send(socket, inLocale(saidTo(socket), words));
  }

  function broadcastSaid(channel: string, words: () => RealtimeServerMessage) {
    const subscribers = channels.get(channel);
    if (!subscribers?.size) return;
    const texts = new Map<Locale, string>();
    for (const socket of subscribers) {
      if (socket.readyState !== socket.OPEN) continue;
      const locale = saidTo(socket);
      let text = texts.get(locale);
      if (text === undefined) texts.set(locale, (text = JSON.stringify(inLocale(locale, words))));
      socket.send(text);
    }
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

  /** Those told when the public catalogue may have changed (the page cache, kept searches). */
  const catalogueListeners = new Set<() => void>();
  /** Those told when a booking or block may have changed what is free (kept searches for a time). */
  const availabilityListeners = new Set<() => void>();
  /** Those told when events are written (the notifications' courier, on every instance). */
  const eventListeners = new Set<() => void>();
  /** Those told when a person's account or sessions changed (a person), or anything may have (null). */
  const accountListeners = new Set<(user: string | null) => void>();
  /** Those told when a person's account was erased (the page cache, which may show their name). */
  const erasureListeners = new Set<() => void>();
  const catalogueChanged = () => {
    for (const listener of catalogueListeners) listener();
    for (const listener of availabilityListeners) listener();
  };

  /** Each kind of news and who handles it: the hub's own kinds below, the rooms' kinds they name. */
  const handlers = new Map<ChangeKind, (change: Change) => void>();
  function on<K extends ChangeKind>(kind: K, handler: (change: ChangeOf<K>) => void) {
    if (handlers.has(kind)) throw new Error(`Two handlers for the change kind ${kind}`);
    handlers.set(kind, handler as (change: Change) => void);
  }

  function onNotification(payload: string) {
    let change: Change;
    try {
      const parsed = ChangeSchema.safeParse(JSON.parse(payload));
      if (!parsed.success) throw parsed.error;
      change = parsed.data;
    } catch {
      deps.log.warn({ payload: payload.slice(0, 200) }, 'unreadable change notification');
      return;
    }
    const handle = handlers.get(change.kind);
    if (handle) handle(change);
    else deps.log.warn({ kind: change.kind }, 'a change kind nobody handles');
  }

  /** Sends a message to every open socket of these people, on this instance. */
  function tellPeople(people: (string | null | undefined)[], message: RealtimeServerMessage) {
    const text = JSON.stringify(message);
    for (const person of new Set(people)) {
      for (const socket of (person && personSockets.get(person)) || []) if (socket.readyState === socket.OPEN) socket.send(text);
    }
  }
  /** A booking, or a block, changed what a space has free. */
  function availabilityChanged(spaceId: string) {
    // Forgotten before the screens are told, so the searches they make again read afresh.
    for (const listener of availabilityListeners) listener();
    const channel = availabilityChannel(spaceId);
    broadcast(channel, { type: 'availability', channel, spaceId });
  }

  on('account', (change) => {
    for (const listener of accountListeners) listener(change.user);
  });
  on('erased', () => {
    for (const listener of erasureListeners) listener();
  });
  on('events', () => {
    for (const listener of eventListeners) listener();
  });
  on('notification', (change) => tellPeople([change.user], { type: 'notification', id: change.id }));
  on('thread', (change) => tellPeople([change.user, change.owner], { type: 'thread', threadId: change.threadId }));
  // The guest's and the host's own screens hear about their booking (its refunds too).
  on('refund', (change) => tellPeople([change.user, change.owner], { type: 'booking', bookingId: change.bookingId }));
  on('booking', (change) => {
    availabilityChanged(change.spaceId);
    tellPeople([change.user, change.owner], { type: 'booking', bookingId: change.bookingId });
  });
  on('block', (change) => availabilityChanged(change.spaceId));
  on('forum', (change) => {
    const channel = forumChannel(change.topic);
    broadcast(channel, { type: 'forum', channel, topicId: change.topic });
  });
  on('space', (change) => {
    catalogueChanged();
    pendingSpaces.set(change.id, mergeOps(pendingSpaces.get(change.id), change.op));
    flushTimer ??= setTimeout(() => {
      flushSpaces().catch((err) => deps.log.error({ err }, 'realtime flush failed'));
    }, COALESCE_MS);
  });

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

  const rooms = deps.rooms({
    send,
    broadcast,
    sendSaid,
    broadcastSaid,
    subscribe,
    unsubscribe,
    subscribers: (channel) => channels.get(channel) ?? NO_SOCKETS,
    channelCount: (socket) => channelsOf.get(socket)?.size ?? 0,
    on,
  });

  function dropSocket(socket: WebSocket) {
    for (const channel of channelsOf.get(socket) ?? []) unsubscribe(socket, channel);
    channelsOf.delete(socket);
    const person = identity.get(socket);
    if (person) {
      identity.delete(socket);
      const mine = personSockets.get(person);
      mine?.delete(socket);
      if (mine?.size === 0) personSockets.delete(person);
    }
  }

  /** The database connection that carries changes was lost and is back: whatever it carried meanwhile is gone. */
  function resume() {
    // Changes may have been missed while the listener was away.
    catalogueChanged();
    for (const listener of accountListeners) listener(null);
    deps.log.warn('change notifications resumed; telling every client to read again');
    const text = JSON.stringify({ type: 'resync' } satisfies RealtimeServerMessage);
    for (const socket of new Set([...channelsOf.keys(), ...identity.keys()])) if (socket.readyState === socket.OPEN) socket.send(text);
    rooms.resume();
  }

  const plugin: FastifyPluginAsync = async (app) => {
    app.get('/realtime', { websocket: true, config: { access: 'public' } }, (socket, request) => {
      // What this socket is told, in its page's language (?lang=, else the request's).
      const locale = askedLocale((request.query as { lang?: unknown }).lang, request.headers);
      localeOf.set(socket, locale);
      const address = addressKey(request.ip);
      const open = socketsPerAddress.get(address) ?? 0;
      if (open >= deps.maxSocketsPerAddress) return socket.close(POLICY_CLOSE.code, POLICY_CLOSE.tooMany);
      socketsPerAddress.set(address, open + 1);
      openSockets++;
      socket.once('close', () => openSockets--);
      const bucket = fullBucket(limits.messages, clock());
      let alive = true;
      socket.on('pong', () => (alive = true));
      const ping = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, PING_INTERVAL_MS);

      const onFrame = (raw: Buffer) => {
        framesReceived++;
        // Every frame costs a token, whatever it says; a flood closes the socket before it costs the database.
        const now = clock();
        if (!take(bucket, limits.messages, now) || !addressFrames(address, now)) {
          addressFrames.drain(address, now);
          return socket.close(POLICY_CLOSE.code, POLICY_CLOSE.tooFast);
        }
        let json: unknown;
        try {
          json = JSON.parse(String(raw));
        } catch {
          return send(socket, { type: 'error', message: m.socket_json() });
        }
        const parsed = RealtimeClientMessageSchema.safeParse(json);
        if (!parsed.success) {
          const type = (json as { type?: unknown } | null)?.type;
          const known = RealtimeClientMessageSchema.options.some((o) => o.shape.type.value === type);
          return send(socket, { type: 'error', message: known ? m.socket_frame_malformed({ type: String(type) }) : m.socket_frame_unknown() });
        }
        const message = parsed.data;
        if (rooms.frames.has(message.type)) return rooms.handle(socket, message, raw.length);
        switch (message.type) {
          case 'ping':
            // Presence is kept by this instance for its open sockets (refreshPresence): a ping costs no write.
            return send(socket, { type: 'pong' });
          case 'identify':
            return void identify(socket, message.token);
          case 'subscribe':
            if (!isPublicChannel(message.channel)) {
              return send(socket, { type: 'error', message: m.socket_unknown_channel({ channel: message.channel }) });
            }
            if (!channelsOf.get(socket)?.has(message.channel) && (channelsOf.get(socket)?.size ?? 0) >= limits.channelsPerSocket) {
              return send(socket, { type: 'error', message: m.socket_channels_max({ max: limits.channelsPerSocket }) });
            }
            subscribe(socket, message.channel);
            return send(socket, { type: 'subscribed', channel: message.channel });
          case 'unsubscribe':
            return unsubscribe(socket, message.channel);
        }
      };
      socket.on('message', (raw: Buffer) => inLocale(locale, () => onFrame(raw)));
      socket.on('close', () => {
        clearInterval(ping);
        const left = (socketsPerAddress.get(address) ?? 1) - 1;
        if (left > 0) socketsPerAddress.set(address, left);
        else socketsPerAddress.delete(address);
        dropSocket(socket);
        rooms.dropSocket(socket);
      });
    });
  };

  return {
    plugin,
    stats: () => ({ sockets: openSockets, framesReceived }),
    start: () => deps.database.listen(CHANGES_CHANNEL, onNotification, resume),
    /** Calls `listener` whenever a space changes (on any instance) or changes may have been missed. */
    onCatalogueChange(listener: () => void) {
      catalogueListeners.add(listener);
    },
    /** Calls `listener` with the person whenever an account or its sessions change (on any instance), or with null when changes may have been missed. */
    onAccountChange(listener: (user: string | null) => void) {
      accountListeners.add(listener);
    },
    /** Calls `listener` whenever an account is erased (on any instance). */
    onErasure(listener: () => void) {
      erasureListeners.add(listener);
    },
    /** Calls `listener` whenever events are written (on any instance): the notifications' courier. */
    onEvents(listener: () => void) {
      eventListeners.add(listener);
    },
    /** Calls `listener` whenever a booking or block changes (on any instance) or changes may have been missed. */
    onAvailabilityChange(listener: () => void) {
      availabilityListeners.add(listener);
    },
    /**
     * Shutdown: tells every client the server is going away (1001, so it reconnects to another
     * instance) and waits for the close handshakes, at most a second.
     */
    async closeAll(sockets: Iterable<WebSocket>) {
      rooms.close();
      if (flushTimer) clearTimeout(flushTimer);
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
