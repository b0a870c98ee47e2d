import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { availabilityChannel, isPublicChannel, type RealtimeClientMessage, type RealtimeServerMessage } from '@nafasi/shared/realtime';
import type { Database } from '../db/client.ts';
import type { SpacesService } from '../modules/spaces/service.ts';

/** The channel the database triggers notify on (migration 0002). */
export const CHANGES_CHANNEL = 'nafasi_changes';

type Op = 'INSERT' | 'UPDATE' | 'DELETE';
interface Change {
  table: string;
  op: Op;
  id: string;
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
export function createRealtimeHub(deps: { database: Database; spaces: SpacesService; log: FastifyBaseLogger }) {
  const channels = new Map<string, Set<WebSocket>>();
  const pendingSpaces = new Map<string, Op>();
  let flushTimer: NodeJS.Timeout | null = null;

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
    if (change.table !== 'spaces') return;
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
          case 'ping':
            return send(socket, { type: 'pong' });
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
        dropSocket(socket);
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
