import { existsSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { safeJson } from './head.ts';
import { internalHeaders } from '../../lib/internal-request.ts';

/** What the web app's server build (apps/web/src/entry-server.tsx) offers; the server knows it only by this shape. */
interface WebRenderer {
  SERVER_STATE_ID: string;
  setTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  prepare(url: URL, locale: string): Promise<object>;
  render(
    url: URL,
    locale: string,
    state: object,
    options: { onAllReady(): void; onShellError(error: unknown): void; onError(error: unknown): void },
    request?: { saveData?: boolean },
  ): { pipe(destination: Writable): void; abort(reason?: unknown): void };
}

/** A rendered page past MAX_PAGE_BYTES: the caller sends the shell for the browser to render. */
export class PageTooBig extends Error {
  constructor(pathname: string, bytes: number) {
    super(`the page ${pathname} grew past ${bytes} bytes while rendering; sent for the browser to render`);
  }
}

/** A page that takes longer than this to render is sent for the browser to render instead. */
const RENDER_TIMEOUT_MS = 5_000;
/**
 * Nor is a page bigger than this kept or sent as rendered: the largest real page (a forum topic's
 * 50 replies of 5,000 characters, in the page, its head and its state) is about 1 MB, so a page past
 * 4 MiB is text that grew where it should not, and costs every reader.
 */
export const MAX_PAGE_BYTES = 4 * 1024 * 1024;

/**
 * Server rendering of the public pages: the web app's own components, reading the API in-process
 * (app.inject: the same routes, validation and answers the browser gets), rendered into the page
 * with the answers they read, so the browser hydrates without fetching again and a reader without
 * JavaScript sees the page. Null when the web app's server build is missing (the browser renders).
 */
export async function webRenderer(app: FastifyInstance, webDist: string, limits: { maxPageBytes?: number } = {}) {
  const maxPageBytes = limits.maxPageBytes ?? MAX_PAGE_BYTES;
  const entry = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const web = (await import(pathToFileURL(entry).href)) as WebRenderer;
  web.setTransport(async (url, init) => {
    // The page's language goes with each call (the web app sends it as Accept-Language): answers
    // the server words (a name, a refusal) come in it, as the browser's own calls get them.
    const language = new Headers(init.headers).get('accept-language');
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json', ...(language ? { 'accept-language': language } : {}), ...internalHeaders() },
    });
    return new Response(new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/octet-stream') },
    });
  });

  /**
   * The page's HTML around the rendered app: `shell` is index.html with its head, split inside the
   * empty root element (`<div id="root">` ends `before`; the app's state follows the root's end).
   * React streams the page once everything is rendered (so readers without JavaScript get the
   * whole page, in order); it is gathered whole, for the page cache to send to everyone. Rejects
   * when the render fails, for the caller to send the shell for the browser to render.
   */
  return async function renderPage(url: URL, locale: string, shell: { before: string; after: string }, request: { saveData?: boolean } = {}): Promise<string> {
    const state = await web.prepare(url, locale);
    const stateJson = safeJson(state);
    const around = Buffer.byteLength(shell.before) + Buffer.byteLength(shell.after) + Buffer.byteLength(stateJson);
    if (around > maxPageBytes) throw new PageTooBig(url.pathname, around);
    return new Promise<string>((resolve, reject) => {
      // Bytes, decoded once at the end: a character may be split between two chunks.
      const chunks: Buffer[] = [];
      let bytes = around;
      let refused = false;
      const timer = setTimeout(() => stream.abort(new Error(`rendering ${url.pathname} took over ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
      const stream = web.render(
        url,
        locale,
        state,
        {
          onAllReady() {
            clearTimeout(timer);
            stream.pipe(
              new Writable({
                write(chunk: Buffer, _encoding, done) {
                  bytes += chunk.length;
                  // Past the bound the rest is read and dropped: the render is stopped, the page refused.
                  if (bytes > maxPageBytes && !refused) {
                    refused = true;
                    chunks.length = 0;
                    const error = new PageTooBig(url.pathname, bytes);
                    stream.abort(error);
                    reject(error);
                  }
                  if (!refused) chunks.push(chunk);
                  done();
                },
                final(done) {
                  resolve(
                    `${shell.before}${Buffer.concat(chunks).toString('utf8')}</div><script type="application/json" id="${web.SERVER_STATE_ID}">${stateJson}</script>${shell.after}`,
                  );
                  done();
                },
              }),
            );
          },
          onShellError(error) {
            clearTimeout(timer);
            reject(error);
          },
          onError(error) {
            app.log.error({ err: error, url: url.pathname }, 'page render error');
          },
        },
        request,
      );
    });
  };
}
