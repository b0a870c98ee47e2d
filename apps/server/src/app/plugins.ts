import { STATUS_CODES } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Services } from './services.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The API's interactive reference (Swagger UI over /api/openapi.json). */
export const API_DOCS_PATH = '/api/docs';

/**
 * The outside plugins, in order: helmet first so every answer, errors included, carries its
 * headers; compression; multipart photos; the WebSocket plugin before any route that upgrades.
 */
export async function registerOutsidePlugins(app: FastifyInstance, config: Config, s: Services) {
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
  // the built assets were compressed at build time and go out as they are.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  // Photos: at most 10 MB each (§9), read into memory and decoded by sharp before anything is kept.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 10, parts: 20 } });
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    preClose(done) {
      s.realtime.closeAll(this.websocketServer.clients).then(() => done(), done);
    },
  });
}

/** What every error answers (lib/errors.ts): a sentence, a code, and the field at fault when there is one. */
const ERROR_BODY = {
  type: 'object',
  properties: {
    message: { type: 'string', description: 'A sentence to show the person.' },
    code: { type: 'string', description: 'What went wrong, for programs (validation_error, not_found, rate_limited...).' },
    field: { type: 'string', description: 'The input field at fault, when there is one.' },
  },
  required: ['message', 'code'],
} as const;
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The input is not valid: `field` names what to change.',
  401: 'Not signed in, or the access token expired: send `Authorization: Bearer <access token>`.',
  403: 'Signed in, but this account may not do this (its role, or an unconfirmed e-mail address).',
  404: 'Nothing with this id (or not one this account may see).',
  409: 'It conflicts with the current state (taken, already done, in flight).',
  413: 'The body (or a file in it) is too large.',
  415: 'The body is not of a type this route reads.',
  422: 'The Idempotency-Key was used before with a different request: send a new key.',
  429: 'Too many requests: try again after the number of seconds in `Retry-After`.',
};

/** An error status's name in the document's components: 404 is NotFound. */
const errorResponseName = (status: number) => (STATUS_CODES[status] ?? `Status${status}`).replace(/[^A-Za-z]/g, '');

type Responses = Record<string, { description?: string; content?: Record<string, { schema?: Record<string, unknown> }> }>;

/**
 * Every error answers the one body, so the document says it once: the body is components.schemas.Error,
 * each status's usual answer is a components.responses entry, and an operation refers to them (an
 * answer the route words its own way keeps its words and refers to the body). Written out in every
 * operation it was two thirds of the document, and the reference took seconds longer to open.
 */
function shareErrorAnswers<T extends { components?: Record<string, Record<string, unknown>>; paths?: Record<string, Record<string, unknown>> }>(doc: T): T {
  const ref = { $ref: '#/components/schemas/Error' };
  const used = new Set<number>();
  for (const operations of Object.values(doc.paths ?? {}))
    for (const operation of Object.values(operations)) {
      const responses = (operation as { responses?: Responses }).responses ?? {};
      for (const [status, answer] of Object.entries(responses)) {
        const schema = answer.content?.['application/json']?.schema;
        if (Number(status) < 400 || !schema || !isDeepStrictEqual(schema.properties, ERROR_BODY.properties)) continue;
        const code = Number(status);
        if (answer.description === ERROR_DESCRIPTIONS[code]) {
          used.add(code);
          responses[status] = { $ref: `#/components/responses/${errorResponseName(code)}` } as never;
        } else responses[status] = { description: answer.description, content: { 'application/json': { schema: ref } } };
      }
    }
  const components = (doc.components ??= {});
  components.schemas = { ...components.schemas, Error: { ...ERROR_BODY, description: 'What every error answers.' } };
  components.responses = {
    ...components.responses,
    ...Object.fromEntries(
      [...used].sort().map((code) => [errorResponseName(code), { description: ERROR_DESCRIPTIONS[code], content: { 'application/json': { schema: ref } } }]),
    ),
  };
  return doc;
}

/**
 * The statuses besides success an operation can answer, from what the route declares: its access
 * (401 and 403 unless public), its inputs (400), an id in its path (404), writing (409, 413, 415, and
 * 429 for the limits on writes), the search's budget per network (429).
 */
export function errorStatuses(route: { method: string; url: string; access: string; hasInput: boolean }): number[] {
  const write = !['GET', 'HEAD'].includes(route.method);
  const statuses = new Set<number>();
  if (route.hasInput || write) statuses.add(400);
  if (route.access !== 'public') statuses.add(401).add(403);
  if (route.url.includes(':')) statuses.add(404);
  if (write) statuses.add(409).add(413).add(415).add(429);
  if (route.url === '/api/spaces') statuses.add(429);
  // An Idempotency-Key reused with another body (Stripe's rule).
  if (route.url === '/api/spaces' && route.method === 'POST') statuses.add(422);
  return [...statuses].sort();
}

/** An operation's id from its method and path: GET /api/spaces/:id/availability is getSpacesByIdAvailability. */
export const operationIdOf = (method: string, url: string) =>
  method.toLowerCase() +
  url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${part.slice(1, 2).toUpperCase()}${part.slice(2)}` : part))
    .map((part) =>
      part
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(''),
    )
    .join('');

/** A summary from an operation's id, where the route gives none: getSpacesByIdAvailability is "Get spaces by id availability". */
const summaryOf = (operationId: string) => {
  const words = operationId
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The API's reference, written from the routes' own zod schemas: /api/openapi.json (OpenAPI 3.1),
 * browsable at /api/docs. Each operation also says, from the route's own declarations, who may call
 * it (its security: the bearer token unless public), the errors it can answer (errorStatuses, in
 * the one error body), and an operationId; the document names the server it is served from.
 */
export async function registerApiReference(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Nafasi API',
        version: '1',
        description: 'Spaces by the hour in Kenya. Errors answer {message, code, field?}; signed-in calls send `Authorization: Bearer <access token>`.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Nafasi' },
      },
      // Relative: "Try it out" calls the host the reference was opened on, whatever PUBLIC_URL says.
      servers: [{ url: '/', description: 'This Nafasi' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Only the API: the web app's pages, the sitemap and the simulator are not part of it.
    // Grouped by the path's first segment (auth, spaces, bookings...), as the modules are.
    transform: ({ schema, url, route, ...rest }) => {
      if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
      const tag = url.split('/')[2] ?? 'api';
      const converted = jsonSchemaTransform({ ...rest, route, url, schema: { tags: [tag], ...schema } });
      const method = String([route.method].flat()[0]);
      const access = route.config?.access ?? 'public';
      const hasInput = Boolean(schema?.params || schema?.querystring || schema?.body);
      const errors: Record<number, object> = Object.fromEntries(
        errorStatuses({ method, url, access, hasInput }).map((status) => [status, { ...ERROR_BODY, description: ERROR_DESCRIPTIONS[status] }]),
      );
      // What the route says it answers besides its schema: an error in the one body, else what it is.
      for (const [status, description] of Object.entries(route.config?.answers ?? {})) {
        const code = Number(status);
        errors[code] =
          code >= 400
            ? { ...ERROR_BODY, description }
            : code === 200
              ? { description, content: { [route.config?.answersType ?? 'application/json']: { schema: { type: 'string' } } } }
              : { description, type: 'null' };
      }
      const out = converted.schema as Record<string, unknown> & { response?: Record<string, unknown> };
      return {
        url: converted.url,
        schema: {
          ...out,
          operationId: operationIdOf(method, url),
          summary: typeof out.summary === 'string' ? out.summary : summaryOf(operationIdOf(method, url)),
          // Public operations send no token; the rest the bearer access token.
          security: access === 'public' ? [] : [{ bearer: [] }],
          response: { ...errors, ...out.response },
        },
      };
    },
    transformObject: (document) => ('openapiObject' in document ? shareErrorAnswers(document.openapiObject as never) : document.swaggerObject),
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    // "Authorize" keeps the token across reloads of the page, and every call sends it.
    uiConfig: { validatorUrl: null, deepLinking: true, docExpansion: 'list', persistAuthorization: true },
  });
}
