import { registerRequestLocale } from './lib/locale.ts';
import { mkdirSync } from 'node:fs';
import type { InstancePhase } from '@nafasi/shared/health';
import type { RealtimeLimits } from '@nafasi/shared/realtime';
import Fastify, { LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { bearerToken, registerAccessControl } from './lib/access.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { loggableError, registerErrorHandling } from './lib/errors.ts';
import type { Mailer } from './lib/mail.ts';
import { serializerCompiler } from './lib/serializer.ts';
import type { Storage } from './lib/storage.ts';
import { startJobs } from './app/jobs.ts';
import { API_DOCS_PATH, registerApiReference, registerOutsidePlugins } from './app/plugins.ts';
import { registerApiRoutes } from './app/routes.ts';
import { buildServices } from './app/services.ts';
import { registerWeb } from './app/web.ts';
import { createMetrics } from './lib/metrics.ts';
import { readHealth } from './modules/health/service.ts';
import { loggableRequest, newRequestId, registerRequestContext, REQUEST_ID_LABEL, requestIdMixin } from './lib/request-context.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  storage?: Storage;
  mailer?: Mailer;
  /** false: no logging (tests); a stream: the lines go there (tests that read them); else stdout. */
  logger?: false | { stream: NodeJS.WritableStream };
  /** The time the auth service reads; tests move their own forward instead of sleeping. */
  clock?: Clock;
  /** Only for benchmarks that play many people with one account. */
  realtimeLimits?: RealtimeLimits;
  /** false: the periodic jobs never run by themselves, only when a test calls them at its chosen moment. */
  periodicJobs?: boolean;
}

/** The HTTP server's own settings: logging, proxies, body size and the timeouts a slow client meets. */
function createServer(config: Config, logger: AppDeps['logger']) {
  const app = Fastify({
    // pino's type wants a stack on every error; ours leaves it out of database errors on purpose.
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            // A request is logged by its route, never its path or query: those carry secrets (issue 57).
            serializers: { err: loggableError as (err: Error) => { type: string; message: string; stack: string }, req: loggableRequest },
            // Every line written while a request is handled carries its id (services, background work, mail).
            mixin: requestIdMixin,
            // JSON for a log collector in production; one readable line each in development (LOG_FORMAT).
            ...(logger?.stream
              ? { stream: logger.stream }
              : config.logFormat === 'pretty'
                ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } }
                : {}),
          },
    // A hop count trusts that many proxies nearest to us, whatever the client wrote further left.
    trustProxy: typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    // Ids a client sends are not trusted for logs; ours are short and random, returned in X-Request-Id.
    requestIdHeader: false,
    genReqId: newRequestId,
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LABEL }),
    bodyLimit: 1_048_576,
    // Headers within 30 s (a client trickling them, slowloris, is cut off); a whole request within
    // 15 minutes: a listing's photos (up to 10 MB each, one request) at a phone's 750 Kbps uplink
    // take minutes. A kept-alive connection idles 72 s, longer than a balancer's usual 60 s, so the
    // balancer closes first. A WebSocket leaves these timers behind on upgrade.
    requestTimeout: 900_000,
    keepAliveTimeout: 72_000,
    http: { headersTimeout: 30_000 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestContext(app);
  registerErrorHandling(app);
  registerRequestLocale(app);
  return app;
}

/**
 * Builds the whole product as a Fastify instance; it only wires (issue 28): the server, the services
 * in dependency order, who may call what, the outside plugins, the realtime bridge, the API's
 * reference and routes, the web app, the jobs. No side effects on import; nothing listens yet.
 */
export async function buildApp({ config, database, storage, mailer, logger, realtimeLimits, clock = systemClock, periodicJobs = true }: AppDeps) {
  const app = createServer(config, logger);
  const s = await buildServices({ config, database, storage, mailer, clock, log: app.log, realtimeLimits });
  if (s.media.root) mkdirSync(s.media.root, { recursive: true });
  // A database restored from before an erasure holds the person again: erased again before anything is served.
  const replayed = await s.privacy.replayErasures();
  if (replayed) app.log.warn({ replayed }, 'accounts deleted after the backup were erased again');
  if (s.mpesaSimulator) await s.daraja.registerC2bUrls(s.c2bUrls(config.mpesa.callbackBaseUrl));
  const jobs = startJobs(s, config, app.log, periodicJobs);
  app.addHook('onClose', () => jobs.stop());
  app.addHook('onClose', async () => s.stopStarting());
  /** Set when the process is asked to stop: readiness fails first, so balancers drain us (main.ts). */
  const lifecycle = { draining: false };
  /** Starting until the catalogue is read, then serving, then draining. */
  const phase = (): InstancePhase => (lifecycle.draining ? 'draining' : s.startupPhase());
  // Before any route is added: every /api route must declare who may call it.
  const access = registerAccessControl(app, (request) => s.auth.authenticate(bearerToken(request)), [API_DOCS_PATH]);

  // What operators watch (issue 34): every request timed; /metrics only for a scraper with the token.
  const metrics = createMetrics({ database, realtime: s.realtime, health: () => readHealth(database, phase()) });
  metrics.register(app);
  if (config.metricsToken) metrics.route(app, config.metricsToken);

  await registerOutsidePlugins(app, config, s);
  // The realtime bridge listens on the database before any route can change it.
  await s.realtime.start();
  await registerApiReference(app);
  await registerApiRoutes(app, s, { config, database, clock, phase });
  await registerWeb(app, config, s);

  return Object.assign(app, {
    routeAccess: access.routes,
    lifecycle,
    settled: async () => {
      // What the answers set going has finished: mail, and the "left the room" lines waiting out their grace.
      await s.background.drain();
      await s.meetings.leavesDecided();
    },
    /** Resolves once the instance serves (its first read of the catalogue done; until then its health check says starting). */
    started: () => s.catalogueRead(),
    /** The catalogue index and the admin's tables (read at an admin's first page) read: for benches that measure the steady state. */
    warmed: () => Promise.all([s.spaces.index.fresh(), s.adminBookings.warm(), s.adminUsers.warm()]).then(() => undefined),
    mpesaSimulator: s.mpesaSimulator,
    etimsSimulator: s.etimsSimulator,
    registerC2bUrls: () => s.daraja.registerC2bUrls(s.c2bUrls(config.mpesa.callbackBaseUrl)),
    /** The periodic jobs, so tests can run them at a chosen moment instead of waiting for the clock. */
    jobs: jobs.jobs,
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
