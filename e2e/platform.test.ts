import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startServer, type RunningServer } from './support/server.ts';

describe('the server process', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '1500' } });
  });
  afterAll(() => server?.stop());

  it('serves the web app for client routes, and JSON 404 under /api', async () => {
    for (const path of ['/', '/space/anything', '/virtual-meetings', '/no/such/page']) {
      const res = await fetch(server.url + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root">');
    }
    const api = await fetch(`${server.url}/api/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'not_found' });
    expect((await fetch(`${server.url}/.vite/manifest.json`)).headers.get('content-type')).toContain('text/html');
  });

  it('serves built assets and photos with long cache headers', async () => {
    const html = await (await fetch(server.url)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)![0];
    expect((await fetch(server.url + asset)).headers.get('cache-control')).toContain('immutable');
    const { data } = await (await fetch(`${server.url}/api/spaces?limit=1`)).json();
    const photo = await fetch(server.url + data[0].images[0].thumbUrl);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toContain('max-age=31536000');
  });

  it('sends security headers: a permissions policy, no HSTS over plain HTTP, and no-store on personal answers', async () => {
    const home = await fetch(server.url);
    await home.arrayBuffer();
    expect(home.headers.get('permissions-policy')).toContain('camera=(self)');
    expect(home.headers.get('strict-transport-security')).toBeNull();
    const list = await fetch(`${server.url}/api/spaces?limit=1`);
    await list.arrayBuffer();
    expect(list.headers.get('cache-control')).not.toBe('no-store');
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'user@nafasi.co.ke', password: 'Savanna-User-2025' }) });
    expect(login.headers.get('cache-control')).toBe('no-store');
    const { data } = await login.json();
    const me = await fetch(`${server.url}/api/bookings`, { headers: { authorization: `Bearer ${data.access_token}` } });
    await me.arrayBuffer();
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  it('on SIGTERM first fails readiness while still serving, then finishes in-flight requests, closes sockets and the database, and exits 0', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/realtime`);
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    // Each on its own connection, sent at once: all 30 are with the server, not queued in a client pool.
    const requests = Array.from(
      { length: 30 },
      () =>
        new Promise<number | string>((resolve) => {
          http
            .get(`${server.url}/api/spaces?limit=100&q=a`, { agent: false }, (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            })
            .on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
        }),
    );
    let answeredBeforeSignal = 0;
    for (const r of requests) void r.then(() => (answeredBeforeSignal += signalled ? 0 : 1));
    let signalled = false;
    await requests[0];
    signalled = true;
    const exitCode = server.signal('SIGTERM');
    // Draining: the balancer's readiness check fails, while requests are still answered.
    await expect.poll(async () => (await fetch(`${server.url}/api/health`)).status, { timeout: 1000, interval: 50 }).toBe(503);
    expect((await (await fetch(`${server.url}/api/health`)).json()).data.services.api.status).toBe('maintenance');
    expect((await fetch(`${server.url}/api/spaces?limit=1`)).status).toBe(200);
    const outcomes = await Promise.all(requests);
    const ok = outcomes.filter((o) => o === 200).length;
    // Requests the server was handling when the signal came still finished with their answers...
    expect(ok).toBeGreaterThan(answeredBeforeSignal);
    // ...and the rest were refused cleanly: 503 (closing) or a connection it never accepted. Never a 500.
    for (const outcome of outcomes) expect([200, 503, 'ECONNREFUSED', 'ECONNRESET']).toContain(outcome);
    const refused = await fetch(`${server.url}/api/health`).then(
      (res) => res.status,
      (err: Error & { cause?: { code?: string } }) => err.cause?.code,
    );
    expect([503, 'ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']).toContain(refused);
    expect(await exitCode).toBe(0);
    expect(await closed).toBe(1001);
    expect(server.output()).toContain('finishing in-flight requests');
  });
});
