import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { formatHourlyRate } from '@nafasi/shared/money';
import { PAGE_META } from '@nafasi/shared/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startServer, type RunningServer } from './support/server.ts';

/** A GET without fetch's automatic decompression, to see the encoding as it came. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { headers, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      })
      .on('error', reject);
  });
}

let server: RunningServer;

describe('the server process', () => {
  beforeAll(async () => {
    server = await startServer({ env: { LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '1500' } });
  });
  afterAll(() => server?.stop());

  it('serves the web app for its pages, the 404 page with a real 404, and JSON 404 under /api', async () => {
    for (const [path, status] of [['/', 200], ['/virtual-meetings', 200], ['/about', 200], ['/space/anything', 404], [`/space/${randomUUID()}`, 404], ['/no/such/page', 404]] as const) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root">');
    }
    const api = await fetch(`${server.url}/api/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'not_found' });
    expect((await fetch(`${server.url}/.vite/manifest.json`)).headers.get('content-type')).toContain('text/html');
  });

  it('writes each page’s head on the server: a space’s title, price and photo for link previews, JSON-LD, canonical URLs', async () => {
    const { data } = await (await fetch(`${server.url}/api/spaces?limit=1`)).json();
    const space = data[0];
    const html = await (await fetch(`${server.url}/space/${space.id}`)).text();
    expect(html).toContain(`<title>${space.title} · Nafasi</title>`);
    expect(html).toContain(`<meta property="og:title" content="${space.title}" />`);
    expect(html).toContain(`<meta property="og:description" content="${formatHourlyRate(space.hourlyRate)} · ${space.location}" />`);
    expect(html).toContain(`<meta property="og:image" content="${server.url}${space.images[0].url}" />`);
    expect(html).toContain(`<link rel="canonical" href="${server.url}/space/${space.id}" />`);
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(ld).toMatchObject({ '@type': 'Place', name: space.title, makesOffer: { priceCurrency: 'KES', price: space.hourlyRate.toFixed(2) } });
    const about = await (await fetch(`${server.url}/about`)).text();
    expect(about).toContain(`<title>About · Nafasi</title>`);
    expect(about).toContain(PAGE_META['/about'].description.slice(0, 60));
    expect(await (await fetch(`${server.url}/dashboard`)).text()).toContain('<meta name="robots" content="noindex" />');
  });

  it('sends assets precompressed and JSON compressed when asked, and answers an unchanged catalogue with 304', async () => {
    const html = await (await fetch(server.url)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)![0];
    for (const encoding of ['br', 'gzip']) {
      const res = await rawGet(asset, { 'accept-encoding': encoding });
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
    }
    const plain = await rawGet(asset, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = await rawGet('/api/spaces?limit=20', { 'accept-encoding': 'gzip' });
    expect(json.headers['content-encoding']).toBe('gzip');
    const again = await rawGet('/api/spaces?limit=20', { 'if-none-match': String(json.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('lists public spaces in the sitemap: a new approved one appears, a deleted one goes', async () => {
    const admin = await (await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@nafasi.co.ke', password: 'Savanna-Admin-2025' }) })).json();
    const auth = { authorization: `Bearer ${admin.data.access_token}`, 'content-type': 'application/json' };
    const created = await (await fetch(`${server.url}/api/spaces`, { method: 'POST', headers: auth, body: JSON.stringify({ title: 'Sitemap Test Loft', description: 'A loft made to be found by search engines, in Kilimani.', location: 'Kilimani, Nairobi', category: 'creative-studio', capacity: 6, hourlyRate: 1800, amenities: [] }) })).json();
    const spacesMap = async () => {
      const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
      const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(files).toContain(`${server.url}/sitemaps/pages.xml`);
      return (await Promise.all(files.map(async (f) => (await fetch(f)).text()))).join('');
    };
    expect(await spacesMap()).toContain(`/space/${created.data.id}`);
    expect((await fetch(`${server.url}/api/spaces/${created.data.id}`, { method: 'DELETE', headers: { authorization: auth.authorization } })).status).toBe(204);
    expect(await spacesMap()).not.toContain(`/space/${created.data.id}`);
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain(`Sitemap: ${server.url}/sitemap.xml`);
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
