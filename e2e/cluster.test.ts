import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type APIRequestContext, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { freshPostgresDatabase, insertSpace } from '../apps/server/src/test/harness.ts';
import { startObjectStore } from '../apps/server/src/test/object-store.ts';
import { startBalancer, type RunningBalancer } from './support/balancer.ts';
import { launchBrowser } from './support/browser.ts';
import { postgresUrl } from './support/postgres.ts';
import { freePort, startServer, type RunningServer } from './support/server.ts';
import { listening, openLive, SAMPLE } from './support/session.ts';

/**
 * Many machines (deploy/): two instances with their own DATA_DIRs, one PostgreSQL database, one
 * S3-compatible bucket, behind the shipped HAProxy configuration with TLS. PostgreSQL only: PGlite
 * is one process.
 */
describe.runIf(postgresUrl())('two instances behind the balancer', () => {
  let store: Awaited<ReturnType<typeof startObjectStore>>;
  let dropDatabase: () => Promise<void>;
  let databaseUrl = '';
  let database: Database;
  const servers: RunningServer[] = [];
  let balancer: RunningBalancer;
  let browser: Browser;
  let api: APIRequestContext;

  const instanceEnv = (databaseUrl: string, publicUrl: string) => ({
    ...store.env,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: publicUrl,
    // Exactly the balancer's hop: a client's own X-Forwarded-For is not believed.
    TRUST_PROXY: '1',
    // A deploy's SIGTERM: readiness fails and the instance serves on while HAProxy takes it out (2 checks of 1 s).
    SHUTDOWN_DRAIN_MS: '3500',
    BOOKING_MAX_HOLDS: '50',
  });

  beforeAll(async () => {
    store = await startObjectStore();
    const fresh = await freshPostgresDatabase();
    dropDatabase = fresh.drop;
    databaseUrl = fresh.url;
    const httpsPort = await freePort();
    const publicUrl = `https://127.0.0.1:${httpsPort}`;
    // One after the other: the first migrates and seeds (its photos into the bucket); the second finds it done.
    servers.push(await startServer({ databaseUrl: fresh.url, env: instanceEnv(fresh.url, publicUrl) }));
    servers.push(await startServer({ databaseUrl: fresh.url, env: instanceEnv(fresh.url, publicUrl) }));
    balancer = await startBalancer(
      servers.map((s) => new URL(s.url).host),
      { https: httpsPort },
    );
    database = await openDatabase({ url: fresh.url, poolSize: 2 });
    browser = await launchBrowser();
    api = await request.newContext({ baseURL: balancer.url, ignoreHTTPSErrors: true });
  }, 180_000);

  afterAll(async () => {
    await api?.dispose();
    await browser?.close();
    await balancer?.stop();
    for (const s of servers) await s.stop();
    await database?.close();
    await dropDatabase?.();
    await store?.close();
  });

  /** The same release started again at the address it had (a new DATA_DIR: nothing lives there). */
  const restart = async (old: RunningServer) => {
    await old.stop();
    const port = Number(new URL(old.url).port);
    return startServer({ databaseUrl: databaseUrl, port, env: instanceEnv(databaseUrl, balancer.url) });
  };

  const signIn = async (credentials: { email: string; password: string }) => {
    const res = await api.post('/api/auth/login', { data: credentials });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).data as { access_token: string };
  };

  it('terminates TLS, sends plain HTTP to HTTPS, spreads requests over both instances, and keeps a session on either', async () => {
    const redirect = await fetch(`${balancer.httpUrl}/space/x`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe(`https://127.0.0.1:${new URL(balancer.httpUrl).port}/space/x`);

    const session = await signIn(SAMPLE.user);
    const auth = { authorization: `Bearer ${session.access_token}` };
    const answeredBy = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await api.get('/api/auth/user', { headers: auth });
      expect(res.status()).toBe(200);
      expect((await res.json()).data.email).toBe(SAMPLE.user.email);
      expect(res.headers()['strict-transport-security']).toContain('max-age=');
      answeredBy.add(res.headers()['x-nafasi-instance'] ?? '');
    }
    expect([...answeredBy].sort()).toEqual(['app1', 'app2']);
    // The same session, straight to each instance.
    for (const server of servers) expect((await fetch(`${server.url}/api/auth/user`, { headers: auth })).status).toBe(200);
  });

  it("sends the admin's pages to one instance, the only one that reads the admin's tables into memory", async () => {
    const session = await signIn(SAMPLE.admin);
    const auth = { authorization: `Bearer ${session.access_token}` };
    const answeredBy = new Set<string>();
    for (const table of ['bookings', 'users', 'bookings?q=nf-', 'users?q=a', 'stats', 'bookings?sort=amount']) {
      const res = await api.get(`/api/admin/${table}`, { headers: auth });
      expect(res.status(), await res.text()).toBe(200);
      answeredBy.add(res.headers()['x-nafasi-instance'] ?? '');
    }
    expect([...answeredBy]).toEqual(['app1']);
    // Everything else is still spread over both.
    const others = new Set<string>();
    for (let i = 0; i < 6; i++) others.add((await api.get('/api/auth/user', { headers: auth })).headers()['x-nafasi-instance'] ?? '');
    expect([...others].sort()).toEqual(['app1', 'app2']);
  });

  it('shows a photo uploaded through one instance through the other, kept in the bucket rather than on either disk', async () => {
    const session = await signIn(SAMPLE.owner);
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a7' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'me.jpg');
    const res = await fetch(`${servers[0]!.url}/api/profile/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}` },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const avatar = (await res.json()).data.avatar as string;
    const other = await fetch(servers[1]!.url + avatar);
    expect(other.status).toBe(200);
    expect(other.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await other.arrayBuffer())).metadata()).format).toBe('webp');
    const viaBalancer = await api.get(avatar);
    expect(viaBalancer.status()).toBe(200);
    for (const server of servers) await expect(access(path.join(server.dataDir, 'uploads', path.basename(avatar)))).rejects.toThrow();
  });

  it('gives one winner of a slot rushed through the balancer, in every round, with both instances answering', async () => {
    const session = await signIn(SAMPLE.user);
    const found = await (await api.get('/api/spaces?q=Westlands%20Executive%20Boardroom&limit=1')).json();
    expect(found.data[0].title).toBe('Westlands Executive Boardroom');
    const spaceId = found.data[0].id as string;
    const instances = new Set<string>();
    for (let round = 0; round < 5; round++) {
      const date = new Date(Date.now() + (40 + round) * 86_400_000).toISOString().slice(0, 10);
      const answers = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const res = await api.post('/api/bookings', {
            headers: { authorization: `Bearer ${session.access_token}` },
            data: { spaceId, date, startTime: '10:00', endTime: '12:00' },
          });
          instances.add(res.headers()['x-nafasi-instance'] ?? '');
          return res.status();
        }),
      );
      expect(
        answers.filter((s) => s === 201),
        `round ${round}: ${answers.join(',')}`,
      ).toHaveLength(1);
      expect(
        answers.filter((s) => s !== 201 && s !== 409),
        `round ${round}: ${answers.join(',')}`,
      ).toEqual([]);
    }
    expect([...instances].sort()).toEqual(['app1', 'app2']);
  });

  it('keeps a deploy unnoticed: an instance told to stop drains while the balancer takes it out, its new release is let in once started, and no request fails', async () => {
    const failures: string[] = [];
    let served = 0;
    const byInstance = new Map<string, number>();
    let stop = false;
    const clients = Array.from({ length: 4 }, async () => {
      while (!stop) {
        const res = await api.get('/api/spaces?limit=3').catch((err: Error) => err);
        if (res instanceof Error) failures.push(res.message);
        else if (res.status() !== 200) failures.push(`${res.status()} ${await res.text()}`);
        else {
          served++;
          const instance = res.headers()['x-nafasi-instance'] ?? '';
          byInstance.set(instance, (byInstance.get(instance) ?? 0) + 1);
        }
      }
    });
    // Traffic under way before the deploy, and still served by the other instance after it.
    await expect.poll(() => served).toBeGreaterThan(10);
    const second = servers[1]!;
    const exited = second.signal('SIGTERM');
    await expect.poll(() => balancer.states().then((s) => s.app2), { timeout: 10_000 }).toBe('DOWN');
    await exited;
    const atExit = served;
    await expect.poll(() => served).toBeGreaterThan(atExit + 10);
    // The new release, on the same address, under the same traffic: its health check says it is
    // starting until it has read the catalogue, then the balancer lets it in and it answers.
    servers[1] = await restart(second);
    await expect.poll(() => balancer.states().then((s) => s.app2), { timeout: 10_000 }).toBe('UP');
    const before = byInstance.get('app2') ?? 0;
    await expect.poll(() => byInstance.get('app2') ?? 0, { timeout: 15_000 }).toBeGreaterThan(before + 5);
    stop = true;
    await Promise.all(clients);
    expect(failures).toEqual([]);
    expect(served).toBeGreaterThan(20);
  });

  it('keeps a page live when the instance holding its socket dies: it reconnects through the balancer to the other, reads again, and misses nothing', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // The instance behind each open socket of the page, by the balancer's X-Nafasi-Instance on its handshake.
    const open = new Map<string, string>();
    cdp.on('Network.webSocketHandshakeResponseReceived', (e) => {
      const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
      open.set(e.requestId, headers['x-nafasi-instance'] ?? '');
    });
    cdp.on('Network.webSocketClosed', (e) => open.delete(e.requestId));
    const socketInstance = () => [...open.values()].join(',');
    await openLive(page, balancer.url + '/');
    await listening(page, 'spaces');
    const cards = page.getByTestId('space-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const holder = socketInstance();
    expect(holder).toMatch(/^app[12]$/);
    const index = Number(holder.slice(3)) - 1;

    const killed = servers[index]!;
    await killed.signal('SIGKILL');
    // Made while the page has no socket (it waits RECONNECT_BACKOFF_MS[0], 1 s, before trying again):
    // only reading again after the reconnect can show it.
    await insertSpace(database, { title: 'Added While Away Studio', category: 'creative-studio', hourlyRate: 2100 });
    await expect.poll(() => cards.first().textContent(), { timeout: 20_000 }).toContain('Added While Away Studio');
    await listening(page, 'spaces');
    expect(socketInstance()).toBe(index === 0 ? 'app2' : 'app1');
    // And it is live again on the survivor.
    await insertSpace(database, { title: 'Added After Reconnect Loft', category: 'creative-studio', hourlyRate: 2200 });
    await expect.poll(() => cards.first().textContent(), { timeout: 10_000 }).toContain('Added After Reconnect Loft');
    await context.close();
    servers[index] = await restart(killed);
  });
});
