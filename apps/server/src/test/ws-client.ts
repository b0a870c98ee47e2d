import WebSocket from 'ws';
import type { RealtimeServerMessage } from '@nafasi/shared/realtime';
import type { App } from '../app.ts';

/** A WebSocket client that records every message and can wait for one that matches. */
export async function connect(app: App, options: { lang?: string } = {}) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime${options.lang ? `?lang=${options.lang}` : ''}`);
  const messages: RealtimeServerMessage[] = [];
  const waiters: { test: (m: RealtimeServerMessage) => boolean; resolve: (m: RealtimeServerMessage) => void }[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as RealtimeServerMessage;
    messages.push(message);
    for (const w of [...waiters]) {
      if (!w.test(message)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(message);
    }
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const next = (test: (m: RealtimeServerMessage) => boolean, ms = 15_000) =>
    new Promise<RealtimeServerMessage>((resolve, reject) => {
      const seen = messages.find(test);
      if (seen) return resolve(seen);
      const timer = setTimeout(() => reject(new Error(`no matching message in ${ms} ms; got ${JSON.stringify(messages)}`)), ms);
      waiters.push({ test, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  const send = (m: unknown) => socket.send(typeof m === 'string' ? m : JSON.stringify(m));
  const subscribe = async (channel: string) => {
    send({ type: 'subscribe', channel });
    await next((m) => m.type === 'subscribed' && m.channel === channel);
  };
  return { socket, messages, next, send, subscribe };
}
