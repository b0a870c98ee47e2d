/*
 * Nafasi's service worker (issue 32): on a Kenyan network that drops, the pages already opened still
 * open, and a page never opened says it cannot be reached in the page's language instead of the
 * browser's error.
 *
 * - Built scripts and styles (/assets/, named by their content) are kept once fetched and served from
 *   the cache first: they never change under a name.
 * - A page (a navigation) goes to the network first; a page that arrives whole (200, HTML) is kept,
 *   the newest PAGE_LIMIT of them. Offline, the kept copy answers; failing that, the offline page.
 *   Pages hold nobody's data: the server renders public pages signed out and the signed-in pages
 *   arrive empty (their data is read by the app with the person's token, never kept here).
 * - The API, media, the sitemap and anything not GET go to the network untouched.
 * - The offline page's words come from the app's catalogues: the page that registers this worker
 *   posts them (both languages); it is built per request in the language of the path asked for.
 */
const VERSION = 'v1';
const ASSETS = `nafasi-assets-${VERSION}`;
const PAGES = `nafasi-pages-${VERSION}`;
const WORDS = `nafasi-offline-${VERSION}`;
const PAGE_LIMIT = 60;
const WORDS_KEY = '/__offline-words';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = [ASSETS, PAGES, WORDS];
      for (const name of await caches.keys()) if (name.startsWith('nafasi-') && !keep.includes(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data && data.type === 'offline-words' && data.words && typeof data.words === 'object') {
    event.waitUntil(
      caches.open(WORDS).then((cache) => cache.put(WORDS_KEY, new Response(JSON.stringify(data.words), { headers: { 'content-type': 'application/json' } }))),
    );
  }
});

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** The offline page for a path, in its language (Kiswahili under /sw). */
async function offlinePage(url) {
  const cache = await caches.open(WORDS);
  const stored = await cache.match(WORDS_KEY);
  const all = stored ? await stored.json() : {};
  const locale = url.pathname === '/sw' || url.pathname.startsWith('/sw/') ? 'sw' : 'en';
  const words = all[locale] ||
    all.en || { lang: 'en-KE', title: 'You are offline', text: 'This page has not been opened on this device yet.', retry: 'Try again' };
  const body = `<!doctype html><html lang="${escape(words.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#0f766e"><title>${escape(words.title)}</title><style>body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f8fafc;color:#0f172a;display:grid;min-height:100vh;place-items:center;padding:1.5rem;box-sizing:border-box}main{max-width:28rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .75rem}p{color:#334155;line-height:1.5;margin:0 0 1.5rem}a{display:inline-block;background:#0f766e;color:#fff;text-decoration:none;font-weight:600;padding:.75rem 1.25rem;border-radius:.5rem}</style></head><body><main data-offline-page><h1>${escape(words.title)}</h1><p>${escape(words.text)}</p><a href="${escape(url.pathname + url.search)}">${escape(words.retry)}</a></main></body></html>`;
  return new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

async function keepPage(request, response) {
  const cache = await caches.open(PAGES);
  await cache.put(request, response);
  const keys = await cache.keys();
  // Oldest first (insertion order): keep the newest PAGE_LIMIT.
  for (const old of keys.slice(0, Math.max(0, keys.length - PAGE_LIMIT))) await cache.delete(old);
}

async function page(event) {
  const request = event.request;
  try {
    const response = await fetch(request);
    const type = response.headers.get('content-type') || '';
    if (response.status === 200 && type.startsWith('text/html')) event.waitUntil(keepPage(request, response.clone()));
    return response;
  } catch {
    const kept = await caches.match(request, { cacheName: PAGES, ignoreVary: true });
    return kept || offlinePage(new URL(request.url));
  }
}

async function asset(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.status === 200) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) return event.respondWith(asset(request));
  if (request.mode === 'navigate' && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/media/')) return event.respondWith(page(event));
});
