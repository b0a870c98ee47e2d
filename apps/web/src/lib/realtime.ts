import {
  HEARTBEAT_MS,
  isPersonalNews,
  RECONNECT_BACKOFF_MS,
  type PersonalNews,
  type RealtimeClientMessage,
  type RealtimeServerMessage,
  type RoomServerMessage,
} from '@nafasi/shared/realtime';

import { getLocale } from '@nafasi/shared/i18n';

export type { PersonalNews } from '@nafasi/shared/realtime';

type Listener = (message: RealtimeServerMessage) => void;
type RoomListener = (message: RoomServerMessage) => void;
/** Rooms are joined with the access token of the moment (it may be refreshed between reconnects). */
type RoomEntry = { token: () => string | undefined; listener: RoomListener };

/** §9: a heartbeat that gets no answer within this time means the connection is dead. */
const HEARTBEAT_TIMEOUT_MS = 10_000;

/**
 * One WebSocket to /api/realtime for the whole tab. Subscriptions survive reconnects; after a
 * reconnect, `onReconnect` listeners run so views can refetch what they may have missed.
 */
class RealtimeClient {
  private socket: WebSocket | null = null;
  private listeners = new Map<string, Set<Listener>>();
  private rooms = new Map<string, RoomEntry>();
  private reconnectListeners = new Set<() => void>();
  /** Listeners of the signed-in person's own news, by kind. */
  private newsListeners = new Map<PersonalNews, Set<() => void>>();
  /** The signed-in person's access token, sent on every (re)connect so their booking news reaches this tab. */
  /** Who is in this tab, as long as any view wants it (the bell, a bookings page). */
  private identities = new Set<() => string | undefined>();

  private attempt = 0;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private everConnected = false;
  /** The channels the server confirmed, shown on <html data-live> so a page (and its tests) can tell it is listening. */
  private confirmed = new Set<string>();

  private showConfirmed() {
    if (typeof document !== 'undefined') document.documentElement.dataset.live = [...this.confirmed].join(' ');
  }

  subscribe(channel: string, listener: Listener): () => void {
    let set = this.listeners.get(channel);
    if (!set) {
      this.listeners.set(channel, (set = new Set()));
      this.send({ type: 'subscribe', channel });
    }
    set.add(listener);
    this.ensureConnected();
    return () => {
      set.delete(listener);
      if (set.size === 0) {
        this.listeners.delete(channel);
        this.send({ type: 'unsubscribe', channel });
        this.confirmed.delete(channel);
        this.showConfirmed();
      }
    };
  }

  /**
   * Enters a room (a meeting or a space's chat) for as long as the returned function is not called;
   * after a reconnect the room is entered again. Room messages go to `listener`.
   */
  joinRoom(roomId: string, token: () => string | undefined, listener: RoomListener): () => void {
    this.rooms.set(roomId, { token, listener });
    this.sendJoin(roomId);
    this.ensureConnected();
    return () => {
      if (this.rooms.get(roomId)?.listener !== listener) return;
      this.rooms.delete(roomId);
      this.send({ type: 'leave', room: roomId });
    };
  }

  /** Sends a room message (media state, call signals) if connected. */
  sendToRoom(message: Extract<RealtimeClientMessage, { type: 'media' | 'signal' }>) {
    this.send(message);
  }

  /** Joins again with a fresh token (after the old one was refused as expired). */
  rejoin(roomId: string) {
    this.sendJoin(roomId);
  }

  private sendJoin(roomId: string) {
    const token = this.rooms.get(roomId)?.token();
    if (token) this.send({ type: 'join', room: roomId, token });
  }

  /** Says who is in this tab (while the returned function is not called): their bookings' changes come here. */
  identify(token: () => string | undefined): () => void {
    this.identities.add(token);
    this.sendIdentity();
    this.ensureConnected();
    return () => {
      this.identities.delete(token);
    };
  }

  /**
   * Runs `listener` on the signed-in person's own news: one of their bookings changed (as guest or
   * host), a notification came (the bell), or a message arrived in one of their conversations.
   */
  onNews(kind: PersonalNews, listener: () => void): () => void {
    let set = this.newsListeners.get(kind);
    if (!set) this.newsListeners.set(kind, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  private sendIdentity() {
    const [identity] = this.identities;
    const token = identity?.();
    if (token) this.send({ type: 'identify', token });
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  private send(message: object) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private ensureConnected() {
    if (this.socket || this.reconnectTimer) return;
    // The page's language: what the socket is told (a room's errors) is said in it.
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/realtime?lang=${getLocale()}`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      for (const channel of this.listeners.keys()) this.send({ type: 'subscribe', channel });
      for (const roomId of this.rooms.keys()) this.sendJoin(roomId);
      this.sendIdentity();
      if (this.everConnected) for (const l of this.reconnectListeners) l();
      this.everConnected = true;
      this.heartbeat = setInterval(() => {
        this.send({ type: 'ping' });
        this.pongTimer ??= setTimeout(() => socket.close(), HEARTBEAT_TIMEOUT_MS);
      }, HEARTBEAT_MS);
    };
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as RealtimeServerMessage;
      if (message.type === 'pong') {
        clearTimeout(this.pongTimer);
        this.pongTimer = undefined;
        return;
      }
      if (message.type === 'subscribed') {
        if (this.listeners.has(message.channel)) this.confirmed.add(message.channel);
        return this.showConfirmed();
      }
      // The server may have missed changes (its database connection came back): read again, as after a reconnect.
      if (message.type === 'resync') for (const l of this.reconnectListeners) l();
      else if (isPersonalNews(message)) for (const l of this.newsListeners.get(message.type) ?? []) l();
      // The server knows whose tab this is: their bookings' and bell's news come here (<html data-identified>).
      else if (message.type === 'identified' && typeof document !== 'undefined') document.documentElement.dataset.identified = 'true';
      else if (message.type === 'change' || message.type === 'availability' || message.type === 'forum')
        for (const l of this.listeners.get(message.channel) ?? []) l(message);
      else if ('channel' in message && message.channel.startsWith('room:')) this.rooms.get(message.channel.slice(5))?.listener(message);
    };
    socket.onclose = () => {
      if (typeof document !== 'undefined') delete document.documentElement.dataset.identified;
      clearInterval(this.heartbeat);
      clearTimeout(this.pongTimer);
      this.pongTimer = undefined;
      this.socket = null;
      this.confirmed.clear();
      this.showConfirmed();
      if (this.listeners.size === 0 && this.rooms.size === 0 && this.identities.size === 0) return;
      const delay = RECONNECT_BACKOFF_MS[Math.min(this.attempt, RECONNECT_BACKOFF_MS.length - 1)];
      this.attempt += 1;
      this.reconnectTimer = setTimeout(() => {
        this.reconnectTimer = undefined;
        this.ensureConnected();
      }, delay);
    };
  }
}

export const realtime = new RealtimeClient();
