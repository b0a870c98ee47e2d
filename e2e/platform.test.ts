import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { formatHourlyRate } from '@nafasi/shared/money';
import { PAGE_META } from '@nafasi/shared/pages';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import WebSocket from 'ws';
import { useProduct } from './support/product.ts';

// No browser: these read what the server process sends and logs.
const product = useProduct({ browser: false, env: { LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '1500', TRUST_PROXY: '1' } });

/** A GET without fetch's automatic decompression, to see the encoding as it came. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    http
      .get(`${product.server.url}${path}`, { headers, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      })
      .on('error', reject);
  });
}

describe('the server process', () => {
  it('serves the web app for its pages, the 404 page with a real 404, and JSON 404 under /api', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/virtual-meetings', 200],
      ['/about', 200],
      ['/space/anything', 404],
      [`/space/${randomUUID()}`, 404],
      ['/no/such/page', 404],
    ] as const) {
      const res = await fetch(product.server.url + path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root">');
    }
    const api = await fetch(`${product.server.url}/api/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'not_found' });
    expect((await fetch(`${product.server.url}/.vite/manifest.json`)).headers.get('content-type')).toContain('text/html');
  });

  it('writes each page’s head on the server: a space’s title, price and photo for link previews, JSON-LD, canonical URLs', async () => {
    const { data } = await (await fetch(`${product.server.url}/api/spaces?limit=1`)).json();
    const space = data[0];
    const html = await (await fetch(`${product.server.url}/space/${space.id}`)).text();
    expect(html).toContain(`<title>${space.title} · Nafasi</title>`);
    expect(html).toContain(`<meta property="og:title" content="${space.title}" />`);
    expect(html).toContain(`<meta property="og:description" content="${formatHourlyRate(space.hourlyRate)} · ${space.location}" />`);
    // The preview image is a JPEG of the size the head says (many apps show no preview for WebP).
    const og = html.match(/<meta property="og:image" content="([^"]+)" \/>/)?.[1];
    expect(og).toMatch(new RegExp(`^${product.server.url}/og/[a-z0-9_-]+\\.jpg$`));
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain(`<meta property="og:image:alt" content="${space.title}" />`);
    const preview = await fetch(og!);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(html).toContain(`<link rel="canonical" href="${product.server.url}/space/${space.id}" />`);
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    // makesOffer is an Organization's (schema.org): a LocalBusiness is one, and a Place.
    expect(ld).toMatchObject({
      '@type': 'LocalBusiness',
      name: space.title,
      image: `${product.server.url}${space.images[0].url}`,
      makesOffer: { priceCurrency: 'KES', price: space.hourlyRate.toFixed(2) },
    });
    const about = await (await fetch(`${product.server.url}/about`)).text();
    expect(about).toContain(`<title>About · Nafasi</title>`);
    expect(about).toContain(PAGE_META['/about'].description.slice(0, 60));
    expect(await (await fetch(`${product.server.url}/dashboard`)).text()).toContain('<meta name="robots" content="noindex" />');
    // Booking a space is rendered with its space and free times: crawlable, its canonical the space's
    // page (one page of the space in search results), in each language; a missing space is a 404.
    const booking = await (await fetch(`${product.server.url}/booking/${space.id}`)).text();
    expect(booking).toContain(`<title>Book ${space.title} · Nafasi</title>`);
    expect(booking).toContain(`<link rel="canonical" href="${product.server.url}/space/${space.id}" />`);
    expect(booking).toContain(`<link rel="alternate" hreflang="sw-KE" href="${product.server.url}/sw/space/${space.id}" />`);
    expect(booking).not.toContain('noindex');
    expect(booking.slice(booking.indexOf('<div id="root">'))).toContain(`${space.title}</h2>`);
    expect(await (await fetch(`${product.server.url}/robots.txt`)).text()).not.toContain('/booking/');
    expect((await fetch(`${product.server.url}/booking/${randomUUID()}`)).status).toBe(404);
  });

  it('renders the public pages on the server: the home list for the URL’s filters, a space, a missing space, the 404 page, with the state the browser hydrates', async () => {
    const list = await (await fetch(`${product.server.url}/api/spaces?limit=12&offset=0`)).json();
    const home = await (await fetch(product.server.url)).text();
    // The first page of spaces is in the HTML itself, and in the state the browser starts from.
    for (const space of list.data) expect(home).toContain(`href="/space/${space.id}"`);
    expect(home).toContain(`${list.page.total} spaces available`);
    const state = JSON.parse(home.match(/<script type="application\/json" id="nafasi-state">(.*?)<\/script>/)![1]!);
    const keys = state.queries.queries.map((q: { queryKey: unknown[] }) => JSON.stringify(q.queryKey));
    expect(keys).toContain(JSON.stringify(['spaces', 'list', {}]));
    expect(keys).toContain(JSON.stringify(['spaces', 'categories', {}]));

    // A search URL renders that search.
    const studios = await (await fetch(`${product.server.url}/api/spaces?limit=12&offset=0&category=creative-studio`)).json();
    const search = await (await fetch(`${product.server.url}/?category=creative-studio`)).text();
    expect(studios.data.length).toBeGreaterThan(0);
    for (const space of studios.data) expect(search).toContain(`href="/space/${space.id}"`);
    for (const space of list.data.filter((s: { category: string; id: string }) => !studios.data.some((t: { id: string }) => t.id === s.id))) {
      expect(search).not.toContain(`href="/space/${space.id}"`);
    }

    const space = list.data[0];
    const page = await (await fetch(`${product.server.url}/space/${space.id}`)).text();
    const body = page.slice(page.indexOf('<div id="root">'));
    expect(body).toContain(`>${space.title}</h1>`);
    expect(body).toContain(formatHourlyRate(space.hourlyRate));
    expect(body).toContain('About this space');
    expect(body).toContain(space.images[0].thumbUrl);

    const missing = await fetch(`${product.server.url}/space/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Space not found</h1>');
    const unknown = await fetch(`${product.server.url}/no/such/page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Page not found');
    // Signed-in pages are rendered by the browser: the server sends the empty root.
    expect(await (await fetch(`${product.server.url}/dashboard`)).text()).toContain('<div id="root"></div>');
    // No inline script the CSP would block: only the JSON state and JSON-LD are inline, and they are data.
    for (const html of [home, page]) expect(html.match(/<script(?![^>]*(type="application\/(json|ld\+json)"|src=))[^>]*>/g)).toBeNull();
  });

  it('keeps a rendered page for everyone, and renders it again as soon as the space changes', async () => {
    const admin = await (
      await fetch(`${product.server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@nafasi.co.ke', password: 'Savanna-Admin-2025' }),
      })
    ).json();
    const auth = { authorization: `Bearer ${admin.data.access_token}`, 'content-type': 'application/json' };
    const body = {
      title: 'Cache Test Studio',
      description: 'A studio that proves a page is rendered again when it changes.',
      location: 'Kilimani, Nairobi',
      category: 'creative-studio',
      capacity: 6,
      hourlyRate: 1800,
      amenities: [],
    };
    const created = await (await fetch(`${product.server.url}/api/spaces`, { method: 'POST', headers: auth, body: JSON.stringify(body) })).json();
    const page = () => fetch(`${product.server.url}/space/${created.data.id}`).then((r) => r.text());
    expect(await page()).toContain('>Cache Test Studio</h1>');
    // Many at once get the same page.
    const pages = await Promise.all(Array.from({ length: 20 }, page));
    expect(pages.every((html) => html.includes('>Cache Test Studio</h1>'))).toBe(true);
    const updated = await fetch(`${product.server.url}/api/spaces/${created.data.id}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ ...body, title: 'Cache Test Studio Renamed', hourlyRate: 2100 }),
    });
    expect(updated.status).toBe(200);
    await expect.poll(page, { timeout: 5000 }).toContain('>Cache Test Studio Renamed</h1>');
    expect(await page()).toContain(formatHourlyRate(2100));
    // The home list follows too.
    await expect.poll(() => fetch(product.server.url).then((r) => r.text()), { timeout: 5000 }).toContain('Cache Test Studio Renamed');
    expect(
      (await fetch(`${product.server.url}/api/spaces/${created.data.id}`, { method: 'DELETE', headers: { authorization: auth.authorization } })).status,
    ).toBe(204);
    await expect.poll(() => fetch(`${product.server.url}/space/${created.data.id}`).then((r) => r.status), { timeout: 5000 }).toBe(404);
  });

  it('bounds what a flood of never-seen addresses costs: past the render budget pages go out for the browser to render, and others are still served', async () => {
    // One client (one address, told by the proxy in front) asks for 240 searches no one asked for before.
    const flooder = { 'x-forwarded-for': '10.9.9.9' };
    const urls = Array.from({ length: 240 }, (_, i) => `${product.server.url}/?q=${randomUUID()}&n=${i}`);
    const answers: { status: number; rendered: boolean }[] = [];
    let next = 0;
    const worker = async () => {
      while (next < urls.length) {
        const res = await fetch(urls[next++]!, { headers: flooder });
        answers.push({ status: res.status, rendered: !(await res.text()).includes('<div id="root"></div>') });
      }
    };
    const started = performance.now();
    const flood = Promise.all(Array.from({ length: 40 }, worker));
    // Meanwhile (the flood's first answers are in) another visitor opens a page and gets it (rendered, or for the browser to render).
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    const asked = performance.now();
    const other = await fetch(`${product.server.url}/help`, { headers: { 'x-forwarded-for': '10.1.1.1' } });
    const waited = performance.now() - asked;
    await flood;
    const seconds = (performance.now() - started) / 1000;
    expect(other.status).toBe(200);
    expect(await other.text()).toContain('<title>Help Center · Nafasi</title>');
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rendered = answers.filter((a) => a.rendered).length;
    // At most the address's burst (20) and refill (5/s) were rendered; the rest went out for the browser to render.
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThanOrEqual(20 + Math.ceil(5 * seconds));
    console.log(
      `flood: ${rendered} of ${answers.length} rendered in ${seconds.toFixed(1)} s; another visitor's page answered in ${waited.toFixed(0)} ms meanwhile`,
    );
  });

  it('compresses server-rendered pages when asked', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await rawGet('/', { 'accept-encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const missing = await rawGet('/no/such/page', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
  });

  it('sends assets precompressed and JSON compressed when asked, and answers an unchanged catalogue with 304', async () => {
    const html = await (await fetch(product.server.url)).text();
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
    const admin = await (
      await fetch(`${product.server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@nafasi.co.ke', password: 'Savanna-Admin-2025' }),
      })
    ).json();
    const auth = { authorization: `Bearer ${admin.data.access_token}`, 'content-type': 'application/json' };
    const created = await (
      await fetch(`${product.server.url}/api/spaces`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          title: 'Sitemap Test Loft',
          description: 'A loft made to be found by search engines, in Kilimani.',
          location: 'Kilimani, Nairobi',
          category: 'creative-studio',
          capacity: 6,
          hourlyRate: 1800,
          amenities: [],
        }),
      })
    ).json();
    const spacesMap = async () => {
      const index = await (await fetch(`${product.server.url}/sitemap.xml`)).text();
      const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(files).toContain(`${product.server.url}/sitemaps/pages.xml`);
      return (await Promise.all(files.map(async (f) => (await fetch(f)).text()))).join('');
    };
    expect(await spacesMap()).toContain(`/space/${created.data.id}`);
    expect(
      (await fetch(`${product.server.url}/api/spaces/${created.data.id}`, { method: 'DELETE', headers: { authorization: auth.authorization } })).status,
    ).toBe(204);
    expect(await spacesMap()).not.toContain(`/space/${created.data.id}`);
    expect(await (await fetch(`${product.server.url}/robots.txt`)).text()).toContain(`Sitemap: ${product.server.url}/sitemap.xml`);
  });

  it('serves built assets and photos with long cache headers', async () => {
    const html = await (await fetch(product.server.url)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)![0];
    expect((await fetch(product.server.url + asset)).headers.get('cache-control')).toContain('immutable');
    const { data } = await (await fetch(`${product.server.url}/api/spaces?limit=1`)).json();
    const photo = await fetch(product.server.url + data[0].images[0].thumbUrl);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toContain('max-age=31536000');
  });

  it('sends security headers: a permissions policy, no HSTS over plain HTTP, and no-store on personal answers', async () => {
    const home = await fetch(product.server.url);
    await home.arrayBuffer();
    expect(home.headers.get('permissions-policy')).toContain('camera=(self)');
    expect(home.headers.get('strict-transport-security')).toBeNull();
    const list = await fetch(`${product.server.url}/api/spaces?limit=1`);
    await list.arrayBuffer();
    expect(list.headers.get('cache-control')).not.toBe('no-store');
    const login = await fetch(`${product.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'user@nafasi.co.ke', password: 'Savanna-User-2025' }),
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
    const { data } = await login.json();
    const me = await fetch(`${product.server.url}/api/bookings`, { headers: { authorization: `Bearer ${data.access_token}` } });
    await me.arrayBuffer();
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  it('on SIGTERM first fails readiness while still serving, then finishes in-flight requests, closes sockets and the database, and exits 0', async () => {
    const socket = new WebSocket(`${product.server.url.replace('http', 'ws')}/api/realtime`);
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    // Each on its own connection, sent at once: all 30 are with the product.server, not queued in a client pool.
    const requests = Array.from(
      { length: 30 },
      () =>
        new Promise<number | string>((resolve) => {
          http
            .get(`${product.server.url}/api/spaces?limit=100&q=a`, { agent: false }, (res) => {
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
    const exitCode = product.server.signal('SIGTERM');
    // Draining: the balancer's readiness check fails, while requests are still answered.
    await expect.poll(async () => (await fetch(`${product.server.url}/api/health`)).status, { timeout: 1000, interval: 50 }).toBe(503);
    expect((await (await fetch(`${product.server.url}/api/health`)).json()).data.services.api.status).toBe('maintenance');
    expect((await fetch(`${product.server.url}/api/spaces?limit=1`)).status).toBe(200);
    const outcomes = await Promise.all(requests);
    const ok = outcomes.filter((o) => o === 200).length;
    // Requests the server was handling when the signal came still finished with their answers...
    expect(ok).toBeGreaterThan(answeredBeforeSignal);
    // ...and the rest were refused cleanly: 503 (closing) or a connection it never accepted. Never a 500.
    for (const outcome of outcomes) expect([200, 503, 'ECONNREFUSED', 'ECONNRESET']).toContain(outcome);
    const refused = await fetch(`${product.server.url}/api/health`).then(
      (res) => res.status,
      (err: Error & { cause?: { code?: string } }) => err.cause?.code,
    );
    expect([503, 'ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']).toContain(refused);
    expect(await exitCode).toBe(0);
    expect(await closed).toBe(1001);
    expect(product.server.output()).toContain('finishing in-flight requests');
  });
});
