import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { contentTypeOf } from '../lib/storage.ts';
import { makeOgImage, makeSitePreview, ogImageKey, variantKey } from '../lib/images.ts';
import { SITE_PREVIEW_PATH } from '../modules/pages/head.ts';
import { readFile } from 'node:fs/promises';
import { m } from '@nafasi/shared/i18n';
import { askedLocale } from '../lib/locale.ts';
import { securityTxt } from '../modules/contact/security-txt.ts';
import { webPages } from '../modules/pages/routes.ts';
import type { Services } from './services.ts';

const YEAR_SECONDS = 31_536_000;
/** Where the M-Pesa simulator's phone is served on the product's own origin (development). */
const SIMULATOR_PHONE = '/mpesa-simulator';
/** The sample spaces' photos the site's link preview is made of (seed/images). */
const SEED_IMAGES = path.join(import.meta.dirname, '../seed/images');
const SITE_PREVIEW_PHOTOS = ['cbd-banquet-hall.webp', 'diani-beach-pavilion.webp', 'gigiri-meeting-room.webp'];

const routeNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({ message: m.api_route_not_found({ route: `${request.method} ${request.url.split('?')[0] ?? ''}` }), code: 'not_found' });

/**
 * Everything outside the API: uploaded photos, the built web app and its pages (each with its own
 * head and real status), the sitemap, security.txt, the simulator's phone, and the JSON 404.
 */
export async function registerWeb(app: FastifyInstance, config: Config, s: Services) {
  // Development: the M-Pesa simulator's phone page ("Enter PIN"), served on the product's own
  // origin, so a phone on the network opens it (the simulator itself listens on 127.0.0.1 only).
  const simulator = s.mpesaSimulator;
  if (simulator) {
    app.log.info(`M-Pesa simulator on ${simulator.url}; its phone is at /mpesa-simulator`);
    await app.register(async (phone) => {
      // The phone's buttons are plain forms with no fields.
      phone.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) => done(null, {}));
      phone.get<{ Querystring: { lang?: string } }>(SIMULATOR_PHONE, { config: { access: 'public' } }, (req, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(simulator.phonePage(askedLocale(req.query.lang, req.headers), SIMULATOR_PHONE)),
      );
      phone.post<{ Params: { id: string; action: string }; Querystring: { lang?: string } }>(
        `${SIMULATOR_PHONE}/:id/:action`,
        { config: { access: 'public' } },
        (req, reply) => {
          simulator.tap(req.params.id, req.params.action);
          return reply.redirect(`${SIMULATOR_PHONE}?lang=${askedLocale(req.query.lang, req.headers)}`, 303);
        },
      );
    });
  }
  // RFC 9116: where to report a vulnerability (the Security page's buttons write to the same address).
  app.get('/.well-known/security.txt', (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(securityTxt(config.publicUrl)),
  );
  await registerMedia(app, config, s);

  const webDist = config.webDist;
  const serveWeb = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // app.js.br / app.js.gz written by scripts/precompress.mjs, chosen by Accept-Encoding (with Vary).
      preCompressed: true,
      // The build's own files (.vite/manifest.json) are not for the public.
      allowedPath: (pathName) => !pathName.split('/').some((part) => part.startsWith('.')),
      setHeaders(res, filePath) {
        // Vite names built assets by content hash; everything else must be revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
        else res.header('cache-control', 'no-cache');
      },
    });
  }

  // The sitemap and robots.txt; the web app's pages with their own head and their real status.
  const pages = await webPages(app, {
    webDist: serveWeb ? webDist : null,
    render: config.webSsr,
    spaces: s.spaces,
    forum: s.forum,
    publicUrl: config.publicUrl,
    onCatalogueChange: s.realtime.onCatalogueChange,
    onAvailabilityChange: s.realtime.onAvailabilityChange,
    onErasure: s.realtime.onErasure,
  });
  pages.routes();

  // Unknown /api and /media paths answer JSON 404; any other GET is a page of the web app (404 if it
  // is none). Pages are a route, not the not-found handler, so they get the compression hook.
  if (serveWeb) {
    app.get('/*', (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/media/');
      return isApi ? routeNotFound(request, reply) : pages.page(request.url, reply);
    });
  }
  app.setNotFoundHandler(routeNotFound);
}

/** Uploaded photos: the server names them itself, so a name never changes content: cached for a year. */
async function registerMedia(app: FastifyInstance, config: Config, { media }: Services) {
  const immutable = `public, max-age=${YEAR_SECONDS}, immutable`;
  // The home and information pages' link preview: made once, from photos shipped with the product.
  let sitePreview: Promise<Buffer> | null = null;
  app.get(SITE_PREVIEW_PATH, { config: { access: 'public' } }, async (_req, reply) => {
    sitePreview ??= Promise.all(SITE_PREVIEW_PHOTOS.map((name) => readFile(path.join(SEED_IMAGES, name)))).then(makeSitePreview);
    return reply
      .type('image/jpeg')
      .header('cache-control', 'public, max-age=86400')
      .send(await sitePreview);
  });
  // Link previews: a photo's JPEG, made once from its full-size WebP and kept beside it.
  app.get('/og/:file', { config: { access: 'public' } }, async (req, reply) => {
    const key = /^([a-z0-9][a-z0-9_-]*)\.jpg$/.exec((req.params as { file: string }).file)?.[1];
    if (!key) return routeNotFound(req, reply);
    let body = await media.get(ogImageKey(key));
    if (!body) {
      const full = await media.get(variantKey(key, 'full'));
      if (!full) return routeNotFound(req, reply);
      body = await makeOgImage(full);
      await media.put(ogImageKey(key), body);
    }
    return reply.type('image/jpeg').header('cache-control', immutable).send(body);
  });
  if (media.root) {
    await app.register(fastifyStatic, {
      root: media.root,
      prefix: '/media/',
      decorateReply: false,
      immutable: true,
      maxAge: YEAR_SECONDS * 1000,
      allowedPath: (pathName) => /^\/[a-z0-9][a-z0-9._-]*$/.test(pathName),
    });
    return;
  }
  // In a bucket: sent on from it (every instance sees every photo), or, with S3_PUBLIC_URL, the
  // browser is sent to the bucket's public address or CDN once (a permanent, cached redirect).
  const publicUrl = config.s3?.publicUrl;
  app.get('/media/:file', { config: { access: 'public' } }, async (req, reply) => {
    const { file } = req.params as { file: string };
    if (!/^[a-z0-9][a-z0-9._-]*$/.test(file)) return routeNotFound(req, reply);
    if (publicUrl) return reply.header('cache-control', immutable).redirect(`${publicUrl}/${file}`, 301);
    const body = await media.get(file);
    if (!body) return routeNotFound(req, reply);
    return reply.type(contentTypeOf(file)).header('cache-control', immutable).send(body);
  });
}
