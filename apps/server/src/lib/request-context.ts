import { AsyncLocalStorage } from 'node:async_hooks';
import { randomFillSync } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The request a piece of work belongs to (issue 34): its id follows every await and timer started
 * while the request is handled, so a log line written by a service, a background task or a mail
 * sent because of it carries the request's id, and an operator can follow one request from its
 * access log line to the mail it caused.
 */
const context = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request this code runs for, if any. */
export const currentRequestId = (): string | undefined => context.getStore()?.requestId;

/** Runs `fn` as part of the request `requestId` (a job taking up work a request queued). */
export const inRequest = <T>(requestId: string | undefined, fn: () => T): T => (requestId ? context.run({ requestId }, fn) : fn());

/** Random bytes drawn 4 KiB at a time: one call to the system's generator per 455 requests, not one each. */
const entropy = Buffer.alloc(9 * 455);
let drawn = entropy.length;

/** A short id (9 random bytes), unique enough to find one request's lines among a day's. */
export function newRequestId(): string {
  if (drawn === entropy.length) {
    randomFillSync(entropy);
    drawn = 0;
  }
  drawn += 9;
  return entropy.toString('base64url', drawn - 9, drawn);
}

/** The label request ids carry in log lines. */
export const REQUEST_ID_LABEL = 'requestId';

/**
 * pino's mixin: every log line written while a request is handled carries its id, lines of the
 * request's own logger (which Fastify labels already) aside.
 */
export function requestIdMixin(_merge: object, _level: number, logger?: { bindings(): Record<string, unknown> }) {
  const requestId = currentRequestId();
  if (!requestId || logger?.bindings()[REQUEST_ID_LABEL] !== undefined) return {};
  return { [REQUEST_ID_LABEL]: requestId };
}

/** Gives each request its id in `X-Request-Id` and runs the rest of its handling inside its context. */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    context.run({ requestId: request.id }, done);
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A path segment that could be a secret or a token: long and random-looking (a uuid is an id, shown). */
const SECRET_LIKE = /^[\w.~%-]{16,}$/;

/**
 * What an access log line says of a request: its route as declared (`/api/hooks/c2b/:secret/confirmation`),
 * never the path as sent, whose parts may be secrets (Daraja's hook paths, single-use links), and
 * never its query string (tokens, codes, search words). A path no route declares (a page of the web
 * app, a 404) is written with any secret-like segment replaced.
 */
/**
 * An address as the log keeps it (docs/PRIVACY.md "Keeping only what is needed"): an IPv4 address
 * without its last part, an IPv6 one with only its first 48 bits (a provider's network, not a
 * household's). Enough to see where a flood comes from; not enough to single out a person.
 */
export function truncatedAddress(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/i.exec(ip);
  if (v4) return `${v4[1]}.0`;
  if (ip.includes(':')) {
    const [head = ''] = ip.split('::');
    const groups = head.split(':').filter(Boolean);
    return `${groups.slice(0, 3).join(':')}::`;
  }
  return ip;
}

export function loggableRequest(request: FastifyRequest) {
  const route = request.routeOptions?.url;
  const pathname = request.url.split('?')[0] ?? '';
  const declared = route && !route.endsWith('*') ? route : undefined;
  return {
    method: request.method,
    url:
      declared ??
      pathname
        .split('/')
        .map((part) => (SECRET_LIKE.test(part) && !UUID.test(part) && !/\.\w{2,5}$/.test(part) ? ':redacted' : part))
        .join('/'),
    host: request.host,
    remoteAddress: truncatedAddress(request.ip),
  };
}
