/**
 * A room's chat under load: many WebSocket clients in one room, a few people talking, and how long
 * each message takes from the sender's POST to every other screen.
 */
import WebSocket from 'ws';

export interface FanoutResult {
  clients: number;
  senders: number;
  sent: number;
  delivered: number;
  expected: number;
  deliveriesPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  joinSeconds: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function chatFanout(options: {
  baseUrl: string;
  roomId: string;
  listenerToken: string;
  senderTokens: string[];
  clients: number;
  seconds: number;
}): Promise<FanoutResult> {
  const { baseUrl, roomId, listenerToken, senderTokens, clients, seconds } = options;
  const wsUrl = `${baseUrl.replace(/^http/, 'ws')}/api/realtime`;
  const latencies: number[] = [];
  let measuring = false;

  // 1. Everyone enters the room (a few at a time, as people would).
  const joinStarted = performance.now();
  const sockets: WebSocket[] = [];
  const open = () =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(wsUrl);
      const timer = setTimeout(() => reject(new Error('join timed out')), 30_000);
      socket.on('open', () => socket.send(JSON.stringify({ type: 'join', room: roomId, token: listenerToken })));
      socket.on('message', (raw) => {
        const m = JSON.parse(String(raw)) as { type: string; message?: { message: string } };
        if (m.type === 'joined') {
          clearTimeout(timer);
          resolve(socket);
        } else if (m.type === 'room-error') reject(new Error(String(raw)));
        else if (m.type === 'message' && measuring && m.message?.message.startsWith('bench:')) latencies.push(Date.now() - Number(m.message.message.slice(6)));
      });
      socket.on('error', reject);
    });
  for (let i = 0; i < clients; i += 25) sockets.push(...(await Promise.all(Array.from({ length: Math.min(25, clients - i) }, open))));
  const joinSeconds = (performance.now() - joinStarted) / 1000;
  // Let the presence updates of all those entries settle.
  await new Promise((r) => setTimeout(r, 3000));

  // 2. Each sender says something twice a second (the per-person chat limit) for `seconds`.
  measuring = true;
  let sent = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    senderTokens.map(async (token, n) => {
      await new Promise((r) => setTimeout(r, (n * 500) / senderTokens.length));
      while (Date.now() < deadline) {
        const started = Date.now();
        const res = await fetch(`${baseUrl}/api/rooms/${roomId}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ message: `bench:${started}` }),
        });
        if (res.status !== 201) throw new Error(`send: ${res.status} ${await res.text()}`);
        sent += 1;
        await new Promise((r) => setTimeout(r, Math.max(0, 500 - (Date.now() - started))));
      }
    }),
  );
  const sendingEnded = Date.now();
  // Wait for the last deliveries.
  const expected = sent * clients;
  while (latencies.length < expected && Date.now() - sendingEnded < 10_000) await new Promise((r) => setTimeout(r, 100));
  const window = (Date.now() - deadline + seconds * 1000) / 1000;
  for (const s of sockets) s.terminate();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    clients,
    senders: senderTokens.length,
    sent,
    delivered: latencies.length,
    expected,
    deliveriesPerSecond: latencies.length / window,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    joinSeconds,
  };
}
