import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUp, type TestContext } from '../../test/harness.ts';
import { MAX_PAGE_BYTES } from './render.ts';

/**
 * The built web app's shape, small: index.html as Vite writes it, and a server entry that renders
 * what the test asks (a page of the size the address names).
 */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Nafasi</title>
    <meta name="description" content="Book spaces" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const ENTRY_SERVER = `
export const SERVER_STATE_ID = 'state';
let transport;
export function setTransport(next) { transport = next; }
export async function prepare(url) {
  // A page that reads the API in its language, as the web app's pages do (?read=/api/...).
  const read = url.searchParams.get('read');
  if (read) return { answer: await (await transport(read, { headers: { 'accept-language': 'sw-KE' } })).json() };
  return { asked: url.pathname };
}
let renders = 0;
export function render(url, _locale, _state, options) {
  renders += 1;
  // A page asking for the count says which render it is: a page sent again from memory says the same.
  const bytes = Number(url.searchParams.get('bytes') ?? 10);
  const counted = url.searchParams.has('count') ? Buffer.from('render-' + renders) : null;
  const stream = {
    pipe(destination) {
      if (counted) destination.write(counted);
      const chunk = Buffer.alloc(64 * 1024, 'x');
      for (let sent = 0; sent < bytes; sent += chunk.length) if (!destination.write(chunk.subarray(0, Math.min(chunk.length, bytes - sent)))) break;
      destination.end();
    },
    abort() {},
  };
  setImmediate(() => options.onAllReady());
  return stream;
}
`;

let dist: string;
let shellOnly: TestContext;
let rendered: TestContext;
beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'nafasi-web-'));
  dist = path.join(root, 'dist');
  await mkdir(dist);
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  shellOnly = await createTestApp({ WEB_SSR: 'false' }, { webDist: dist });
  await mkdir(path.join(root, 'dist-server'));
  await writeFile(path.join(root, 'dist-server', 'entry-server.js'), ENTRY_SERVER);
  rendered = await createTestApp({}, { webDist: dist });
});
afterAll(async () => {
  await shellOnly?.close();
  await rendered?.close();
  if (dist) await rm(path.dirname(dist), { recursive: true, force: true });
});

describe('a page carries what people wrote as text, never as a pattern (issue 57.1)', () => {
  it("keeps $`, $' and $& written in a topic, a reply and a display name as they are, and the page its size", async () => {
    const patterns = "$` $' $& $$ $1";
    for (const t of [shellOnly, rendered]) {
      const author = await signUp(t, { name: `Wanjiku $\` Kamau $'` });
      const created = await as(t, author).post('/api/forum/topics', {
        category: 'remote',
        title: `Desks $\` in $' Kisumu`,
        body: `Quiet ${patterns} desks.`.repeat(40),
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as string;
      expect((await as(t, author).post(`/api/forum/topics/${id}/replies`, { body: `Me too ${patterns}`.repeat(100) })).statusCode).toBe(201);
      const page = await t.app.inject({ method: 'GET', url: `/forum/${id}` });
      expect(page.statusCode).toBe(200);
      // The template, the head's words and JSON-LD (each under 10 KB here): a pattern copying the
      // document into itself made this page megabytes.
      expect(page.body.length).toBeLessThan(60_000);
      expect(page.body).toContain("<title>Desks $` in $' Kisumu");
      expect(page.body).toContain(`Wanjiku $\` Kamau $'`);
      expect(page.body.match(/<html/g)).toHaveLength(1);
      expect(page.body.match(/<\/head>/g)).toHaveLength(1);
    }
  });
});

describe('a space’s page in Kiswahili', () => {
  it('is titled and described in the host’s Kiswahili under /sw, in English elsewhere and where the host wrote none', async () => {
    const [owner, admin] = await Promise.all([signUp(shellOnly, { role: 'owner' }), signUp(shellOnly, { role: 'admin' })]);
    const list = async (input: object) => {
      const created = await as(shellOnly, owner).post('/api/spaces', {
        description: 'A quiet room above the harbour.',
        location: 'Old Town, Mombasa',
        category: 'meeting-room',
        capacity: 6,
        hourlyRate: 1500,
        ...input,
      });
      const id = created.json().data.id as string;
      expect((await as(shellOnly, admin).post(`/api/admin/spaces/${id}/decision`, { decision: 'approve' })).statusCode).toBe(200);
      return id;
    };
    const both = await list({ title: 'Harbour Meeting Room', titleSw: 'Chumba cha Mikutano Bandarini', descriptionSw: 'Chumba tulivu juu ya bandari.' });
    const englishOnly = await list({ title: 'Fort Jesus View Room' });
    const head = async (url: string) => {
      const body = (await shellOnly.app.inject({ method: 'GET', url })).body;
      return { title: /<title>([^<]*)<\/title>/.exec(body)?.[1], description: /<meta name="description" content="([^"]*)"/.exec(body)?.[1] };
    };
    expect(await head(`/sw/space/${both}`)).toMatchObject({
      title: expect.stringContaining('Chumba cha Mikutano Bandarini'),
      description: expect.stringContaining('Chumba tulivu juu ya bandari.'),
    });
    expect(await head(`/space/${both}`)).toMatchObject({
      title: expect.stringContaining('Harbour Meeting Room'),
      description: expect.stringContaining('A quiet room above the harbour.'),
    });
    expect((await head(`/sw/space/${englishOnly}`)).title).toContain('Fort Jesus View Room');
    expect((await head(`/sw/booking/${both}`)).title).toContain('Chumba cha Mikutano Bandarini');
  });
});

describe('a page reads the API in its own language', () => {
  it('gets the answers the server words in the language the page asks in', async () => {
    const asked = '/api/forum/topics/not-a-topic';
    const said = async (language: string) =>
      (await rendered.app.inject({ method: 'GET', url: asked, headers: { 'accept-language': language } })).json().message as string;
    const [swahili, english] = [await said('sw-KE'), await said('en')];
    expect(swahili).not.toBe(english);
    const page = await rendered.app.inject({ method: 'GET', url: `/sw/about?read=${encodeURIComponent(asked)}` });
    expect(page.body).toContain(JSON.stringify(swahili).slice(1, -1));
    expect(page.body).not.toContain(JSON.stringify(english).slice(1, -1));
  });
});

describe('a page kept rendered forgets a person who deletes their account', () => {
  it('is rendered afresh the moment someone is erased, though it was kept a moment before', async () => {
    // A space's page shows its reviewers' names; it is kept for everyone for half a minute.
    const url = '/about?count=1';
    const first = (await rendered.app.inject({ method: 'GET', url })).body;
    expect(first).toMatch(/render-\d+/);
    expect((await rendered.app.inject({ method: 'GET', url })).body).toBe(first);
    const person = await signUp(rendered, { name: 'Akinyi Otieno Wambui' });
    const gone = await as(rendered, person).post('/api/account/deletion', { password: person.password });
    expect(gone.statusCode, gone.body).toBe(200);
    await expect.poll(async () => (await rendered.app.inject({ method: 'GET', url })).body, { timeout: 5000 }).not.toBe(first);
  });
});

describe('every rendered page is bounded (issue 57.1)', () => {
  it('sends the shell for the browser to render when a render grows past the bound, and the render when it does not', async () => {
    const small = await rendered.app.inject({ method: 'GET', url: '/about?bytes=1000' });
    expect(small.statusCode).toBe(200);
    expect(small.body).toContain('x'.repeat(1000));
    expect(small.body).toContain('<script type="application/json" id="state">');
    const huge = await rendered.app.inject({ method: 'GET', url: `/about?bytes=${MAX_PAGE_BYTES + 1}` });
    expect(huge.statusCode).toBe(200);
    expect(huge.body.length).toBeLessThan(10_000);
    expect(huge.body).toContain('<div id="root"></div>');
    expect(huge.body).not.toContain('id="state"');
  });
});

describe('the language switch never sends anyone to another site (issue 57)', () => {
  it('answers every way of writing another site, resolved, with a path on this one', async () => {
    for (const next of [
      '/.//evil.example',
      '/./\\evil.example',
      '/sw/..//evil.example',
      '/a/../..//evil.example/x',
      '/%2e//evil.example',
      '//evil.example',
      '/\\evil.example',
    ]) {
      for (const locale of ['en', 'sw']) {
        const res = await shellOnly.app.inject({ method: 'GET', url: `/lang/${locale}?next=${encodeURIComponent(next)}` });
        expect(res.statusCode, next).toBe(303);
        const location = String(res.headers.location);
        expect(location, `${locale} ${next}`).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, 'https://nafasi.co.ke').host, next).toBe('nafasi.co.ke');
      }
    }
    // A real path still goes where it was asked.
    expect((await shellOnly.app.inject({ url: `/lang/sw?next=${encodeURIComponent('/spaces?q=studio')}` })).headers.location).toBe('/sw/spaces?q=studio');
  });
});

describe('the home and information pages as links preview them (issue 57)', () => {
  /** The head's meta tags, read by htmlparser2 (the parser link previewers use). */
  const metaOf = (html: string) => {
    const found: Record<string, string> = {};
    let canonical = '';
    const parser = new Parser({
      onopentag(name, attrs) {
        if (name === 'meta' && (attrs.property ?? attrs.name)) found[attrs.property ?? attrs.name ?? ''] = attrs.content ?? '';
        if (name === 'link' && attrs.rel === 'canonical') canonical = attrs.href ?? '';
      },
    });
    parser.end(html);
    return { meta: found, canonical };
  };

  it('name their language and the other, show the site’s preview image, and keep one canonical per page', async () => {
    const base = shellOnly.config.publicUrl;
    for (const [url, locale, other, canonical] of [
      ['/', 'en_KE', 'sw_KE', `${base}/`],
      ['/sw', 'sw_KE', 'en_KE', `${base}/sw`],
      ['/about', 'en_KE', 'sw_KE', `${base}/about`],
      ['/about/', 'en_KE', 'sw_KE', `${base}/about`],
      ['/sw/about/', 'sw_KE', 'en_KE', `${base}/sw/about`],
    ] as const) {
      const page = await shellOnly.app.inject({ url, headers: { cookie: `nafasi_lang=${locale.slice(0, 2)}` } });
      expect(page.statusCode, url).toBe(200);
      const { meta, canonical: found } = metaOf(page.body);
      expect(found, url).toBe(canonical);
      expect(meta, url).toMatchObject({
        'og:locale': locale,
        'og:locale:alternate': other,
        'og:url': canonical,
        'og:image': `${base}/social-preview.jpg`,
        'og:image:width': '1200',
        'og:image:height': '630',
        'twitter:card': 'summary_large_image',
      });
    }
    const image = await shellOnly.app.inject({ url: '/social-preview.jpg' });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });
});
