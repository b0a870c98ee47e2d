import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { sql } from 'drizzle-orm';
import { REALTIME_LIMITS, type RealtimeLimits } from '@nafasi/shared/realtime';
import { CALENDAR_IMPORT_MESSAGES } from '@nafasi/shared/schedule';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { darajaBaseUrl, type Config } from './config.ts';
import { darajaClient } from './modules/payments/daraja.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { paymentsService } from './modules/payments/service.ts';
import { refundsService } from './modules/payments/refunds.ts';
import { forumRoutes } from './modules/forum/routes.ts';
import { forumService } from './modules/forum/service.ts';
import { startDarajaSimulator } from './modules/payments/simulator.ts';
import type { Database } from './db/client.ts';
import { bearerToken, registerAccessControl } from './lib/access.ts';
import { loggableError, registerErrorHandling } from './lib/errors.ts';
import { createMailer, type Mailer } from './lib/mail.ts';
import { courier } from './modules/notifications/courier.ts';
import { rateLimiter } from './lib/rate-limit.ts';
import { backgroundTasks } from './lib/later.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { sharedSecret } from './lib/secrets.ts';
import { serializerCompiler } from './lib/serializer.ts';
import { contentTypeOf, mediaStorage, type Storage } from './lib/storage.ts';
import { googleSignIn } from './modules/auth/google.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { adminService } from './modules/admin/service.ts';
import { listingsRoutes } from './modules/listings/routes.ts';
import { blocksService } from './modules/listings/blocks.ts';
import { calendarFeedService } from './modules/listings/calendar-feed.ts';
import { calendarImportsService } from './modules/listings/calendar-imports.ts';
import { listingsService } from './modules/listings/service.ts';
import { bookingsRoutes } from './modules/bookings/routes.ts';
import { bookingsService } from './modules/bookings/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { authService } from './modules/auth/service.ts';
import { accessTokens } from './modules/auth/tokens.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { profilesRoutes } from './modules/profiles/routes.ts';
import { profilesService } from './modules/profiles/service.ts';
import { spacesRoutes } from './modules/spaces/routes.ts';
import { spacesService } from './modules/spaces/service.ts';
import { CHANGES_CHANNEL, createRealtimeHub } from './realtime/hub.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { contactService } from './modules/contact/service.ts';
import { securityTxt } from './modules/contact/security-txt.ts';
import { meetingsRoutes } from './modules/meetings/routes.ts';
import { meetingsService } from './modules/meetings/service.ts';
import { createRoomProtocol } from './modules/meetings/room-protocol.ts';
import { webPages } from './modules/pages/routes.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { messagesRoutes } from './modules/messages/routes.ts';
import { messagesService } from './modules/messages/service.ts';
import { notificationsService } from './modules/notifications/service.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  storage?: Storage;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** The time the auth service reads; tests move their own forward instead of sleeping. */
  clock?: Clock;
  /** Only for benchmarks that play many people with one account. */
  realtimeLimits?: RealtimeLimits;
}

const YEAR_SECONDS = 31_536_000;
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The API's interactive reference (Swagger UI over /api/openapi.json). */
const API_DOCS_PATH = '/api/docs';

/** Builds the whole product as a Fastify instance. No side effects on import; nothing listens yet. */
export async function buildApp({ config, database, storage, mailer, logger, realtimeLimits, clock = systemClock }: AppDeps) {
  const app = Fastify({
    // pino's type wants a stack on every error; ours leaves it out of database errors on purpose.
    logger: logger ?? { level: config.logLevel, serializers: { err: loggableError as (err: Error) => { type: string; message: string; stack: string } } },
    // A hop count trusts that many proxies nearest to us, whatever the client wrote further left.
    trustProxy: typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    // Ids a client sends are not trusted for logs; ours are short and unique per process.
    requestIdHeader: false,
    bodyLimit: 1_048_576,
    // Headers within 30 s (a client trickling them, slowloris, is cut off); a whole request within
    // 15 minutes: a listing's ten photos (up to 10 MB each, one request) at a phone's 750 Kbps uplink
    // take minutes. A kept-alive connection idles 72 s, longer than a balancer's usual 60 s, so the
    // balancer closes first. A WebSocket leaves these timers behind on upgrade.
    requestTimeout: 900_000,
    keepAliveTimeout: 72_000,
    http: { headersTimeout: 30_000 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const media = storage ?? mediaStorage(config);
  if (media.root) mkdirSync(media.root, { recursive: true });
  const spaces = spacesService(database.db, { searchCacheMs: config.searchCacheMs });
  const jwtSecret = new TextEncoder().encode(config.jwtSecret ?? (await sharedSecret(database.db, 'jwt')));
  const limit = rateLimiter(database.db, clock);
  const background = backgroundTasks(app.log);
  const mail = mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  const auth = authService({
    db: database.db,
    tokens: accessTokens(jwtSecret, config.accessTokenTtlSeconds, clock),
    mailer: mail,
    limit,
    publicUrl: config.publicUrl,
    refreshReuseIntervalSeconds: config.refreshReuseIntervalSeconds,
    sessionIdleDays: config.sessionIdleDays,
    sessionMaxDays: config.sessionMaxDays,
    later: background.later,
    clock,
  });
  const notify = async (payload: Record<string, unknown>) => {
    await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(payload)})`);
  };
  const meetings = meetingsService(database.db, notify, limit, {
    leaveGraceSeconds: config.roomLeaveGraceSeconds,
    presenceTimeoutSeconds: config.presenceTimeoutSeconds,
    clock,
  });
  const authenticateToken = (token: string) => auth.authenticate(token);
  const realtime = createRealtimeHub({
    database,
    spaces,
    rooms: (transport) =>
      createRoomProtocol(
        {
          meetings,
          authenticate: authenticateToken,
          notify,
          log: app.log,
          limits: realtimeLimits ?? REALTIME_LIMITS,
          // Three chances to vouch for each person before the timeout gives them up.
          presenceRefreshMs: (config.presenceTimeoutSeconds * 1000) / 3,
          clock,
        },
        transport,
      ),
    authenticate: authenticateToken,
    log: app.log,
    maxSocketsPerAddress: config.wsMaxPerAddress,
    clock,
    limits: realtimeLimits,
  });
  realtime.onCatalogueChange(() => spaces.forget('catalogue'));
  // Issue 17: events become notifications and queued mails, sent after (never inside a request).
  const notifications = notificationsService(database.db, {
    mailer: mail,
    siteUrl: config.publicUrl,
    mpesaNumber: config.mpesaNumber,
    secret: await sharedSecret(database.db, 'unsubscribe'),
    log: app.log,
  });
  const postman = courier(notifications, app.log);
  const messages = messagesService(database.db, limit);
  const forum = forumService(database.db, { limit, now: () => new Date(clock()) });
  realtime.onEvents(postman.wake);
  realtime.onAvailabilityChange(() => spaces.forget('availability'));
  const bookings = bookingsService(database.db, {
    holdHours: config.bookingHoldHours,
    maxHolds: config.bookingMaxHolds,
    platformFeePercent: config.platformFeePercent,
    verifyClaim: (bookingId, code) => payments.verifyClaim(bookingId, code),
  });
  const listings = listingsService(database.db, media);
  // Hosts' other calendars: read every 15 minutes (by the minute job below) and on demand, bounded.
  const calendarImports = calendarImportsService(database.db, {
    managed: listings.managed,
    limit,
    fetch: {
      maxBytes: 2 * 1024 * 1024,
      timeoutMs: 10_000,
      maxRedirects: 3,
      allowAddresses: config.calendarImportAllowAddresses,
      unreadable: CALENDAR_IMPORT_MESSAGES.unreadable,
    },
  });
  // M-Pesa: in simulator mode the product starts its own Daraja stand-in; the client cannot tell.
  const mpesaSimulator = config.mpesa.env === 'simulator' ? await startDarajaSimulator(config.mpesa) : null;
  const daraja = darajaClient({ ...config.mpesa, baseUrl: mpesaSimulator?.url ?? darajaBaseUrl(config.mpesa.env as 'sandbox' | 'production') });
  const payments = paymentsService({
    db: database.db,
    daraja,
    callbackBaseUrl: () => config.mpesa.callbackBaseUrl,
    log: app.log,
  });
  // The paybill's C2B reports come to a path only Daraja knows; the simulator learns it at start,
  // a real shortcode by `npm run mpesa:register-urls -w apps/server` (README).
  const c2bSecret = await sharedSecret(database.db, 'mpesa-c2b');
  const c2bUrls = (base: string) => ({
    confirmationUrl: `${base}/api/payments/mpesa/c2b/${c2bSecret}/confirmation`,
    validationUrl: `${base}/api/payments/mpesa/c2b/${c2bSecret}/validation`,
  });
  if (mpesaSimulator) await daraja.registerC2bUrls(c2bUrls(config.mpesa.callbackBaseUrl));
  const paymentQueries = setInterval(() => {
    payments.queryStale().catch((err) => app.log.error({ err }, 'M-Pesa status queries failed'));
  }, 15_000);
  paymentQueries.unref();
  // Once a minute unpaid holds run out; room participants of a vanished instance go offline once
  // the presence timeout passes. Each rule is a query, so restarts and extra instances are harmless.
  let minutes = 0;
  const expiry = setInterval(() => {
    bookings.expireHolds().then(
      (n) => n && app.log.info(`released ${n} unpaid booking hold(s)`),
      (err) => app.log.error({ err }, 'booking hold expiry failed'),
    );
    calendarImports.syncDue().then(
      (n) => n && app.log.info(`synced ${n} hosts' calendar(s)`),
      (err) => app.log.error({ err }, 'calendar sync failed'),
    );
    Promise.all([notifications.scheduleDue(), messages.scheduleUnreadMail()]).then(
      ([a, b]) => (a || b) && postman.wake(),
      (err) => app.log.error({ err }, 'reminder scheduling failed'),
    );
    // Hourly: spent refresh tokens, ended sessions and old links go.
    if (minutes++ % 60 === 0) {
      auth.prune().catch((err) => app.log.error({ err }, 'session pruning failed'));
      notifications.prune().catch((err) => app.log.error({ err }, 'event pruning failed'));
    }
  }, 60_000);
  expiry.unref();
  const sweep = setInterval(
    () => {
      meetings.sweep().catch((err) => app.log.error({ err }, 'room presence sweep failed'));
    },
    Math.min(60_000, (config.presenceTimeoutSeconds * 1000) / 2),
  );
  sweep.unref();
  app.addHook('onClose', async () => {
    await postman.stop();
    clearInterval(expiry);
    clearInterval(sweep);
    clearInterval(paymentQueries);
    await mpesaSimulator?.close();
    meetings.close();
    await background.drain();
  });
  /** Set when the process is asked to stop: readiness fails first, so balancers drain us (main.ts). */
  const lifecycle = { draining: false };
  // Before any route is added: every /api route must declare who may call it.
  const access = registerAccessControl(app, (request) => auth.authenticate(bearerToken(request)), [API_DOCS_PATH]);

  // 1. External plugins. Helmet first so every answer, errors included, carries its headers;
  //    the WebSocket plugin before any route that upgrades.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The map's tiles come from their server (MAP_TILE_URL).
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.map.tileUrl ? [new URL(config.map.tileUrl.replace(/\{[a-z]\}/g, '0')).origin] : []),
          // Photos from the bucket's public address or CDN (S3_PUBLIC_URL).
          ...(config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : []),
        ],
        // The page talks to its own origin only: the API and the realtime socket ('self' covers
        // ws/wss on the same host in CSP 3; the public address's socket origin is named for browsers before it).
        connectSrc: ["'self'", new URL(config.publicUrl).origin.replace(/^http/, 'ws')],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Set below only for requests that really came over HTTPS (a laptop serves plain HTTP).
    strictTransportSecurity: false,
  });
  // Camera and microphone for video calls and location for "near me", on our own pages only; the rest off.
  const permissionsPolicy = 'camera=(self), microphone=(self), geolocation=(self), display-capture=(self), payment=(), usb=(), interest-cohort=()';
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
    // request.protocol believes X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // Answers about a person (anything signed in, and every write) are never stored by a browser or proxy cache.
    const personal = request.headers.authorization !== undefined || request.routeOptions.config?.access !== 'public' || request.method !== 'GET';
    if (personal && request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
  // HTML and JSON above 1 KB are compressed as they go (brotli at a quality that costs little CPU);
  // the built assets were compressed at build time and go out as they are (preCompressed below).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  // Photos: at most 10 MB each (§9), read into memory and decoded by sharp before anything is kept.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 10, parts: 20 } });
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    preClose(done) {
      realtime.closeAll(this.websocketServer.clients).then(() => done(), done);
    },
  });

  // 2. Our own plugins: the realtime bridge listens on the database before any route can change it.
  await realtime.start();

  // The API's reference, written from the routes' own zod schemas: /api/openapi.json (OpenAPI 3).
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Nafasi API',
        version: '1',
        description: 'Spaces by the hour in Kenya. Errors answer {message, code, field?}; signed-in calls send `Authorization: Bearer <access token>`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Only the API: the web app's pages, the sitemap and the simulator are not part of it.
    // Grouped by the path's first segment (auth, spaces, bookings...), as the modules are.
    transform: (route) => {
      if (!route.url.startsWith('/api/')) return { schema: { ...route.schema, hide: true }, url: route.url };
      const tag = route.url.split('/')[2] ?? 'api';
      return jsonSchemaTransform({ ...route, schema: { tags: [tag], ...route.schema } });
    },
  });

  // ...and browsable at /api/docs (Swagger UI, served from our own origin under the page's CSP).
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, uiConfig: { validatorUrl: null, deepLinking: true, docExpansion: 'list' } });

  // 3. Routes, all under /api.
  await app.register(
    async (api) => {
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());
      await api.register(healthRoutes, { database, draining: () => lifecycle.draining });
      await api.register(authRoutes, {
        auth,
        google: config.google ? googleSignIn({ db: database.db, auth, google: config.google, publicUrl: config.publicUrl }) : null,
        publicUrl: config.publicUrl,
      });
      await api.register(profilesRoutes, { profiles: profilesService(database.db), auth, storage: media });
      await api.register(spacesRoutes, { spaces, map: config.map, searchesPerAddress: config.searchBudgetPerAddress, clock });
      await api.register(bookingsRoutes, { bookings, mpesaNumber: config.mpesaNumber });
      await api.register(paymentsRoutes, { payments, c2bSecret });
      await api.register(listingsRoutes, {
        listings,
        bookings,
        blocks: blocksService(database.db, listings.managed),
        calendarFeed: calendarFeedService(database.db, { publicUrl: config.publicUrl, managed: listings.managed }),
        calendarImports,
      });
      await api.register(adminRoutes, { admin: adminService(database.db, listings), listings, bookings, refunds: refundsService(database.db) });
      await api.register(meetingsRoutes, { meetings, iceServers: config.iceServers });
      await api.register(contactRoutes, { contact: contactService(database.db, limit) });
      await api.register(notificationsRoutes, { notifications });
      await api.register(messagesRoutes, { messages });
      await api.register(forumRoutes, { forum });
      await api.register(realtime.plugin);
    },
    { prefix: '/api' },
  );

  // Development: the M-Pesa simulator's phone page ("Enter PIN"), one click from the product.
  if (mpesaSimulator) {
    app.log.info(`M-Pesa simulator on ${mpesaSimulator.url}; its phone is at /mpesa-simulator`);
    app.get('/mpesa-simulator', (_req, reply) => reply.redirect(`${mpesaSimulator.url}/phone`));
  }

  // RFC 9116: where to report a vulnerability (the Security page's buttons write to the same address).
  app.get('/.well-known/security.txt', (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(securityTxt(config.publicUrl)),
  );

  const routeNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({ message: `Route not found: ${request.method} ${request.url.split('?')[0] ?? ''}`, code: 'not_found' });
  // Uploaded photos: the server names them itself, so a name never changes content: cache for a year.
  const immutable = `public, max-age=${YEAR_SECONDS}, immutable`;
  if (media.root) {
    await app.register(fastifyStatic, {
      root: media.root,
      prefix: '/media/',
      decorateReply: false,
      immutable: true,
      maxAge: YEAR_SECONDS * 1000,
      allowedPath: (pathName) => /^\/[a-z0-9][a-z0-9._-]*$/.test(pathName),
    });
  } else {
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
    spaces,
    forum,
    publicUrl: config.publicUrl,
    onCatalogueChange: realtime.onCatalogueChange,
    onAvailabilityChange: realtime.onAvailabilityChange,
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

  // The periodic jobs, so tests can run them at a chosen moment instead of waiting for the clock.
  return Object.assign(app, {
    routeAccess: access.routes,
    lifecycle,
    settled: async () => {
      // What the answers set going has finished: mail, and the "left the room" lines waiting out their grace.
      await background.drain();
      await meetings.leavesDecided();
    },
    mpesaSimulator,
    registerC2bUrls: () => daraja.registerC2bUrls(c2bUrls(config.mpesa.callbackBaseUrl)),
    jobs: {
      pruneSessions: (now?: number) => auth.prune(now),
      queryPayments: (now?: Date) => payments.queryStale(now),
      scheduleNotifications: async (now?: Date) => (await notifications.scheduleDue(now)) + (await messages.scheduleUnreadMail(now)),
      sendMail: (now?: Date) => notifications.sendDue(now),
      pruneEvents: (now?: Date) => notifications.prune(now),
      /** Everything waiting is dispatched and every due mail sent (tests). */
      deliver: () => postman.flush(),
    },
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
