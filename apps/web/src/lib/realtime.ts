import { HEARTBEAT_MS, RECONNECT_BACKOFF_MS, type RealtimeServerMessage } from '@nafasi/shared/realtime';

type Listener = (message: RealtimeServerMessage) => void;

/** §9: a heartbeat that gets no answer within this time means the connection is dead. */
const HEARTBEAT_TIMEOUT_MS = 10_000;

/**
 * One WebSocket to /api/realtime for the whole tab. Subscriptions survive reconnects; after a
 * reconnect, `onReconnect` listeners run so views can refetch what they may have missed.
 */
class RealtimeClient {
  private socket: WebSocket | null = null;
  private listeners = new Map<string, Set<Listener>>();
  private reconnectListeners = new Set<() => void>();
  private attempt = 0;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private everConnected = false;

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
      }
    };
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
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/realtime`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      for (const channel of this.listeners.keys()) this.send({ type: 'subscribe', channel });
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
      if (message.type === 'change' || message.type === 'availability') for (const l of this.listeners.get(message.channel) ?? []) l(message);
    };
    socket.onclose = () => {
      clearInterval(this.heartbeat);
      clearTimeout(this.pongTimer);
      this.pongTimer = undefined;
      this.socket = null;
      if (this.listeners.size === 0) return;
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
